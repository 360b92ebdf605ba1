import { describe, expect, it } from 'vitest';
import { cmaSubjectSchema, type CmaComparable } from '#shared/ipc/contract';
import { allowedIncreasePct, confidenceOf, estimateOf, rentIncreaseOf, yieldOf } from './cma-estimate';

const subject = cmaSubjectSchema.parse({
  place: { id: '5002', name: 'Dubai Marina' },
  purpose: 'for-rent',
  beds: 2,
  sizeSqft: 1000,
  currentRent: 90_000,
});

function comparable(
  id: string,
  pricePerSqft: number | null,
  date: string,
  over: Partial<CmaComparable> = {},
): CmaComparable {
  const factor = { share: 1, weight: 1, points: 1 };
  return {
    id,
    source: 'transaction',
    price: (pricePerSqft ?? 0) * 1000,
    areaSqft: pricePerSqft === null ? null : 1000,
    pricePerSqft,
    date,
    beds: 2,
    place: 'Marina Gate',
    category: 'Apartment',
    completion: 'completed',
    similarity: 90,
    factors: { place: factor, beds: factor, size: factor, type: factor, completion: factor, age: factor },
    included: true,
    excludedBecause: null,
    outlier: null,
    ...over,
  };
}

const NOW = Date.UTC(2026, 11, 1);
const rows = [100, 110, 120, 130, 140].map((v, i) => comparable(`T${i}`, v, `2026-11-0${i + 1}`));

describe('the estimate of a CMA', () => {
  it('is the quartiles of the included transactions times the size; listings and excluded rows do not count', () => {
    const others = [
      comparable('L1', 500, '2026-11-01', { source: 'listing', included: false, excludedBecause: 'listing' }),
      comparable('X1', 10, '2026-11-01', { included: false, excludedBecause: 'outlier-floor' }),
    ];
    const e = estimateOf(subject, [...rows, ...others], NOW)!;
    expect(e).toMatchObject({
      low: 110_000,
      central: 120_000,
      high: 130_000,
      n: 5,
      from: '2026-11-01',
      to: '2026-11-05',
    });
    expect(e.perSqft).toEqual({ low: 110, central: 120, high: 130 });
    expect(e.spreadPct).toBe(16.7);
    expect(e.confidence).toBe('medium');
  });

  it('is not given from fewer than three transactions', () => {
    expect(estimateOf(subject, rows.slice(0, 2), NOW)).toBeNull();
  });

  it('grades confidence by the printed rule', () => {
    expect(confidenceOf(10, 15, 90)).toBe('high');
    expect(confidenceOf(10, 15, 91)).toBe('medium');
    expect(confidenceOf(9, 10, 0)).toBe('medium');
    expect(confidenceOf(5, 30.1, 0)).toBe('low');
    expect(confidenceOf(4, 5, 0)).toBe('low');
  });
});

describe('the RERA rent-increase check (Decree No. 43 of 2013)', () => {
  it.each([
    [0, 0],
    [10, 0],
    [10.1, 5],
    [20, 5],
    [25, 10],
    [35, 15],
    [40, 15],
    [40.1, 20],
  ])('%s %% below the average allows %s %%', (below, allowed) => {
    expect(allowedIncreasePct(below)).toBe(allowed);
  });

  it('measures the current rent against the mean of the included comparables at the subject size', () => {
    // Mean 120 AED/sq ft × 1,000 sq ft = 120,000; 90,000 is 25 % below: 10 % allowed.
    expect(rentIncreaseOf(subject, rows)).toEqual({
      averageRent: 120_000,
      belowAveragePct: 25,
      allowedIncreasePct: 10,
      n: 5,
    });
    expect(rentIncreaseOf({ ...subject, currentRent: 130_000 }, rows)!.belowAveragePct).toBe(0);
    expect(rentIncreaseOf({ ...subject, purpose: 'for-sale' }, rows)).toBeNull();
  });
});

describe("a rental's gross yield", () => {
  it('is the estimated rent over the size at the median sale AED per sq ft', () => {
    const e = estimateOf(subject, rows, NOW)!;
    expect(yieldOf(subject, e, [1500, 1600, 1700])).toEqual({ grossPct: 7.5, saleN: 3, salePerSqft: 1600 });
    expect(yieldOf(subject, e, [1500, 1600])).toBeNull();
  });
});
