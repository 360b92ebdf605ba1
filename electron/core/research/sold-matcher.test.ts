import { describe, expect, it } from 'vitest';
import { MIN_SOLD_MATCHES, type SoldMatch } from '#shared/domain/sold';
import { DEFAULT_SOLD_RULE, matchSoldAdverts, type GoneAdvert, type RegisteredTransaction } from './sold-matcher';
import { soldFigure, soldRatios } from './sold-ratios';

const advert = (over: Partial<GoneAdvert> = {}): GoneAdvert => ({
  externalID: 'A1',
  purpose: 'for-sale',
  rooms: 2,
  areaSqft: 1200,
  lastAsking: 2_000_000,
  placePath: ['Dubai', 'Dubai Marina', 'Marina Heights'],
  agency: 'Harbor Homes',
  firstListed: '2026-09-01',
  lastSeen: '2026-10-01',
  goneBy: '2026-10-08',
  ...over,
});

const tx = (over: Partial<RegisteredTransaction> = {}): RegisteredTransaction => ({
  transactionId: 'T1',
  purpose: 'for-sale',
  rooms: 2,
  areaSqft: 1200,
  price: 1_940_000,
  location: 'Marina Heights',
  date: '2026-10-20',
  ...over,
});

describe('matching gone adverts to transactions', () => {
  it('matches the same unit registered after the advert went, with its reasons', () => {
    const [m] = matchSoldAdverts([advert()], [tx()]);
    expect(m).toMatchObject({
      externalID: 'A1',
      transactionId: 'T1',
      place: 'Marina Heights',
      beds: 2,
      lastAsking: 2_000_000,
      achieved: 1_940_000,
      ratio: 0.97,
      daysAfterGone: 12,
      daysToRegistration: 49,
      confidence: 1,
    });
    expect(m!.reasons).toEqual([
      { kind: 'same-place', place: 'Marina Heights', level: 'same' },
      { kind: 'size-diff', percent: 0 },
      { kind: 'days-after-gone', days: 12 },
      { kind: 'price-ratio', ratio: 0.97, plausible: true },
    ]);
  });

  it('refuses other bedrooms, purposes, places, sizes beyond the tolerance and dates outside the window', () => {
    const refused = [
      tx({ rooms: 3 }),
      tx({ purpose: 'for-rent' }),
      tx({ location: 'Jumeirah Village Circle' }),
      tx({ areaSqft: 1240 }), // 3.3% and 40 sq ft off
      tx({ date: '2026-09-23' }), // 8 days before it was last seen
      tx({ date: '2027-01-07' }), // 91 days after it went
    ];
    for (const t of refused) expect(matchSoldAdverts([advert()], [t])).toEqual([]);
    // Within 15 sq ft is within the tolerance however small the unit (a 400 sq ft studio, 3.75% off).
    const studio = advert({ rooms: 0, areaSqft: 400 });
    expect(
      matchSoldAdverts([studio], [tx({ rooms: 0, areaSqft: 415 })], { ...DEFAULT_SOLD_RULE, minConfidence: 0 }),
    ).toHaveLength(1);
  });

  it('is less sure of a community-level registration, a size off, a late date and an unusual price', () => {
    const sure = matchSoldAdverts([advert()], [tx()])[0]!.confidence;
    const rule = { ...DEFAULT_SOLD_RULE, minConfidence: 0 };
    const within = matchSoldAdverts([advert()], [tx({ location: 'Dubai Marina' })], rule)[0]!;
    expect(within.reasons[0]).toEqual({ kind: 'same-place', place: 'Dubai Marina', level: 'within' });
    for (const t of [
      tx({ location: 'Dubai Marina' }),
      tx({ areaSqft: 1210 }),
      tx({ date: '2026-12-30' }),
      tx({ price: 1_500_000 }),
    ]) {
      expect(matchSoldAdverts([advert()], [t], rule)[0]!.confidence).toBeLessThan(sure);
    }
    // Below the rule's confidence, no match is given.
    expect(matchSoldAdverts([advert()], [tx({ price: 1_500_000 })])).toEqual([]);
  });

  it('gives each transaction to one advert and each advert one transaction, best pairs first', () => {
    const a = advert({ externalID: 'A' });
    const b = advert({ externalID: 'B', areaSqft: 1203 });
    const exact = tx({ transactionId: 'EXACT' });
    const matches = matchSoldAdverts([a, b], [exact], { ...DEFAULT_SOLD_RULE, minConfidence: 0 });
    expect(matches.map((m) => [m.externalID, m.transactionId])).toEqual([['A', 'EXACT']]);
    // The rival is among the reasons, and lowers the confidence.
    expect(matches[0]!.reasons.at(-1)).toEqual({ kind: 'rivals', count: 1 });
    expect(matches[0]!.confidence).toBeLessThan(1);
  });

  it('never reads a daily let or an unknown price', () => {
    expect(matchSoldAdverts([advert({ lastAsking: null })], [tx()])).toEqual([]);
    expect(matchSoldAdverts([advert({ areaSqft: null })], [tx()])).toEqual([]);
  });
});

describe('the ratios from the matches', () => {
  const match = (i: number, over: Partial<SoldMatch> = {}): SoldMatch => ({
    ...matchSoldAdverts([advert()], [tx()])[0]!,
    externalID: `A${i}`,
    transactionId: `T${i}`,
    ratio: 0.9 + i / 100,
    daysToRegistration: 30 + i,
    ...over,
  });

  it('gives no figure from fewer than 5 matches, and a median (not a mean) from 5', () => {
    expect(soldFigure([1, 2, 3, 4])).toEqual({ median: null, n: 4 });
    expect(soldFigure([1, 2, 3, 4, 100])).toEqual({ median: 3, n: 5 });
    expect(MIN_SOLD_MATCHES).toBe(5);
  });

  it('groups per place and bedrooms and per agency, sale-to-list and rent-to-ask apart', () => {
    const matches = [
      ...[0, 1, 2, 3, 4].map((i) => match(i)),
      ...[5, 6].map((i) => match(i, { purpose: 'for-rent', agency: 'Dune Realty' })),
    ];
    const { byPlaceBeds, byAgency } = soldRatios(matches, 'Dubai Marina');
    expect(byPlaceBeds).toEqual([
      {
        place: 'Dubai Marina',
        beds: 2,
        agency: null,
        matches: 7,
        saleToList: { median: 0.92, n: 5 },
        rentToAsk: { median: null, n: 2 },
        daysToRegistration: { median: 33, n: 7 },
      },
    ]);
    expect(byAgency.map((r) => [r.agency, r.matches, r.saleToList.n, r.rentToAsk.n])).toEqual([
      ['Harbor Homes', 5, 5, 0],
      ['Dune Realty', 2, 0, 2],
    ]);
  });
});
