// What the window does with kept client reports: keep the report on screen, list the kept ones, reopen a revision
// exactly as it was computed (its stored result; never computed again), duplicate, rename, remove, and re-run one
// with today's data the way the view makes a report: what loading its market costs first (or that it is answered
// from what is stored), the load once the broker agrees, then a new revision beside the old.
import type { KeptReport } from '#shared/domain/kept-report';
import type { AppError } from '#shared/errors';
import { api } from '../../api/api';
import { reportOutcome } from '../../data';
import { notify } from '../../notices';
import { failureText } from '../../saved';
import { usePreferences } from '../../state/preferences-store';
import { marketOf } from '../report-query';
import { useReport } from '../report-store';
import { formOfQuery } from '../subject-form';
import { formatMessage } from '#shared/messages/format-message';
import { useKept } from './kept-store';

let seq = 0;
const nextTaskId = () => `rerun-${Date.now().toString(36)}-${++seq}`;

/** A failure said in a notice in the broker's language, under the sentence of what was not done. */
/** A failure said with its lead sentence (what did not happen) in each language the notice is worded in. */
function told(error: AppError, what: 'kept.actionFailed' | 'kept.keepFailed'): void {
  notify('error', (l) => failureText(error, formatMessage(l, what), l));
}

export async function loadKeptList(): Promise<void> {
  const list = await api.invoke('reports:list', {});
  if (list.ok) useKept.getState().patch({ list: list.value, listError: null });
  else useKept.getState().patch({ listError: list.error });
}

export async function loadHistory(id: number): Promise<void> {
  const history = await api.invoke('reports:history', { id });
  // A revision on screen of a report removed meanwhile has no history: none is shown.
  useKept.getState().patch({ history: history.ok ? { id, points: history.value } : null });
}

/**
 * A kept report's revision on screen as it was computed: its stored result, the form filled with its subject (or the
 * broker's own form left as it is, after a reload), no plan and nothing spent.
 */
export function showRevision(kept: KeptReport, options: { keepForm?: boolean } = {}): void {
  const state = useReport.getState();
  const form =
    options.keepForm && state.kept ? state.kept.form : formOfQuery(kept.query, usePreferences.getState().areaUnit);
  const revision = {
    id: kept.id,
    name: kept.name,
    version: kept.version,
    versions: kept.versions,
    versionAt: kept.versionAt,
  };
  state.patch({
    ...(options.keepForm ? {} : { form }),
    showProblems: false,
    phase: 'ready',
    query: kept.query,
    market: marketOf(kept.query),
    queryForm: form,
    plan: null,
    taskId: null,
    progress: null,
    failure: null,
    listings: null,
    sales: null,
    recomputing: false,
    shown: { report: kept.report, query: kept.query, form, cost: 0, restored: false, revision },
    kept: { query: kept.query, form, cost: 0, revision: { id: kept.id, version: kept.version } },
  });
  void loadHistory(kept.id);
}

/** Opens a kept report's revision (its latest without one); false when it is not there to open. */
export async function reopenRevision(
  id: number,
  version?: number,
  options: { keepForm?: boolean } = {},
): Promise<boolean> {
  const kept = await api.invoke('reports:get', { id, ...(version !== undefined ? { version } : {}) });
  if (!kept.ok) {
    reportOutcome(kept);
    if (!options.keepForm) told(kept.error, 'kept.actionFailed');
    return false;
  }
  showRevision(kept.value, options);
  return true;
}

/** Keeps the report on screen under `name`: it is computed from the store as it stands (no request) and shown kept. */
export async function keepShown(name: string): Promise<boolean> {
  const shown = useReport.getState().shown;
  if (!shown) return false;
  const kept = await api.invoke('reports:keep', { query: shown.query, ...(name.trim() ? { name: name.trim() } : {}) });
  if (!kept.ok) {
    told(kept.error, 'kept.keepFailed');
    return false;
  }
  showRevision(kept.value, { keepForm: true });
  notify('success', (l) => formatMessage(l, 'kept.kept', { name: kept.value.name }));
  await loadKeptList();
  return true;
}

export async function duplicateKept(id: number): Promise<void> {
  const copy = await api.invoke('reports:duplicate', { id });
  if (!copy.ok) return told(copy.error, 'kept.actionFailed');
  await loadKeptList();
}

