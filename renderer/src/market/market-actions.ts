// What the Market view does: estimate a market's cost (before anything is spent), load it with progress and Stop,
// then analyse it from the local store (no requests), again whenever the outlier choice changes.
import type { Purpose } from '#shared/domain/listing';
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { api } from '../api/api';
import { reportOutcome } from '../data/load-answer';
import { purposesOf, toMarketQuery } from './market-form';
import { useMarket, type LookCost } from './market-store';

let seq = 0;
let analysisRun = 0;
const nextTaskId = (kind: string) => `${kind}-${Date.now().toString(36)}-${++seq}`;

/** The default outlier rule of the core: 3 scaled MADs, a floor at half the cell median. */
export const OUTLIER_K = 3;
export const OUTLIER_FLOOR = 0.5;

/** Whether a newer run replaced the one that asked (its answer is then dropped). */
const replaced = (query: MarketQueryInput) => useMarket.getState().query !== query;

/** Plans the market in the form: what it costs. When nothing needs fetching it goes straight on (a free look). */
export async function estimateMarket(): Promise<void> {
  const { form, patch } = useMarket.getState();
  const query = toMarketQuery(form);
  if (!query) return;
  patch({ phase: 'planning', query, plan: null, progress: null, load: null, error: null });
  const plan = await api.invoke('market:plan', query);
  // Read after the plan: its own requests (the first page of each list) are then counted.
  const usage = await api.invoke('usage:get', {});
  if (replaced(query)) return;
  if (!plan.ok) {
    reportOutcome(plan);
    patch({ phase: 'error', error: plan.error });
    return;
  }
  patch({ phase: 'planned', plan: plan.value, monthUsed: usage.ok ? usage.value.thisMonth : null });
  if (plan.value.requestsNeeded === 0) await loadMarket();
}

/** Loads what the plan found missing (market:progress events move the bar), then analyses. */
export async function loadMarket(): Promise<void> {
  const { query, plan, patch } = useMarket.getState();
  if (!query || !plan) return;
  const taskId = nextTaskId('market');
  patch({ phase: 'loading', taskId, progress: null, load: null });
  const off = api.on('market:progress', (event) => {
    if (event.taskId !== taskId) return;
    const { taskId: _id, ...progress } = event;
    useMarket.getState().patch({ progress });
  });
  const result = await api.invoke('market:load', { taskId, query });
  off();
  if (replaced(query)) return;
  if (!result.ok) {
    reportOutcome(result);
    patch({ phase: 'error', error: result.error, taskId: null });
    return;
  }
  patch({ load: result.value, taskId: null });
  if (result.value.cancelled) {
    // Planned again: the pages fetched before the stop are saved, so the cost shown is what remains.
    await estimateMarket();
    useMarket.getState().patch({ load: result.value });
    return;
  }
  await analyzeMarket({ plan: plan.requestsSpent, load: result.value.requestsSpent });
}

export async function cancelLoad(): Promise<void> {
  const { taskId } = useMarket.getState();
  if (taskId) await api.invoke('market:cancel', { taskId });
}

/** The focus kept when it still exists, else the first place and the first purpose. */
function focusFor(analysis: MarketAnalysis, query: MarketQueryInput) {
  const { focusUnit, focusPurpose } = useMarket.getState();
  const purposes = purposesOf(query.purpose);
  return {
    focusUnit: analysis.units.some((u) => u.key === focusUnit) ? focusUnit : (analysis.units[0]?.key ?? null),
    focusPurpose: purposes.includes(focusPurpose) ? focusPurpose : (purposes[0] as Purpose),
  };
}

/** Computes everything from the stored transactions: no request is sent, whatever the look before cost. */
export async function analyzeMarket(look: LookCost = { plan: 0, load: 0 }): Promise<void> {
  const { query, includeOutliers, patch } = useMarket.getState();
  if (!query) return;
  // Outliers switched on and off quickly ask twice: only the last answer may land.
  const run = ++analysisRun;
  patch({ phase: 'analyzing' });
  const result = await api.invoke('market:analyze', {
    query,
    outliers: { exclude: !includeOutliers, k: OUTLIER_K, floorRatio: OUTLIER_FLOOR },
    sections: 'all',
  });
  if (replaced(query) || run !== analysisRun) return;
  if (!result.ok) {
    patch({ phase: 'error', error: result.error });
    return;
  }
  patch({ phase: 'ready', analysis: result.value, look, plan: null, ...focusFor(result.value, query) });
}

/** Outliers in or out of the medians: the same stored rows computed again, at no cost. */
export async function setIncludeOutliers(include: boolean): Promise<void> {
  useMarket.getState().patch({ includeOutliers: include });
  if (useMarket.getState().analysis) await analyzeMarket();
}

/** Drops the plan without spending anything. */
export function dismissPlan(): void {
  const { analysis, patch } = useMarket.getState();
  patch({ plan: null, load: null, phase: analysis ? 'ready' : 'idle' });
}
