// A place's market figures as one row of numbers: its whole-period sale and rent medians, counts and gross yield
// over the non-outlier transactions, read from a market analysis. The Market view pins a place with them and the
// compare panel shows them, so both say the same of a place.
import type { Purpose } from '../domain/listing';
import type { DateSpan, MarketAnalysis } from '../ipc/contract/analytics-results';

/** The filters the figures were computed under (the Market view's form; none: every category and bedroom count). */
export interface PlaceScope {
  period: '1m' | '3m' | '6m' | '12m' | '24m';
  category?: string | null;
  /** Bedroom counts, 0 a studio and 5 five or more. */
  beds?: readonly number[] | null;
  completion?: 'ready' | 'off-plan' | 'any' | null;
}

export interface PlaceFigures {
  span: DateSpan | null;
  saleCount: number;
  saleMedianPrice: number | null;
  saleMedianPricePerSqft: number | null;
  rentCount: number;
  /** Yearly rent. */
  rentMedianPrice: number | null;
  /** Median yearly rent over median sale price, same place, filters and period. */
  grossYield: number | null;
  /** Transactions flagged by the outlier rule and left out of the medians. */
  outliersExcluded: number;
}

function summaryRow(analysis: MarketAnalysis, unit: string, purpose: Purpose) {
  return (
    analysis.summary.find(
      (s) => s.unit === unit && s.purpose === purpose && s.beds === null && s.completion === null,
    ) ?? null
  );
}

/** The figures of one unit of an analysis; null when nothing of it is stored. */
export function placeFiguresOf(analysis: MarketAnalysis, unit: string): PlaceFigures | null {
  const sale = summaryRow(analysis, unit, 'for-sale');
  const rent = summaryRow(analysis, unit, 'for-rent');
  if (!sale && !rent) return null;
  const yieldAll = analysis.yields.find((y) => y.unit === unit && y.beds === null) ?? null;
  return {
    span: sale?.span ?? rent?.span ?? null,
    saleCount: sale?.count ?? 0,
    saleMedianPrice: sale?.medianPrice ?? null,
    saleMedianPricePerSqft: sale?.medianPricePerSqft ?? null,
    rentCount: rent?.count ?? 0,
    rentMedianPrice: rent?.medianPrice ?? null,
    grossYield: yieldAll?.grossYield ?? null,
    outliersExcluded: analysis.rule.excluded ? (sale?.outliers ?? 0) + (rent?.outliers ?? 0) : 0,
  };
}
