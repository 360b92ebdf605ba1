// The acceptance: the `aqar` CLI against the same demo market served in the specification's shape (neutral
// profile) and in the public gateway's shape (its profile) finds the same normalized rows, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv as readCsvFile } from '../../support/csv';
import { testMarket } from '../../support/demo-fixture';
import { startTwoShapes, type Shape, type TwoShapes } from './support';
import { repeatedWithPhotos } from '../../support/repeated-advert';

let two: TwoShapes;
beforeAll(async () => {
  two = await startTwoShapes();
});
afterAll(async () => {
  await two.close();
});

/** Equal to within the rounding of square metres to the centimetre (well under 0.1%). */
function closeTo(a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  if (a === '' || b === '' || a === null || b === null || a === undefined || b === undefined) return a === b;
  return Math.abs(Number(a) - Number(b)) <= Math.abs(Number(b)) * 0.001 + 0.01;
}

/** The columns of a transactions CSV (the workbook's headers), as `--xlsx` writes them. */
const COLUMNS = [
  'Date',
  'Purpose',
  'Price (AED; rents yearly)',
  'Area (sq ft)',
  'AED per sq ft',
  'Bedrooms (0 = studio)',
  'Category',
  'Place',
  'Completion',
  'Transaction id',
];
const SAME = [
  'Transaction id',
  'Purpose',
  'Price (AED; rents yearly)',
  'Bedrooms (0 = studio)',
  'Place',
  'Date',
  'Category',
  'Completion',
];

/** The rows of a transactions CSV written by `aqar --csv`, keyed by header; its header is the workbook's. */
function readCsv(file: string): Record<string, string>[] {
  const { header, rows } = readCsvFile(file);
  expect(header).toEqual(COLUMNS);
  return rows;
}

function expectSameTransactions(spec: Record<string, string>[], gateway: Record<string, string>[]): void {
  expect(gateway).toHaveLength(spec.length);
  spec.forEach((row, i) => {
    const other = gateway[i]!;
    expect(
      SAME.map((c) => other[c]),
      `row ${i + 1}`,
    ).toEqual(SAME.map((c) => row[c]));
    expect(closeTo(other['AED per sq ft'], row['AED per sq ft']), `AED per sq ft of row ${i + 1}`).toBe(true);
    expect(closeTo(other['Area (sq ft)'], row['Area (sq ft)']), `area of row ${i + 1}`).toBe(true);
  });
}

async function both(args: (shape: Shape) => string[]) {
  const spec = await two.run('spec', args('spec'));
  const gateway = await two.run('gateway', args('gateway'));
  expect([spec.code, gateway.code], spec.err + gateway.err).toEqual([0, 0]);
  return { spec, gateway };
}

interface JsonAnswer<T> {
  warnings: string[];
  records?: T[];
  record?: T;
}

