// The competition of a report: the current listings of its place, fetched only when the broker asks, its cost said
// first (the same listing search the Market view's asking prices read), then the report computed again from the
// store with them (no further request). What they cost is added to what the report cost.
import { askingRequestOf } from '#shared/market/asking-request';
import { api } from '../api/api';
import { reportOutcome } from '../data';
import { marketOf } from './report-query';
import { useReport, type ExtraLoad } from './report-store';

let seq = 0;

const set = (patch: Partial<ExtraLoad>): void => {
  const listings = useReport.getState().listings;
  if (listings) useReport.getState().patch({ listings: { ...listings, ...patch } });
};

/** The listing search of the report on screen: its place and purpose, its market's type and bedrooms. */
function requestOfShown() {
  const shown = useReport.getState().shown;
  if (!shown) return null;
  const { subject } = shown.query;
  return askingRequestOf(marketOf(shown.query), subject.place, subject.purpose);
}

/** What the current listings cost; when they are all stored, straight on to loading them (nothing to agree to). */
export async function planListings(): Promise<void> {
  const request = requestOfShown();
  if (!request) return;
  useReport.getState().patch({
    listings: {
      phase: 'planning',
      requestsNeeded: 0,
      estimatedSeconds: 0,
      planSpent: 0,
      pagesDone: 0,
      pagesTotal: 0,
      requestsSpent: 0,
      error: null,
    },
  });
  const plan = await api.invoke('data:plan-all', request);
  if (!plan.ok) {
    reportOutcome(plan);
    set({ phase: 'error', error: plan.error });
    return;
  }
  const { requestsNeeded, estimatedSeconds, pagesPlanned, requestsSpent } = plan.value;
  set({ phase: 'planned', requestsNeeded, estimatedSeconds, pagesTotal: pagesPlanned, planSpent: requestsSpent });
  if (requestsNeeded === 0) await loadListings();
}

/** Fetches the listings (progress in pages), then computes the report on screen again with them. */
export async function loadListings(): Promise<void> {
  const request = requestOfShown();
  const shown = useReport.getState().shown;
  if (!request || !shown) return;
  const taskId = `report-listings-${Date.now().toString(36)}-${++seq}`;
  set({ phase: 'loading', pagesDone: 0, requestsSpent: 0 });
  const off = api.on('fetch:progress', (e) => {
    if (e.taskId === taskId) set({ pagesDone: e.pagesDone, requestsSpent: e.requestsSpent });
  });
  const fetched = await api.invoke('data:fetch-all', { taskId, request });
  off();
  if (!fetched.ok) {
    reportOutcome(fetched);
    set({ phase: 'error', error: fetched.error });
    return;
  }
  const spent = (useReport.getState().listings?.planSpent ?? 0) + fetched.value.requestsSpent;
  const report = await api.invoke('report:cma', shown.query);
  const now = useReport.getState();
  if (now.shown?.query !== shown.query) return;
  if (!report.ok) {
    reportOutcome(report);
    set({ phase: 'error', error: report.error });
    return;
  }
  const cost = shown.cost + spent;
  now.patch({
    listings: null,
    shown: { ...now.shown, report: report.value, cost },
    kept: { query: shown.query, form: shown.form, cost },
  });
}

export function dismissListings(): void {
  useReport.getState().patch({ listings: null });
}
