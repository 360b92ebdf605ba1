import { chromium } from 'playwright-core';
export const URL='http://127.0.0.1:47950/?token=cfF7fjHClIz-S80-i29CWJM1iVxr9oXw';
export const O='.tmp/review-app/';
export async function open(w=1024,h=700){
const b=await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p=await b.newPage({viewport:{width:w,height:h}});
p.on('console',m=>{if(m.type()==='error')console.log('CONSOLE',m.text())});
p.on('pageerror',e=>console.log('PAGEERR',e.message));
await p.goto(URL); await p.waitForTimeout(2000);
return {b,p};
}
export async function lang(p,l){ await p.selectOption('[data-testid=language-select]', l); await p.waitForTimeout(800); }
export async function tids(p){ return (await p.$$eval('[data-testid]', els=>els.map(e=>e.getAttribute('data-testid')))).filter((v,i,a)=>a.indexOf(v)===i).join(' '); }
