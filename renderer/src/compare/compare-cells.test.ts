// The panel's words for a comparison: measure names per language and unit, values as the broker reads them, and the
// direction of "best".
import { describe, expect, it } from 'vitest';
import type { ComparisonRow } from '#shared/ipc/contract';
import { bestStatement } from '#shared/compare/comparison-names';
import { measureLabel, showValue } from './compare-cells';

const row = (over: Partial<ComparisonRow>): ComparisonRow => ({
  id: 'price',
  label: 'Price',
  group: 'measures',
  kind: 'aed',
  values: [],
  differs: [],
  allDiffer: false,
  best: null,
  note: null,
  ...over,
});

describe('measure names', () => {
  it('names measures in the panel language with the display unit', () => {
    expect(measureLabel(row({ id: 'area' }), 'listing', { lang: 'en', unit: 'sqft' })).toBe('Area (sq ft)');
    expect(measureLabel(row({ id: 'pricePerArea' }), 'listing', { lang: 'en', unit: 'sqm' })).toBe('AED per m²');
    expect(measureLabel(row({ id: 'price' }), 'listing', { lang: 'ar', unit: 'sqft' })).toBe('السعر (درهم)');
  });

  it('names an id by its kind where kinds differ, and keeps the core label for amenities', () => {
    expect(measureLabel(row({ id: 'name' }), 'agency', { lang: 'en', unit: 'sqft' })).toBe('Agency');
    expect(measureLabel(row({ id: 'communities' }), 'developer', { lang: 'en', unit: 'sqft' })).toBe(
      'Communities with projects',
    );
    expect(measureLabel(row({ id: 'amenity:Gym', label: 'Gym' }), 'listing', { lang: 'ru', unit: 'sqft' })).toBe('Gym');
    expect(
      measureLabel(row({ id: 'amenity:Balcony', label: 'Balcony' }), 'listing', { lang: 'ar', unit: 'sqft' }),
    ).toBe('شرفة');
  });
});

describe('values as shown', () => {
  const en = { lang: 'en' as const, unit: 'sqft' as const };
  it('shows figures with grouping, areas and prices per area in the display unit', () => {
    expect(showValue(row({ kind: 'aed' }), 1641000, en)).toBe('1,641,000');
    expect(showValue(row({ id: 'area', kind: 'area' }), 1076.39, { lang: 'en', unit: 'sqm' })).toBe('100');
    expect(showValue(row({ id: 'pricePerArea', kind: 'aedPerArea' }), 1000, { lang: 'en', unit: 'sqm' })).toBe(
      '10,764',
    );
    expect(showValue(row({ id: 'percentile', kind: 'percent' }), 0.453, en)).toBe('45.3%');
    // One format per measure (issue 34: "7.8%" beside "7%"): a whole percent keeps its decimal.
    expect(showValue(row({ id: 'grossYield', kind: 'percent' }), 0.07, en)).toBe('7.0%');
    expect(showValue(row({ id: 'grossYield', kind: 'percent' }), 0.078, en)).toBe('7.8%');
  });

  it('shows a studio as a studio and coded values through the grid labels', () => {
    expect(showValue(row({ id: 'rooms', kind: 'integer' }), 0, en)).toBe('Studio');
    expect(showValue(row({ id: 'rooms', kind: 'integer' }), 0, { lang: 'ar', unit: 'sqft' })).toBe('استوديو');
    expect(showValue(row({ id: 'purpose', kind: 'text' }), 'for-sale', { lang: 'ar', unit: 'sqft' })).toBe('للبيع');
    expect(showValue(row({ id: 'furnishing', kind: 'text' }), 'furnished', en)).toBe('Furnished');
    expect(showValue(row({ id: 'agency', kind: 'text' }), 'Dhow Crown', en)).toBe('Dhow Crown');
  });

  it('shows flags as yes or no and nothing for a missing value', () => {
    expect(showValue(row({ kind: 'boolean' }), true, en)).toBe('Yes');
    expect(showValue(row({ kind: 'boolean' }), false, { lang: 'zh', unit: 'sqft' })).toBe('否');
    expect(showValue(row({ kind: 'aed' }), null, en)).toBe('');
  });
});

describe('best values', () => {
  it('states the direction, earliest for dates', () => {
    const best = (direction: 'lowest' | 'highest') => ({ direction, statement: '', items: [0] });
    expect(bestStatement(row({ best: best('lowest') }), 'en')).toBe('Lower is better');
    expect(bestStatement(row({ best: best('highest') }), 'ar')).toBe('الأعلى أفضل');
    expect(bestStatement(row({ kind: 'date', best: best('lowest') }), 'en')).toBe('Earlier is better');
    expect(bestStatement(row({}), 'en')).toBeNull();
  });
});
