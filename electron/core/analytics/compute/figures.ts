// Figures of a sample grouped by any cell function: count, exact median price and median AED/sqft, and the
// outliers of each group (left out of the medians when the rule excludes them).
import type { Figure } from '#shared/ipc/contract';
import type { GroupScratch } from '../stats/grouped';
import { medianInPlace } from '../stats/select';
import { FLAG_NONE, type Sample } from './sample';

/**
 * Rounds to the fils: medians of AED amounts need no more, and stable JSON needs no float noise. toFixed rounds the
 * double's exact value (as Python's round does), where Math.round(n * 100) would round the product's error.
 */
export const fils = (n: number): number => Number(n.toFixed(2));

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

/**
 * `cells[i]` is row i's group (negative: in none); `exclude` leaves flagged rows out of the medians. One pass counts,
 * one scatters prices and AED/sqft into contiguous slices per group, then each slice's median is selected.
 */
export function figuresBy(
  sample: Sample,
  cells: Int32Array,
  nCells: number,
  exclude: boolean,
  scratch: GroupScratch,
): FigureGrid {
  const { n, flag, price, pricePerSqft } = sample;
  const counts = new Int32Array(nCells);
  const perSqftCounts = new Int32Array(nCells);
  const outliers = new Int32Array(nCells);
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    if (c < 0) continue;
    if (flag[i] !== FLAG_NONE) {
      outliers[c]!++;
      if (exclude) continue;
    }
    counts[c]!++;
    if (pricePerSqft[i] === pricePerSqft[i]) perSqftCounts[c]!++;
  }
  const priceAt = new Int32Array(nCells + 1);
  const perSqftAt = new Int32Array(nCells + 1);
  for (let c = 0; c < nCells; c++) {
    priceAt[c + 1] = priceAt[c]! + counts[c]!;
    perSqftAt[c + 1] = perSqftAt[c]! + perSqftCounts[c]!;
  }
  const prices = scratch.buffer(priceAt[nCells]!);
  const perSqft = scratch.second(perSqftAt[nCells]!);
  const nextPrice = priceAt.slice(0, nCells);
  const nextPerSqft = perSqftAt.slice(0, nCells);
  for (let i = 0; i < n; i++) {
    const c = cells[i]!;
    if (c < 0 || (exclude && flag[i] !== FLAG_NONE)) continue;
    prices[nextPrice[c]!++] = price[i]!;
    const x = pricePerSqft[i]!;
    if (x === x) perSqft[nextPerSqft[c]!++] = x;
  }
  const medianPrice = new Float64Array(nCells);
  const medianPerSqft = new Float64Array(nCells);
  for (let c = 0; c < nCells; c++) {
    medianPrice[c] = medianInPlace(prices, priceAt[c]!, priceAt[c + 1]!);
    medianPerSqft[c] = medianInPlace(perSqft, perSqftAt[c]!, perSqftAt[c + 1]!);
  }
  return new FigureGrid(counts, medianPrice, medianPerSqft, perSqftCounts, outliers);
}
