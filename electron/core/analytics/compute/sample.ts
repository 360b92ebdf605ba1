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
  /** For flagged rows: the median their rule compared against, and the distance in scaled MADs (NaN for floor). */
  reference: Float64Array;
  deviations: Float64Array;
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
    reference: new Float64Array(n),
    deviations: new Float64Array(n),
  };
}

/** Gathers the matching rows of the given scopes; rows under several of them are taken once. */
export function gatherSample(store: ColumnStore, scopeKeys: readonly string[], filter: RowFilter): Sample {
  const lists = scopeKeys.map((key) => store.slots(key));
  const upperBound = lists.reduce((sum, list) => sum + list.length, 0);
  const sample = emptySample(upperBound);
  const seen = lists.length > 1 ? new Uint8Array(store.size) : null;
  let bedsMask = 0;
  for (const b of filter.beds ?? []) bedsMask |= 1 << b;
  const anyBeds = filter.beds === null;
  const { purpose, price, pricePerSqft, rooms, completion, day } = store.columns;
  let n = 0;
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      const id = list[i]!;
      if (purpose[id] !== filter.purpose) continue;
      const d = day[id]!;
      if (d < filter.fromDay || d > filter.toDay) continue;
      const c = completion[id]!;
      if (filter.completion !== 0 && c !== filter.completion) continue;
      const bucket = bucketOf(rooms[id]!);
      if (!anyBeds && (bucket < 0 || (bedsMask & (1 << bucket)) === 0)) continue;
      if (seen) {
        if (seen[id]) continue;
        seen[id] = 1;
      }
      sample.slot[n] = id;
      sample.price[n] = price[id]!;
      sample.pricePerSqft[n] = pricePerSqft[id]!;
      sample.beds[n] = bucket;
      sample.completion[n] = c;
      sample.day[n] = d;
      n++;
    }
  }
  sample.n = n;
  return sample;
}
