// Portfolio history as typed tables (columns with a format, rows of cells), one per view: what the CLI writes as
// CSV today and what an Excel writer turns into typed cells with AED and area formats.
import type {
  ItemHistory,
  ListingHistory,
  MarketShare,
  PortfolioSummary,
  SnapshotDiff,
} from '#shared/domain/portfolio';
import { uaeTimeText } from '../export/cell-values';

/** How a column's cells are meant: a spreadsheet writer maps these to number formats. */
export type ColumnFormat = 'text' | 'integer' | 'aed' | 'aedPerSqft' | 'sqft' | 'percent' | 'datetime' | 'date';
export type Cell = string | number | null;

export interface Column {
  key: string;
  label: string;
  format: ColumnFormat;
}

export interface ExportTable {
  /** A sheet name (at most 31 characters, as Excel allows). */
  name: string;
  columns: Column[];
  rows: Record<string, Cell>[];
}

const col = (key: string, label: string, format: ColumnFormat = 'text'): Column => ({ key, label, format });

export function historyTable(history: ItemHistory): ExportTable {
  return {
    name: `History ${history.item.name}`.slice(0, 31),
    columns: [
      col('snapshot', 'Snapshot', 'integer'),
      col('takenAt', 'Taken at', 'datetime'),
      col('listings', 'Listings', 'integer'),
      col('sale', 'For sale', 'integer'),
      col('rent', 'For rent', 'integer'),
      col('projects', 'Projects', 'integer'),
      col('medianSale', 'Median asking price, sale (AED)', 'aed'),
      col('medianRent', 'Median asking rent, yearly (AED)', 'aed'),
      col('psfSale', 'Median AED/sq ft, sale', 'aedPerSqft'),
      col('psfRent', 'Median AED/sq ft, rent (yearly)', 'aedPerSqft'),
      col('source', 'Source'),
    ],
    rows: history.points.map((p) => ({
      snapshot: p.id,
      takenAt: p.takenAt,
      listings: p.counts.total,
      sale: p.counts.sale,
      rent: p.counts.rent,
      projects: p.counts.projects,
      medianSale: p.medianPrice.sale,
      medianRent: p.medianPrice.rent,
      psfSale: p.medianPricePerSqft.sale,
      psfRent: p.medianPricePerSqft.rent,
      source: p.source,
    })),
  };
}

export function diffTable(diff: SnapshotDiff, name: string): ExportTable {
  const base = (l: SnapshotDiff['added'][number]) => ({
    externalID: l.externalID,
    purpose: l.purpose,
    propertyType: l.propertyType,
    rooms: l.rooms,
    areaSqft: l.areaSqft,
    place: l.place,
  });
  return {
    name: `Changes ${name}`.slice(0, 31),
    columns: [
      col('change', 'Change'),
      col('externalID', 'Listing'),
      col('purpose', 'Purpose'),
      col('propertyType', 'Type'),
      col('rooms', 'Bedrooms', 'integer'),
      col('areaSqft', 'Area (sq ft)', 'sqft'),
      col('place', 'Place'),
      col('oldPrice', 'Old price (AED)', 'aed'),
      col('newPrice', 'New price (AED)', 'aed'),
      col('difference', 'Change (AED)', 'aed'),
      col('percent', 'Change (%)', 'percent'),
    ],
    rows: [
      ...diff.added.map((l) => ({
        change: 'added',
        ...base(l),
        oldPrice: null,
        newPrice: l.price,
        difference: null,
        percent: null,
      })),
      ...diff.removed.map((l) => ({
        change: 'removed',
        ...base(l),
        oldPrice: l.price,
        newPrice: null,
        difference: null,
        percent: null,
      })),
      ...diff.repriced.map((l) => ({
        change: 'repriced',
        ...base(l),
        oldPrice: l.oldPrice,
        newPrice: l.newPrice,
        difference: l.change,
        percent: l.changePercent,
      })),
    ],
  };
}

export function portfolioTable(summary: PortfolioSummary): ExportTable {
  return {
    name: 'Portfolio',
    columns: [
      col('kind', 'Kind'),
      col('name', 'Name'),
      col('externalID', 'Id'),
      col('takenAt', 'Last snapshot', 'datetime'),
      col('listings', 'Listings', 'integer'),
      col('sale', 'For sale', 'integer'),
      col('rent', 'For rent', 'integer'),
      col('medianSale', 'Median asking price, sale (AED)', 'aed'),
      col('medianRent', 'Median asking rent, yearly (AED)', 'aed'),
      col('added', 'Added', 'integer'),
      col('removed', 'Removed', 'integer'),
      col('repriced', 'Re-priced', 'integer'),
    ],
    rows: summary.rows.map((r) => ({
      kind: r.item.kind,
      name: r.item.name,
      externalID: r.item.externalID,
      takenAt: r.latest?.takenAt ?? null,
      listings: r.latest?.counts.total ?? null,
      sale: r.latest?.counts.sale ?? null,
      rent: r.latest?.counts.rent ?? null,
      medianSale: r.latest?.medianPrice.sale ?? null,
      medianRent: r.latest?.medianPrice.rent ?? null,
      added: r.change?.added ?? null,
      removed: r.change?.removed ?? null,
      repriced: r.change?.repriced ?? null,
    })),
  };
}

export function listingTable(history: ListingHistory): ExportTable {
  return {
    name: `Listing ${history.externalID}`.slice(0, 31),
    columns: [
      col('from', 'From', 'datetime'),
      col('to', 'To', 'datetime'),
      col('price', 'Price (AED)', 'aed'),
      col('purpose', 'Purpose'),
      col('rentFrequency', 'Rent frequency'),
    ],
    rows: history.prices.map((p) => ({ ...p })),
  };
}

export function shareTable(share: MarketShare): ExportTable {
  return {
    name: `Share ${share.place.name}`.slice(0, 31),
    columns: [
      col('day', 'Day', 'date'),
      ...share.agencies.flatMap((a, i) => [
        col(`count${i}`, `${a.name} listings`, 'integer'),
        col(`share${i}`, `${a.name} share (%)`, 'percent'),
      ]),
    ],
    rows: share.points.map((p) => ({
      day: p.day,
      ...Object.fromEntries(
        share.agencies.flatMap((_, i) => [
          [`count${i}`, p.counts[i] ?? null],
          [`share${i}`, p.shares[i] ?? null],
        ]),
      ),
    })),
  };
}

/** A column's label as text shows it: times are UAE wall-clock times, and say so. */
const textLabel = (c: Column): string => (c.format === 'datetime' ? `${c.label} (UAE time)` : c.label);

/**
 * Rows keyed by column label, in column order: what the CSV writer and the terminal table take. Times read as a
 * Dubai broker reads them ("2026-11-24 18:26", as the app's CSVs and workbooks), never as UTC instants.
 */
export function labelledRows(table: ExportTable): Record<string, Cell>[] {
  return table.rows.map((row) =>
    Object.fromEntries(
      table.columns.map((c) => {
        const cell = row[c.key] ?? null;
        return [textLabel(c), c.format === 'datetime' && typeof cell === 'string' ? uaeTimeText(cell) : cell];
      }),
    ),
  );
}

/** The labels of labelledRows' keys, in column order. */
export const textLabels = (table: ExportTable): string[] => table.columns.map(textLabel);
