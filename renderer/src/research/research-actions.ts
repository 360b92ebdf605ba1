// What the research views do: run a search (one page), turn pages, and fetch all pages as a cancellable task
// whose pages stream in as events.
import type { DataRequest, EventPayload } from '#shared/ipc/contract';
import { api } from '../api/api';
import type { ListView } from '../state/navigation-store';
import { useResearchStore } from './research-store';

interface PageResult {
  items: unknown[];
  total: number;
  page: number;
  totalPages: number;
}

const latest = new Map<ListView, number>();

export async function runSearch(view: ListView, request: DataRequest): Promise<void> {
  const { patch } = useResearchStore.getState();
  const ticket = (latest.get(view) ?? 0) + 1;
  latest.set(view, ticket);
  patch(view, { request, status: 'loading', error: null, allPages: false });
  const result = await api.invoke('data:fetch', request);
  if (latest.get(view) !== ticket) return; // A newer search has replaced this one.
  if (!result.ok) {
    patch(view, { status: 'error', error: result.error });
    return;
  }
  const page = result.value.result as unknown as PageResult;
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
  return runSearch(view, { ...request, params: { ...request.params, page } } as DataRequest);
}

export async function planFetchAll(view: ListView): Promise<void> {
  const { patch, views } = useResearchStore.getState();
  const request = views[view]?.request;
  if (!request) return;
  const taskId = `${view}-${Date.now().toString(36)}`;
  patch(view, {
    fetchAll: { taskId, plan: null, pagesDone: 0, pagesTotal: 0, requestsSpent: 0, running: false, cancelled: false },
  });
  const { page: _page, ...params } = request.params as Record<string, unknown>;
  const plan = await api.invoke('data:plan-all', { ...request, params } as DataRequest);
  if (!plan.ok) {
    patch(view, { fetchAll: null, status: 'error', error: plan.error });
    return;
  }
  patch(view, (s) => ({
    fetchAll: s.fetchAll && { ...s.fetchAll, plan: plan.value, pagesTotal: plan.value.pagesPlanned },
  }));
}

export async function startFetchAll(view: ListView): Promise<void> {
  const { patch, views } = useResearchStore.getState();
  const state = views[view];
  if (!state?.request || !state.fetchAll) return;
  const { taskId } = state.fetchAll;
  const { page: _page, ...params } = state.request.params as Record<string, unknown>;
  const pages = new Map<number, unknown[]>();
  const sync = (): void => {
    const ordered = [...pages.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, items]) => items);
    patch(view, { rows: ordered, allPages: true });
  };
  const offPage = api.on('fetch:page', (event: EventPayload<'fetch:page'>) => {
    if (event.taskId !== taskId) return;
    pages.set(event.page, event.items);
    sync();
  });
  const offProgress = api.on('fetch:progress', (event: EventPayload<'fetch:progress'>) => {
    if (event.taskId !== taskId) return;
    patch(view, (s) => ({
      fetchAll: s.fetchAll && {
        ...s.fetchAll,
        pagesDone: event.pagesDone,
        pagesTotal: event.pagesTotal ?? 0,
        requestsSpent: event.requestsSpent,
      },
    }));
  });
  patch(view, (s) => ({ fetchAll: s.fetchAll && { ...s.fetchAll, running: true } }));
  const result = await api.invoke('data:fetch-all', { taskId, request: { ...state.request, params } as DataRequest });
  offPage();
  offProgress();
  if (result.ok && !result.value.cancelled && pages.size < result.value.pagesFetched) {
    // Pages whose events were missed (an event stream reconnecting) are in the cache: read them back offline.
    for (let page = 1; page <= result.value.pagesFetched; page++) {
      if (pages.has(page)) continue;
      const cached = await api.invoke('data:fetch', {
        ...state.request,
        params: { ...params, page },
        policy: 'offline',
      } as DataRequest);
      if (cached.ok) pages.set(page, (cached.value.result as unknown as PageResult).items);
    }
    sync();
  }
  if (!result.ok) {
    patch(view, (s) => ({
      status: 'error',
      error: result.error,
      fetchAll: s.fetchAll && { ...s.fetchAll, running: false },
    }));
    return;
  }
  patch(view, (s) => ({
    fetchAll: s.fetchAll && { ...s.fetchAll, running: false, cancelled: result.value.cancelled },
    page: 1,
  }));
}

export async function cancelFetchAll(view: ListView): Promise<void> {
  const taskId = useResearchStore.getState().views[view]?.fetchAll?.taskId;
  if (taskId) await api.invoke('data:cancel', { taskId });
}

export function dismissFetchAll(view: ListView): void {
  useResearchStore.getState().patch(view, { fetchAll: null });
}
