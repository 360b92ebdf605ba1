import {open,lang,tids,O} from './review-app-lib.mjs';
for (const [w,h] of [[1024,700],[1920,1080]]) for (const L of ['en','ar']) {
const {b,p}=await open(w,h);
await lang(p,L);
await p.click('[data-testid=nav-projects]'); await p.waitForTimeout(800);
await p.click('[data-testid=search-submit]'); await p.waitForTimeout(2500);
await p.click('[data-testid=filters-toggle]'); await p.waitForTimeout(600);
await p.locator('.ag-row.grid-row').first().locator('.ag-cell').nth(1).click(); await p.waitForTimeout(1500);
await p.screenshot({path:O+`10-proj-${L}-${w}.png`});
const panel=p.locator('[data-testid=project-panel]');
const bb=await panel.boundingBox(); console.log(L,w,'panel',JSON.stringify(bb));
const sh=await panel.evaluate(e=>{const out=[];let n=e;while(n){const cs=getComputedStyle(n);if(n.scrollHeight>n.clientHeight+2&&/(auto|scroll)/.test(cs.overflowY))out.push(n.tagName+'.'+n.className+':'+n.scrollHeight+'/'+n.clientHeight);n=n.parentElement;}return out;});
console.log(sh);
await panel.screenshot({path:O+`11-projpanel-${L}-${w}.png`}).catch(e=>console.log(e.message));
// full panel content by expanding
await panel.evaluate(e=>{e.style.maxHeight='none';e.style.height='auto';e.style.overflow='visible'});
console.log((await panel.innerText()).slice(0,1500));
// header cells
console.log((await p.$$eval('.ag-header-cell', e=>e.map(x=>x.textContent.trim()+'|'+Math.round(x.getBoundingClientRect().x)+'|'+Math.round(x.getBoundingClientRect().width)))).join(' ; '));
await b.close();
}
