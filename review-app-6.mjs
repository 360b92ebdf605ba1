import {open,lang,tids,O} from './review-app-lib.mjs';
const {b,p}=await open(1024,700);
await p.click('[data-testid=nav-agencies]'); await p.waitForTimeout(1000);
console.log(await p.locator('[data-testid=field-mode]').innerHTML());
await p.screenshot({path:O+'30-agencies.png'});
await p.fill('[data-testid=location-picker-input]','Dubai Marina'); await p.waitForTimeout(1200);
console.log(await p.$$eval('[role=option]',e=>e.map(x=>x.textContent)));
await b.close();
