import {open,lang,tids,O} from './review-app-lib.mjs';
const L=process.argv[2]||'en';
const {b,p}=await open(1024,700);
await lang(p,L);
await p.click('[data-testid=nav-projects]'); await p.waitForTimeout(800);
await p.click('[data-testid=search-submit]'); await p.waitForTimeout(2500);
await p.click('[data-testid=filters-toggle]'); await p.waitForTimeout(600);
await p.locator('.ag-row.grid-row').first().locator('.ag-cell').nth(1).click(); await p.waitForTimeout(1200);
console.log('focused before esc', await p.evaluate(()=>document.activeElement.outerHTML.slice(0,150)));
await p.keyboard.press('Escape'); await p.waitForTimeout(600);
console.log('panel after Esc (grid focus):', await p.locator('[data-testid=project-panel]').count());
// reopen and focus inside panel
await p.locator('.ag-row.grid-row').nth(2).locator('.ag-cell').nth(1).click(); await p.waitForTimeout(1200);
await p.focus('[data-testid=pin-button]'); await p.keyboard.press('Escape'); await p.waitForTimeout(600);
console.log('panel after Esc (panel btn focus):', await p.locator('[data-testid=project-panel]').count());
console.log('focused after esc', await p.evaluate(()=>document.activeElement.outerHTML.slice(0,150)));
// click body then escape
await p.locator('.ag-row.grid-row').nth(3).locator('.ag-cell').nth(1).click(); await p.waitForTimeout(1200);
await p.click('[data-testid=project-panel]',{position:{x:150,y:400}}); await p.keyboard.press('Escape'); await p.waitForTimeout(600);
console.log('panel after Esc (panel body click):', await p.locator('[data-testid=project-panel]').count());
// developer link
await p.locator('.ag-row.grid-row').nth(0).locator('.ag-cell').nth(1).click(); await p.waitForTimeout(1200);
await p.click('[data-testid=project-developer]'); await p.waitForTimeout(2500);
await p.screenshot({path:O+`20-dev-${L}.png`});
console.log(await tids(p));
await p.screenshot({path:O+`20-dev-full-${L}.png`, fullPage:true});
await b.close();
