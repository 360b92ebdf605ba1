// Portfolio history as typed tables (columns with a format, rows of cells), one per view: what the CLI writes as
// CSV today and what an Excel writer turns into typed cells with AED and area formats.
import type {
  ItemHistory,
  ListingHistory,
  MarketShare,
  PortfolioSummary,
  SnapshotDiff,
} from '#shared/domain/portfolio';
import { pickText } from '#shared/domain/lang';
import type { ColumnKind, TableColumn } from '#shared/export/table';
import { labelOf, VALUE_LABELS } from '#shared/words/value-labels';

/**
 * How a column's cells are meant, as the export writers type them: areas in square feet, AED per square foot,
 * percentages as fractions (0.255 is 25.5%).
 */
export type ColumnFormat = Extract<
  ColumnKind,
  'text' | 'integer' | 'aed' | 'aedPerArea' | 'area' | 'percent' | 'datetime' | 'date'
>;
export type Cell = string | number | null;

export interface Column {
  key: string;
  label: string;
  format: ColumnFormat;
}

const WORDS = VALUE_LABELS.en;
/** Codes as the tables say them ("For sale", "Apartment"); the JSON keeps the codes scripts rely on. */
const purposeWord = (code: string | null): string | null => (code ? labelOf(WORDS.purpose, code) : null);
const typeWord = (code: string | null): string | null => (code ? labelOf(WORDS.propertyType, code) : null);
const CHANGE_WORDS = { added: 'Added', removed: 'Removed', repriced: 'Re-priced' } as const;
const KIND_WORDS: Readonly<Record<string, string>> = {
  agency: 'Agency',
  developer: 'Developer',
  agent: 'Agent',
  saved: 'Saved search',
};
/** A percentage the domain rounds for people (25.5) as the fraction a percent column holds. */
const fraction = (percent: number | null | undefined): number | null =>
  percent === null || percent === undefined ? null : percent / 100;

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
      col('psfSale', 'Median AED/sq ft, sale', 'aedPerArea'),
      col('psfRent', 'Median AED/sq ft, rent (yearly)', 'aedPerArea'),
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
    // The title as the snapshot (or, for older snapshots, the offline cache) recorded it, in English where it has it.
    title: l.title ? pickText(l.title, 'en') : 'Title not recorded',
    externalID: l.externalID,
    purpose: purposeWord(l.purpose),
    propertyType: typeWord(l.propertyType),
    rooms: l.rooms,
    areaSqft: l.areaSqft,
    place: l.place,
  });
  return {
    name: `Changes ${name}`.slice(0, 31),
    columns: [
      col('change', 'Change'),
      col('title', 'Title'),
      col('externalID', 'Listing'),
      col('purpose', 'Purpose'),
      col('propertyType', 'Type'),
      col('rooms', 'Bedrooms', 'integer'),
      col('areaSqft', 'Area (sq ft)', 'area'),
      col('place', 'Place'),
      col('oldPrice', 'Old price (AED)', 'aed'),
      col('newPrice', 'New price (AED)', 'aed'),
      col('difference', 'Change (AED)', 'aed'),
      col('percent', 'Change in price', 'percent'),
    ],
    rows: [
      ...diff.added.map((l) => ({
        change: CHANGE_WORDS.added,
        ...base(l),
        oldPrice: null,
        newPrice: l.price,
        difference: null,
        percent: null,
      })),
      ...diff.removed.map((l) => ({
        change: CHANGE_WORDS.removed,
        ...base(l),
        oldPrice: l.price,
        newPrice: null,
        difference: null,
        percent: null,
      })),
      ...diff.repriced.map((l) => ({
        change: CHANGE_WORDS.repriced,
        ...base(l),
        oldPrice: l.oldPrice,
        newPrice: l.newPrice,
        difference: l.change,
        percent: fraction(l.changePercent),
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
      kind: KIND_WORDS[r.item.kind] ?? r.item.kind,
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
      col('rentFrequency', 'Rent period'),
    ],
    rows: history.prices.map((p) => ({
      ...p,
      purpose: purposeWord(p.purpose),
      rentFrequency: p.rentFrequency ? labelOf(WORDS.rentFrequency, p.rentFrequency) : null,
    })),
  };
}

export function shareTable(share: MarketShare): ExportTable {
  // Two watched agencies of one name keep their columns apart by id.
  const named = share.agencies.map((a) => a.name);
  const nameOf = (a: MarketShare['agencies'][number]): string =>
    named.indexOf(a.name) === named.lastIndexOf(a.name) ? a.name : `${a.name} (${a.externalID})`;
  return {
    name: `Share ${share.place.name}`.slice(0, 31),
    columns: [
      col('day', 'Day', 'date'),
      ...share.agencies.flatMap((a, i) => [
        col(`count${i}`, `${nameOf(a)} listings`, 'integer'),
        col(`share${i}`, `${nameOf(a)} share`, 'percent'),
      ]),
    ],
    rows: share.points.map((p) => ({
      day: p.day,
      ...Object.fromEntries(
        share.agencies.flatMap((_, i) => [
          [`count${i}`, p.counts[i] ?? null],
          [`share${i}`, fraction(p.shares[i])],
        ]),
      ),
    })),
  };
}

/**
 * The same market share one row per day and agency, as a terminal shows it: a column pair per agency ran past the
 * terminal's width, cut long names off their "listings" and "share", and dropped agencies past the fifth.
 */
export function shareRowsTable(share: MarketShare): ExportTable {
  return {
    name: `Share ${share.place.name}`.slice(0, 31),
    columns: [
      col('day', 'Day', 'date'),
      col('agency', 'Agency', 'text'),
      col('id', 'Agency id', 'text'),
      col('listings', 'Listings', 'integer'),
      col('share', 'Share', 'percent'),
    ],
    rows: share.points.flatMap((p) =>
      share.agencies.map((a, i) => ({
        day: p.day,
        agency: a.name,
        id: a.externalID,
        listings: p.counts[i] ?? null,
        share: fraction(p.shares[i]),
      })),
    ),
  };
}

/** A column's label as text shows it: times are UAE wall-clock times, and say so. */
const textLabel = (c: Column): string => (c.format === 'datetime' ? `${c.label} (UAE time)` : c.label);

/** The table as the export writers take it: typed columns (times said to be UAE time) and rows of cells. */
export function typedColumnsAndRows(table: ExportTable): { columns: TableColumn[]; rows: Cell[][] } {
  return {
    columns: table.columns.map((c) => ({ id: c.key, header: textLabel(c), kind: c.format })),
    rows: table.rows.map((row) => table.columns.map((c) => row[c.key] ?? null)),
  };
}
