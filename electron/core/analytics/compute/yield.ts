// Gross rental yield per unit and bedroom count: median yearly rent over median sale price, from transactions of
// the same place, category, bedrooms and period, with both sample sizes; fewer than 10 either side is thin.
import type { BedsBucket, YieldCell } from '#shared/ipc/contract';
import { THIN_BELOW } from '#shared/market/thin-sample';
import type { FigureGrid } from './figures';

export { THIN_BELOW };

/** `sale` and `rent` hold period figures by bucket (0–5) and for all (6). */
export function yieldCells(
  unit: string,
  label: string,
  sale: FigureGrid,
  rent: FigureGrid,
  buckets: readonly BedsBucket[] | null,
): YieldCell[] {
  const cell = (index: number, beds: BedsBucket | null): YieldCell => {
    const s = sale.figure(index);
    const r = rent.figure(index);
    const grossYield =
      s.medianPrice !== null && r.medianPrice !== null && s.medianPrice > 0
        ? Math.round((r.medianPrice / s.medianPrice) * 100_000) / 100_000
        : null;
    return {
      unit,
      label,
      beds,
      saleMedian: s.medianPrice,
      rentMedian: r.medianPrice,
      grossYield,
      saleCount: s.count,
      rentCount: r.count,
      thin: s.count < THIN_BELOW || r.count < THIN_BELOW,
    };
  };
  const out: YieldCell[] = [cell(6, null)];
  for (const b of buckets ?? ([0, 1, 2, 3, 4, 5] as const)) {
    if (buckets || sale.present(b) || rent.present(b)) out.push(cell(b, b));
  }
  return out;
}
