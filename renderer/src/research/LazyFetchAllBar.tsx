// The bar that fetches every page of a search (its estimate, its progress, what it fetched), loaded apart from the
// window's first script with the results' code (the build's `results` chunk, fetched once the window is idle): it
// shows only once the broker asks for every page, and its words and controls were some 5 kB of that script.
import { deferredCode, useDeferredCode } from '../components/deferred-code';
import type { ListView } from '../state/navigation-store';
import { useResearch } from './research-store';

export const fetchAllBarCode = deferredCode(() => import('./FetchAllBar'));

/** Nothing until every page is asked for; then the bar, once its code is in. */
export function LazyFetchAllBar({ view }: { view: ListView }) {
  const asked = useResearch(view).fetchAll !== null;
  if (!asked) return null;
  return <DeferredBar view={view} />;
}

function DeferredBar({ view }: { view: ListView }) {
  const code = useDeferredCode(fetchAllBarCode);
  if (code === null) return null;
  const { FetchAllBar } = code;
  return <FetchAllBar view={view} />;
}
