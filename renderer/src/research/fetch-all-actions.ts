// "Fetch all pages" of a research view: the plan (its cost said before anything is spent), a cancellable task whose
// pages stream in as events, resume after a stop (only the pages not held are fetched), and the run's summary.
import type { DataRequest, EventPayload } from '#shared/ipc/contract';
import { api } from '../api/api';
import { currentDataLang } from '../state/preferences-store';
import { loadRequest, reportOutcome } from '../data';
import type { ListView } from '../state/navigation-store';
import { patchFetchAll, useResearchStore } from './research-store';
import { distinctRows } from './row-identity';

/** The rows of every page held, per view, so that a resumed run adds to them. */
const heldPages = new Map<ListView, Map<number, unknown[]>>();

/** A new search drops what an earlier fetch-all held. */
export function forgetFetchAll(view: ListView): void {
  heldPages.delete(view);
}

/** The pages a view holds of its fetch-all, in order (what a reload reads back from the cache). */
export function heldPageNumbers(view: ListView): number[] {
  return [...(heldPages.get(view)?.keys() ?? [])].sort((a, b) => a - b);
}

/** Pages read back after a reload: held again, so a resumed fetch-all fetches only the others. */
export function holdPages(view: ListView, pages: ReadonlyMap<number, unknown[]>): void {
  heldPages.set(view, new Map(pages));
}

function withoutPage(request: DataRequest): DataRequest {
  const { page: _page, ...params } = request.params as Record<string, unknown>;
  return { ...request, params } as DataRequest;
}

export async function planFetchAll(view: ListView): Promise<void> {
  const { patch, views } = useResearchStore.getState();
  const request = views[view]?.request;
  if (!request) return;
  const taskId = `${view}-${Date.now().toString(36)}`;
  patch(view, {
    fetchAll: {
      taskId,
      plan: null,
      pagesDone: 0,
      pagesTotal: 0,
      requestsSpent: 0,
      running: false,
      summary: null,
      heldPages: [],
    },
  });
  const plan = await api.invoke('data:plan-all', withoutPage(request));
  if (!plan.ok) {
    patch(view, { fetchAll: null, status: 'error', error: plan.error });
    return;
  }
  patchFetchAll(view, () => ({ plan: plan.value, pagesTotal: plan.value.pagesPlanned }));
}

function showHeld(view: ListView, pages: Map<number, unknown[]>): void {
  // Each record once: a page that repeats another (broken paging) adds nothing, and "fetched" counts records.
  const ordered = distinctRows(
    view,
    [...pages.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, items]) => items),
  );
  // Pages fetched again in the new language answer the note that asked for them.
  useResearchStore.getState().patch(view, { rows: ordered, allPages: true, page: 1, languageRefetchedPage: null });
}

/** Starts the run, or resumes it: pages already held are passed as skipPages and kept on screen. */
export async function startFetchAll(view: ListView): Promise<void> {
  const state = useResearchStore.getState().views[view];
  if (!state?.request || !state.fetchAll || state.fetchAll.running) return;
  const request = withoutPage(state.request);
  // A new run id each time: the core refuses a task id that is still running, and events of an old run are ignored.
  const taskId = `${view}-${Date.now().toString(36)}`;
  const pages = heldPages.get(view) ?? new Map<number, unknown[]>();
  heldPages.set(view, pages);
  const skipPages = [...pages.keys()];
  const spentBefore = state.fetchAll.requestsSpent;
  const offPage = api.on('fetch:page', (event: EventPayload<'fetch:page'>) => {
    if (event.taskId !== taskId) return;
    pages.set(event.page, event.items);
    showHeld(view, pages);
  });
  const offProgress = api.on('fetch:progress', (event: EventPayload<'fetch:progress'>) => {
    if (event.taskId !== taskId) return;
    patchFetchAll(view, () => ({
      pagesDone: event.pagesDone,
      pagesTotal: event.pagesTotal ?? 0,
      requestsSpent: spentBefore + event.requestsSpent,
    }));
  });
  patchFetchAll(view, () => ({ taskId, running: true, summary: null }));
  const result = await api.invoke('data:fetch-all', {
    taskId,
    request: { ...request, lang: currentDataLang() },
    ...(skipPages.length ? { skipPages } : {}),
  });
  offPage();
  offProgress();
  if (result.ok && result.value.pagesFetched + skipPages.length > pages.size) {
    // Pages whose events were missed (an event stream reconnecting) are in the cache: read them back offline.
    const last = Math.min(result.value.totalPages, state.fetchAll.plan?.pagesPlanned ?? result.value.totalPages);
    for (let page = 1; page <= last; page++) {
      if (pages.has(page) || result.value.missingPages.includes(page)) continue;
      const cached = await loadRequest({ ...request, params: { ...request.params, page } } as DataRequest, 'offline');
      if (cached.ok) pages.set(page, (cached.value.result as { items: unknown[] }).items);
    }
  }
  if (pages.size > 0) showHeld(view, pages);
  if (!result.ok) {
    reportOutcome(result);
    useResearchStore.getState().patch(view, { status: 'error', error: result.error });
    patchFetchAll(view, () => ({ running: false, heldPages: [...pages.keys()] }));
    return;
  }
  patchFetchAll(view, () => ({
    running: false,
    summary: result.value,
    requestsSpent: spentBefore + result.value.requestsSpent,
    heldPages: [...pages.keys()].sort((a, b) => a - b),
  }));
}

export async function cancelFetchAll(view: ListView): Promise<void> {
  const taskId = useResearchStore.getState().views[view]?.fetchAll?.taskId;
  if (taskId) await api.invoke('data:cancel', { taskId });
}

/** Closes the fetch-all bar; the rows fetched stay, and the pager goes back to pages from there. */
export function dismissFetchAll(view: ListView): void {
  useResearchStore.getState().patch(view, { fetchAll: null });
}
