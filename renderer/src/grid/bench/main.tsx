// The grid benchmark page (built by bench/grid/grid.bench.ts from bench/grid/page/index.html, never part of the
// app): DataGrid over generated listings, with timing hooks on window.__gridBench. It lives under renderer/ so it is
// type-checked and linted as renderer code. Query: ?rows=50000&lang=en|ar|ru|zh&theme=light|dark&unit=sqft|sqm.
import { StrictMode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { GridApi } from 'ag-grid-community';
import { LANGS, type Lang, isRtl } from '#shared/domain/lang';
import type { ListingSummary } from '#shared/domain/listing';
import { DataGrid } from '../DataGrid';
import type { AreaUnit } from '../formatters';
import { GRID_STRINGS } from '../grid-strings';
import type { GridBenchHooks, ScrollResult } from './bench-hooks';
import { generateListings } from './fixtures';
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

document.documentElement.lang = lang;
document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
document.documentElement.dataset.theme = theme;

const initialRows = generateListings(rowCount, lang);
let nextId = rowCount;
let setRowsFromOutside: ((update: (rows: ListingSummary[]) => ListingSummary[]) => void) | null = null;
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

async function append(pages: number, pageSize: number): Promise<number[]> {
  const times: number[] = [];
  for (let p = 0; p < pages; p++) {
    const page = generateListings(pageSize, lang, nextId);
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

async function replaceAll(times: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const fresh = generateListings(rowCount, lang, nextId);
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
  sort: (colId, direction) =>
    gridApi?.applyColumnState({ state: [{ colId, sort: direction }], defaultState: { sort: null } }),
  append,
  replaceAll,
};
window.__gridBench = hooks;

function BenchPage() {
  const [rows, setRows] = useState(initialRows);
  const [selected, setSelected] = useState(0);
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    setRowsFromOutside = setRows;
    return () => {
      setRowsFromOutside = null;
    };
  }, []);
  const t = GRID_STRINGS[lang];
  return (
    <div className="grid-bench">
      <header className="grid-bench-bar">
        <strong>{t.ui.kinds.listings}</strong>
        <span className="muted" data-testid="bench-status">
          {opened ?? ''} {selected > 0 ? `· ${selected}` : ''}
        </span>
      </header>
      <main className="grid-bench-body">
        <DataGrid<ListingSummary>
          kind="listings"
          rows={rows}
          getRowId={(r) => r.externalID}
          onOpen={(r) => setOpened(r.externalID)}
          onSelectionChange={(r) => setSelected(r.length)}
          emptyMessage={t.ui.noRows}
          lang={lang}
          areaUnit={unit}
          stateKey="bench:listings"
          onGridReady={(api) => {
            gridApi = api;
          }}
        />
      </main>
    </div>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
// Each load starts from the default layout.
localStorage.removeItem('aqar-grid-layout:bench:listings');

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