describe('aqar against both shapes of one market', () => {
  it('writes the same Dubai Marina sales of the last 6 months with --all-pages --csv', async () => {
    const runs = await both((shape) => [
      'transactions',
      '--purpose',
      'for-sale',
      '--location',
      'Dubai Marina',
      '--time-period',
      '6m',
      '--all-pages',
      '--csv',
      two.file(shape, 'out.csv'),
    ]);
    const spec = readCsv(two.file('spec', 'out.csv'));
    const gateway = readCsv(two.file('gateway', 'out.csv'));
    expect(spec.length).toBeGreaterThan(40);
    expect(runs.spec.err).toMatch(new RegExp(`${spec.length} row\\(s\\) written`));
    expectSameTransactions(spec, gateway);
    expect(spec.every((r) => r.Purpose === 'For sale' && /^\d{4}-\d{2}-\d{2}$/.test(r.Date!))).toBe(true);
    expect(runs.gateway.err).not.toMatch(/could not be read|implausible|per sq ft/);
    // What only the real shape carries is kept in the records, not lost (--json has every field; the CSV has the
    // workbook's columns). The same query again is answered from the cache.
    const json = await two.run('gateway', [
      'transactions',
      '--purpose',
      'for-sale',
      '--location',
      'Dubai Marina',
      '--time-period',
      '6m',
      '--all-pages',
      '--json',
    ]);
    type Sale = { transactionId: string; market: string | null; latitude: number; longitude: number };
    const records = (JSON.parse(json.out) as JsonAnswer<Sale>).records!;
    expect(records.map((r) => r.transactionId)).toEqual(gateway.map((r) => r['Transaction id']));
    expect(records.every((r) => r.market === 'primary' || r.market === 'secondary')).toBe(true);
    expect(records.every((r) => r.latitude > 24 && r.longitude > 54)).toBe(true);
  }, 90_000);

  it('sends the profile spellings: category 3 and a price sort give the same rents as the spec names', async () => {
    await both((shape) => [
      'transactions',
      '--purpose',
      'for-rent',
      '--category-ids',
      '3',
      '--sort-by',
      'price_desc',
      '--time-period',
      '3m',
      '--csv',
      two.file(shape, 'villas.csv'),
    ]);
    const spec = readCsv(two.file('spec', 'villas.csv'));
    const gateway = readCsv(two.file('gateway', 'villas.csv'));
    expect(spec).toHaveLength(20);
    expectSameTransactions(spec, gateway);
    expect(new Set(spec.map((r) => r.Category))).toEqual(new Set(['Villa', 'Townhouse']));
    const prices = spec.map((r) => Number(r['Price (AED; rents yearly)']));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  }, 60_000);

  it('finds the same listings (trubroker_first on the wire), in square feet, with their agent and no false warning', async () => {
    const runs = await both(() => [
      'search-property',
      '--purpose',
      'for-sale',
      '--location',
      'Dubai Marina',
      '--sort-order',
      'broker_first',
      '--json',
    ]);
    type Listing = {
      externalID: string;
      price: number;
      rooms: number;
      areaSqft: number;
      pricePerSqft: number;
      location: { name: string }[];
      agent: { externalID: string } | null;
      amenities: string[];
    };
    const spec = JSON.parse(runs.spec.out) as JsonAnswer<Listing>;
    const gateway = JSON.parse(runs.gateway.out) as JsonAnswer<Listing>;
    expect(gateway.warnings).toEqual([]);
    expect(gateway.records).toHaveLength(24);
    gateway.records!.forEach((listing, i) => {
      const s = spec.records![i]!;
      expect([listing.externalID, listing.price, listing.rooms, listing.agent, listing.amenities]).toEqual([
        s.externalID,
        s.price,
        s.rooms,
        s.agent,
        s.amenities,
      ]);
      expect(listing.location.map((p) => p.name)).toEqual(s.location.map((p) => p.name));
      expect(closeTo(listing.areaSqft, s.areaSqft) && closeTo(listing.pricePerSqft, s.pricePerSqft)).toBe(true);
    });
    expect(gateway.records!.every((l) => l.agent !== null)).toBe(true);
  }, 60_000);

  it('opens the same property detail with its agent', async () => {
    const list = await two.run('spec', [
      'search-property',
      '--purpose',
      'for-rent',
      '--location',
      'Dubai Marina',
      '--json',
    ]);
    const id = (JSON.parse(list.out) as JsonAnswer<{ externalID: string }>).records![0]!.externalID;
    const runs = await both(() => ['property-details', '--external-id', id, '--json']);
    type Detail = {
      agent: { externalID: string; name: string } | null;
      amenities: string[];
      areaSqft: number;
      price: number;
    };
    const spec = (JSON.parse(runs.spec.out) as JsonAnswer<Detail>).record!;
    const gateway = (JSON.parse(runs.gateway.out) as JsonAnswer<Detail>).record!;
    expect(gateway.agent).not.toBeNull();
    expect([gateway.agent, gateway.amenities, gateway.price]).toEqual([spec.agent, spec.amenities, spec.price]);
    expect(closeTo(gateway.areaSqft, spec.areaSqft)).toBe(true);
  }, 60_000);

  it('finds the same other adverts of a unit, its area read in square metres or in square feet', async () => {
    const market = testMarket().view();
    // An advert repeating another with its photos, in the market both services answer.
    const repeat = repeatedWithPhotos(market);
    const runs = await both(() => ['same-unit', '--id', repeat.externalID, '--json']);
    type Found = { looked: boolean; others: { listing: { externalID: string }; match: string }[] };
    const found = (run: { out: string }) => {
      const answer = JSON.parse(run.out) as Found;
      expect(answer.looked).toBe(true);
      return answer.others.map((o) => [o.listing.externalID, o.match]);
    };
    expect(found(runs.spec)).toContainEqual([repeat.twinOf, 'photo']);
    expect(found(runs.gateway)).toEqual(found(runs.spec));
  }, 60_000);

  it('refuses a wrong profile and flags areas read in the wrong unit', async () => {
    // The neutral profile sends the spec's header names, which the gateway does not know: key refused, exit 3.
    const neutral = await two.runWith('gateway', 'neutral', ['autocomplete', '--query', 'marina']);
    expect(neutral.code).toBe(3);
    expect(neutral.err).toMatch(/API key is missing or wrong/);
    const unknown = await two.runWith('gateway', 'acme', ['autocomplete', '--query', 'marina']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/Unknown connection profile "acme": choose one of neutral, rapidapi/);
    const wrongUnit = await two.run('gateway', [
      'search-property',
      '--purpose',
      'for-sale',
      '--location',
      'Dubai Marina',
      '--area-unit',
      'sqft',
      '--refresh',
      '--json',
    ]);
    expect(wrongUnit.code).toBe(0);
    expect(wrongUnit.err).toMatch(/square metres .* Settings → Connection → Area unit in responses/);
  }, 60_000);
});
