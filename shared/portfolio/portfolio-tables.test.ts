// Portfolio export tables pass the export contract's checks (the core refuses anything else), keep numbers as
// numbers, and name their columns in the interface language.
import { describe, expect, it } from 'vitest';
import type { ItemHistory, MarketShare, PortfolioSummary, SnapshotDiff, WatchItem } from '../domain/portfolio';
import { tableExportSchema } from '../ipc/contract';
import {
  diffTables,
  historyTables,
  listingTables,
  shareTables,
  summaryTables,
  wordedSheets,
  type PortfolioTable,
} from './portfolio-tables';
import type { Lang } from '../domain/lang';

const item: WatchItem = {
  id: 1,
  kind: 'agency',
  externalID: '100026',
  name: 'Willow Shore Estates',
  ownerID: null,
  savedQueryId: null,
  addedAt: '2026-01-01T00:00:00.000Z',
  removedAt: null,
  snapshots: 1,
  lastSnapshot: { id: 1, takenAt: '2026-01-01T08:00:00.000Z', listings: 3 },
  lastRun: null,
};

const point = {
  id: 1,
  takenAt: '2026-01-01T08:00:00.000Z',
  source: 'demo',
  complete: true,
  pages: 1,
  reportedTotal: 3,
  counts: { total: 3, sale: 2, rent: 1, projects: 0 },
  byType: { apartments: { sale: 2, rent: 1 } },
  byRooms: { '0': { sale: 1, rent: 0 }, '2': { sale: 1, rent: 1 } },
  medianPrice: { sale: 1_500_000, rent: 95_000 },
  medianPricePerSqft: { sale: 1_250.5, rent: 80 },
};

const history: ItemHistory = {
  item,
  points: [point],
  places: {
    level: 1,
    places: [{ externalID: '5002', name: 'Dubai Marina' }],
    points: [{ snapshotId: 1, takenAt: point.takenAt, counts: [2], other: 1 }],
  },
  runs: [],
};

const listing = {
  externalID: '1003310002',
  purpose: 'for-sale' as const,
  price: 1_000_000,
  rentFrequency: null,
  rooms: 2,
  areaSqft: 1_100,
  propertyType: 'apartments',
  place: 'Dubai Marina',
  placeId: '5002',
  title: { en: 'Marina Gate 1 | 2 Bedroom' },
};

const diff: SnapshotDiff = {
  itemId: 1,
  from: { id: 1, takenAt: point.takenAt, listings: 3 },
  to: { id: 2, takenAt: '2026-01-08T08:00:00.000Z', listings: 3 },
  added: [listing],
  removed: [{ ...listing, externalID: '1003310003' }],
  repriced: [
    {
      ...listing,
      externalID: '1003310004',
      oldPrice: 1_000_000,
      newPrice: 950_000,
      change: -50_000,
      changePercent: -5,
    },
  ],
  projectsAdded: [],
  projectsRemoved: [],
  placeNames: { '5002': { en: 'Dubai Marina', ar: 'دبي مارينا' } },
};

/** The table as the export receives it: its headers worded in the export's language. */
function check(table: PortfolioTable, lang: Lang = 'en') {
  const parsed = tableExportSchema.safeParse({
    format: 'xlsx',
    destination: { kind: 'download' },
    title: table.title,
    sheets: wordedSheets(table, lang),
  });
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
}

