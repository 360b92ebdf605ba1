// The portfolio tables the CLI prints and writes: a percentage the domain rounds for people (−2.5) is held as the
// fraction a percent column types (−0.025), codes are said in words, and two agencies of one name keep two headers.
import { describe, expect, it } from 'vitest';
import type { MarketShare, SnapshotDiff } from '#shared/domain/portfolio';
import { csvText } from '../export/csv-writer';
import { diffTable, shareRowsTable, shareTable, typedColumnsAndRows } from './history-tables';

const listing = {
  externalID: '1001',
  purpose: 'for-sale' as const,
  price: 1_000_000,
  rentFrequency: null,
  rooms: 2,
  areaSqft: 1_200,
  propertyType: 'apartments',
  place: 'Dubai Marina',
  placeId: '5002',
  title: { en: 'Marina Gate 1 | 2 Bedroom', ar: 'مارينا جيت 1' } as Record<string, string> | null,
};
const ref = { id: 1, takenAt: '2026-11-20T08:00:00.000Z', listings: 1 };
const diff = {
  itemId: 1,
  from: ref,
  to: { ...ref, id: 2 },
  added: [{ ...listing, externalID: '1002', purpose: 'for-rent' as const, propertyType: 'villas', title: null }],
  removed: [],
  repriced: [{ ...listing, oldPrice: 1_000_000, newPrice: 975_000, change: -25_000, changePercent: -2.5 }],
  projectsAdded: [],
  projectsRemoved: [],
  placeNames: {},
} as unknown as SnapshotDiff;

const csvRows = (table: ReturnType<typeof diffTable>): string[] => {
  const { columns, rows } = typedColumnsAndRows(table);
  return csvText(columns, rows, { unit: 'sqft', lang: 'en' })
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

describe('the portfolio tables', () => {
  it('write a re-pricing as a percentage and its codes as words in the CSV', () => {
    const table = diffTable(diff, 'Marina');
    const [header, added, repriced] = csvRows(table);
    expect(header).toBe(
      'Change,Title,Listing,Purpose,Type,Bedrooms,Area (sq ft),Place,Old price (AED),New price (AED),Change (AED),Change in price',
    );
    expect(added).toBe('Added,Title not recorded,1002,For rent,Villa,2,1200,Dubai Marina,,1000000,,');
    expect(repriced).toBe(
      'Re-priced,Marina Gate 1 | 2 Bedroom,1001,For sale,Apartment,2,1200,Dubai Marina,1000000,975000,-25000,-2.50%',
    );
  });

  it('hold a market share as a fraction, and keep two agencies of one name apart by id', () => {
    const share = {
      place: { externalID: '5002', name: 'Dubai Marina' },
      agencies: [
        { itemId: 1, externalID: '7001', name: 'Harbour Homes' },
        { itemId: 2, externalID: '7002', name: 'Harbour Homes' },
      ],
      points: [{ day: '2026-11-20', counts: [3, 1], shares: [75, 25] }],
    } satisfies MarketShare;
    const { columns, rows } = typedColumnsAndRows(shareTable(share));
    expect(columns.map((c) => c.header)).toEqual([
      'Day',
      'Harbour Homes (7001) listings',
      'Harbour Homes (7001) share',
      'Harbour Homes (7002) listings',
      'Harbour Homes (7002) share',
    ]);
    expect(rows[0]).toEqual(['2026-11-20', 3, 0.75, 1, 0.25]);
  });

  it('show a market share on the terminal one row per day and agency, every agency and its whole header', () => {
    const agencies = Array.from({ length: 7 }, (_, i) => ({
      itemId: i + 1,
      externalID: String(7001 + i),
      name: `Lantern Compass Real Estate Brokers ${i + 1}`,
    }));
    const share = {
      place: { externalID: '5002', name: 'Dubai Marina' },
      agencies,
      points: [{ day: '2026-11-20', counts: [1, 1, 1, 1, 1, 1, 2], shares: [12.5, 12.5, 12.5, 12.5, 12.5, 12.5, 25] }],
    } satisfies MarketShare;
    const { columns, rows } = typedColumnsAndRows(shareRowsTable(share));
    expect(columns.map((c) => c.header)).toEqual(['Day', 'Agency', 'Agency id', 'Listings', 'Share']);
    expect(rows).toHaveLength(7);
    expect(rows[6]).toEqual(['2026-11-20', 'Lantern Compass Real Estate Brokers 7', '7007', 2, 0.25]);
  });
});
