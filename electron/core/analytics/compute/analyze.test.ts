// The worker's analyses over a real cache file, against answers known by construction and against an independent
// naive calculation on generated data: exact monthly medians, the outlier rule, yield, asking gap, percentile.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analyticsFixture, SOURCE, tx, type AnalyticsFixture } from '../../../../test/support/analytics-fixture';
import { refFlagged, refMedian, refMonthlyByBeds, type RefRow } from '../../../../test/support/analytics-reference';
import { isoToDay } from '../dates';
import { analyze } from './analyze';
import { percentileOf } from './percentile';
import type { AnalyzeRequest } from './request';

let f: AnalyticsFixture;
beforeEach(() => (f = analyticsFixture()));
afterEach(() => f.close());

const RULE = { exclude: true, k: 3, floorRatio: 0.5 };
const FROM = '2026-01-01';
const TO = '2026-03-31';

function request(overrides: Partial<AnalyzeRequest> = {}): AnalyzeRequest {
  return {
    source: SOURCE,
    category: 'apartments',
    units: [{ key: 'P', label: 'Test Place', placeIds: ['P'], placeNames: ['Test Place'] }],
    purposes: ['for-sale', 'for-rent'],
    beds: null,
    completion: 'any',
    spans: (['for-sale', 'for-rent'] as const).map((purpose) => ({
      unit: 'P',
      purpose,
      fromDay: isoToDay(FROM),
      toDay: isoToDay(TO),
    })),
    outliers: RULE,
    sections: 'all',
    askingSince: 0,
    askingComplete: [],
    ...overrides,
  };
}

/** The sales knownMarket() keeps (not flagged), for references computed from the rows themselves. */
let kept: ReturnType<typeof tx>[] = [];

/** Per month (Jan–Mar) and bedrooms (1, 2): 21 sales spread ±10 % around a base, one at 3× and one at 0.3× the base. */
function knownMarket(): void {
  kept = [];
  for (let m = 0; m < 3; m++) {
    for (const beds of [1, 2]) {
      const base = 1_000_000 * beds * (1 + m / 100);
      const area = 1000 * beds;
      const month = `2026-0${m + 1}`;
      const sales = Array.from({ length: 21 }, (_, k) =>
        tx('for-sale', `${month}-${String(k + 1).padStart(2, '0')}`, beds, base * (1 + (k - 10) / 100), area),
      );
      kept.push(...sales);
      f.addTransactions('P', [
        ...sales,
        tx('for-sale', `${month}-25`, beds, base * 3, area),
        tx('for-sale', `${month}-26`, beds, base * 0.3, area),
      ]);
      // Rents are 6 % of the kept sales, row for row: the median yearly rent is 6 % of the median sale price.
      f.addTransactions(
        'P',
        sales.map((s) => tx('for-rent', s.date, beds, s.price * 0.06, area)),
      );
    }
  }
  // Three-bedroom homes: five sales and five rents only, so their yield is thin.
  f.addTransactions(
    'P',
    [1, 2, 3, 4, 5].map((d) => tx('for-sale', `2026-02-0${d}`, 3, 3_000_000, 3000)),
  );
  f.addTransactions(
    'P',
    [1, 2, 3, 4, 5].map((d) => tx('for-rent', `2026-02-0${d}`, 3, 150_000, 3000)),
  );
}

/** Eleven one-bedroom sales of 1,000 sq ft in Test Place asking 1,100 to 1,320 AED/sqft, each with its own photos. */
function elevenOneBeds(prefix: string) {
  return Array.from({ length: 11 }, (_, i) => ({
    externalID: `${prefix}-${i}`,
    purpose: 'for-sale',
    price: (1100 + i * 22) * 1000,
    rooms: 1,
    baths: 2,
    areaSqft: 1000,
    agency: null,
    agent: null,
    location: [
      { externalID: '1', name: 'Dubai' },
      { externalID: 'P', name: 'Test Place' },
    ],
    propertyType: 'apartments',
    rentFrequency: null,
    completionStatus: 'completed',
    coverPhotoUrl: `https://photos.example/${prefix}-${i}.jpg`,
  }));
}