export async function renameKept(id: number, name: string): Promise<boolean> {
  const renamed = await api.invoke('reports:rename', { id, name });
  if (!renamed.ok) {
    told(renamed.error, 'kept.actionFailed');
    return false;
  }
  const { shown, patch } = useReport.getState();
  if (shown?.revision?.id === id)
    patch({ shown: { ...shown, revision: { ...shown.revision, name: renamed.value.name } } });
  await loadKeptList();
  return true;
}

export async function removeKept(id: number, name: string): Promise<void> {
  const removed = await api.invoke('reports:remove', { id });
  if (!removed.ok) return told(removed.error, 'kept.actionFailed');
  // The report on screen stays, no longer a kept one.
  const { shown, kept, patch } = useReport.getState();
  if (shown?.revision?.id === id) {
    const { revision: _revision, ...rest } = shown;
    patch({ shown: rest, kept: kept ? { query: kept.query, form: kept.form, cost: kept.cost } : null });
    useKept.getState().patch({ history: null });
  }
  notify('success', (l) => formatMessage(l, 'kept.removed', { name }));
  await loadKeptList();
}

/** Whether the re-run that asked was replaced by another (or dismissed): its answer is then dropped. */
const replaced = (id: number, taskId: string | null = null) => {
  const now = useKept.getState().rerun;
  return !now || now.id !== id || (taskId !== null && now.taskId !== taskId);
};

function rerunFailed(id: number, result: { ok: false; error: AppError }): void {
  reportOutcome(result);
  if (!replaced(id)) useKept.getState().patchRerun({ phase: 'error', error: result.error, taskId: null });
}

/** A re-run's cost first: the kept query's market planned (nothing fetched); all stored, it goes straight on. */
export async function startRerun(id: number, name: string): Promise<void> {
  useKept.getState().patch({
    rerun: { id, name, phase: 'planning', plan: null, taskId: null, progress: null, version: null, error: null },
  });
  const kept = await api.invoke('reports:get', { id });
  if (replaced(id)) return;
  if (!kept.ok) return rerunFailed(id, kept);
  const plan = await api.invoke('market:plan', marketOf(kept.value.query));
  if (replaced(id)) return;
  if (!plan.ok) return rerunFailed(id, plan);
  useKept.getState().patchRerun({ phase: 'planned', plan: plan.value });
  if (plan.value.requestsNeeded === 0) await finishRerun(id);
}

/** Loads what the plan found missing (market:progress moves the bar), then computes the new revision. */
export async function goRerun(): Promise<void> {
  const rerun = useKept.getState().rerun;
  if (!rerun || rerun.phase !== 'planned') return;
  const { id } = rerun;
  const kept = await api.invoke('reports:get', { id });
  if (replaced(id)) return;
  if (!kept.ok) return rerunFailed(id, kept);
  const taskId = nextTaskId();
  useKept.getState().patchRerun({ phase: 'loading', taskId, progress: null });
  const off = api.on('market:progress', (event) => {
    if (event.taskId !== taskId) return;
    const { step, steps, pagesDone, pagesTotal, requestsSpent } = event;
    useKept.getState().patchRerun({ progress: { step, steps, pagesDone, pagesTotal, requestsSpent } });
  });
  const loaded = await api.invoke('market:load', { taskId, query: marketOf(kept.value.query) });
  off();
  if (replaced(id, taskId)) return;
  if (!loaded.ok) return rerunFailed(id, loaded);
  // Stopped: nothing is re-run; the pages fetched are kept, so the next re-run's cost is what remains.
  if (loaded.value.cancelled) return useKept.getState().patch({ rerun: null });
  await finishRerun(id);
}

async function finishRerun(id: number): Promise<void> {
  useKept.getState().patchRerun({ phase: 'computing' });
  const kept = await api.invoke('reports:rerun', { id });
  if (replaced(id)) return;
  if (!kept.ok) return rerunFailed(id, kept);
  useKept.getState().patchRerun({ phase: 'done', version: kept.value.version, taskId: null });
  showRevision(kept.value);
  await loadKeptList();
}

export async function stopRerun(): Promise<void> {
  const taskId = useKept.getState().rerun?.taskId;
  if (taskId) await api.invoke('market:cancel', { taskId });
}

export function dismissRerun(): void {
  useKept.getState().patch({ rerun: null });
}
