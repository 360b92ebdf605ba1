// The toolbar above the results, loaded apart from the window's first script (as the grid is): its buttons (save the
// search, watch the results, fetch every page) bring the Saved, Portfolios and Market words and actions with them,
// which the form the window opens on does not need. Fetched with the grid's code (preload-results.ts).
import { deferredCode, useDeferredCode } from '../components/deferred-code';
import type { ListView } from '../state/navigation-store';
import { useResearch } from './research-store';

/** The toolbar's module; preload-results.ts starts loading it ahead of the first search. */
export const resultsToolbarCode = deferredCode(() => import('./ResultsToolbar'));

/** Nothing before the first search; then the toolbar, once its code is in. */
export function LazyResultsToolbar({ view, pageable }: { view: ListView; pageable: boolean }) {
  const idle = useResearch(view).status === 'idle';
  if (idle) return null;
  return <DeferredToolbar view={view} pageable={pageable} />;
}

function DeferredToolbar({ view, pageable }: { view: ListView; pageable: boolean }) {
  const code = useDeferredCode(resultsToolbarCode);
  if (code === null) return null;
  const { ResultsToolbar } = code;
  return <ResultsToolbar view={view} pageable={pageable} />;
}
