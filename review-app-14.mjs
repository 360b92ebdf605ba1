import { chromium } from 'playwright-core';
import {URL,O,lang,tids} from './review-app-lib.mjs';
const b=await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p=await b.newPage({viewport:{width:1024,height:700}});
p.on('pageerror',e=>console.log('PAGEERR',e.message));
await p.goto(URL); await p.waitForTimeout(1500);
await p.click('[data-testid=nav-portfolios]'); await p.waitForTimeout(1500);
for (let k=0;k<2;k++){
await p.click('[data-testid=snapshot-now]'); await p.waitForTimeout(800); if(k==0) await p.screenshot({path:O+'51b-estimate.png'}); await p.click('[data-testid=snapshot-start]');
for (let i=0;i<60;i++){ await p.waitForTimeout(2000); const t=await p.locator('[data-testid=watch-last-snapshot]').innerText(); const en=await p.locator('[data-testid=snapshot-now]').isEnabled(); if(i%5==0)console.log(i,t.replace(/\n/g,' '),en); if(en && !/Never/.test(t) && i>1) break; }
}
await p.screenshot({path:O+'52-after-snap.png'});
await p.click('[data-testid=watch-history]'); await p.waitForTimeout(2000);
console.log(await tids(p));
await p.locator('[data-testid=history]').scrollIntoViewIfNeeded();
await p.screenshot({path:O+'53-history.png'});
await p.locator('[data-testid=history]').screenshot({path:O+'54-history-el.png'});
console.log((await p.locator('[data-testid=history]').innerText()).slice(0,2000));
for (const L of ['ar']) { await lang(p,L); await p.waitForTimeout(1000); await p.locator('[data-testid=history]').screenshot({path:O+`55-history-${L}.png`}); }
await p.setViewportSize({width:1920,height:1080}); await lang(p,'en'); await p.waitForTimeout(800);
await p.locator('[data-testid=history]').screenshot({path:O+'56-history-1920.png'});
await b.close();
