// What the compare panel asks of market analytics: where a listing's AED per sq ft falls among recent
// transactions of its place and bedroom count, and a place's market figures. Issue 12's analytics service
// implements this interface in the worker; until it is wired in, `storeMarketFigures` answers from the stored
// transactions directly (exact medians and percentiles, small samples, on the core's connection).
import type { Purpose } from '#shared/domain/listing';
import type { CacheStore } from '../store/cache-store';

export interface PercentileQuery {
  source: string;
  /** Place names to try, most specific first: the first with enough transactions answers. */
  places: readonly string[];
  purpose: Purpose;
  rooms: number;
  /** The listing's AED per sq ft; for rentals, per year (transactions record yearly rents). */
  pricePerSqft: number;
  months: number;
}

export interface PercentileAnswer {
  /** Share of the transactions below the listing (ties count half), 0 to 1. */
  percentile: number;
  sampleSize: number;
  place: string;
  months: number;
}

export interface PlaceFiguresQuery {
  source: string;
  placeId: string;
  /** The place's name as transactions record it. */
  placeName: string;
  months: number;
}

export interface PlaceFigures {
  months: number;
  saleCount: number;
  rentCount: number;
  saleMedianPrice: number | null;
  saleMedianPricePerSqft: number | null;
  /** Yearly rent. */
  rentMedianPrice: number | null;
  /** Median yearly rent over median sale price, from the same place and period. */
  grossYield: number | null;
}

export interface MarketFiguresSource {
  listingPercentile(query: PercentileQuery): Promise<PercentileAnswer | null>;
  placeFigures(query: PlaceFiguresQuery): Promise<PlaceFigures>;
}

/** Transactions a percentile needs before it is shown; fewer say too little. */
export const MIN_SAMPLE = 5;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Mid-rank percentile: the share strictly below, plus half the share equal. */
export function percentileOf(value: number, sample: readonly number[]): number {
  let below = 0;
  let equal = 0;
  for (const v of sample) {
    if (v < value) below++;
    else if (v === value) equal++;
  }
  return (below + equal / 2) / sample.length;
}

/** The first day of the period: `months` months before `now`, as YYYY-MM-DD. */
export function periodStart(months: number, now = new Date()): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return start.toISOString().slice(0, 10);
}

export function storeMarketFigures(store: () => CacheStore, now: () => Date = () => new Date()): MarketFiguresSource {
  return {
    listingPercentile: async (q) => {
      const since = periodStart(q.months, now());
      for (const place of q.places) {
        const sample = store().transactions.pricesPerSqft(q.source, place, q.purpose, q.rooms, since);
        if (sample.length >= MIN_SAMPLE) {
          return {
            percentile: percentileOf(q.pricePerSqft, sample),
            sampleSize: sample.length,
            place,
            months: q.months,
          };
        }
      }
      return null;
    },
    placeFigures: async (q) => {
      const rows = store().transactions.ofPlace(q.source, q.placeName, periodStart(q.months, now()));
      const sales = rows.filter((r) => r.purpose === 'for-sale');
      const rents = rows.filter((r) => r.purpose === 'for-rent');
      const salePrice = median(sales.map((r) => r.price));
      const rentPrice = median(rents.map((r) => r.price));
      return {
        months: q.months,
        saleCount: sales.length,
        rentCount: rents.length,
        saleMedianPrice: salePrice,
        saleMedianPricePerSqft: median(
          sales.filter((r) => r.areaSqft !== null && r.areaSqft > 0).map((r) => r.price / r.areaSqft!),
        ),
        rentMedianPrice: rentPrice,
        grossYield: salePrice !== null && rentPrice !== null && salePrice > 0 ? rentPrice / salePrice : null,
      };
    },
  };
}
