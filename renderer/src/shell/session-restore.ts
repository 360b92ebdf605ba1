// Each view's last state kept for a reload of the window (session storage: this window only, gone when it closes):
// the research forms, each view's search with the page or the fetched pages on screen and its header sort, and the
// Market form with the query of the figures on screen. A reload reads every page back from the offline cache and
// computes the Market figures from the store, so it costs no request; what the cache no longer holds is left out
// (the form stays filled, ready to search again).
import { useEffect, useState } from 'react';
import { z } from 'zod';
// The request's own module, not the contract's index nor the data channels': those build every channel's schemas.
import { dataRequestSchema, type DataRequest } from '#shared/ipc/contract/data-request';
import { loadRequest } from '../data';
import { readMarketForm, readShownMarket, showAgain } from '../market';
import { useMarket } from '../market';
import { heldPageNumbers, holdPages } from '../research';
import { useFormStates } from '../research';
import { EMPTY_RESEARCH, useResearchStore, type ResearchState } from '../research';
import { distinctRows } from '../research';
import { readFormState } from '../search';
import type { ListView } from '../state/navigation-store';

const KEY = 'aqar-session';
const LIST_VIEWS = ['listings', 'projects', 'transactions', 'agents', 'agencies', 'developers'] as const;

// Made when first parsed (z.lazy): a window opened afresh has nothing to read back, and its first frame would have
// built these for nothing.
const viewSchema = z.lazy(() =>
  z.object({
    request: z.unknown(),
    page: z.number().int().min(1),
    allPages: z.boolean(),
    pages: z.array(z.number().int().min(1)).max(10_000),
    localSort: z.object({ colId: z.string().max(64), direction: z.enum(['asc', 'desc']) }).nullable(),
  }),
);
type SavedView = z.infer<typeof viewSchema>;

const savedSchema = z.lazy(() =>
  z.object({
    v: z.literal(1),
    forms: z.partialRecord(z.enum(LIST_VIEWS), z.record(z.string(), z.unknown())),
    views: z.partialRecord(z.enum(LIST_VIEWS), viewSchema),
    market: z
      .object({
        form: z.record(z.string(), z.unknown()),
        shown: z.record(z.string(), z.unknown()).nullable(),
      })
      .nullable(),
  }),
);
type Saved = z.infer<typeof savedSchema>;

function viewOf(view: ListView, state: ResearchState): SavedView | null {
  if (!state.request || state.status === 'idle' || state.status === 'error') return null;
  return {
    request: state.request,
    page: state.page,
    allPages: state.allPages,
    pages: state.allPages ? heldPageNumbers(view) : [],
    localSort: state.localSort,
  };
}

function snapshot(): Saved {
  const views: Saved['views'] = {};
  for (const [view, state] of Object.entries(useResearchStore.getState().views) as [ListView, ResearchState][]) {
    const kept = viewOf(view, state);
    if (kept) views[view] = kept;
  }
  const { form, shown } = useMarket.getState();
  const { analysis: _figures, ...shownQuery } = shown ?? { analysis: null };
  return {
    v: 1,
    forms: useFormStates.getState().forms as Saved['forms'],
    views,
    market: { form: { ...form }, shown: shown ? (shownQuery as Record<string, unknown>) : null },
  };
}

function read(): Saved | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = savedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface PageOf {
  items: unknown[];
  total: number;
  page: number;
  totalPages: number;
}

const withPage = (request: DataRequest, page: number): DataRequest =>
  ({ ...request, params: { ...request.params, page } }) as DataRequest;

/** One view's search read back from the offline cache: its page, or every page it had fetched. */
async function restoreView(view: ListView, kept: SavedView): Promise<void> {
  if (!dataRequestSchema.safeParse(kept.request).success) return;
  const request = kept.request as DataRequest;
  const { patch } = useResearchStore.getState();
  patch(view, { ...EMPTY_RESEARCH, request, status: 'loading', localSort: kept.localSort });
  const pages = kept.allPages && kept.pages.length > 0 ? kept.pages : [kept.page];
  const held = new Map<number, unknown[]>();
  let first: (PageOf & { answer: Awaited<ReturnType<typeof loadRequest>> }) | null = null;
  for (const page of pages) {
    const answer = await loadRequest(withPage(request, page), 'offline');
    if (!answer.ok) continue;
    const result = answer.value.result as PageOf;
    held.set(page, result.items);
    first ??= { ...result, answer };
  }
  // A newer search of the broker's replaced this one while it was read back.
  if (useResearchStore.getState().views[view]?.request !== request) return;
  if (!first || !first.answer.ok) {
    patch(view, { ...EMPTY_RESEARCH });
    return;
  }
  const allPages = kept.allPages && held.size > 0 && kept.pages.length > 0;
  if (allPages) holdPages(view, held);
  const rows = [...held.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, items]) => items);
  patch(view, {
    status: 'done',
    request: allPages ? request : withPage(request, first.page),
    rows: allPages ? distinctRows(view, rows) : first.items,
    page: allPages ? 1 : first.page,
    total: first.total,
    totalPages: first.totalPages,
    allPages,
    provenance: first.answer.value.provenance,
    warnings: first.answer.value.warnings,
    ranAt: Date.now(),
  });
}

function restore(saved: Saved): void {
  // A form this version cannot show (another version's, or damaged) opens on its defaults: the others come back.
  const forms: Saved['forms'] = {};
  for (const view of LIST_VIEWS) {
    const form = readFormState(view, saved.forms[view]);
    if (form !== null) forms[view] = form as Record<string, unknown>;
  }
  useFormStates.setState({ forms });
  for (const view of LIST_VIEWS) {
    const kept = saved.views[view];
    if (kept) void restoreView(view, kept);
  }
  if (saved.market) {
    const form = readMarketForm(saved.market.form);
    if (form) useMarket.getState().patch({ form });
    const shown = saved.market.shown ? readShownMarket(saved.market.shown) : null;
    if (shown) void showAgain(shown);
  }
}

let started = false;

/** Restores the last state once, before the views first render; then keeps it up to date as the broker works. */
function startSessionRestore(): () => void {
  if (started) return () => {};
  started = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = (): void => {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(snapshot()));
    } catch {
      // A full or disabled storage only loses the restore after a reload.
    }
  };
  const save = (): void => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      write();
    }, 250);
  };
  // A reload within the quarter second after the last change (a fetch of every page just done) would otherwise
  // bring back the state before it: the page writes what it holds as it goes.
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    write();
  };
  window.addEventListener('pagehide', flush);
  const offs = [useFormStates.subscribe(save), useResearchStore.subscribe(save), useMarket.subscribe(save)];
  return () => {
    offs.forEach((off) => off());
    window.removeEventListener('pagehide', flush);
    if (timer) clearTimeout(timer);
    timer = null;
    started = false;
  };
}

/** The shell's one line: the window comes back as it was after a reload. */
export function useSessionRestore(): void {
  useState(() => {
    const saved = read();
    if (saved) restore(saved);
    return true;
  });
  useEffect(() => startSessionRestore(), []);
}
