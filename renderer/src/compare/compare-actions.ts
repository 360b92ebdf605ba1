// What the compare panel and the Pin buttons do: pin (several at once, up to the limit), unpin, reorder, clear,
// and load the comparison (from the cache and the pins, or refreshed from the data service), each through the
// core's compare channels, with the outcome told in a notice.
import { MAX_PINS, type CompareKind } from '#shared/compare/compare-kinds';
import type { PinInput } from '#shared/compare/snapshots';
import type { Lang } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import type { ComparisonView, PinsView } from '#shared/ipc/contract';
import { api } from '../api/api';
import { errorText } from '../i18n/error-text';
import { formatInteger } from '../i18n/format';
import { notify } from '../notices';
import { currentDataLang, usePreferences } from '../state/preferences-store';
import { formatMessage } from '#shared/messages/format-message';
import { useCompare } from './compare-store';

const lang = (): Lang => usePreferences.getState().lang;

function keep(view: PinsView): void {
  const { pinned } = useCompare.getState();
  useCompare.getState().patch({ pinned: { ...pinned, [view.kind]: view.pins.map((p) => p.id) } });
}

function tellError(error: AppError): void {
  notify('error', (l) => {
    const said = errorText(error, l);
    return `${said.happened} ${said.todo}`;
  });
}

/** Reads every kind's pins (at start, and after another window may have changed them). */
export async function loadPins(): Promise<void> {
  const views = await api.invoke('compare:lists', {});
  if (views.ok) for (const view of views.value) keep(view);
}

/**
 * Pins one item, or replaces the snapshot of one already pinned (its place in the panel kept); the panel's counts and
 * the open comparison follow at once. The caller tells the broker.
 */
export async function pinOne(pin: PinInput): Promise<{ ok: true; view: PinsView } | { ok: false; error: AppError }> {
  const r = await api.invoke('compare:pin', pin);
  if (!r.ok) return { ok: false, error: r.error };
  keep(r.value);
  if (useCompare.getState().kind === pin.kind) void loadView(pin.kind);
  return { ok: true, view: r.value };
}

/** Pins items of one kind (those already pinned stay where they are); says how many fit. */
export async function pinItems(pins: readonly PinInput[]): Promise<number> {
  const first = pins[0];
  if (!first) return 0;
  const kind = first.kind;
  const already = new Set(useCompare.getState().pinned[kind]);
  const fresh = pins.filter((p) => !already.has(p.id));
  if (fresh.length === 0) {
    notify('info', (l) => formatMessage(l, 'comparePanel.alreadyPinned'));
    return 0;
  }
  const room = Math.max(0, MAX_PINS - already.size);
  let done = 0;
  for (const pin of fresh.slice(0, room)) {
    const r = await api.invoke('compare:pin', pin);
    if (!r.ok) {
      tellError(r.error);
      break;
    }
    keep(r.value);
    done += 1;
  }
  const left = fresh.length - done;
  if (done > 0) {
    notify('success', (l) => formatMessage(l, 'comparePanel.pinnedNotice', { count: formatInteger(done, l), kind }));
  }
  if (left > 0 && fresh.length > room) {
    notify('warning', (l) =>
      formatMessage(l, 'comparePanel.pinFull', { count: formatInteger(left, l), max: formatInteger(MAX_PINS, l) }),
    );
  }
  if (done > 0 && useCompare.getState().kind === kind) void loadView(kind);
  return done;
}

export async function unpin(kind: CompareKind, id: string): Promise<void> {
  const r = await api.invoke('compare:unpin', { kind, id });
  if (!r.ok) return tellError(r.error);
  keep(r.value);
  await loadView(kind);
}

/** Puts the item at `from` at `to` (positions in the panel's order). */
export async function move(kind: CompareKind, from: number, to: number): Promise<void> {
  const ids = [...useCompare.getState().pinned[kind]];
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return;
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id!);
  // Shown at once in the new order; the core's answer confirms it.
  const view = useCompare.getState().view;
  if (view?.kind === kind) useCompare.getState().patch({ view: reordered(view, from, to) });
  const r = await api.invoke('compare:reorder', { kind, ids });
  if (!r.ok) tellError(r.error);
  else keep(r.value);
  await loadView(kind);
}

function reordered(view: ComparisonView, from: number, to: number): ComparisonView {
  const shift = <X>(list: readonly X[]): X[] => {
    const next = [...list];
    const [x] = next.splice(from, 1);
    next.splice(to, 0, x as X);
    return next;
  };
  // Best marks are positions too; the reload that follows brings them back right.
  return {
    ...view,
    items: shift(view.items),
    rows: view.rows.map((r) => ({ ...r, values: shift(r.values), differs: shift(r.differs), best: null })),
  };
}

export async function clearKind(kind: CompareKind): Promise<void> {
  const r = await api.invoke('compare:clear', { kind });
  if (!r.ok) return tellError(r.error);
  keep(r.value);
  await loadView(kind);
}

let loadSeq = 0;

/** Loads the comparison of a kind in the interface language; `refresh` asks the data service first. */
export async function loadView(kind: CompareKind, refresh = false): Promise<void> {
  const seq = ++loadSeq;
  const store = useCompare.getState();
  store.patch({
    kind,
    status: 'loading',
    refreshing: refresh,
    ...(store.view?.kind === kind ? {} : { view: null }),
  });
  const r = await api.invoke('compare:view', { kind, lang: lang(), dataLang: currentDataLang(), refresh });
  if (seq !== loadSeq) return;
  if (!r.ok) {
    useCompare.getState().patch({ status: 'error', error: r.error, refreshing: false });
    return;
  }
  useCompare.getState().patch({ view: r.value, status: 'done', error: null, refreshing: false });
  const ids = r.value.items.map((i) => i.id);
  const pinned = useCompare.getState().pinned;
  if (ids.join('|') !== pinned[kind].join('|')) {
    const listed = await api.invoke('compare:list', { kind });
    if (listed.ok) keep(listed.value);
  }
}
