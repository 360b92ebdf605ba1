import { describe, expect, it } from 'vitest';
import type { PlaceTransaction } from '../store/transactions-repo';
import { median, transactionAlerts, yearBefore } from './transaction-alerts';

const tx = (id: string, pricePerSqft: number | null, over: Partial<PlaceTransaction> = {}): PlaceTransaction => ({
  transactionId: id,
  purpose: 'for-sale',
  price: (pricePerSqft ?? 1000) * 800,
  areaSqft: 800,
  pricePerSqft,
  rooms: 1,
  location: 'JVC',
  category: 'apartments',
  date: '2026-11-20',
  ...over,
});

/** Ten sales of the year before at 1,000 to 1,900 AED per sq ft: median 1,450. */
const YEAR = Array.from({ length: 10 }, (_, i) => 1000 + i * 100);

describe('alerts on a place’s new transactions', () => {
  it('takes every new transaction of the purpose asked, a rent as the yearly amount registered', () => {
    const found = transactionAlerts(
      { id: 1, thresholds: { purpose: 'for-rent' } },
      [tx('a', 1200), tx('b', 90, { purpose: 'for-rent', price: 72_000 })],
      'JVC',
      () => YEAR,
      0,
    );
    expect(found.map((a) => [a.externalID, a.newPrice, a.listing.rentFrequency])).toEqual([['b', 72_000, 'yearly']]);
  });

  it('judges the distance from the median of the 12 months before, from at least 5 transactions', () => {
    const asked: [string, string, string][] = [];
    const above = transactionAlerts(
      { id: 1, thresholds: { aboveMedianPct: 20 } },
      [tx('high', 1740), tx('just', 1739), tx('low', 900)],
      'JVC',
      (purpose, from, to) => {
        asked.push([purpose, from, to]);
        return YEAR;
      },
      0,
    );
    // 1,740 is exactly 20% above 1,450; 1,739 is not.
    expect(above.map((a) => a.externalID)).toEqual(['high']);
    expect(above[0]!.listing.transaction).toEqual({
      date: '2026-11-20',
      pricePerSqft: 1740,
      median: 1450,
      medianN: 10,
    });
    expect(asked[0]).toEqual(['for-sale', '2025-11-20', '2026-11-19']);
    const below = transactionAlerts(
      { id: 2, thresholds: { belowMedianPct: 30 } },
      [tx('low', 1015)],
      'JVC',
      () => YEAR,
      0,
    );
    expect(below.map((a) => a.externalID)).toEqual(['low']);
    // Four transactions are no median: nothing is judged against one.
    const thin = transactionAlerts(
      { id: 3, thresholds: { aboveMedianPct: 1 } },
      [tx('x', 5000)],
      'JVC',
      () => [1, 2, 3, 4],
      0,
    );
    expect(thin).toEqual([]);
  });

  it('has a plain median and year window', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
    expect(yearBefore('2026-03-01')).toEqual({ from: '2025-03-01', to: '2026-02-28' });
  });
});
