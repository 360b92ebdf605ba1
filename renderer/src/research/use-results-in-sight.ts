// Narrow windows stack the search form above the results (shell.css, max-width 1180px). A broker reading the results
// beside the form who shrinks the window would find the form filling it and the rows pushed out of sight: the
// results are brought back into sight when the layout stacks, as they are after Run.
import { useEffect, useLayoutEffect, useRef } from 'react';

export const STACKED_LAYOUT = '(max-width: 1180px)';

export function scrollResultsIntoSight(view: string, smooth = false): void {
  document
    .getElementById(`results-${view}`)
    ?.scrollIntoView({ block: 'start', ...(smooth ? { behavior: 'smooth' as const } : {}) });
}

export function useResultsInSight(view: string, hasResults: boolean): void {
  const shown = useRef(hasResults);
  useLayoutEffect(() => {
    shown.current = hasResults;
  });
  useEffect(() => {
    const query = window.matchMedia?.(STACKED_LAYOUT);
    if (!query) return;
    const onChange = (e: MediaQueryListEvent) => {
      if (e.matches && shown.current) scrollResultsIntoSight(view);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [view]);
}
