// Current listings for the asking-against-transacted gap: the analysis reads asking prices of listings stored in the
// last 30 days and counts a place's as complete only when its whole listing search is stored, so while any place
// lacks them the view offers to fetch the rest, its cost said first, then the analysis runs again.
import type { AskingCoverage, DataRequest, MarketQueryInput } from '#shared/ipc/contract';
import { askingRequestOf } from '#shared/market/asking-request';
import { api } from '../api/api';
import { reportOutcome } from '../data';
import { recomputeShown } from './market-actions';
import { purposesOf } from './market-form';
import { useMarket, type AskingState } from './market-store';

/**
 * One listing search per place and purpose of the market, or, given the analysis's coverage, only those whose
 * listings are not all stored yet (a complete place is not fetched again).
 */
export function askingRequests(query: MarketQueryInput, coverage?: readonly AskingCoverage[]): DataRequest[] {
  return query.places.flatMap((place) =>
    purposesOf(query.purpose)
      .filter((purpose) => !coverage?.some((c) => c.placeId === place.id && c.purpose === purpose && c.complete))
      .map((purpose): DataRequest => askingRequestOf(query, place, purpose)),
  );
}

/** The searches still to load for the figures on screen. */
const missingRequests = (): DataRequest[] => {
  const shown = useMarket.getState().shown;
  return shown ? askingRequests(shown.query, shown.analysis.asking) : [];
};

const set = (patch: Partial<AskingState>) => {
  const asking = useMarket.getState().asking;
  if (asking) useMarket.getState().patch({ asking: { ...asking, ...patch } });
};

/** The market of the figures on screen (the form may since ask another). */
const shownQuery = () => useMarket.getState().shown?.query ?? null;

/**
 * What the current listings cost (requests, time), before anything is spent; when they are all saved already,
 * straight on to the figures (nothing to agree to).
 */
export async function planAsking(): Promise<void> {
  const { patch } = useMarket.getState();
  const query = shownQuery();
  if (!query) return;
  patch({
    asking: {
      phase: 'planning',
      requestsNeeded: 0,
      estimatedSeconds: 0,
      pagesDone: 0,
      pagesTotal: 0,
      requestsSpent: 0,
      capped: false,
      error: null,
    },
  });
  const plans = await Promise.all(missingRequests().map((r) => api.invoke('data:plan-all', r)));
  const failed = plans.find((p) => !p.ok);
  if (failed && !failed.ok) {
    reportOutcome(failed);
    set({ phase: 'error', error: failed.error });
    return;
  }
  const ok = plans.flatMap((p) => (p.ok ? [p.value] : []));
  const requestsNeeded = ok.reduce((n, p) => n + p.requestsNeeded, 0);
  const spent = ok.reduce((n, p) => n + p.requestsSpent, 0);
  set({
    phase: 'planned',
    requestsNeeded,
    estimatedSeconds: ok.reduce((n, p) => n + p.estimatedSeconds, 0),
    pagesTotal: ok.reduce((n, p) => n + p.pagesPlanned, 0),
    capped: ok.some((p) => p.capped),
  });
  if (requestsNeeded === 0) return loadAsking(spent);
  // The first page of each search is stored now: the figures show it as a partial sample, and the look its cost.
  const look = useMarket.getState().shown?.look;
  await recomputeShown({ plan: (look?.plan ?? 0) + spent, load: look?.load ?? 0 });
}

/** Drops the listings' plan without spending anything. */
export function dismissAsking(): void {
  useMarket.getState().patch({ asking: null });
}

/**
 * Fetches the listings list by list, then computes the analysis again (the asking side now filled). `planSpent`: what
 * a plan that went straight on to the load spent, not yet counted in the look.
 */
export async function loadAsking(planSpent = 0): Promise<void> {
  const query = shownQuery();
  if (!query) return;
  set({ phase: 'loading', pagesDone: 0, requestsSpent: 0 });
  let pagesBefore = 0;
  let spentBefore = 0;
  for (const request of missingRequests()) {
    const taskId = `asking-${Date.now().toString(36)}`;
    const off = api.on('fetch:progress', (e) => {
      if (e.taskId === taskId)
        set({ pagesDone: pagesBefore + e.pagesDone, requestsSpent: spentBefore + e.requestsSpent });
    });
    const result = await api.invoke('data:fetch-all', { taskId, request });
    off();
    if (!result.ok) {
      reportOutcome(result);
      set({ phase: 'error', error: result.error });
      return;
    }
    pagesBefore += result.value.pagesFetched;
    spentBefore += result.value.requestsSpent;
    set({ pagesDone: pagesBefore, requestsSpent: spentBefore });
  }
  set({ phase: 'done' });
  const look = useMarket.getState().shown?.look;
  await recomputeShown({ plan: (look?.plan ?? 0) + planSpent, load: (look?.load ?? 0) + spentBefore });
}
