// Pins a column the whole set gives (other adverts of a listing's unit) through the one path every grid export
// takes: counted over every row, then filtered and sorted like any other column.
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import { resolveGrid } from './grid-job';
import { gridTable, type CollectorJob } from './row-collector';

function listing(id: string, over: Partial<ListingSummary> = {}): ListingSummary {
  return {
    externalID: id,
    purpose: 'for-sale',
    propertyType: 'apartments',
    rooms: 2,
    baths: 2,
    areaSqft: 1200,
    location: [{ externalID: '5002', name: 'Dubai Marina' }],
    price: 2_000_000,
    rentFrequency: null,
    coverPhotoUrl: `https://img.example/${id}.jpg`,
    completionStatus: 'completed',
    ...over,
  } as ListingSummary;
}

const shared = 'https://img.example/shared.jpg';
const records = [
  listing('a', { coverPhotoUrl: shared }),
  listing('b', { coverPhotoUrl: shared, price: 2_300_000 }),
  listing('c', { price: 2_020_000 }),
  listing('d', { rooms: 3 }),
];

function table(job: Partial<CollectorJob>) {
  const full: CollectorJob = {
    operation: 'search-property',
    sort: [],
    filters: [],
    lang: 'en',
    dataLang: 'en',
    displayUnit: 'sqft',
    ...job,
  };
  const grid = resolveGrid({ ...full, columns: [{ id: 'externalID' }, { id: 'otherAdverts' }] });
  return gridTable(full, grid, records);
}

describe('grid export of other adverts', () => {
  it('counts other adverts of each unit over every row', () => {
    const { columns, rows } = table({});
    expect(columns.map((c) => c.header)).toEqual(['Listing id', 'Other adverts']);
    expect(rows).toEqual([
      ['a', 2],
      ['b', 1],
      ['c', 1],
      ['d', null],
    ]);
  });

  it('sorts and filters by the count, as by any column', () => {
    const { rows } = table({
      sort: [{ column: 'otherAdverts', direction: 'desc' }],
      filters: [{ column: 'otherAdverts', type: 'notBlank' }],
    });
    expect(rows.map((r) => r[0])).toEqual(['a', 'b', 'c']);
  });
});

describe('grid export of the notes on listings', () => {
  it('writes each listing’s notes (read by the main process) in the Notes column, blank for one without', () => {
    const job: CollectorJob = {
      operation: 'search-property',
      sort: [],
      filters: [{ column: 'notes', type: 'notBlank' }],
      lang: 'ar',
      dataLang: 'ar',
      displayUnit: 'sqft',
      notes: { b: 'Huda: Seller will take 2.3M.\nCall after 6 pm.' },
    };
    const grid = resolveGrid({ ...job, columns: [{ id: 'externalID' }, { id: 'notes' }] });
    const { columns, rows } = gridTable(job, grid, records);
    expect(columns.map((c) => c.header)).toEqual(['معرّف الإعلان', 'الملاحظات']);
    expect(rows).toEqual([['b', 'Huda: Seller will take 2.3M.\nCall after 6 pm.']]);
    // A job without notes (another grid's, or none kept) writes the column blank rather than failing.
    const bare = gridTable({ ...job, notes: undefined, filters: [] }, grid, records);
    expect(bare.rows.map((r) => r[1])).toEqual([null, null, null, null]);
  });
});
