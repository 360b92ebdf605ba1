// What the broker does with saved searches: save the search on screen (with the names picked in its form) or the
// market analysis on screen, list, rename, duplicate, delete, track over time (searches only), export to a file and
// import one, and run one again in its view.
// Changes the list shows by themselves (a row renamed, copied, gone) raise no notice; saving from a toolbar, files
// written or read, and failures do.
import type { SavedMarketQuery, SavedQuery, SavedSearch } from '#shared/domain/saved-query';
import { transactionsAnalysed } from '#shared/market/transactions-analysed';
import type { AppError, Result } from '#shared/errors';
import type { DataRequest } from '#shared/ipc/contract';
import { api } from '../api/api';
import { estimateMarket } from '../market';
import { marketKey, toMarketQuery, type MarketFormState } from '../market';
import { useMarket, type ShownMarket } from '../market';
import { withPlaceNames } from '../market';
import { importSummary } from './import-summary';
import { notify } from '../notices';
import { downloadText } from '../portfolio';
import { useRanking } from '../research';
import { useFormStates } from '../research';
import { runSearch } from '../research';
import { useResearchStore } from '../research';
import { withLanguage } from '../research';
import { useNavigation, type ListView } from '../state/navigation-store';
import { currentDataLang } from '../state/preferences-store';
import { failureText } from './failure-text';
import { formFromSaved, picksFromForm } from './form-codec';
import { marketFormFromSaved, savedMarketOf } from './market-codec';
import { whenMarketShown } from './market-run';
import { formatMessage } from '#shared/messages/format-message';
import { useSaved } from './saved-store';

function failed(error: AppError): void {
  notify('error', (l) => failureText(error, formatMessage(l, 'saved.actionFailed'), l));
}

export async function loadSaved(): Promise<void> {
  const store = useSaved.getState();
  // Searches saved from the research views before the list was first read are only some of it: not shown as all.
  store.set({ status: store.loaded ? 'ok' : 'loading' });
  const result = await api.invoke('saved:list', {});
  if (result.ok) store.set({ queries: result.value, loaded: true, status: 'ok', error: null });
  else store.set({ status: 'error', error: result.error });
}

/** The search on screen in `view`, as a saved search keeps it: no page, no data language (the app's choice). */
export function currentSearch(view: ListView): DataRequest | null {
  const request = useResearchStore.getState().views[view]?.request ?? null;
  if (!request) return null;
  const { page: _page, langs: _langs, ...params } = request.params as Record<string, unknown>;
  return { operation: request.operation, params } as DataRequest;
}

/** Saves the search on screen in `view` under `name`; the result says why not (a name taken). */
export async function saveCurrentSearch(view: ListView, name: string): Promise<Result<SavedQuery> | null> {
  const request = currentSearch(view);
  if (!request) return null;
  const form = (useFormStates.getState().forms[view] ?? {}) as Record<string, unknown>;
  const picks = picksFromForm(form, request.params as Record<string, unknown>);
  // The results of the search being saved, read now: another search may start or finish while it is stored.
  const shown = useResearchStore.getState().views[view];
  const total = shown?.status === 'done' && typeof shown.total === 'number' ? shown.total : null;
  const saved = noteSaved(await api.invoke('saved:create', { name, request, picks }));
  // Saved with its results on screen, it has run: "Never run" beside a search whose results the broker just read.
  if (!saved.ok || total === null) return saved;
  const marked = await api.invoke('saved:mark-run', {
    id: saved.value.id,
    resultCount: total,
    ...(shown?.ranAt ? { at: shown.ranAt } : {}),
  });
  if (!marked.ok) return saved;
  useSaved.getState().upsert(marked.value);
  return marked;
}

/** Saves the market whose figures are on screen (not the form, which may have moved on) under `name`. */
export async function saveShownMarket(shown: ShownMarket, name: string): Promise<Result<SavedQuery>> {
  const market = savedMarketOf(shown.query, useMarket.getState().includeOutliers);
  const saved = noteSaved(await api.invoke('saved:create-market', { name, market }));
  // Saved with its figures on screen, it has run, when they were made: not "Never run".
  if (!saved.ok) return saved;
  const marked = await api.invoke('saved:mark-run', {
    id: saved.value.id,
    resultCount: transactionsAnalysed(shown.analysis),
    at: shown.ranAt,
  });
  if (!marked.ok) return saved;
  useSaved.getState().upsert(marked.value);
  return marked;
}

function noteSaved(result: Result<SavedQuery>): Result<SavedQuery> {
  if (result.ok) {
    useSaved.getState().upsert(result.value);
    const { name: savedName } = result.value;
    notify('success', (l) => formatMessage(l, 'saved.saved', { name: savedName }));
  }
  return result;
}

/** Renames a saved search: 'taken' when another has the name (said beside the name box), else said in a notice. */
export async function renameSaved(id: number, name: string): Promise<'renamed' | 'taken' | 'failed'> {
  const result = await api.invoke('saved:update', { id, name });
  if (!result.ok) {
    if (result.error.field === 'name') return 'taken';
    failed(result.error);
    return 'failed';
  }
  useSaved.getState().upsert(result.value);
  return 'renamed';
}