describe('market analyses with known answers', () => {
  it('gives exact monthly medians by bedrooms, with both outliers flagged and left out', () => {
    knownMarket();
    const { store, reader } = f.engine.current();
    const result = analyze(store, reader, request());
    const jan1 = result.monthlyByBeds.find((p) => p.purpose === 'for-sale' && p.month === '2026-01' && p.beds === 1)!;
    expect(jan1).toMatchObject({ count: 21, medianPrice: 1_000_000, medianPricePerSqft: 1000, outliers: 2 });
    const mar2 = result.monthlyByBeds.find((p) => p.purpose === 'for-sale' && p.month === '2026-03' && p.beds === 2)!;
    expect(mar2).toMatchObject({ count: 21, medianPrice: 2_040_000, medianPricePerSqft: 1020, outliers: 2 });
    const reasons = result.outliers
      .filter((o) => o.purpose === 'for-sale' && o.beds !== 3)
      .map((o) => o.reason)
      .sort();
    expect(reasons.filter((r) => r === 'floor')).toHaveLength(6);
    expect(reasons.filter((r) => r === 'mad')).toHaveLength(6);
    expect(result.outliersTotal).toBe(12);
    expect(result.rule).toMatchObject({ k: 3, madScale: 1.4826, floorRatio: 0.5, excluded: true });
  });

  it('marks the months a period covers only in part, with the days it holds, and no whole month', () => {
    knownMarket();
    const { store, reader } = f.engine.current();
    const whole = analyze(store, reader, request());
    expect(whole.monthly.every((p) => p.partial === null)).toBe(true);
    const spans = (['for-sale', 'for-rent'] as const).map((purpose) => ({
      unit: 'P',
      purpose,
      fromDay: isoToDay('2026-01-10'),
      toDay: isoToDay('2026-03-20'),
    }));
    const result = analyze(store, reader, request({ spans }));
    const partial = (month: string) =>
      [...result.monthly, ...result.monthlyByBeds, ...result.monthlyByCompletion]
        .filter((p) => p.month === month)
        .map((p) => p.partial);
    expect(new Set(partial('2026-01').map((p) => JSON.stringify(p)))).toEqual(
      new Set([JSON.stringify({ from: '2026-01-10', to: '2026-01-31' })]),
    );
    expect(partial('2026-02').every((p) => p === null)).toBe(true);
    expect(partial('2026-03')[0]).toEqual({ from: '2026-03-01', to: '2026-03-20' });
    // The month holds only the days covered: January's sales from the 10th on.
    const jan1 = result.monthlyByBeds.find((p) => p.purpose === 'for-sale' && p.month === '2026-01' && p.beds === 1)!;
    expect(jan1.count + jan1.outliers).toBe(21 - 9 + 2);
  });

  it('keeps the flagged transactions in the medians when asked, still counting them', () => {
    knownMarket();
    const { store, reader } = f.engine.current();
    const result = analyze(store, reader, request({ outliers: { ...RULE, exclude: false } }));
    const jan1 = result.monthlyByBeds.find((p) => p.purpose === 'for-sale' && p.month === '2026-01' && p.beds === 1)!;
    expect(jan1).toMatchObject({ count: 23, outliers: 2 });
  });

  it('computes gross yield per bedrooms from the same place and period, thin below 10 on either side', () => {
    knownMarket();
    const { store, reader } = f.engine.current();
    const yields = analyze(store, reader, request()).yields;
    const one = yields.find((y) => y.beds === 1)!;
    expect(one.grossYield).toBeCloseTo(0.06, 10);
    expect(one).toMatchObject({ saleCount: 63, rentCount: 63, thin: false });
    expect(yields.find((y) => y.beds === 3)).toMatchObject({
      saleMedian: 3_000_000,
      rentMedian: 150_000,
      grossYield: 0.05,
      saleCount: 5,
      rentCount: 5,
      thin: true,
    });
  });

  it('sets the median asking AED/sqft of current listings against the transacted one', () => {
    knownMarket();
    // Eleven one-bedroom listings asking 1,100 to 1,320 AED/sqft (median 1,210), and one elsewhere.
    const listings = elevenOneBeds('L');
    f.addListings([
      ...listings,
      { ...listings[0]!, externalID: 'L-x', location: [{ externalID: 'Q', name: 'Elsewhere' }] },
    ]);
    const { store, reader } = f.engine.current();
    const complete = request({ askingComplete: [{ unit: 'P', purpose: 'for-sale' }] });
    const gap = analyze(store, reader, complete).gaps.find((g) => g.purpose === 'for-sale' && g.beds === 1)!;
    const sales: RefRow[] = [];
    // The transacted median is the period's median AED/sqft over the kept one-bedroom sales.
    for (let m = 0; m < 3; m++)
      for (let k = 0; k < 21; k++)
        sales.push({
          purpose: 'for-sale',
          rooms: 1,
          date: '',
          price: 0,
          pricePerSqft: 1000 * (1 + m / 100) * (1 + (k - 10) / 100),
        });
    const transacted = Math.round(refMedian(sales.map((s) => s.pricePerSqft!))! * 100) / 100;
    expect(gap).toMatchObject({
      askingMedianPerSqft: 1210,
      askingCount: 11,
      transactedMedianPerSqft: transacted,
      thin: false,
    });
    expect(gap.gap).toBeCloseTo(1210 / transacted - 1, 4);
    expect(gap.askingComplete).toBe(true);
    // The same listings as a partial sample (their search not stored in full): the median with its n, no gap.
    const partial = analyze(store, reader, request()).gaps.find((g) => g.purpose === 'for-sale' && g.beds === 1)!;
    expect(partial).toMatchObject({ askingMedianPerSqft: 1210, askingCount: 11, askingComplete: false, gap: null });
  });

  it('counts a unit advertised more than once once, at the median of its adverts', () => {
    knownMarket();
    // Eleven one-bedroom units asking 1,100 to 1,320 AED/sqft, each with its photos (median 1,210) …
    const units = elevenOneBeds('U');
    // … the dearest advertised twice more with its photos, by agencies measuring it a little larger and asking more:
    // counted once, it leaves the median where it is; three times, it would lift it to 1,232.
    const last = units[10]!;
    const repeats = [1.01, 1.02].map((k, i) => ({
      ...last,
      externalID: `R-${i}`,
      areaSqft: 1010,
      price: Math.round(1320 * k * 1010),
    }));
    // Two two-bedroom units: one advertised three times (1,000, 1,100 and 1,500 AED/sqft: the unit at 1,100), one
    // once at 2,000. Their median is 1,550; the adverts' would be 1,300, and the first advert's of each 1,500.
    const twoBeds = [1000, 1100, 1500, 2000].map((perSqft, i) => ({
      ...units[0]!,
      externalID: `T-${i}`,
      rooms: 2,
      price: perSqft * 1000,
      coverPhotoUrl: `https://photos.example/two-${i < 3 ? 'a' : 'b'}.jpg`,
    }));
    f.addListings([...units, ...repeats, ...twoBeds]);
    const { store, reader } = f.engine.current();
    const complete = request({ askingComplete: [{ unit: 'P', purpose: 'for-sale' }] });
    const cells = analyze(store, reader, complete).gaps.filter((g) => g.purpose === 'for-sale');
    const cell = (beds: number | null) => cells.find((g) => g.beds === beds);
    expect(cell(1)).toMatchObject({ askingMedianPerSqft: 1210, askingCount: 13, askingRepeats: 2 });
    expect(cell(2)).toMatchObject({ askingMedianPerSqft: 1550, askingCount: 4, askingRepeats: 2 });
    expect(cell(null)).toMatchObject({ askingCount: 17, askingRepeats: 4 });
  });

  it('places an asking AED/sqft among recent transactions by mid-rank, with n', () => {
    knownMarket();
    const { store } = f.engine.current();
    const at = (pricePerSqft: number) =>
      percentileOf(store, {
        source: SOURCE,
        category: 'apartments',
        placeId: 'P',
        purpose: 'for-sale',
        beds: 1,
        completion: 'any',
        span: { fromDay: isoToDay(FROM), toDay: isoToDay(TO) },
        outliers: RULE,
        pricePerSqft,
      });
    const values = kept.filter((t) => t.rooms === 1).map((t) => t.pricePerSqft!);
    for (const x of [1010, 1000, 955.5]) {
      const below = values.filter((v) => v < x).length;
      const equal = values.filter((v) => v === x).length;
      expect(at(x)).toMatchObject({
        n: 63,
        below,
        equal,
        percentile: Math.round(((100 * (below + equal / 2)) / 63) * 10) / 10,
      });
    }
    expect(at(10)).toMatchObject({ percentile: 0, below: 0 });
    expect(at(99_999)).toMatchObject({ percentile: 100, below: 63 });
  });
});

