// The transactions one analysis looks at: the rows of a unit's place scopes (each once) that match purpose,
// bedrooms, completion and a span of days, gathered into dense arrays so every later pass reads memory in order.
import type { BedsBucket } from '#shared/ipc/contract';
import type { ColumnStore } from '../columns/column-store';
import type { GroupScratch } from '../stats/grouped';

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
/** Far from the median of its building or project. */
export const FLAG_BUILDING = 3;

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
  /** The recorded place's code (ColumnStore.places). */
  place: Int32Array;
  /** FLAG_*: set by the outlier rule. */
  flag: Uint8Array;
  /** For flagged rows (by index): the median the rule compared against, and the distance in scaled MADs (NaN for the floor). */
  notes: Map<number, { reference: number; deviations: number }>;
}

/** Bedroom bucket of a count (-1 unknown); offices, shops and land arrive as -1 (see ROOMS_CODE), never as studios. */
export function bucketOf(rooms: number): number {
  return rooms < 0 ? -1 : rooms >= 5 ? 5 : rooms;
}

/** A sample of n rows in buffers of the scratch (the k-th sample of a call has its own). */
function emptySample(n: number, scratch: GroupScratch | null, k: number): Sample {
  const at = `sample${k}.`;
  return {
    n: 0,
    slot: scratch ? scratch.int32(`${at}slot`, n) : new Int32Array(n),
    price: scratch ? scratch.float64(`${at}price`, n) : new Float64Array(n),
    pricePerSqft: scratch ? scratch.float64(`${at}perSqft`, n) : new Float64Array(n),
    beds: scratch ? scratch.int8(`${at}beds`, n) : new Int8Array(n),
    completion: scratch ? scratch.uint8(`${at}completion`, n) : new Uint8Array(n),
    day: scratch ? scratch.int32(`${at}day`, n) : new Int32Array(n),
    place: scratch ? scratch.int32(`${at}place`, n) : new Int32Array(n),
    flag: scratch ? scratch.uint8(`${at}flag`, n).fill(0) : new Uint8Array(n),
    notes: new Map(),
  };
}

/**
 * Gathers the matching rows of the given scopes, one sample per filter (filters differ by purpose), in one pass over
 * the row ids. Rows under several of the scopes are taken once.
 */
export function gatherSamples(
  store: ColumnStore,
  scopeKeys: readonly string[],
  filters: readonly RowFilter[],
  scratch: GroupScratch | null = null,
): Sample[] {
  const lists = scopeKeys.map((key) => store.slots(key));
  const { purpose, price, pricePerSqft, rooms, completion, day, place } = store.columns;
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
  // One pass into buffers as large as the scopes (reused from the scratch), then views of what was filled.
  const bound = lists.reduce((sum, list) => sum + list.length, 0);
  const samples = filters.map((_, i) => emptySample(bound, scratch, i));
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
      const sample = samples[w]!;
      const n = sample.n++;
      sample.slot[n] = id;
      sample.price[n] = price[id]!;
      sample.pricePerSqft[n] = pricePerSqft[id]!;
      sample.beds[n] = bucket;
      sample.completion[n] = c;
      sample.day[n] = d;
      sample.place[n] = place[id]!;
    }
  }
  return samples.map((sample) => trimmed(sample));
}

/** The sample's arrays cut to the rows it holds. */
function trimmed(sample: Sample): Sample {
  const n = sample.n;
  return {
    n,
    slot: sample.slot.subarray(0, n),
    price: sample.price.subarray(0, n),
    pricePerSqft: sample.pricePerSqft.subarray(0, n),
    beds: sample.beds.subarray(0, n),
    completion: sample.completion.subarray(0, n),
    day: sample.day.subarray(0, n),
    place: sample.place.subarray(0, n),
    flag: sample.flag.subarray(0, n),
    notes: sample.notes,
  };
}

/** One filter's sample. */
export function gatherSample(store: ColumnStore, scopeKeys: readonly string[], filter: RowFilter): Sample {
  return gatherSamples(store, scopeKeys, [filter])[0]!;
}
