// What the grid benchmark page exposes on `window.__gridBench` for the benchmark driver (bench/grid). Types only:
// the driver compiles without the DOM library.

export interface ScrollResult {
  /** requestAnimationFrame deltas while scrolling, ms. */
  deltas: number[];
  scrolledPx: number;
  /** Most rows in the DOM at once while scrolling (virtualisation keeps this small). */
  maxRenderedRows: number;
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
  /** Sorts one column (or clears the sort with null). */
  sort(colId: string, direction: 'asc' | 'desc' | null): void;
  /** Appends `pages` pages of `pageSize` new rows one by one; ms each new `rows` prop takes to reach the grid model. */
  append(pages: number, pageSize: number): Promise<number[]>;
  /** Replaces every row with new ones (new ids) `times` times; ms per replacement (the full re-render baseline). */
  replaceAll(times: number): Promise<number[]>;
}
