// What the client report view does: plan what loading the report's market costs (the same market the CLI loads,
// cmaMarketQuery) before anything is spent, load it with progress and Stop once the broker agrees, then compute the
// report from the store (report:cma, no request), again whenever the broker includes or leaves out a comparable.
import type { AppError } from '#shared/errors';
import type { CmaQueryInput } from '#shared/ipc/contract';
import { api } from '../api/api';
import { reportOutcome } from '../data';
import { useReport, type FailedStage } from './report-store';
import { marketKey, marketOf, withChoice } from './report-query';
import { parseSubjectForm, type SubjectForm } from './subject-form';

let seq = 0;
let runSeq = 0;
let quoteSeq = 0;
const nextTaskId = () => `report-${Date.now().toString(36)}-${++seq}`;

/** Whether a newer run replaced the one that asked (its answer is then dropped). */
const replaced = (query: CmaQueryInput) => useReport.getState().query !== query;

/** A failed step: said in the broker's words where the view says errors; the connection state hears of it. */
function failed(stage: FailedStage, result: { ok: false; error: AppError }): void {
  reportOutcome(result);
  useReport.getState().patch({ phase: 'error', failure: { stage, error: result.error }, taskId: null });
}

/** The subject in the form, checked; then what its market costs. Nothing is fetched before the broker agrees. */
export async function estimateReport(): Promise<void> {
  const { form, patch } = useReport.getState();
  const parsed = parseSubjectForm(form);
  if (!parsed.ok) {
    patch({ showProblems: true });
    return;
  }
  const query = parsed.query;
  const market = marketOf(query);
  patch({
    showProblems: false,
    phase: 'planning',
    query,
    market,
    queryForm: form,
    plan: null,
    progress: null,
    stopped: false,
    failure: null,
  });
  const plan = await api.invoke('market:plan', market);
  if (replaced(query)) return;
  if (!plan.ok) return failed('plan', plan);
  patch({ phase: 'planned', plan: plan.value });
  // Everything is stored: nothing to agree to, straight on to the report.
  if (plan.value.requestsNeeded === 0) await loadReport();
}

/** Loads what the plan found missing (market:progress events move the bar), then computes the report. */
export async function loadReport(): Promise<void> {
  const { query, market, queryForm, plan, patch } = useReport.getState();
  if (!query || !market || !queryForm || !plan) return;
  const taskId = nextTaskId();
  patch({ phase: 'loading', taskId, progress: null, stopped: false });
  const off = api.on('market:progress', (event) => {
    if (event.taskId !== taskId) return;
    const { step, steps, pagesDone, pagesTotal, requestsSpent } = event;
    useReport.getState().patch({ progress: { step, steps, pagesDone, pagesTotal, requestsSpent } });
  });
  const loaded = await api.invoke('market:load', { taskId, query: market });
  off();
  if (replaced(query)) return;
  if (!loaded.ok) return failed('load', loaded);
  if (loaded.value.cancelled) {
    // The pages fetched before the stop are kept: planned again, the cost shown is what remains.
    await estimateReport();
    useReport.getState().patch({ stopped: true });
    return;
  }
  await computeReport(query, queryForm, plan.requestsSpent + loaded.value.requestsSpent);
}

export async function stopLoad(): Promise<void> {
  const { taskId } = useReport.getState();
  if (taskId) await api.invoke('market:cancel', { taskId });
}

/** Drops the plan without spending anything. */
export function dismissPlan(): void {
  const { shown, patch } = useReport.getState();
  patch({ plan: null, phase: shown ? 'ready' : 'idle' });
}

/** The report of a query computed from the store (no request); it replaces the one on screen. */
async function computeReport(query: CmaQueryInput, form: SubjectForm, cost: number, restored = false): Promise<void> {
  const { patch } = useReport.getState();
  patch({ phase: 'computing' });
  const result = await api.invoke('report:cma', query);
  if (replaced(query)) return;
  if (!result.ok) return failed('report', result);
  patch({
    phase: 'ready',
    plan: null,
    listings: null,
    sales: null,
    shown: { report: result.value, query, form, cost, restored },
    kept: { query, form, cost },
  });
}

/**
 * Includes or leaves out one comparable: the broker's choice is kept in the query (include or exclude), and the
 * report is computed again from the same stored transactions at no cost.
 */
export async function setIncluded(id: string, included: boolean): Promise<void> {
  const { shown, patch } = useReport.getState();
  if (!shown) return;
  const query = withChoice(shown.query, id, included);
  const run = ++runSeq;
  patch({ recomputing: true });
  const result = await api.invoke('report:cma', query);
  const now = useReport.getState();
  if (run !== runSeq || now.shown?.query !== shown.query) {
    if (run === runSeq) patch({ recomputing: false });
    return;
  }
  if (!result.ok) {
    reportOutcome(result);
    patch({ recomputing: false, failure: { stage: 'report', error: result.error } });
    return;
  }
  // A kept revision ticked differently is no longer that revision: the report on screen is a new computation.
  const { revision: _revision, ...computed } = shown;
  patch({
    recomputing: false,
    failure: null,
    shown: { ...computed, report: result.value, query },
    kept: { query, form: shown.form, cost: shown.cost },
  });
}

/** The report of before a reload, computed again from the store for its own query (no request). */
export async function restoreReport(): Promise<void> {
  const { kept, shown, phase, patch } = useReport.getState();
  if (!kept || shown || phase !== 'idle') return;
  // A kept revision comes back from the workspace as it was computed, never computed again.
  if (kept.revision) {
    const { reopenRevision } = await import('./kept/kept-actions');
    const reopened = await reopenRevision(kept.revision.id, kept.revision.version, { keepForm: true });
    if (!reopened) patch({ kept: null });
    return;
  }
  patch({ query: kept.query, market: marketOf(kept.query), queryForm: kept.form });
  await computeReport(kept.query, kept.form, kept.cost, true);
  // A purged store answers with an error: the form stays filled, ready to ask again.
  if (useReport.getState().phase === 'error') patch({ phase: 'idle', failure: null, kept: null });
}

/** Whether the market of the form costs no request to look at (asked of the store, no request). */
export async function quoteForm(): Promise<void> {
  const run = ++quoteSeq;
  const parsed = parseSubjectForm(useReport.getState().form);
  if (!parsed.ok) return;
  const market = marketOf(parsed.query);
  const quote = await api.invoke('market:quote', market);
  if (run !== quoteSeq) return;
  const free = quote.ok && quote.value.plan !== null && quote.value.plan.requestsNeeded === 0;
  useReport.getState().patch({ freeMarket: free ? marketKey(market) : null });
}

/** Whether the form's report is known to cost no request. */
export function formIsFree(state: { form: SubjectForm; freeMarket: string | null }): boolean {
  if (state.freeMarket === null) return false;
  const parsed = parseSubjectForm(state.form);
  return parsed.ok && marketKey(marketOf(parsed.query)) === state.freeMarket;
}
