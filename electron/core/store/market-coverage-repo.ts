// What the market analyses hold completely, per place, category filter, purpose, completion and bedrooms: a span of
// transaction dates and when it was fetched. Written after a complete fetch (or a fetch that reached an older span).
import type { Database } from 'better-sqlite3';

export interface CoverageScope {
  source: string;
  locationId: string;
  /** Canonical category filter, '*' for none. */
  category: string;
  purpose: string;
}

export interface Coverage {
  /** completed, under-construction or any. */
  completion: string;
  /** Canonical bedroom list ("1,2"), '*' for all. */
  beds: string;
  /** Inclusive YYYY-MM-DD span of dates held completely. */
  fromDate: string;
  toDate: string;
  /** When the oldest page of the span was fetched (ms since the epoch). */
  fetchedAt: number;
}

interface Row {
  completion: string;
  beds: string;
  from_date: string;
  to_date: string;
  fetched_at: number;
}

export function createMarketCoverageRepo(db: Database) {
  const list = db.prepare<[string, string, string, string], Row>(
    `SELECT completion, beds, from_date, to_date, fetched_at FROM market_coverage
     WHERE source = ? AND location_id = ? AND category = ? AND purpose = ?`,
  );
  const put = db.prepare(
    `INSERT INTO market_coverage (source, location_id, category, purpose, completion, beds, from_date, to_date, fetched_at)
     VALUES (@source, @locationId, @category, @purpose, @completion, @beds, @fromDate, @toDate, @fetchedAt)
     ON CONFLICT (source, location_id, category, purpose, completion, beds) DO UPDATE SET
       from_date = excluded.from_date, to_date = excluded.to_date, fetched_at = excluded.fetched_at`,
  );
  return {
    list: (scope: CoverageScope): Coverage[] =>
      list.all(scope.source, scope.locationId, scope.category, scope.purpose).map((r) => ({
        completion: r.completion,
        beds: r.beds,
        fromDate: r.from_date,
        toDate: r.to_date,
        fetchedAt: r.fetched_at,
      })),
    put: (scope: CoverageScope, coverage: Coverage): void => void put.run({ ...scope, ...coverage }),
  };
}

export type MarketCoverageRepo = ReturnType<typeof createMarketCoverageRepo>;
