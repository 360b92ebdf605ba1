// Figures of a sample grouped by any cell function: count, exact median price and median AED/sqft, and the
// outliers of each group (left out of the medians when the rule excludes them).
import type { Figure } from '#shared/ipc/contract';
import { groupedMedians, type GroupScratch } from '../stats/grouped';
import { FLAG_NONE, type Sample } from './sample';

/** Rounds to the fils: medians of AED amounts need no more, and stable JSON needs no float noise. */
export const fils = (n: number): number => Math.round(n * 100) / 100;

export class FigureGrid {
  constructor(
    readonly counts: Int32Array,
    readonly medianPrice: Float64Array,
    readonly medianPerSqft: Float64Array,
    readonly perSqftCounts: Int32Array,
    readonly outliers: Int32Array,
  ) {}

  get cells(): number {
    return this.counts.length;
  }

  figure(cell: number): Figure {
    const price = this.medianPrice[cell]!;
    const perSqft = this.medianPerSqft[cell]!;
    return {
      count: this.counts[cell]!,
      medianPrice: Number.isNaN(price) ? null : fils(price),
      medianPricePerSqft: Number.isNaN(perSqft) ? null : fils(perSqft),
      pricePerSqftCount: this.perSqftCounts[cell]!,
      outliers: this.outliers[cell]!,
    };
  }

  /** Whether the cell has any transaction at all, counted or flagged. */
  present(cell: number): boolean {
    return this.counts[cell]! > 0 || this.outliers[cell]! > 0;
  }
}

/** `cells[i]` is row i's group (negative: in none); `exclude` leaves flagged rows out of the medians. */
export function figuresBy(
  sample: Sample,
  cells: Int32Array,
  nCells: number,
  exclude: boolean,
  scratch: GroupScratch,
): FigureGrid {
  const n = sample.n;
  const outliers = new Int32Array(nCells);
  const counted = exclude ? new Int32Array(n) : cells;
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    const flagged = sample.flag[i] !== FLAG_NONE;
    if (c >= 0 && flagged) outliers[c]!++;
    if (exclude) counted[i] = c >= 0 && !flagged ? c : -1;
  }
  const prices = groupedMedians(sample.price, counted, n, nCells, scratch);
  const perSqft = groupedMedians(sample.pricePerSqft, counted, n, nCells, scratch);
  return new FigureGrid(prices.counts, prices.medians, perSqft.medians, perSqft.counts, outliers);
}
