// Current listings for the asking-against-transacted gap: the analysis reads asking prices of listings stored in the
// last 30 days, so a market with none offers to fetch them, its cost said first, then the analysis runs again.
import type { DataRequest, MarketQueryInput } from '#shared/ipc/contract';
import { api } from '../api/api';
import { reportOutcome } from '../data/load-answer';
import { recomputeShown } from './market-actions';
import { purposesOf } from './market-form';
import { useMarket, type AskingState } from './market-store';

/** Property types of a transaction category, as the listing search names them (the gap counts these too). */
const CATEGORY_TYPES = {
  apartments: ['apartments', 'penthouse', 'hotel-apartments'],
  villas: ['villas', 'villa-compound'],
  townhouses: ['townhouses'],
  residential: ['residential'],
  commercial: ['commercial'],
} as const;

/** Bedroom buckets as listing room counts: 5 stands for five and more (larger homes are rare in UAE listings). */
function roomsOf(beds: readonly number[]): number[] {
  return beds.flatMap((b) => (b === 5 ? [5, 6, 7, 8, 9, 10] : [b]));
}

/** One listing search per place and purpose of the market. */
export function askingRequests(query: MarketQueryInput): DataRequest[] {
  return query.places.flatMap((place) =>
    purposesOf(query.purpose).map((purpose): DataRequest => ({
      operation: 'search-property',
      params: {
        purpose,
        location_ids: [place.id],
        ...(query.category ? { property_type: [...CATEGORY_TYPES[query.category]] } : {}),
        ...(query.beds?.length ? { rooms: roomsOf(query.beds) } : {}),
        ...(query.completion === 'ready' ? { completion_status: 'completed' as const } : {}),
        ...(query.completion === 'off-plan' ? { completion_status: 'under-construction' as const } : {}),
      },
    })),
  );
}

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
      error: null,
    },
  });
  const plans = await Promise.all(askingRequests(query).map((r) => api.invoke('data:plan-all', r)));
  const failed = plans.find((p) => !p.ok);
  if (failed && !failed.ok) {
    reportOutcome(failed);
    set({ phase: 'error', error: failed.error });
    return;
  }
  const ok = plans.flatMap((p) => (p.ok ? [p.value] : []));
  const requestsNeeded = ok.reduce((n, p) => n + p.requestsNeeded, 0);
  set({
    phase: 'planned',
    requestsNeeded,
    estimatedSeconds: ok.reduce((n, p) => n + p.estimatedSeconds, 0),
    pagesTotal: ok.reduce((n, p) => n + p.pagesPlanned, 0),
  });
  if (requestsNeeded === 0) await loadAsking();
}

/** Drops the listings' plan without spending anything. */
export function dismissAsking(): void {
  useMarket.getState().patch({ asking: null });
}

/** Fetches the listings list by list, then computes the analysis again (the asking side now filled). */
export async function loadAsking(): Promise<void> {
  const query = shownQuery();
  if (!query) return;
  set({ phase: 'loading', pagesDone: 0, requestsSpent: 0 });
  let pagesBefore = 0;
  let spentBefore = 0;
  for (const request of askingRequests(query)) {
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
  await recomputeShown({ plan: look?.plan ?? 0, load: (look?.load ?? 0) + spentBefore });
}
