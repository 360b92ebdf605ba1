// A rental's gross yield needs the sales of its place (the same market of sales the CLI would load): fetched only
// when the broker asks, its cost said first, then the report computed again from the store (no further request).
// What they cost is added to what the report cost.
import type { MarketQueryInput } from '#shared/ipc/contract';
import { cmaMarketQuery } from '#shared/report/cma-market';
import { api } from '../api/api';
import { reportOutcome } from '../data';
import { useReport, type ExtraLoad } from './report-store';

let seq = 0;

const set = (patch: Partial<ExtraLoad>): void => {
  const sales = useReport.getState().sales;
  if (sales) useReport.getState().patch({ sales: { ...sales, ...patch } });
};

/** The sales market of the rental on screen. */
function salesMarket(): MarketQueryInput | null {
  const shown = useReport.getState().shown;
  if (!shown || shown.query.subject.purpose !== 'for-rent') return null;
  return cmaMarketQuery(shown.query.subject, shown.query.period ?? '12m', 'for-sale');
}

export async function planSales(): Promise<void> {
  const market = salesMarket();
  if (!market) return;
  useReport.getState().patch({
    sales: {
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
  const plan = await api.invoke('market:plan', market);
  if (!plan.ok) {
    reportOutcome(plan);
    set({ phase: 'error', error: plan.error });
    return;
  }
  const { requestsNeeded, estimatedSeconds, requestsSpent, steps } = plan.value;
  const pagesTotal = steps.reduce((n, step) => n + step.pagesPlanned, 0);
  set({ phase: 'planned', requestsNeeded, estimatedSeconds, pagesTotal, planSpent: requestsSpent });
  if (requestsNeeded === 0) await loadSales();
}

export async function loadSales(): Promise<void> {
  const market = salesMarket();
  const shown = useReport.getState().shown;
  if (!market || !shown) return;
  const taskId = `report-sales-${Date.now().toString(36)}-${++seq}`;
  set({ phase: 'loading', pagesDone: 0, requestsSpent: 0 });
  const off = api.on('market:progress', (e) => {
    if (e.taskId === taskId) set({ pagesDone: e.pagesDone, requestsSpent: e.requestsSpent });
  });
  const loaded = await api.invoke('market:load', { taskId, query: market });
  off();
  if (!loaded.ok) {
    reportOutcome(loaded);
    set({ phase: 'error', error: loaded.error });
    return;
  }
  const spent = (useReport.getState().sales?.planSpent ?? 0) + loaded.value.requestsSpent;
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
    sales: null,
    shown: { ...now.shown, report: report.value, cost },
    kept: { query: shown.query, form: shown.form, cost },
  });
}

export function dismissSales(): void {
  useReport.getState().patch({ sales: null });
}
