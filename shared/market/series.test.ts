// Chart rows: one per month, a column per line, values in the display unit, samples and outliers beside them.
import { describe, expect, it } from 'vitest';
import { SQFT_PER_SQM } from '../format/values';
import { bedsPivot, completionPivot, histogramBars, purposePivot, trendPoints, unitsPivot } from './series';
import { analysisFixture } from './testing/analysis-fixture';

const a = analysisFixture();

describe('market series', () => {
  it('keeps the all-bedrooms points of one place and purpose, in month order', () => {
    const points = trendPoints(a, '5002', 'for-sale');
    expect(points.map((p) => p.month)).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(points.every((p) => p.beds === null && p.unit === '5002')).toBe(true);
  });

  it('pivots bedroom counts into lines with their sample and outliers', () => {
    const { rows, beds } = bedsPivot(a, '5002', 'for-sale', 'perArea', 'sqft');
    expect(beds).toEqual([1, 2]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ month: '2026-01', b1: 1501, 'b1:n': 50, 'b1:o': 1, b2: 1502 });
  });

  it('converts AED per sq ft to AED per m² for the display unit', () => {
    const { rows } = bedsPivot(a, '5002', 'for-sale', 'perArea', 'sqm');
    expect(rows[0]!.b1).toBeCloseTo(1501 * SQFT_PER_SQM, 6);
  });

  it('leaves a month without off-plan sales empty rather than zero', () => {
    const rows = completionPivot(a, '5002', 'for-sale', 'count', 'sqft');
    expect(rows[0]).toMatchObject({ ready: 60 });
    expect(rows[0]).not.toHaveProperty('off-plan');
    expect(rows[1]).toMatchObject({ ready: 60, 'off-plan': 40 });
  });

  it('puts sales and rents, and places, side by side', () => {
    const first = purposePivot(a, '5002', 'price', 'sqft')[0]!;
    expect(first['for-sale']).toBe(1_500_000);
    expect(first['for-rent']).toBeCloseTo(105_000, 6);
    const units = unitsPivot(a, 'for-sale', 'perArea', 'sqft');
    expect(units[2]).toMatchObject({ '5002': 1700, '5006': 1700 * 0.66 });
  });

  it('gives histogram bins their edges', () => {
    expect(histogramBars(a.histograms[0]!, 'sqft')).toEqual([
      { from: 1300, to: 1350, count: 2 },
      { from: 1350, to: 1400, count: 5 },
      { from: 1400, to: 1450, count: 3 },
    ]);
  });
});
