import { chromium } from 'playwright-core';
import {URL,O,lang,tids} from './review-app-lib.mjs';
const b=await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const [w,h] of [[1024,700],[1920,1080]]) for (const L of ['en','ar']) {
const p=await b.newPage({viewport:{width:w,height:h}, deviceScaleFactor: 1});
p.on('pageerror',e=>console.log('PAGEERR',e.message));
await p.goto(URL); await p.waitForTimeout(1500); await lang(p,L);
await p.click('[data-testid=nav-compare]'); await p.waitForTimeout(2000);
for (const tab of ['listing','agency']) {
await p.click(`[data-testid=compare-tab-${tab}]`); await p.waitForTimeout(1500);
await p.screenshot({path:O+`40-cmp-${tab}-${L}-${w}.png`});
const rows=await p.$$eval('[data-testid=compare-row]', rs=>rs.map(r=>{const m=r.querySelector('[data-testid=compare-measure]');const cells=[...r.querySelectorAll('[data-testid=compare-cell]')];return (m?m.innerText.replace(/\n/g,' / '):'?')+' || '+cells.map(c=>c.innerText.replace(/\n/g,' ')+'['+c.className.replace(/compare-cell|cmp-cell/g,'').trim()+']').join(' | ')+' ## mclass='+(m?m.className:'')}));
console.log(`== ${tab} ${L} ${w}\n`+rows.join('\n'));
// scroll to end
await p.evaluate(()=>{const s=document.querySelector('[data-testid=compare-scroll]'); s.scrollTop=s.scrollHeight; s.scrollLeft=(document.dir==='rtl'?-1:1)*s.scrollWidth; const m=document.querySelector('main'); if(m) m.scrollTop=m.scrollHeight;});
await p.waitForTimeout(500);
await p.screenshot({path:O+`41-cmp-${tab}-${L}-${w}-end.png`});
}
await p.close();
}
await b.close();
