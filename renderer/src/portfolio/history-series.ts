// Portfolio history as chart series: one row per snapshot (or day, week), one value per series — listing counts split
// by purpose, property type or bedrooms, medians, places, market shares. Pure, so tests pin it.
import type { MarketShare, PlaceSeries, PricePoint, PurposeSplit, SnapshotPoint } from '#shared/domain/portfolio';
import { fitValueAxis, type ValueAxis } from '../components/value-axis';
import { SQFT_PER_SQM } from '#shared/format/values';
import { fraction } from '#shared/portfolio/portfolio-tables';

export type CountSplit = 'purpose' | 'type' | 'rooms';

export interface SeriesRow {
  /** The snapshot's id (or the day's index for market share). */
  id: number;
  /** ISO instant or day of the point. */
  at: string;
  values: Record<string, number | null>;
}

export interface SeriesSet {
  /** Series keys in drawing order: purpose ('sale', 'rent'), a property type, a bedroom count, a place id … */
  keys: string[];
  rows: SeriesRow[];
}

/** The most series a chart draws; the rest are summed into OTHER. */
export const MAX_SERIES = 6;
export const OTHER = 'other';

const total = (s: PurposeSplit | undefined): number => (s ? s.sale + s.rent : 0);

/** Keys by their size in the latest point (then by name), the largest `limit - 1` kept when there are more. */
export function topKeys(records: readonly Record<string, PurposeSplit>[], limit = MAX_SERIES): string[] {
  const latest = records[records.length - 1] ?? {};
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  const ranked = [...keys].sort((a, b) => total(latest[b]) - total(latest[a]) || a.localeCompare(b));
  return ranked.length > limit ? ranked.slice(0, limit - 1) : ranked;
}

/** Bedroom keys in reading order: studio, 1, 2 … then "unknown". */
export function roomKeys(records: readonly Record<string, PurposeSplit>[]): string[] {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  const rank = (k: string) => (k === 'unknown' ? Number.MAX_SAFE_INTEGER : Number(k));
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

function splitSeries(
  points: readonly SnapshotPoint[],
  pick: (p: SnapshotPoint) => Record<string, PurposeSplit>,
  keys: string[],
): SeriesSet {
  const shown = new Set(keys);
  const hasOther = points.some((p) => Object.keys(pick(p)).some((k) => !shown.has(k)));
  return {
    keys: hasOther ? [...keys, OTHER] : keys,
    rows: points.map((p) => {
      const record = pick(p);
      const values: Record<string, number | null> = {};
      for (const key of keys) values[key] = total(record[key]);
      if (hasOther) {
        values[OTHER] = Object.entries(record)
          .filter(([k]) => !shown.has(k))
          .reduce((sum, [, s]) => sum + total(s), 0);
      }
      return { id: p.id, at: p.takenAt, values };
    }),
  };
}

/** Listing counts over time: for sale and for rent, or by property type, or by bedroom count. */
export function countSeries(points: readonly SnapshotPoint[], split: CountSplit): SeriesSet {
  if (split === 'purpose') {
    const withProjects = points.some((p) => p.counts.projects > 0);
    return {
      keys: withProjects ? ['sale', 'rent', 'projects'] : ['sale', 'rent'],
      rows: points.map((p) => ({
        id: p.id,
        at: p.takenAt,
        values: {
          sale: p.counts.sale,
          rent: p.counts.rent,
          ...(withProjects ? { projects: p.counts.projects } : {}),
        },
      })),
    };
  }
  if (split === 'type') return splitSeries(points, (p) => p.byType, topKeys(points.map((p) => p.byType)));
  const rooms = roomKeys(points.map((p) => p.byRooms));
  return splitSeries(points, (p) => p.byRooms, rooms);
}

/**
 * Median asking prices of one purpose over time (a rent as its yearly equivalent). Sale and rent are charted apart:
 * on one axis a rent of 90,000 lay flat along the bottom of prices in the millions, its changes unreadable.
 */
export function priceSeries(points: readonly SnapshotPoint[], purpose: 'sale' | 'rent'): SeriesSet {
  return {
    keys: [purpose],
    rows: points.map((p) => ({ id: p.id, at: p.takenAt, values: { [purpose]: p.medianPrice[purpose] } })),
  };
}

/** Median AED per square foot (or per square metre) of one purpose over time, apart for the same reason. */
export function perAreaSeries(
  points: readonly SnapshotPoint[],
  unit: 'sqft' | 'sqm',
  purpose: 'sale' | 'rent',
): SeriesSet {
  const inUnit = (v: number | null) => (v === null ? null : unit === 'sqft' ? v : v * SQFT_PER_SQM);
  return {
    keys: [purpose],
    rows: points.map((p) => ({
      id: p.id,
      at: p.takenAt,
      values: { [purpose]: inUnit(p.medianPricePerSqft[purpose]) },
    })),
  };
}

/** Listings per place (the top places the core chose, then everything else). */
export function placeSeries(places: PlaceSeries): SeriesSet {
  const keys = places.places.map((p) => p.externalID);
  const hasOther = places.points.some((p) => p.other > 0);
  return {
    keys: hasOther ? [...keys, OTHER] : keys,
    rows: places.points.map((p) => {
      const values: Record<string, number | null> = {};
      keys.forEach((k, i) => (values[k] = p.counts[i] ?? 0));
      if (hasOther) values[OTHER] = p.other;
      return { id: p.snapshotId, at: p.takenAt, values };
    }),
  };
}

/** Each watched agency's share of the watched agencies' listings in a place, per day, as a fraction (the core says
 * percent: 25.5 is 25.5%). */
export function shareSeries(share: MarketShare): SeriesSet {
  const keys = share.agencies.map((a) => String(a.itemId));
  return {
    keys,
    rows: share.points.map((p, index) => {
      const values: Record<string, number | null> = {};
      keys.forEach((k, i) => (values[k] = fraction(p.shares[i])));
      return { id: index, at: p.day, values };
    }),
  };
}

/** Whether several points fall on one day, so that their labels need the time too. */
export function needsTime(rows: readonly SeriesRow[]): boolean {
  const days = new Set(rows.map((r) => r.at.slice(0, 10)));
  return days.size < rows.length;
}

/**
 * A label per point that tells every point apart: the day (or the time, when a day holds several points), and the
 * snapshot's number when even the minute is shared (snapshots taken minutes apart while the market clock moved on).
 */
export function pointLabels(
  rows: readonly Pick<SeriesRow, 'id' | 'at'>[],
  day: (iso: string) => string,
  time: (iso: string) => string,
): Map<number, string> {
  const base = needsTime(rows as SeriesRow[]) ? rows.map((r) => time(r.at)) : rows.map((r) => day(r.at));
  const seen = new Map<string, number>();
  for (const label of base) seen.set(label, (seen.get(label) ?? 0) + 1);
  return new Map(rows.map((r, i) => [r.id, (seen.get(base[i]!) ?? 0) > 1 ? `${base[i]} · #${r.id}` : base[i]!]));
}

/** A listing's asking-price axis: the same round steps as the history's, over the prices it was asked at. */
export function priceScale(prices: readonly PricePoint[], label: (value: number) => string): ValueAxis | null {
  return fitValueAxis(
    prices.flatMap((p) => (typeof p.price === 'number' ? [p.price] : [])),
    label,
  );
}
