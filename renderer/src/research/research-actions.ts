// What the research views do: run a search (one page), turn pages, sort by a header (through the service when it
// can, else within the fetched rows), and ask again in a new data language.
import type { Lang } from '#shared/domain/lang';
import type { DataRequest } from '#shared/ipc/contract';
import { loadRequest } from '../data/load-answer';
import type { ListView } from '../state/navigation-store';
import { forgetFetchAll } from './fetch-all-actions';
import { setFormSort } from './form-state-store';
import { useResearchStore } from './research-store';
import { defaultServiceSort, serviceSortFor, withServiceSort, type ColumnSort } from './service-sort';
import { takesLanguage, withLanguage } from './with-language';

const latest = new Map<ListView, number>();

interface PageOf {
  items: unknown[];
  total: number;
  page: number;
  totalPages: number;
}

export interface SearchOptions {
  /** A page turn or a new language keeps a sort within the fetched rows; a new search starts without one. */
  keepLocalSort?: boolean;
  languageRefetchedPage?: number | null;
}

export async function runSearch(view: ListView, request: DataRequest, options: SearchOptions = {}): Promise<void> {
  const { patch } = useResearchStore.getState();
  const ticket = (latest.get(view) ?? 0) + 1;
  latest.set(view, ticket);
  forgetFetchAll(view);
  patch(view, (s) => ({
    request,
    status: 'loading',
    error: null,
    allPages: false,
    fetchAll: null,
    localSort: options.keepLocalSort ? s.localSort : null,
    languageRefetchedPage: options.languageRefetchedPage ?? null,
  }));
  const result = await loadRequest(request);
  if (latest.get(view) !== ticket) return; // A newer search has replaced this one.
  if (!result.ok) {
    patch(view, { status: 'error', error: result.error });
    return;
  }
  // Every operation a research view runs answers with a page of rows.
  const page = result.value.result as PageOf;
  patch(view, {
    status: 'done',
    rows: page.items,
    page: page.page,
    total: page.total,
    totalPages: page.totalPages,
    provenance: result.value.provenance,
    warnings: result.value.warnings,
  });
}

export function goToPage(view: ListView, page: number): Promise<void> {
  const request = useResearchStore.getState().views[view]?.request;
  if (!request) return Promise.resolve();
  return runSearch(view, { ...request, params: { ...request.params, page } } as DataRequest, { keepLocalSort: true });
}

/** The same search again, in the same view, for the Retry button. */
export function retrySearch(view: ListView): Promise<void> {
  const request = useResearchStore.getState().views[view]?.request;
  return request ? runSearch(view, request, { keepLocalSort: true }) : Promise.resolve();
}

/**
 * A header was sorted by the broker. A sort the service can do re-asks it from page 1 and shows in the form; any
 * other orders only the rows fetched, which the view then says. Null: the broker cleared the header's sort.
 */
export function applyHeaderSort(view: ListView, sort: ColumnSort | null): void {
  const { views, patch } = useResearchStore.getState();
  const request = views[view]?.request ?? null;
  if (!request) return;
  if (!sort) {
    // Clearing a header the service sorts by goes back to the service's default order, and the form says so.
    const reset = views[view]?.localSort ? null : defaultServiceSort(request);
    patch(view, { localSort: null });
    if (reset) {
      setFormSort(view, reset.value);
      void runSearch(view, withServiceSort(request, reset));
    }
    return;
  }
  const service = serviceSortFor(request, sort);
  if (!service) {
    patch(view, { localSort: sort });
    return;
  }
  setFormSort(view, service.value);
  void runSearch(view, withServiceSort(request, service));
}

/** The data language changed: ask again for what is on screen (the cache answers when it has it). */
export function refetchInLanguage(view: ListView, lang: Lang): void {
  const state = useResearchStore.getState().views[view];
  const request = state?.request;
  if (!state || !request || !takesLanguage(request)) return;
  const page = state.allPages ? 1 : state.page;
  const again = withLanguage({ ...request, params: { ...request.params, page } } as DataRequest, lang);
  void runSearch(view, again, { keepLocalSort: true, languageRefetchedPage: state.allPages ? page : null });
}
