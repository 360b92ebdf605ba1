// The code that shows results (the grid with ag-grid, its toolbar and its pin and export buttons, the bar that fetches
// every page, the collapsed filters' summary), kept apart from the window's first script so that the form shows sooner,
// and asked for early enough that the first search does not wait for it to download: fetched and compiled, not run,
// once the window is idle after its start; run when the broker clicks or tabs into the form, and at the latest as a
// search sends its request (beside the request, not after the answer). The window's start never waits for it.
import { gridActionsCode } from '../export';
import { dataGridCode } from '../grid';
import { startLoading } from '../components/deferred-code';
import { resultsToolbarCode } from './LazyResultsToolbar';
import { fetchAllBarCode } from './LazyFetchAllBar';
import { filterSummaryCode } from './FilterPanel';

let asked = false;
let fetched = false;
let scheduled = false;

/** Loads and runs the results' code (once). */
export function preloadResultsCode(): void {
  if (asked) return;
  asked = true;
  startLoading(dataGridCode);
  startLoading(resultsToolbarCode);
  startLoading(gridActionsCode);
  // In the same chunk: run now, so that the bar and the summary show in the frame that first asks for them.
  startLoading(fetchAllBarCode);
  startLoading(filterSummaryCode);
}

/** The results' scripts and style sheets as the build names them in the page (scripts/results-code-meta.mjs). */
function resultsFiles(): string[] {
  const names = document.querySelector<HTMLMetaElement>('meta[name="aqar-results-code"]')?.content ?? '';
  return names.split(/\s+/).filter(Boolean);
}

/**
 * Fetches and compiles the results' code without running it (a modulepreload), so that it takes nothing from the
 * window's first second: running ag-grid's module is a task of its own (20 ms of CPU, over 100 ms on a busy
 * machine). Where the page names no files (the development server), it loads and runs it instead.
 */
function prefetchResultsCode(): void {
  if (fetched || asked) return;
  fetched = true;
  const files = resultsFiles();
  if (files.length === 0) return preloadResultsCode();
  for (const file of files) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    // As the bundle's own loader asks for them (CORS, same-origin credentials), so that its requests find these.
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/**
 * Fetches the results' code once the window has shown its first frame and then has a moment with nothing to do;
 * without requestIdleCallback, a little after the frame.
 */
export function preloadResultsCodeWhenIdle(): void {
  if (scheduled || asked) return;
  scheduled = true;
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(prefetchResultsCode, { timeout: 2_000 });
    else setTimeout(prefetchResultsCode, 200);
  });
}
