// What the research views do: run a search (one page), turn pages, sort by a header (header-sort.ts decides: the
// service for one page it can sort, else the rows held), and ask again in a new data language.
import type { DataLang } from '#shared/domain/lang';
import type { DataRequest } from '#shared/ipc/contract';
import { loadRequest } from '../data';
import type { ListView } from '../state/navigation-store';
import { forgetFetchAll } from './fetch-all-actions';
import { preloadResultsCode } from './preload-results';
import { setFormSort } from './form-state-store';
import { useResearchStore } from './research-store';
import { carrySort, planHeaderSort, type CarriedSort } from './header-sort';
import { serviceSortFor, withServiceSort, type ColumnSort, type SortParam } from './service-sort';
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
  /** Another page of the search on screen: a failure keeps the rows and page shown and says which page failed. */
  pageTurn?: boolean;
}

export async function runSearch(view: ListView, request: DataRequest, options: SearchOptions = {}): Promise<void> {
  const { patch } = useResearchStore.getState();
  const ticket = (latest.get(view) ?? 0) + 1;
  latest.set(view, ticket);
  const shown = useResearchStore.getState().views[view];
  forgetFetchAll(view);
  patch(view, (s) => ({
    request,
    status: 'loading',
    error: null,
    pageError: null,
    allPages: false,
    fetchAll: null,
    localSort: options.keepLocalSort ? s.localSort : null,
    languageRefetchedPage: options.languageRefetchedPage ?? null,
  }));
  const answer = loadRequest(request);
  // The rows will need the grid's code: fetched beside the request (if the window has not fetched it already).
  preloadResultsCode();
  const result = await answer;
  if (latest.get(view) !== ticket) return; // A newer search has replaced this one.
  if (!result.ok) {
    // Page 1's rows gave way to "Could not load" under a pager still saying "Page 1 of 6": the page on screen stays.
    if (options.pageTurn && shown?.request && shown.status === 'done') {
      const page = Number((request.params as { page?: unknown }).page ?? 1);
      patch(view, { status: 'done', request: shown.request, pageError: { page, error: result.error } });
    } else patch(view, { status: 'error', error: result.error });
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
    ranAt: Date.now(),
  });
}

export function goToPage(view: ListView, page: number): Promise<void> {
  const state = useResearchStore.getState().views[view];
  if (!state?.request) return Promise.resolve();
  const paged = { ...state.request, params: { ...state.request.params, page } } as DataRequest;
  // Leaving every fetched page for one page: a sort the service can do is asked of it, from page 1.
  if (state.allPages) return runCarried(view, carrySort(paged, state.localSort));
  return runCarried(view, unchanged(paged, state.localSort), { pageTurn: true });
}

/** The same search again, in the same view, for the Retry button. */
export function retrySearch(view: ListView): Promise<void> {
  const request = useResearchStore.getState().views[view]?.request;
  return request ? runSearch(view, request, { keepLocalSort: true }) : Promise.resolve();
}

function unchanged(request: DataRequest, localSort: ColumnSort | null): CarriedSort {
  return { request, localSort, formSort: null };
}

function runCarried(view: ListView, carried: CarriedSort, options: SearchOptions = {}): Promise<void> {
  if (carried.formSort) setFormSort(view, carried.formSort);
  return runSearch(view, carried.request, { ...options, keepLocalSort: carried.localSort !== null });
}

/** Re-asks the service in an order, from page 1; the form shows the order. */
function askService(view: ListView, request: DataRequest, sort: SortParam): void {
  setFormSort(view, sort.value);
  void runSearch(view, withServiceSort(request, sort));
}

/**
 * A header was sorted by the broker (null: cleared). With one page on screen a sort the service can do re-asks it
 * from page 1 and shows in the form; rows of several pages (a "Fetch all") are sorted where they are, costing no
 * request and keeping every row; any other sort orders only the rows held. The view words which it was.
 */
export function applyHeaderSort(view: ListView, sort: ColumnSort | null): void {
  const { views, patch } = useResearchStore.getState();
  const state = views[view];
  if (!state?.request) return;
  const plan = planHeaderSort(
    {
      request: state.request,
      rowsHeld: state.rows.length,
      total: state.total,
      // A "Fetch all" still on its way is paying for pages too: they are kept as well.
      allPages: state.allPages || state.fetchAll?.running === true,
      localSort: state.localSort,
    },
    sort,
  );
  if (!plan) return;
  if (plan.kind === 'service') askService(view, state.request, plan.sort);
  else patch(view, { localSort: plan.kind === 'local' ? plan.sort : null });
}

/**
 * The broker chose, from the note over rows sorted within part of the result, to have the service sort all of it:
 * asked again from page 1 in that order (the note's button says the fetched rows are let go).
 */
export function sortAllByService(view: ListView): void {
  const state = useResearchStore.getState().views[view];
  if (!state?.request || !state.localSort) return;
  const service = serviceSortFor(state.request, state.localSort);
  if (service) askService(view, state.request, service);
}

/** The data language changed: ask again for what is on screen (the cache answers when it has it). */
export function refetchInLanguage(view: ListView, lang: DataLang): void {
  const state = useResearchStore.getState().views[view];
  const request = state?.request;
  if (!state || !request || !takesLanguage(request)) return;
  const page = state.allPages ? 1 : state.page;
  const again = withLanguage({ ...request, params: { ...request.params, page } } as DataRequest, lang);
  // Only page 1 comes back: a sort of every fetched page the service can do is asked of it instead.
  const carried = state.allPages ? carrySort(again, state.localSort) : unchanged(again, state.localSort);
  // One page on screen: if the new language's page cannot be had (working offline), the page shown stays.
  void runCarried(view, carried, {
    languageRefetchedPage: state.allPages ? page : null,
    pageTurn: !state.allPages,
  });
}
