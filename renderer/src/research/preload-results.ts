// The code that shows results (the grid with ag-grid, its toolbar and its pin and export buttons), fetched apart from
// the window's first script so that the form shows sooner, and asked for early enough that the first search never
// waits for it: once the window is idle after its start, and at the latest as a search sends its request (beside
// the request, not after the answer). The window's start never waits for it.
import { gridActionsCode } from '../export/lazy-grid-actions';
import { dataGridCode } from '../grid/LazyDataGrid';
import { startLoading } from '../shell/deferred-code';
import { resultsToolbarCode } from './LazyResultsToolbar';

let asked = false;
let scheduled = false;

/** Starts loading the results' code (once). */
export function preloadResultsCode(): void {
  if (asked) return;
  asked = true;
  startLoading(dataGridCode);
  startLoading(resultsToolbarCode);
  startLoading(gridActionsCode);
}

/**
 * Starts loading the results' code once the window has shown its first frame and then has a moment with nothing to
 * do, so that loading it takes nothing from the form's start; without requestIdleCallback, a little after the frame.
 */
export function preloadResultsCodeWhenIdle(): void {
  if (scheduled || asked) return;
  scheduled = true;
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(preloadResultsCode, { timeout: 2_000 });
    else setTimeout(preloadResultsCode, 200);
  });
}
