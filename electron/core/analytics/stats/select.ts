// Exact order statistics on Float64Array ranges in linear time (Hoare's selection): medians, linear-interpolated
// percentiles and mid-rank percentiles. The ranges are reordered in place; callers pass scratch copies.

/** Reorders a[lo..hi] (inclusive) so that a[k] holds the value it would hold if the range were sorted. */
export function selectInPlace(a: Float64Array, lo: number, hi: number, k: number): number {
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    // Median of three as pivot: sorted and reversed runs (dates, prices sorted upstream) stay linear.
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

function maxOf(a: Float64Array, lo: number, hiExclusive: number): number {
  let m = -Infinity;
  for (let i = lo; i < hiExclusive; i++) if (a[i]! > m) m = a[i]!;
  return m;
}

function minOf(a: Float64Array, lo: number, hiExclusive: number): number {
  let m = Infinity;
  for (let i = lo; i < hiExclusive; i++) if (a[i]! < m) m = a[i]!;
  return m;
}

/** The exact median of a[start..end) (the mean of the two middle values when the count is even); NaN if empty. */
export function medianInPlace(a: Float64Array, start: number, end: number): number {
  const n = end - start;
  if (n <= 0) return Number.NaN;
  const k = start + (n >> 1);
  const upper = selectInPlace(a, start, end - 1, k);
  if (n & 1) return upper;
  // After selection everything left of k is ≤ a[k]: the lower middle value is their maximum.
  return (maxOf(a, start, k) + upper) / 2;
}

/** The p-th quantile (0 ≤ p ≤ 1) of a[start..end), linearly interpolated (numpy's and pandas' default). */
export function quantileInPlace(a: Float64Array, start: number, end: number, p: number): number {
  const n = end - start;
  if (n <= 0) return Number.NaN;
  const h = (n - 1) * Math.min(1, Math.max(0, p));
  const lo = Math.floor(h);
  const v = selectInPlace(a, start, end - 1, start + lo);
  if (h === lo) return v;
  return v + (h - lo) * (minOf(a, start + lo + 1, end) - v);
}

/** The median of a copy of `values` (for small inputs and tests). */
export function median(values: ArrayLike<number>): number {
  const a = Float64Array.from(values);
  return medianInPlace(a, 0, a.length);
}

export function quantile(values: ArrayLike<number>, p: number): number {
  const a = Float64Array.from(values);
  return quantileInPlace(a, 0, a.length, p);
}

/** Mid-rank percentile of `x` among `values`: 100 × (below + equal / 2) / n. */
export function percentileRank(
  values: ArrayLike<number>,
  x: number,
): { percentile: number; below: number; equal: number } {
  let below = 0;
  let equal = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v < x) below++;
    else if (v === x) equal++;
  }
  const n = values.length;
  return { percentile: n === 0 ? Number.NaN : (100 * (below + equal / 2)) / n, below, equal };
}
