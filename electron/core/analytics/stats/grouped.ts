// Exact medians of many groups in one pass: count per group, scatter the values into one contiguous buffer by
// group (a counting sort on the group id), then select the median of each group's slice in linear time.
import { medianInPlace } from './select';

export interface GroupedMedians {
  counts: Int32Array;
  medians: Float64Array;
}

type Typed = Float64Array | Int32Array | Int16Array | Int8Array | Uint8Array;

/**
 * Reusable buffers, so repeated analyses allocate (and the kernel zeroes) nothing new: each named buffer grows to
 * the largest size asked and is handed out as a view. A view is valid until the same name is asked for again.
 */
export class GroupScratch {
  private values = new Float64Array(0);
  private other = new Float64Array(0);
  private offsets = new Int32Array(0);
  private readonly named = new Map<string, Typed>();

  private view<T extends Typed>(name: string, make: new (n: number) => T, n: number): T {
    let buffer = this.named.get(name) as T | undefined;
    if (!buffer || buffer.length < n || !(buffer instanceof make)) {
      buffer = new make(Math.max(n, Math.ceil((buffer?.length ?? 0) * 1.5)));
      this.named.set(name, buffer);
    }
    return buffer.subarray(0, n) as T;
  }

  float64(name: string, n: number): Float64Array {
    return this.view(name, Float64Array, n);
  }

  int32(name: string, n: number): Int32Array {
    return this.view(name, Int32Array, n);
  }

  int16(name: string, n: number): Int16Array {
    return this.view(name, Int16Array, n);
  }

  int8(name: string, n: number): Int8Array {
    return this.view(name, Int8Array, n);
  }

  uint8(name: string, n: number): Uint8Array {
    return this.view(name, Uint8Array, n);
  }

  buffer(n: number): Float64Array {
    if (this.values.length < n) this.values = new Float64Array(Math.max(n, this.values.length * 2));
    return this.values;
  }

  /** A second buffer, for a grouping that scatters two measures at once. */
  second(n: number): Float64Array {
    if (this.other.length < n) this.other = new Float64Array(Math.max(n, this.other.length * 2));
    return this.other;
  }

  starts(n: number): Int32Array {
    if (this.offsets.length < n) this.offsets = new Int32Array(Math.max(n, this.offsets.length * 2));
    return this.offsets;
  }
}

/**
 * Medians of `values[i]` by `cells[i]` (0 ≤ cell < nCells) over the first n rows; rows with a negative cell or a
 * NaN value are left out.
 */
export function groupedMedians(
  values: Float64Array,
  cells: Int32Array,
  n: number,
  nCells: number,
  scratch: GroupScratch,
): GroupedMedians {
  const counts = new Int32Array(nCells);
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    if (c >= 0 && values[i] === values[i]) counts[c]!++;
  }
  const starts = scratch.starts(nCells + 1);
  let total = 0;
  for (let c = 0; c < nCells; c++) {
    starts[c] = total;
    total += counts[c]!;
  }
  starts[nCells] = total;
  const buffer = scratch.buffer(total);
  const fill = Int32Array.from(starts.subarray(0, nCells));
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    const v = values[i]!;
    if (c >= 0 && v === v) buffer[fill[c]!++] = v;
  }
  const medians = new Float64Array(nCells);
  for (let c = 0; c < nCells; c++) medians[c] = medianInPlace(buffer, starts[c]!, starts[c + 1]!);
  return { counts, medians };
}
