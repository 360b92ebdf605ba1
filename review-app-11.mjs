import { chromium } from 'playwright-core';
import {URL,O,lang} from './review-app-lib.mjs';
const b=await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const L of ['en','ar']){
const p=await b.newPage({viewport:{width:1024,height:700}});
await p.goto(URL); await p.waitForTimeout(1500); await lang(p,L);
await p.click('[data-testid=nav-compare]'); await p.waitForTimeout(1500);
await p.click('[data-testid=compare-tab-listing]'); await p.waitForTimeout(1000);
console.log(L, await p.$eval('[data-testid=compare-scroll]', s=>({sw:s.scrollWidth,cw:s.clientWidth,sh:s.scrollHeight,ch:s.clientHeight,ov:getComputedStyle(s).overflow, bottom:s.getBoundingClientRect().bottom})));
console.log(await p.$$eval('[data-testid=compare-item]', e=>e.map(x=>Math.round(x.getBoundingClientRect().width))));
await p.close();}
await b.close();
