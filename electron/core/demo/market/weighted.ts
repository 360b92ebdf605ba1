// Weighted picks for the generator: Zipf-like heavy tails and cumulative-weight sampling.
import type { Rng } from '../random';

export interface WeightedTable<T> {
  items: readonly T[];
  cumulative: Float64Array;
  total: number;
}

export function weightedTable<T>(items: readonly T[], weight: (item: T, index: number) => number): WeightedTable<T> {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, i) => {
    total += Math.max(0, weight(item, i));
    cumulative[i] = total;
  });
  return { items, cumulative, total };
}

export function pickWeighted<T>(table: WeightedTable<T>, rng: Rng): T {
  const target = rng() * table.total;
  let lo = 0;
  let hi = table.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((table.cumulative[mid] ?? 0) <= target) lo = mid + 1;
    else hi = mid;
  }
  return table.items[lo] as T;
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng() * items.length)] as T;
}

/** Zipf weight of a 0-based rank: a few firms hold most of the market, many hold a handful. */
export function zipf(rank: number, exponent = 1.05): number {
  return 1 / Math.pow(rank + 1, exponent);
}

/** k distinct items, in their original order. */
export function sample<T>(items: readonly T[], k: number, rng: Rng): T[] {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(k, items.length)) chosen.add(Math.floor(rng() * items.length));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
}
