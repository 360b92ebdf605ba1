// The outlier rule, visible and returned with every result: AED/sqft more than k scaled MADs from the median of its
// place × purpose × bedrooms × month cell, or below a share of the place × purpose × bedrooms median over the
// period (a non-market transfer: gifts, family sales). Rows without an area cannot be judged and are never flagged.
import type { OutlierRule } from '#shared/ipc/contract';
import { groupedMedians, type GroupScratch } from '../stats/grouped';
import { FLAG_FLOOR, FLAG_MAD, type Sample } from './sample';

/** 1.4826 × MAD estimates the standard deviation of normally distributed values. */
export const MAD_SCALE = 1.4826;
/** Cells with fewer priced rows have no trustworthy spread: only the floor applies there. */
export const MIN_CELL_SIZE = 5;
/** A MAD of zero (many identical prices) is floored at this share of the median, so equal prices are not flagged. */
const MIN_MAD_SHARE = 0.01;

export interface OutlierOptions {
  exclude: boolean;
  k: number;
  floorRatio: number;
}

export function outlierRule(options: OutlierOptions): OutlierRule {
  const { k, floorRatio, exclude } = options;
  return {
    measure: 'pricePerSqft',
    cell: 'place × purpose × bedrooms × month',
    k,
    madScale: MAD_SCALE,
    minCellSize: MIN_CELL_SIZE,
    floorRatio,
    floorCell: 'place × purpose × bedrooms over the period',
    excluded: exclude,
    description:
      `Flagged when AED per sq ft is more than ${k} × ${MAD_SCALE} median absolute deviations from the median of ` +
      `its place, purpose, bedroom count and month (cells of at least ${MIN_CELL_SIZE} transactions), or below ` +
      `${Math.round(floorRatio * 100)} % of the median of its place, purpose and bedroom count over the period ` +
      `(a likely non-market transfer). ${exclude ? 'Flagged transactions are left out of the medians' : 'Flagged transactions are kept in the medians'}; ` +
      'the count flagged is shown beside every figure.',
  };
}

/** Bedroom bucket as a cell index: 0–5, and 6 for rooms unknown. */
const bedsCell = (beds: number): number => (beds < 0 ? 6 : beds);

/** Flags the sample's outliers in place (sample.flag, sample.notes); `monthOf` gives each row's month index. */
export function flagOutliers(
  sample: Sample,
  monthOf: Int16Array,
  months: number,
  options: OutlierOptions,
  scratch: GroupScratch,
): number {
  const n = sample.n;
  const perSqft = sample.pricePerSqft;
  const cellCount = 7 * months;
  const cells = scratch.int32('outlier.cells', n);
  const bedCells = scratch.int32('outlier.beds', n);
  for (let i = 0; i < n; i++) {
    const b = bedsCell(sample.beds[i]!);
    bedCells[i] = b;
    cells[i] = b * months + monthOf[i]!;
  }
  const cellMedians = groupedMedians(perSqft, cells, n, cellCount, scratch);
  const bedMedians = groupedMedians(perSqft, bedCells, n, 7, scratch);
  // Absolute deviations from each cell's median, grouped the same way, give each cell's MAD.
  const deviation = scratch.float64('outlier.deviation', n);
  for (let i = 0; i < n; i++) deviation[i] = Math.abs(perSqft[i]! - cellMedians.medians[cells[i]!]!);
  const mads = groupedMedians(deviation, cells, n, cellCount, scratch);
  let flagged = 0;
  for (let i = 0; i < n; i++) {
    const x = perSqft[i]!;
    sample.flag[i] = 0;
    if (x !== x) continue;
    const floorMedian = bedMedians.medians[bedCells[i]!]!;
    const cell = cells[i]!;
    if (x < options.floorRatio * floorMedian) {
      sample.flag[i] = FLAG_FLOOR;
      sample.notes.set(i, { reference: floorMedian, deviations: Number.NaN });
      flagged++;
      continue;
    }
    if (mads.counts[cell]! < MIN_CELL_SIZE) continue;
    const median = cellMedians.medians[cell]!;
    const spread = MAD_SCALE * Math.max(mads.medians[cell]!, MIN_MAD_SHARE * median);
    const distance = deviation[i]! / spread;
    if (distance > options.k) {
      sample.flag[i] = FLAG_MAD;
      sample.notes.set(i, { reference: median, deviations: distance });
      flagged++;
    }
  }
  return flagged;
}
