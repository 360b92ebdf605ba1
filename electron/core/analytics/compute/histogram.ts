// Distribution of AED per sq ft of one unit and purpose: bins of a round width between the 1st and 99th
// percentiles, with the counts below and above, over the transactions not excluded as outliers.
import type { Histogram } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import { quantileInPlace } from '../stats/select';
import { FLAG_NONE, type Sample } from './sample';

const TARGET_BINS = 20;
const MAX_BINS = 60;

/** A width of 1, 2, 2.5 or 5 times a power of ten, near `raw`. */
export function roundWidth(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= raw) ?? 10;
  return step * power;
}

export function histogram(sample: Sample, unit: string, purpose: Purpose, exclude: boolean): Histogram {
  const values = new Float64Array(sample.n);
  let n = 0;
  let outliers = 0;
  for (let i = 0; i < sample.n; i++) {
    const x = sample.pricePerSqft[i]!;
    if (Number.isNaN(x)) continue;
    if (sample.flag[i] !== FLAG_NONE) {
      outliers++;
      if (exclude) continue;
    }
    values[n++] = x;
  }
  if (n === 0) return { unit, purpose, start: 0, binWidth: 0, counts: [], below: 0, above: 0, total: 0, outliers };
  const low = quantileInPlace(values, 0, n, 0.01);
  const high = quantileInPlace(values, 0, n, 0.99);
  const binWidth = roundWidth((high - low) / TARGET_BINS);
  const start = Math.floor(low / binWidth) * binWidth;
  const bins = Math.min(MAX_BINS, Math.max(1, Math.ceil((high - start) / binWidth) || 1));
  const counts = new Array<number>(bins).fill(0);
  let below = 0;
  let above = 0;
  for (let i = 0; i < n; i++) {
    const bin = Math.floor((values[i]! - start) / binWidth);
    if (bin < 0) below++;
    else if (bin >= bins) above++;
    else counts[bin]!++;
  }
  return { unit, purpose, start, binWidth, counts, below, above, total: n, outliers };
}