describe('studios are homes', () => {
  it('keeps offices and shops stored as "0 rooms" out of every studio figure, under any category', () => {
    // Rows as a cache filled before the normalizers knew better holds them: offices and shops with "0 rooms".
    const studio = (day: number, price: number) => ({ ...tx('for-sale', `2026-01-${day}`, 0, price, 500) });
    const office = (day: number, price: number, category: string) => ({
      ...tx('for-sale', `2026-01-0${day}`, 0, price, 5000),
      category,
    });
    const studios = Array.from({ length: 11 }, (_, k) => studio(10 + k, 500_000 + k * 10_000));
    f.addTransactions(
      'P',
      [...studios, office(5, 21_677_000, 'Office'), office(6, 9_000_000, 'Shop'), office(7, 8_000_000, 'offices')],
      '*',
    );
    const trail = [{ externalID: 'P', name: 'Test Place' }];
    f.addListings([
      {
        externalID: 'L-office',
        purpose: 'for-sale',
        price: 20_000_000,
        rooms: 0,
        areaSqft: 5000,
        agency: null,
        agent: null,
        location: trail,
        propertyType: 'offices',
        rentFrequency: null,
        completionStatus: 'completed',
      },
    ]);
    const { store, reader } = f.engine.current();
    const result = analyze(store, reader, request({ category: '*', beds: [0], purposes: ['for-sale'] }));
    const jan = result.monthlyByBeds.filter((p) => p.purpose === 'for-sale' && p.month === '2026-01');
    expect(jan.filter((p) => p.beds === 0)).toEqual([
      expect.objectContaining({ count: 11, medianPrice: 550_000, medianPricePerSqft: 1100 }),
    ]);
    expect(result.outliers.filter((o) => o.beds === 0)).toEqual([]);
    const gap = result.gaps.find((g) => g.purpose === 'for-sale' && g.beds === 0);
    expect(gap?.askingCount ?? 0).toBe(0);
  });
});

