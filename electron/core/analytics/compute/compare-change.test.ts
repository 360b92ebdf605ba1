// Area against area (relative differences for amounts, percentage points for ratios) and change against the
// previous span, on stored transactions with known medians.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsFixture, SOURCE, tx, type AnalyticsFixture } from '../../../../test/support/analytics-fixture';
import { dayToIso, isoToDay } from '../dates';
import { analyze } from './analyze';
import type { AnalyzeRequest } from './request';

let f: AnalyticsFixture;
beforeEach(() => (f = analyticsFixture()));
afterEach(() => f.close());

const TO = isoToDay('2026-06-30');

/** One sale a day for 400 days; the last 365 days at `recent` AED/sqft, the days before at `before`. */
function place(id: string, before: number, recent: number): void {
  const rows = [];
  for (let d = 0; d < 400; d++) {
    const day = TO - d;
    rows.push(tx('for-sale', dayToIso(day), 1, 1000 * (d < 365 ? recent : before), 1000));
  }
  f.addTransactions(id, rows);
}

function request(units: string[], fromDay: number): AnalyzeRequest {
  return {
    source: SOURCE,
    category: 'apartments',
    units: units.map((u) => ({ key: u, label: `Place ${u}`, placeIds: [u], placeNames: [u] })),
    purposes: ['for-sale'],
    beds: [1],
    completion: 'any',
    spans: units.map((u) => ({ unit: u, purpose: 'for-sale' as const, fromDay, toDay: TO })),
    outliers: { exclude: true, k: 3, floorRatio: 0.5 },
    sections: 'all',
    askingSince: 0,
    askingComplete: [],
  };
}

/** Each place's yearly rents at `share` of a 1,000,000 sale, `n` of them, and the analysis of sales and rents. */
function yieldsOf(rents: readonly (readonly [string, number, number])[]) {
  for (const [id, share, n] of rents) {
    f.addTransactions(
      id,
      Array.from({ length: n }, (_, d) => tx('for-rent', dayToIso(TO - d), 1, 1_000_000 * share, 1000)),
    );
  }
  const { store, reader } = f.engine.current();
  const req = request(
    rents.map(([id]) => id),
    TO - 364,
  );
  const both: AnalyzeRequest = {
    ...req,
    purposes: ['for-sale', 'for-rent'],
    spans: req.spans.flatMap((s) => [s, { ...s, purpose: 'for-rent' as const }]),
  };
  return analyze(store, reader, both).compare.find((r) => r.measure === 'grossYield' && r.beds === null)!;
}

describe('change against the previous span', () => {
  it('compares each span with the one before it, and says null where the store does not reach', () => {
    place('A', 1000, 1100);
    const { store, reader } = f.engine.current();
    const rows = analyze(store, reader, request(['A'], TO - 399)).changes.filter((c) => c.beds === null);
    const month = rows.find((c) => c.span === 'month')!;
    expect(month.current).toMatchObject({ from: '2026-06-01', to: '2026-06-30', count: 30, medianPricePerSqft: 1100 });
    expect(month.change.medianPricePerSqft).toBe(0);
    // The previous year would need 730 days; 400 are held.
    const year = rows.find((c) => c.span === 'year')!;
    expect(year.previous).toBeNull();
    expect(year.change).toEqual({ count: null, medianPrice: null, medianPricePerSqft: null });
  });
});

describe('area against area', () => {
  it('sets places side by side with each one’s difference from the first, highest and lowest marked', () => {
    place('A', 1000, 1000);
    place('B', 1000, 1250);
    const { store, reader } = f.engine.current();
    const compare = analyze(store, reader, request(['A', 'B'], TO - 364)).compare;
    const perSqft = compare.find((r) => r.measure === 'medianPricePerSqft' && r.beds === null)!;
    expect(perSqft.values).toEqual([
      { unit: 'A', value: 1000, sample: 365, saleSample: 365, rentSample: null, diff: 0 },
      { unit: 'B', value: 1250, sample: 365, saleSample: 365, rentSample: null, diff: 0.25 },
    ]);
    expect(perSqft).toMatchObject({ diffKind: 'relative', highest: 'B', lowest: 'A' });
    const count = compare.find((r) => r.measure === 'count' && r.beds === null)!;
    expect(count).toMatchObject({ highest: null, lowest: null });
  });
});

describe('area against area on ratios', () => {
  it('gives differences of yields in percentage points, with the sales and the rents of each place', () => {
    place('A', 1000, 1000);
    place('B', 1000, 1000);
    // Yearly rents of 7 % and 7.8 % of the sale price: 0.8 percentage points apart (a relative +11.4 % is wrong).
    const yields = yieldsOf([
      ['A', 0.07, 40],
      ['B', 0.078, 30],
    ]);
    expect(yields.diffKind).toBe('points');
    expect(yields.values).toEqual([
      { unit: 'A', value: 0.07, sample: 40, saleSample: 365, rentSample: 40, diff: 0 },
      { unit: 'B', value: 0.078, sample: 30, saleSample: 365, rentSample: 30, diff: 0.008 },
    ]);
  });
});

describe('area against area on thin samples', () => {
  it('never names a yield over fewer than 10 rents the highest or the lowest', () => {
    place('A', 1000, 1000);
    place('B', 1000, 1000);
    place('C', 1000, 1000);
    const yields = yieldsOf([
      ['A', 0.07, 40],
      ['B', 0.06, 30],
      // The highest yield, over 7 rents: a thin sample.
      ['C', 0.09, 7],
    ]);
    expect(yields.values.find((v) => v.unit === 'C')).toMatchObject({ value: 0.09, rentSample: 7 });
    expect(yields).toMatchObject({ highest: 'A', lowest: 'B' });
  });
});