export async function duplicateSaved(id: number): Promise<void> {
  const result = await api.invoke('saved:duplicate', { id });
  if (!result.ok) return failed(result.error);
  useSaved.getState().upsert(result.value);
}

export async function deleteSaved(query: SavedQuery): Promise<void> {
  const result = await api.invoke('saved:delete', { id: query.id });
  if (!result.ok) return failed(result.error);
  useSaved.getState().drop(query.id);
}

/** Watches the saved search, so that snapshots follow its results over time; returns the watch item's id. */
export async function trackSaved(query: SavedQuery): Promise<number | null> {
  const result = await api.invoke('watch:add', { kind: 'saved', savedQueryId: query.id });
  if (!result.ok) {
    failed(result.error);
    return null;
  }
  useSaved.getState().upsert({ ...query, watchItemId: result.value.id });
  return result.value.id;
}

export async function exportSaved(ids?: number[]): Promise<void> {
  const result = await api.invoke('saved:export', ids ? { ids } : {});
  if (!result.ok) return failed(result.error);
  downloadText(result.value.text, result.value.suggestedName);
  const file = result.value.suggestedName;
  notify('success', (l) => formatMessage(l, 'saved.exported', { file }));
}

/** Imports a saved-searches file; an error names the field that is wrong. Returns the error, if any. */
export async function importSaved(text: string): Promise<AppError | null> {
  const result = await api.invoke('saved:import', { text });
  if (!result.ok) return result.error;
  for (const query of result.value.imported) useSaved.getState().upsert(query);
  const counts = { imported: result.value.imported.length, alreadySaved: result.value.alreadySaved.length };
  notify(counts.imported > 0 ? 'success' : 'info', (l) => importSummary(counts, l));
  for (const r of result.value.renamed) notify('info', (l) => formatMessage(l, 'saved.importRenamed', r), 8000);
  return null;
}

/** Runs a saved search or market analysis again in its view. */
export function rerunSaved(query: SavedQuery): Promise<boolean> {
  return query.kind === 'market' ? rerunSavedMarket(query) : rerunSavedSearch(query);
}

/**
 * Gives a refilled market's places their names in every language, wherever the Market view still holds these very
 * places: the form, the query being planned and the figures on screen. Not through setForm: names change nothing
 * of the market, and the plan shown for it must stay.
 */
async function nameMarketPlaces(places: MarketFormState['places']): Promise<void> {
  const named = await withPlaceNames(places);
  const renamed = (f: MarketFormState): MarketFormState => ({ ...f, places: named });
  const { form, queryForm, shown, patch } = useMarket.getState();
  const change = {
    ...(form.places === places ? { form: renamed(form) } : {}),
    ...(queryForm?.places === places ? { queryForm: renamed(queryForm) } : {}),
    ...(shown?.form.places === places ? { shown: { ...shown, form: renamed(shown.form) } } : {}),
  };
  // The broker has moved on to other places: nothing of theirs is touched.
  if (Object.keys(change).length > 0) patch(change);
}

/**
 * Opens the Market view with its form refilled (places as chips by name) and the outlier choice saved, and asks the
 * market: a look the store answers shows at once; one that needs requests shows its cost first, as every market
 * does. The run is noted (with the transactions analysed) once the figures are on screen.
 */
async function rerunSavedMarket(query: SavedMarketQuery): Promise<boolean> {
  const form = marketFormFromSaved(query.params);
  const asked = toMarketQuery(form);
  if (!asked) return false;
  const market = useMarket.getState();
  market.setForm(form);
  market.patch({ includeOutliers: query.params.includeOutliers });
  void nameMarketPlaces(form.places);
  useNavigation.getState().navigate({ view: 'market' });
  const before = market.shown;
  useSaved.getState().set({ running: query.id });
  try {
    await estimateMarket();
  } finally {
    useSaved.getState().set({ running: null });
  }
  const shown = await whenMarketShown(marketKey(asked), before);
  if (!shown) return false;
  const marked = await api.invoke('saved:mark-run', {
    id: query.id,
    resultCount: transactionsAnalysed(shown.analysis),
  });
  if (marked.ok) useSaved.getState().upsert(marked.value);
  return true;
}

/** Opens the search's view with its form refilled (chips by name), runs it, and notes the run with its count. */
async function rerunSavedSearch(query: SavedSearch): Promise<boolean> {
  const rebuilt = formFromSaved(query);
  if (!rebuilt) {
    notify('info', (l) => formatMessage(l, 'saved.notRunnable'), 8000);
    return false;
  }
  const { view, form } = rebuilt;
  useFormStates.getState().set(view, form);
  if (view === 'agencies') useRanking.getState().setTab('search');
  useNavigation.getState().navigate({ view });
  useSaved.getState().set({ running: query.id });
  const request = withLanguage({ operation: query.operation, params: query.params } as DataRequest, currentDataLang());
  try {
    await runSearch(view, request);
  } finally {
    useSaved.getState().set({ running: null });
  }
  const state = useResearchStore.getState().views[view];
  if (state?.status !== 'done' || state.request !== request) return false;
  const marked = await api.invoke('saved:mark-run', { id: query.id, resultCount: state.total });
  if (marked.ok) useSaved.getState().upsert(marked.value);
  return true;
}
