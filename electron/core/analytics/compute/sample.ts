// The transactions one analysis looks at: the rows of a unit's place scopes (each once) that match purpose,
// bedrooms, completion and a span of days, gathered into dense arrays so every later pass reads memory in order.
import type { BedsBucket } from '#shared/ipc/contract';
import type { ColumnStore } from '../columns/column-store';

export interface RowFilter {
  /** PURPOSE_CODE. */
  purpose: number;
  /** Bedroom buckets wanted, or null for every row (rooms unknown included). */
  beds: readonly BedsBucket[] | null;
  /** 0 for any, else COMPLETION_CODE. */
  completion: number;
  fromDay: number;
  toDay: number;
}

export const FLAG_NONE = 0;
export const FLAG_MAD = 1;
export const FLAG_FLOOR = 2;

export interface Sample {
  n: number;
  slot: Int32Array;
  price: Float64Array;
  /** NaN where the area is unknown. */
  pricePerSqft: Float64Array;
  /** -1 unknown, else 0–5 (5 is five or more). */
  beds: Int8Array;
  completion: Uint8Array;
  day: Int32Array;
  /** FLAG_*: set by the outlier rule. */
  flag: Uint8Array;
  /** For flagged rows (by index): the median the rule compared against, and the distance in scaled MADs (NaN for the floor). */
  notes: Map<number, { reference: number; deviations: number }>;
}

export function bucketOf(rooms: number): number {
  return rooms < 0 ? -1 : rooms >= 5 ? 5 : rooms;
}

function emptySample(n: number): Sample {
  return {
    n: 0,
    slot: new Int32Array(n),
    price: new Float64Array(n),
    pricePerSqft: new Float64Array(n),
    beds: new Int8Array(n),
    completion: new Uint8Array(n),
    day: new Int32Array(n),
    flag: new Uint8Array(n),
    notes: new Map(),
  };
}

/**
 * Gathers the matching rows of the given scopes, one sample per filter (filters differ by purpose), in two passes
 * over the row ids: one to count (so each sample is allocated at its size), one to copy. Rows under several of the
 * scopes are taken once.
 */
export function gatherSamples(
  store: ColumnStore,
  scopeKeys: readonly string[],
  filters: readonly RowFilter[],
): Sample[] {
  const lists = scopeKeys.map((key) => store.slots(key));
  const { purpose, price, pricePerSqft, rooms, completion, day } = store.columns;
  // Each purpose code's filter, as flat arrays the hot loop reads without touching objects (-1: no filter).
  const which = new Int8Array(4).fill(-1);
  const from = new Int32Array(4);
  const to = new Int32Array(4);
  const done = new Uint8Array(4);
  const mask = new Int32Array(4);
  filters.forEach((f, i) => {
    which[f.purpose] = i;
    from[f.purpose] = f.fromDay;
    to[f.purpose] = f.toDay;
    done[f.purpose] = f.completion;
    mask[f.purpose] = f.beds === null ? -1 : f.beds.reduce<number>((m, b) => m | (1 << b), 0);
  });
  const seen = lists.length > 1 ? new Uint8Array(store.size) : null;
  const counts = new Int32Array(filters.length);
  const pass = (copy: Sample[] | null): void => {
    for (const list of lists) {
      for (let i = 0; i < list.length; i++) {
        const id = list[i]!;
        const p = purpose[id]!;
        const w = which[p]!;
        if (w < 0) continue;
        const d = day[id]!;
        if (d < from[p]! || d > to[p]!) continue;
        const c = completion[id]!;
        if (done[p] !== 0 && c !== done[p]) continue;
        const r = rooms[id]!;
        const bucket = r < 0 ? -1 : r >= 5 ? 5 : r;
        const m = mask[p]!;
        if (m !== -1 && (bucket < 0 || (m & (1 << bucket)) === 0)) continue;
        if (seen) {
          if (seen[id]) continue;
          seen[id] = 1;
        }
        if (!copy) {
          counts[w]!++;
          continue;
        }
        const sample = copy[w]!;
        const n = sample.n++;
        sample.slot[n] = id;
        sample.price[n] = price[id]!;
        sample.pricePerSqft[n] = pricePerSqft[id]!;
        sample.beds[n] = bucket;
        sample.completion[n] = c;
        sample.day[n] = d;
      }
    }
  };
  pass(null);
  seen?.fill(0);
  const samples = filters.map((_, i) => emptySample(counts[i]!));
  pass(samples);
  return samples;
}

/** One filter's sample. */
export function gatherSample(store: ColumnStore, scopeKeys: readonly string[], filter: RowFilter): Sample {
  return gatherSamples(store, scopeKeys, [filter])[0]!;
}