describe('transactions without a bedroom count', () => {
  it("are counted in the figures over every bedroom count, in no bedroom's, and counted apart", () => {
    const homes = Array.from({ length: 10 }, (_, k) => tx('for-sale', `2026-01-${10 + k}`, 1, 1_000_000, 1000));
    const unknown = Array.from({ length: 4 }, (_, k) => tx('for-sale', `2026-01-0${k + 1}`, null, 3_000_000, 1000));
    f.addTransactions('P', [...homes, ...unknown]);
    const { store, reader } = f.engine.current();
    const all = analyze(store, reader, request({ purposes: ['for-sale'] }));
    expect(all.withoutBedrooms).toEqual([{ unit: 'P', purpose: 'for-sale', count: 4, total: 14 }]);
    expect(all.monthly.find((p) => p.month === '2026-01')?.count).toBe(14);
    expect(all.monthlyByBeds.filter((p) => p.month === '2026-01').map((p) => [p.beds, p.count])).toEqual([[1, 10]]);
    expect(all.summary.find((r) => r.beds === null && r.completion === null)?.count).toBe(14);
    // Asked for one-bedroom homes only, the count still says how many transactions of the period have none.
    const ones = analyze(store, reader, request({ purposes: ['for-sale'], beds: [1], sections: 'trends' }));
    expect(ones.withoutBedrooms).toEqual([{ unit: 'P', purpose: 'for-sale', count: 4, total: 14 }]);
  });
});

describe('market analyses against an independent calculation', () => {
  it('match naive sorted medians and the rule on random data, a row under two places counted once', () => {
    let s = 12345;
    const r = () => (s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const rows = Array.from({ length: 6000 }, () => {
      const rooms = r() < 0.05 ? null : Math.floor(r() * 7);
      const area = r() < 0.05 ? null : 500 + Math.floor(r() * 1500);
      const ppsf = 1500 * (1 + (r() - 0.5) * 0.4) * (r() < 0.02 ? 3 : r() < 0.02 ? 0.3 : 1);
      const day = Math.floor(r() * 365);
      const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
      return tx('for-sale', date, rooms, Math.round((area ?? 1000) * ppsf), area);
    });
    f.addTransactions('A', rows.slice(0, 4000));
    f.addTransactions('B', rows.slice(3000));
    const { store, reader } = f.engine.current();
    const result = analyze(
      store,
      reader,
      request({
        units: [{ key: 'A+B', label: 'A + B', placeIds: ['A', 'B'], placeNames: ['A', 'B'] }],
        purposes: ['for-sale'],
        spans: [{ unit: 'A+B', purpose: 'for-sale', fromDay: isoToDay('2025-01-01'), toDay: isoToDay('2025-12-31') }],
        sections: 'trends',
      }),
    );
    const ref: RefRow[] = rows.map((t) => ({
      purpose: t.purpose,
      rooms: t.rooms,
      date: t.date,
      price: Math.round(t.price),
      pricePerSqft: t.pricePerSqft ?? null,
    }));
    const expected = refMonthlyByBeds(ref, RULE);
    const actual = result.monthlyByBeds.map(({ month, beds, count, medianPrice, medianPricePerSqft, outliers }) => ({
      month,
      beds,
      count,
      medianPrice,
      medianPricePerSqft,
      outliers,
    }));
    expect(actual).toEqual(expected);
    expect(result.outliersTotal).toBe(refFlagged(ref, RULE).size);
    expect(result.outliersTotal).toBeGreaterThan(100);
  });
});
