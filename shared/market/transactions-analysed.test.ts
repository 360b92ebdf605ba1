import { describe, expect, it } from 'vitest';
import type { MonthlyPoint, OutlierRule } from '../ipc/contract/analytics-results';
import { transactionsAnalysed } from './transactions-analysed';

const point = (count: number, outliers: number): MonthlyPoint => ({ count, outliers }) as MonthlyPoint;
const rule = (excluded: boolean) => ({ excluded }) as OutlierRule;

describe('transactionsAnalysed', () => {
  it('adds outliers back when the rule left them out of the medians', () => {
    const monthly = [point(10, 2), point(5, 1)];
    expect(transactionsAnalysed({ monthly, monthlyByBeds: [], rule: rule(true) })).toBe(18);
  });

  it('counts outliers once when they are in the medians already', () => {
    const monthly = [point(10, 2), point(5, 1)];
    expect(transactionsAnalysed({ monthly, monthlyByBeds: [], rule: rule(false) })).toBe(15);
  });

  it('reads the series of every bedroom count, else (trends only) the series by bedrooms', () => {
    const byBeds = [point(4, 0), point(3, 0)];
    expect(transactionsAnalysed({ monthly: [point(10, 0)], monthlyByBeds: byBeds, rule: rule(false) })).toBe(10);
    expect(transactionsAnalysed({ monthly: [], monthlyByBeds: byBeds, rule: rule(false) })).toBe(7);
  });
});
