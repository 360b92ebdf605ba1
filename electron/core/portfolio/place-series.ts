// Counts over a series of snapshots from membership ranges, without reading each snapshot's listings: every range
// adds one to the snapshots it spans (a difference array per key), so a year of daily snapshots is one pass.
export interface Range {
  first: number;
  last: number | null;
}

/** Index of the first id >= value in ascending ids. */
function lowerBound(ids: readonly number[], value: number): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ids[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** For each key, the count present in each snapshot of `ids` (ascending). */
export function countsOverTime<K>(
  ids: readonly number[],
  ranges: Iterable<Range & { key: K | null }>,
): Map<K, Int32Array> {
  const deltas = new Map<K, Int32Array>();
  for (const range of ranges) {
    if (range.key === null) continue;
    const start = lowerBound(ids, range.first);
    const end = range.last === null ? ids.length : lowerBound(ids, range.last + 1);
    if (start >= end) continue;
    let delta = deltas.get(range.key);
    if (!delta) deltas.set(range.key, (delta = new Int32Array(ids.length + 1)));
    delta[start]! += 1;
    delta[end]! -= 1;
  }
  const counts = new Map<K, Int32Array>();
  for (const [key, delta] of deltas) {
    const out = new Int32Array(ids.length);
    let running = 0;
    for (let i = 0; i < ids.length; i++) out[i] = running += delta[i]!;
    counts.set(key, out);
  }
  return counts;
}
