// How DataGrid hands changing row arrays to ag-grid: recognising an appended page, dropping repeated ids, and how
// long appended pages wait to be merged in one batch. Pure, so the benchmark and tests use it too.

/** True when `next` is `prev` with rows added at the end (the same row objects first, in the same order). */
export function isAppendOf<T>(prev: readonly T[], next: readonly T[]): boolean {
  if (next.length <= prev.length) return false;
  for (let i = 0; i < prev.length; i++) if (next[i] !== prev[i]) return false;
  return true;
}

/**
 * How a new rows array reaches the grid. `append` goes in a batched async transaction; the first rows of an empty
 * grid never do, or the grid shows its "no results" overlay beside a row count of 24 until the batch lands.
 */
export function rowSyncStep<T>(prev: readonly T[], next: readonly T[]): 'same' | 'append' | 'replace' {
  if (prev === next || sameRows(prev, next)) return 'same';
  return prev.length > 0 && isAppendOf(prev, next) ? 'append' : 'replace';
}

/**
 * The same row objects in the same order, in another array. A grid made again with rows (a language changed, another
 * kind in the same grid) is made with a copy of them (repeated ids dropped) and then handed the owner's array: taken
 * for new rows, it rebuilt the row model and drew every row a second time.
 */
function sameRows<T>(prev: readonly T[], next: readonly T[]): boolean {
  if (prev.length !== next.length) return false;
  for (let i = 0; i < prev.length; i++) if (prev[i] !== next[i]) return false;
  return true;
}

/** `rows` without repeated ids (a listing can move between pages while they are fetched); keeps the first. */
export function uniqueById<T>(rows: readonly T[], idOf: (row: T) => string, taken?: (id: string) => boolean): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const row of rows) {
    const id = idOf(row);
    if (seen.has(id) || taken?.(id)) continue;
    seen.add(id);
    out.push(row);
  }
  return out;
}

/**
 * How long appended pages wait to reach the grid together. Merging new rows into a sorted grid costs a pass over
 * every row (ag-grid's delta sort), so a bigger grid merges less often: 100 ms up to 10,000 rows, then 1 ms per
 * 100 rows, at most a second (50,000 rows: a merge every half second while fetch-all runs).
 */
export function appendBatchMs(rowCount: number): number {
  return Math.min(1000, Math.max(100, Math.round(rowCount / 100)));
}
