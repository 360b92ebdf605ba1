// The toolbar above the results, loaded the first time a view shows results (as the grid is): its buttons (save the
// search, watch the results, fetch every page) bring the Saved, Portfolios and Market words and actions with them,
// which the form the window opens on does not need, so the window's first script leaves them out.
import { lazy, Suspense } from 'react';
import type { ListView } from '../state/navigation-store';
import { useResearch } from './research-store';

const ResultsToolbar = lazy(() => import('./ResultsToolbar').then((m) => ({ default: m.ResultsToolbar })));

/** Nothing before the first search; then the toolbar, arriving with the grid's code. */
export function LazyResultsToolbar({ view, pageable }: { view: ListView; pageable: boolean }) {
  const idle = useResearch(view).status === 'idle';
  if (idle) return null;
  return (
    <Suspense fallback={null}>
      <ResultsToolbar view={view} pageable={pageable} />
    </Suspense>
  );
}
