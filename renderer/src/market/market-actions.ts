// What the Market view does: estimate a market's cost (before anything is spent), load it with progress and Stop,
// then analyse it from the local store (no requests), again whenever the outlier choice changes. The figures on
// screen keep the query they were computed from until new figures replace them.
import type { Purpose } from '#shared/domain/listing';
import type { MarketAnalysis, MarketLoadSummary, MarketQueryInput } from '#shared/ipc/contract';
import { api } from '../api/api';
import { reportOutcome } from '../data';
import { marketKey, purposesOf, toMarketQuery, type MarketFormState } from './market-form';
import { useMarket, type LookCost, type MarketState, type ShownMarket } from './market-store';

let seq = 0;
let recomputeRun = 0;
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
  patch({ phase: 'planning', query, queryForm: form, plan: null, progress: null, load: null, error: null });
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

let quoteRun = 0;

/**
 * Asks the core whether the market in the form can be looked at without a request (everything it needs stored, as
 * for a narrower bedroom choice of a market loaded before): the form then offers the look as free, not an estimate.
 */
export async function quoteForm(): Promise<void> {
  const run = ++quoteRun;
  const query = toMarketQuery(useMarket.getState().form);
  if (!query) return;
  const quote = await api.invoke('market:quote', query);
  const now = toMarketQuery(useMarket.getState().form);
  if (run !== quoteRun || !now || marketKey(now) !== marketKey(query)) return;
  const free = quote.ok && quote.value.plan !== null && quote.value.plan.requestsNeeded === 0;
  useMarket.getState().patch({ freeLook: free ? marketKey(query) : null });
}

/** Whether the market the form asks is known to cost no request to look at. */
export function lookIsFree(state: Pick<MarketState, 'form' | 'freeLook'>): boolean {
  if (state.freeLook === null) return false;
  const query = toMarketQuery(state.form);
  return query !== null && marketKey(query) === state.freeLook;
}

/** Loads what the plan found missing (market:progress events move the bar), then analyses. */
export async function loadMarket(): Promise<void> {
  const { query, queryForm, plan, patch } = useMarket.getState();
  if (!query || !queryForm || !plan) return;
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
  await analyzeLoaded(query, queryForm, { plan: plan.requestsSpent, load: result.value.requestsSpent }, result.value);
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

function analyze(query: MarketQueryInput, includeOutliers: boolean) {
  return api.invoke('market:analyze', {
    query,
    outliers: { exclude: !includeOutliers, k: OUTLIER_K, floorRatio: OUTLIER_FLOOR },
    sections: 'all',
  });
}

/** The loaded market computed from the store: its figures replace those on screen, with their query. */
async function analyzeLoaded(
  query: MarketQueryInput,
  form: MarketFormState,
  look: LookCost,
  load: MarketLoadSummary,
): Promise<void> {
  const { includeOutliers, patch } = useMarket.getState();
  patch({ phase: 'analyzing' });
  const result = await analyze(query, includeOutliers);
  if (replaced(query)) return;
  if (!result.ok) {
    patch({ phase: 'error', error: result.error });
    return;
  }
  // The form this query was asked with, as the store holds it now: a refilled saved market's places may have been
  // named in every language while it loaded (saved-actions.ts), and the figures must not keep the names from before.
  const named = useMarket.getState().queryForm ?? form;
  const before = useMarket.getState().shown;
  const shown: ShownMarket = { analysis: result.value, query, form: named, look, load, ranAt: Date.now() };
  // The listings' plan belongs to the market it was made for.
  const sameMarket = before !== null && marketKey(before.query) === marketKey(query);
  patch({
    phase: 'ready',
    shown,
    plan: null,
    ...(sameMarket ? {} : { asking: null }),
    ...focusFor(result.value, query),
  });
  // The outlier choice moved while this was computing: compute the figures on screen again under it.
  if (result.value.rule.excluded === useMarket.getState().includeOutliers) await recomputeShown();
}

/**
 * Computes the figures on screen again from the stored transactions (no request is sent), for their own query
 * whatever the form now says; `look` replaces what the look cost when a fetch added to it (current listings).
 */
export async function recomputeShown(look?: LookCost): Promise<void> {
  const { shown, includeOutliers, patch } = useMarket.getState();
  if (!shown) return;
  // Outliers switched on and off quickly ask twice: only the last answer may land.
  const run = ++recomputeRun;
  patch({ recomputing: true });
  const result = await analyze(shown.query, includeOutliers);
  const now = useMarket.getState().shown;
  if (run !== recomputeRun) return;
  // New figures of another query arrived meanwhile: these are of the old one.
  if (now?.query !== shown.query) {
    patch({ recomputing: false });
    return;
  }
  if (!result.ok) {
    // Said where the view says errors, unless a plan or a load of the next market is on screen.
    const idle = useMarket.getState().phase === 'ready';
    patch({ recomputing: false, ...(idle ? { phase: 'error' as const, error: result.error } : {}) });
    return;
  }
  patch({ recomputing: false, shown: { ...now, analysis: result.value, look: look ?? now.look } });
}

/** Outliers in or out of the medians: the same stored rows computed again, at no cost. */
export async function setIncludeOutliers(include: boolean): Promise<void> {
  useMarket.getState().patch({ includeOutliers: include });
  await recomputeShown();
}

/** Drops the plan without spending anything. */
export function dismissPlan(): void {
  const { shown, patch } = useMarket.getState();
  patch({ plan: null, load: null, phase: shown ? 'ready' : 'idle' });
}

/** Whether the form asks another market than the figures on screen (or none it can ask yet). */
export function formDiffers(form: MarketFormState, shown: ShownMarket | null): boolean {
  if (!shown) return false;
  const query = toMarketQuery(form);
  return query === null || marketKey(query) !== marketKey(shown.query);
}

/** Puts the form back to the market the figures on screen are of. */
export function restoreShownForm(): void {
  const { shown, setForm } = useMarket.getState();
  if (shown) setForm(shown.form);
}

/**
 * Shows again figures the window showed before a reload: computed from the store for their own query (no request),
 * with the form, cost and load they had. Nothing is shown when the store cannot answer (a purged cache).
 */
export async function showAgain(shown: Omit<ShownMarket, 'analysis'>): Promise<void> {
  const { patch, includeOutliers } = useMarket.getState();
  patch({ phase: 'analyzing', query: shown.query, queryForm: shown.form });
  const result = await analyze(shown.query, includeOutliers);
  if (replaced(shown.query)) return;
  if (!result.ok) {
    patch({ phase: 'idle', query: null, queryForm: null });
    return;
  }
  patch({ phase: 'ready', shown: { ...shown, analysis: result.value }, ...focusFor(result.value, shown.query) });
}