describe('portfolio export tables', () => {
  it('history: four sheets, typed medians and splits', () => {
    const table = historyTables(history, 'en', 'sqft');
    check(table);
    expect(table.sheets.map((s) => s.name)).toEqual(['Over time', 'By type', 'By bedrooms', 'By place']);
    // The snapshots' times are the data's fetch times on the About sheet.
    expect(table.fetched).toEqual({ oldest: point.takenAt, newest: point.takenAt });
    expect(table.sheets[0]?.columns.find((c) => c.id === 'psfSale')?.kind).toBe('aedPerArea');
    // The snapshot's number first (what aqar diff --from takes), its time said to be the UAE's, its data source last.
    expect(table.sheets[0]?.rows[0]).toEqual([
      point.id,
      point.takenAt,
      3,
      2,
      1,
      0,
      1_500_000,
      95_000,
      1_250.5,
      80,
      point.source,
    ]);
    expect(
      wordedSheets(table, 'en')[0]
        ?.columns.slice(0, 2)
        .map((c) => c.header),
    ).toEqual(['Snapshot', 'Taken at (UAE time)']);
    expect(table.sheets[1]?.rows).toEqual([[point.takenAt, 'Apartment', 2, 1, 3]]);
    expect(table.sheets[2]?.rows.map((r) => r[1])).toEqual(['Studio', '2 beds']);
    expect(table.sheets[3]?.rows).toEqual([
      [point.takenAt, 'Dubai Marina', 2],
      [point.takenAt, 'Other', 1],
    ]);
  });

  it('changes: one row per listing, the change as a fraction for the percent format', () => {
    const table = diffTables(diff, item.name, 'ar', 'sqm');
    check(table, 'ar');
    const rows = table.sheets[0]?.rows ?? [];
    expect(rows).toHaveLength(3);
    expect(rows[2]?.slice(-4)).toEqual([1_000_000, 950_000, -50_000, -0.05]);
    expect(wordedSheets(table, 'ar')[0]?.columns.find((c) => c.id === 'area')?.header).toContain('م²');
    // Places in the sheet's language where the cache knows the name, else as the listings named them.
    expect(rows.map((r) => r[7])).toEqual(['دبي مارينا', 'دبي مارينا', 'دبي مارينا']);
    const unknown = diffTables({ ...diff, placeNames: {} }, item.name, 'ar', 'sqm');
    expect(unknown.sheets[0]?.rows[0]?.[7]).toBe('Dubai Marina');
    // Each listing by its title, first after the change; "not recorded" where neither snapshot nor cache has it.
    expect(rows[0]?.[1]).toBe('Marina Gate 1 | 2 Bedroom');
    const untitled = diffTables({ ...diff, added: [{ ...diff.added[0]!, title: null }] }, item.name, 'en', 'sqft');
    expect(untitled.sheets[0]?.rows[0]?.[1]).toBe('Title not recorded');
  });

  it('summary, listing prices and market share', () => {
    const summary: PortfolioSummary = {
      generatedAt: point.takenAt,
      rows: [{ item, latest: point, change: null }],
      totals: {
        items: 1,
        snapshotted: 1,
        compared: 1,
        listings: 3,
        sale: 2,
        rent: 1,
        added: 0,
        removed: 0,
        repriced: 0,
      },
    };
    check(summaryTables(summary, 'ru'), 'ru');
    const prices = listingTables(
      {
        externalID: listing.externalID,
        items: [{ itemId: 1, kind: 'agency', name: item.name }],
        prices: [
          { from: point.takenAt, to: point.takenAt, price: 1_000_000, purpose: 'for-sale', rentFrequency: null },
          { from: point.takenAt, to: point.takenAt, price: 9_000, purpose: 'for-rent', rentFrequency: 'monthly' },
        ],
        firstSeen: point.takenAt,
        lastSeen: point.takenAt,
        listedAt: null,
        daysOnMarket: 3,
        active: true,
      },
      'en',
    );
    check(prices);
    // A rent's price is per its period, said in its own column: never a monthly and a yearly figure unmarked.
    expect(prices.sheets[0]?.rows.map((r) => r.slice(2))).toEqual([
      [1_000_000, 'For sale', null],
      [9_000, 'For rent', 'Monthly'],
    ]);
    const share: MarketShare = {
      place: { externalID: '5002', name: 'Dubai Marina' },
      agencies: [{ itemId: 1, externalID: '100026', name: item.name }],
      points: [{ day: '2026-01-01', counts: [2], shares: [100] }],
    };
    const table = shareTables(share, 'en');
    check(table);
    expect(table.sheets[0]?.rows).toEqual([['2026-01-01', item.name, '100026', 2, 1]]);
  });

  it('names its columns by messages, worded by the writer in the language it is asked for', () => {
    const table = historyTables(history, 'en', 'sqm');
    const ids = table.sheets.flatMap((sheet) => sheet.columns.map((c) => c.header.id));
    expect(ids.every((id) => id.startsWith('portfolioTable.'))).toBe(true);
    check(table, 'hi');
    const hi = wordedSheets(table, 'hi')[0]!.columns;
    expect(hi.find((c) => c.id === 'psfSale')?.header).toContain('वर्ग मीटर');
    expect(hi.find((c) => c.id === 'snapshot')?.header).not.toBe('Snapshot');
    const en = wordedSheets(table, 'en')[0]!.columns;
    expect(en.find((c) => c.id === 'psfSale')?.header).toBe('Median AED per m² · For sale');
    expect(
      wordedSheets(historyTables(history, 'en', 'sqft'), 'en')[0]!.columns.find((c) => c.id === 'psfSale')?.header,
    ).toBe('Median AED per sq ft · For sale');
  });
});
