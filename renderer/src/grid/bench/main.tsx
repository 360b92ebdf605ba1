// The grid benchmark page (built by bench/grid/grid.bench.ts from bench/grid/page/index.html, never part of the
// app): DataGrid over generated listings, with timing hooks on window.__gridBench. It lives under renderer/ so it is
// type-checked and linted as renderer code. Query: ?rows=50000&lang=en|ar|ru|zh&theme=light|dark&unit=sqft|sqm
// &keepLayout=1.
import { StrictMode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { GridApi } from 'ag-grid-community';
import { dataLangFor, LANGS, type Lang } from '#shared/domain/lang';
import type { ListingSummary } from '#shared/domain/listing';
import { DataGrid } from '../DataGrid';
import type { AreaUnit } from '#shared/format/values';
import { sayIn } from '../../i18n/say';
import { loadMessages } from '../../i18n/load-messages';
import { showPageIn } from '../../styles/fonts';
import type { BurstResult, GridBenchHooks, ScrollResult, StreamResult } from './bench-hooks';
import { generateListings } from './fixtures';
import { PlainGrid } from './plain-grid';
import '../../styles/app.css';

declare global {
  interface Window {
    __gridBench?: GridBenchHooks;
  }
}

const query = new URLSearchParams(location.search);
const rowCount = Math.max(0, Number(query.get('rows') ?? 50_000) || 0);
const lang: Lang = (LANGS as readonly string[]).includes(query.get('lang') ?? '') ? (query.get('lang') as Lang) : 'en';
const theme = query.get('theme') === 'dark' ? 'dark' : 'light';
const unit: AreaUnit = query.get('unit') === 'sqm' ? 'sqm' : 'sqft';
/** ?plain=1: the floor, the same grid with plain text cells (see plain-grid.tsx). */
const plain = query.get('plain') === '1';

showPageIn(lang);
document.documentElement.dataset.theme = theme;

const initialRows = generateListings(rowCount, dataLangFor(lang));
let nextId = rowCount;
let setRowsFromOutside: ((update: (rows: ListingSummary[]) => ListingSummary[]) => void) | null = null;
let setLangFromOutside: ((lang: Lang) => void) | null = null;
let gridApi: GridApi<ListingSummary> | null = null;

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Grid rows in the DOM (ag-grid 36 renders them in .ag-grid-scrolling-container; older versions elsewhere). */
function renderedRows(): number {
  return document.querySelectorAll('[data-testid="data-grid"] .ag-row').length;
}

/** The element that scrolls the rows vertically. */
function rowScroller(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('.ag-grid-viewport') ?? document.querySelector<HTMLElement>('.ag-body-viewport')
  );
}

/**
 * Runs a change of the `rows` prop and times it: React renders, DataGrid hands the rows to ag-grid, which builds,
 * sorts and lays out its model, all synchronously inside flushSync. Checks the grid holds the expected row count.
 */
function timeRowsChange(update: (rows: ListingSummary[]) => ListingSummary[], expected: (before: number) => number) {
  const api = gridApi;
  if (!api || !setRowsFromOutside) throw new Error('grid not ready');
  const before = api.getDisplayedRowCount();
  const started = performance.now();
  flushSync(() => setRowsFromOutside?.(update));
  // Appends wait to be batched; apply this one now so its whole cost is timed.
  api.flushAsyncTransactions();
  const elapsed = performance.now() - started;
  const after = api.getDisplayedRowCount();
  if (after !== expected(before)) throw new Error(`grid has ${after} rows, expected ${expected(before)}`);
  return elapsed;
}

async function frames(durationMs: number): Promise<number[]> {
  const deltas: number[] = [];
  let last = await nextFrame();
  const end = last + durationMs;
  while (last < end) {
    const now = await nextFrame();
    deltas.push(now - last);
    last = now;
  }
  return deltas;
}

async function scroll(durationMs: number, pxPerFrame: number): Promise<ScrollResult> {
  const viewport = rowScroller();
  if (!viewport) throw new Error('no grid viewport');
  const deltas: number[] = [];
  let direction = 1;
  let scrolledPx = 0;
  let maxRenderedRows = 0;
  let last = await nextFrame();
  const end = last + durationMs;
  while (last < end) {
    const max = viewport.scrollHeight - viewport.clientHeight;
    if ((direction > 0 && viewport.scrollTop >= max) || (direction < 0 && viewport.scrollTop <= 0))
      direction = -direction;
    viewport.scrollTop += direction * pxPerFrame;
    scrolledPx += pxPerFrame;
    const now = await nextFrame();
    deltas.push(now - last);
    last = now;
    maxRenderedRows = Math.max(maxRenderedRows, renderedRows());
  }
  return { deltas, scrolledPx, maxRenderedRows };
}

