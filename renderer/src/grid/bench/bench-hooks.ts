// What the grid benchmark page exposes on `window.__gridBench` for the benchmark driver (bench/grid). Types only:
// the driver compiles without the DOM library.

export interface ScrollResult {
  /** requestAnimationFrame deltas while scrolling, ms. */
  deltas: number[];
  scrolledPx: number;
  /** Most rows in the DOM at once while scrolling (virtualisation keeps this small). */
  maxRenderedRows: number;
}

export interface BurstResult {
  /** From the first page to every row in the grid, ms. */
  totalMs: number;
  /** Longest requestAnimationFrame delta meanwhile, ms. */
  longestFrameMs: number;
  /** Longest main-thread task meanwhile (Long Tasks API: only tasks over 50 ms are reported; 0 if none), ms. */
  longestTaskMs: number;
}

export interface StreamResult {
  /** requestAnimationFrame deltas from the first page until every row shows, ms. */
  deltas: number[];
  pages: number;
  /** Longest main-thread task meanwhile (only tasks over 50 ms are reported; 0 if none), ms. */
  longestTaskMs: number;
}

export interface GridBenchHooks {
  rows: number;
  /** performance.now() just before the React root renders the grid. */
  mountStart: number;
  /** When the first grid row appeared in the DOM. */
  firstRowsAt: number | null;
  /** The frame after that (the rows are on screen). */
  firstPaintAt: number | null;
  /** Grid rows in the DOM at first paint. */
  renderedRows: number;
  /** Idle requestAnimationFrame deltas, ms (a same-page baseline). */
  frames(durationMs: number): Promise<number[]>;
  /** Scrolls the grid body by `pxPerFrame` each frame for `durationMs`, reversing at the ends. */
  scroll(durationMs: number, pxPerFrame: number): Promise<ScrollResult>;
  /**
   * The same scroll over a plain pre-rendered DOM table laid over the grid (no grid work: the baseline), started
   * `settleMs` after the table is in the page, as the grid's scrolls are.
   */
  plainScroll(durationMs: number, pxPerFrame: number, settleMs: number): Promise<ScrollResult>;
  /** Switches the grid's language (and the document's direction), as the app's language switch does. */
  setLang(lang: 'en' | 'ar' | 'ru' | 'zh'): void;
  /** Sorts one column (or clears the sort with null). */
  sort(colId: string, direction: 'asc' | 'desc' | null): void;
  /** Appends `pages` pages of `pageSize` new rows one by one; ms each new `rows` prop takes to reach the grid model. */
  append(pages: number, pageSize: number): Promise<number[]>;
  /** Appends `pages` pages back to back (as when fetch-all replays cached pages) and waits for all to show. */
  appendBurst(pages: number, pageSize: number): Promise<BurstResult>;
  /** A page every `intervalMs` for `durationMs` through ordinary state updates, frames timed throughout. */
  appendStream(durationMs: number, intervalMs: number, pageSize: number): Promise<StreamResult>;
  /** Replaces every row with new ones (new ids) `times` times; ms per replacement (the full re-render baseline). */
  replaceAll(times: number): Promise<number[]>;
}