/**
 * The same scroll over a plain, fully pre-rendered DOM table of the same look laid over the grid: what this machine
 * needs to paint such frames with no grid work at all (the scroll baseline).
 */
async function plainScroll(durationMs: number, pxPerFrame: number, settleMs: number): Promise<ScrollResult> {
  const grid = document.querySelector('[data-testid="data-grid"] .dg-grid');
  if (!grid) throw new Error('no grid');
  const box = grid.getBoundingClientRect();
  const overlay = document.createElement('div');
  overlay.className = 'plain-scroll-baseline';
  Object.assign(overlay.style, {
    position: 'fixed',
    left: `${box.left}px`,
    top: `${box.top}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    overflow: 'auto',
    background: 'var(--surface)',
    zIndex: '100',
    fontSize: '13px',
  });
  const rows = generateListings(2_000, dataLangFor(lang), 9_000_000);
  const cells = (r: ListingSummary) => [
    r.title.en ?? '',
    String(r.price),
    r.purpose,
    String(r.rooms),
    String(r.baths),
    String(r.areaSqft),
    String(r.pricePerSqft),
    r.propertyType ?? '',
    r.location.at(-1)?.name ?? '',
    r.agency?.name ?? '',
    r.agent?.name ?? '',
  ];
  const table = document.createDocumentFragment();
  for (const r of rows) {
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;height:34px;align-items:center;border-bottom:1px solid var(--border)';
    for (const text of cells(r)) {
      const cell = document.createElement('span');
      cell.style.cssText = 'flex:0 0 130px;padding:0 12px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis';
      cell.textContent = text;
      row.append(cell);
    }
    table.append(row);
  }
  overlay.append(table);
  document.body.append(overlay);
  await nextFrame();
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const deltas: number[] = [];
  let direction = 1;
  let scrolledPx = 0;
  let last = await nextFrame();
  const end = last + durationMs;
  while (last < end) {
    const max = overlay.scrollHeight - overlay.clientHeight;
    if ((direction > 0 && overlay.scrollTop >= max) || (direction < 0 && overlay.scrollTop <= 0))
      direction = -direction;
    overlay.scrollTop += direction * pxPerFrame;
    scrolledPx += pxPerFrame;
    const now = await nextFrame();
    deltas.push(now - last);
    last = now;
  }
  overlay.remove();
  return { deltas, scrolledPx, maxRenderedRows: rows.length };
}

async function append(pages: number, pageSize: number): Promise<number[]> {
  const times: number[] = [];
  for (let p = 0; p < pages; p++) {
    const page = generateListings(pageSize, dataLangFor(lang), nextId);
    nextId += pageSize;
    times.push(
      timeRowsChange(
        (rows) => [...rows, ...page],
        (n) => n + pageSize,
      ),
    );
    await nextFrame();
  }
  return times;
}

async function appendBurst(pages: number, pageSize: number): Promise<BurstResult> {
  const api = gridApi;
  if (!api || !setRowsFromOutside) throw new Error('grid not ready');
  const expected = api.getDisplayedRowCount() + pages * pageSize;
  const batches = generateListings(pages * pageSize, dataLangFor(lang), nextId);
  nextId += pages * pageSize;
  let longestFrame = 0;
  let last = performance.now();
  let watching = true;
  const watch = (now: number) => {
    longestFrame = Math.max(longestFrame, now - last);
    last = now;
    if (watching) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  let longestTask = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  tasks.observe({ type: 'longtask' });
  const started = performance.now();
  for (let p = 0; p < pages; p++) {
    const page = batches.slice(p * pageSize, (p + 1) * pageSize);
    flushSync(() => setRowsFromOutside?.((rows) => [...rows, ...page]));
  }
  while (api.getDisplayedRowCount() < expected) await nextFrame();
  const totalMs = performance.now() - started;
  await nextFrame();
  watching = false;
  for (const entry of tasks.takeRecords()) longestTask = Math.max(longestTask, entry.duration);
  tasks.disconnect();
  return { totalMs, longestFrameMs: longestFrame, longestTaskMs: longestTask };
}

/**
 * Fetch-all as the broker sees it: a page every `intervalMs` (the rate limit) for `durationMs`, through ordinary
 * state updates, while frames are timed; then waits for every row to show.
 */
async function appendStream(durationMs: number, intervalMs: number, pageSize: number): Promise<StreamResult> {
  const api = gridApi;
  if (!api || !setRowsFromOutside) throw new Error('grid not ready');
  const pages = Math.floor(durationMs / intervalMs);
  const expected = api.getDisplayedRowCount() + pages * pageSize;
  const fresh = generateListings(pages * pageSize, dataLangFor(lang), nextId);
  nextId += pages * pageSize;
  let longestTask = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  tasks.observe({ type: 'longtask' });
  let sent = 0;
  const timer = setInterval(() => {
    const page = fresh.slice(sent * pageSize, (sent + 1) * pageSize);
    sent++;
    setRowsFromOutside?.((rows) => [...rows, ...page]);
    if (sent >= pages) clearInterval(timer);
  }, intervalMs);
  const deltas: number[] = [];
  let last = await nextFrame();
  while (sent < pages || api.getDisplayedRowCount() < expected) {
    const now = await nextFrame();
    deltas.push(now - last);
    last = now;
  }
  for (const entry of tasks.takeRecords()) longestTask = Math.max(longestTask, entry.duration);
  tasks.disconnect();
  return { deltas, pages, longestTaskMs: longestTask };
}

async function replaceAll(times: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const fresh = generateListings(rowCount, dataLangFor(lang), nextId);
    nextId += rowCount;
    out.push(
      timeRowsChange(
        () => fresh,
        () => rowCount,
      ),
    );
    await nextFrame();
  }
  return out;
}

const hooks: GridBenchHooks = {
  rows: rowCount,
  mountStart: 0,
  firstRowsAt: null,
  firstPaintAt: null,
  renderedRows: 0,
  frames,
  scroll,
  plainScroll,
  sort: (colId, direction) =>
    gridApi?.applyColumnState({ state: [{ colId, sort: direction }], defaultState: { sort: null } }),
  setLang: (next) => {
    showPageIn(next);
    flushSync(() => setLangFromOutside?.(next));
  },
  append,
  appendBurst,
  appendStream,
  replaceAll,
};
window.__gridBench = hooks;
// Every language's messages at once: the bench switches languages synchronously, mid-measure.
void Promise.all(LANGS.map(loadMessages));

function BenchPage() {
  const [rows, setRows] = useState(initialRows);
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<string | null>(null);
  const [pageLang, setPageLang] = useState(lang);
  useEffect(() => {
    setRowsFromOutside = setRows;
    setLangFromOutside = setPageLang;
    return () => {
      setRowsFromOutside = null;
      setLangFromOutside = null;
    };
  }, []);
  const say = sayIn(pageLang);
  return (
    <div className="grid-bench">
      <header className="grid-bench-bar">
        <strong>{say('grid.ui.kinds.listings')}</strong>
        <span className="muted" data-testid="bench-status">
          {opened ?? ''} {selected > 0 ? `· ${selected}` : ''}
        </span>
      </header>
      <main className="grid-bench-body">
        {plain ? (
          <PlainGrid rows={rows} lang={pageLang} unit={unit} />
        ) : (
          <DataGrid<ListingSummary>
            kind="listings"
            rows={rows}
            getRowId={(r) => r.externalID}
            onOpen={(r) => setOpened(r.externalID)}
            onSelectionChange={(r) => setSelected(r.length)}
            emptyMessage={say('grid.ui.noRows')}
            lang={pageLang}
            areaUnit={unit}
            stateKey="bench:listings"
            onGridReady={(api) => {
              gridApi = api;
            }}
          />
        )}
      </main>
    </div>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// Each load starts from the default layout, unless asked to keep the remembered one (?keepLayout=1).
if (query.get('keepLayout') !== '1') localStorage.removeItem('aqar-grid-layout:bench:listings');

const observer = new MutationObserver(() => {
  if (hooks.firstRowsAt !== null || renderedRows() === 0) return;
  hooks.firstRowsAt = performance.now();
  observer.disconnect();
  requestAnimationFrame(() => {
    hooks.firstPaintAt = performance.now();
    hooks.renderedRows = renderedRows();
  });
});
observer.observe(container, { childList: true, subtree: true });

hooks.mountStart = performance.now();
createRoot(container).render(
  <StrictMode>
    <BenchPage />
  </StrictMode>,
);
