// Pins the grid formatters: AED, areas in both units, price per area, rooms, percentages, years and dates in the
// four interface languages.
import { describe, expect, it } from 'vitest';
import {
  SQFT_PER_SQM,
  areaInUnit,
  formatAed,
  formatArea,
  formatChange,
  formatDate,
  formatFraction,
  formatNumber,
  formatPercent,
  formatPricePerArea,
  formatYears,
  isolateLtr,
  parseDate,
  pricePerAreaInUnit,
  pricePerSqftOf,
  roomsLabel,
  roomsRangeLabel,
} from './values';

/** Intl separates with no-break and narrow no-break spaces and marks direction in Arabic; compare plain text. */
function plain(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
}

describe('formatAed', () => {
  it('writes whole dirhams with the currency', () => {
    expect(plain(formatAed(1_250_000, 'en'))).toBe('AED 1,250,000');
    expect(plain(formatAed(1_250_000.6, 'en'))).toBe('AED 1,250,001');
    expect(plain(formatAed(1_250_000, 'ru'))).toBe('1 250 000 AED');
    expect(plain(formatAed(1_250_000, 'zh'))).toBe('AED 1,250,000');
    expect(plain(formatAed(1_250_000, 'ar'))).toBe('1,250,000 د.إ.');
  });

  it('signs a change on request, the sign marked for right-to-left text', () => {
    expect(formatAed(44_000, 'en', { currency: false, signed: true })).toBe('+44,000');
    expect(formatAed(-83_000, 'en', { currency: false, signed: true })).toBe('-83,000');
    expect(formatAed(0, 'en', { currency: false, signed: true })).toBe('0');
    const ar = formatAed(44_000, 'ar', { currency: false, signed: true });
    expect(plain(ar)).toBe('+44,000');
    expect(ar.startsWith('\u200e')).toBe(true);
  });

  it('has a compact form', () => {
    expect(plain(formatAed(1_250_000, 'en', { compact: true }))).toBe('AED 1.25M');
    expect(plain(formatAed(950_000, 'en', { compact: true }))).toBe('AED 950K');
    expect(plain(formatAed(950, 'en', { compact: true }))).toBe('AED 950');
    // Three significant digits at every size, so figures side by side read alike.
    expect(plain(formatAed(194_480, 'en', { compact: true }))).toBe('AED 194K');
    // Every figure of a column at one precision: 2.90M beside 2.28M.
    expect(plain(formatAed(2_900_000, 'en', { compact: true }))).toBe('AED 2.90M');
    expect(plain(formatAed(2_364_000, 'en', { compact: true }))).toBe('AED 2.36M');
    expect(plain(formatAed(3_170, 'en', { compact: true }))).toBe('AED 3.17K');
    expect(plain(formatAed(131.57, 'en', { compact: true }))).toBe('AED 132');
    expect(plain(formatAed(1_250_000, 'ru', { compact: true }))).toBe('1,25 млн AED');
    expect(plain(formatAed(1_250_000, 'zh', { compact: true }))).toBe('AED 125万');
    expect(plain(formatAed(1_250_000, 'ar', { compact: true }))).toContain('مليون');
  });

  it('can leave the currency to the header', () => {
    expect(formatAed(1_250_000, 'en', { currency: false })).toBe('1,250,000');
  });

  it('leaves missing values empty', () => {
    expect(formatAed(null, 'en')).toBe('');
    expect(formatAed(undefined, 'en')).toBe('');
    expect(formatAed(Number.NaN, 'en')).toBe('');
    expect(formatAed(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});

describe('areas', () => {
  it('converts square feet to square metres exactly (a foot is 0.3048 m)', () => {
    expect(SQFT_PER_SQM).toBeCloseTo(10.7639104, 7);
    expect(areaInUnit(1000, 'sqft')).toBe(1000);
    expect(areaInUnit(SQFT_PER_SQM, 'sqm')).toBeCloseTo(1, 12);
    expect(areaInUnit(1250, 'sqm')).toBeCloseTo(116.1289, 3);
    expect(areaInUnit(null, 'sqm')).toBeNull();
  });

  it('formats in the display unit', () => {
    expect(formatArea(1250, 'sqft', 'en')).toBe('1,250 sq ft');
    expect(formatArea(1250, 'sqm', 'en')).toBe('116 m²');
    expect(formatArea(1250, 'sqm', 'en', { unit: false })).toBe('116');
    expect(plain(formatArea(1250, 'sqft', 'ru'))).toBe('1 250 фт²');
    expect(formatArea(1250, 'sqm', 'zh')).toBe('116 平方米');
    expect(formatArea(1250, 'sqft', 'ar')).toBe('1,250 قدم²');
    expect(formatArea(null, 'sqft', 'en')).toBe('');
  });

  it('converts and formats price per area', () => {
    expect(pricePerAreaInUnit(1000, 'sqft')).toBe(1000);
    expect(pricePerAreaInUnit(1000, 'sqm')).toBeCloseTo(10763.910417, 6);
    expect(plain(formatPricePerArea(1234, 'sqft', 'en'))).toBe('AED 1,234/sq ft');
    expect(plain(formatPricePerArea(1234, 'sqm', 'en'))).toBe('AED 13,283/m²');
    expect(formatPricePerArea(1234, 'sqm', 'en', { unit: false })).toBe('13,283');
    expect(plain(formatPricePerArea(1234, 'sqft', 'ru'))).toBe('1 234 AED/фт²');
    expect(formatPricePerArea(null, 'sqm', 'en')).toBe('');
  });

  it('derives price per square foot only when there is an area', () => {
    expect(pricePerSqftOf(1_000_000, 800)).toBe(1250);
    expect(pricePerSqftOf(1_000_000, 0)).toBeNull();
    expect(pricePerSqftOf(1_000_000, null)).toBeNull();
  });
});

describe('rooms', () => {
  it('calls zero bedrooms a studio in every language', () => {
    expect(roomsLabel(0, 'en')).toBe('Studio');
    expect(roomsLabel(0, 'ar')).toBe('استوديو');
    expect(roomsLabel(0, 'ru')).toBe('Студия');
    expect(roomsLabel(0, 'zh')).toBe('开间');
    expect(roomsLabel(3, 'en')).toBe('3');
    expect(roomsLabel(null, 'en')).toBe('');
  });

  it('spans the bedroom counts on offer', () => {
    expect(roomsRangeLabel([3, 0, 1, 2], 'en')).toBe('Studio–3');
    expect(roomsRangeLabel([2, 2], 'en')).toBe('2');
    expect(roomsRangeLabel([], 'en')).toBe('');
    expect(roomsRangeLabel(null, 'en')).toBe('');
  });
});

describe('numbers, percentages and years', () => {
  it('groups digits the locale way', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(plain(formatNumber(1_234_567, 'ru'))).toBe('1 234 567');
    expect(formatNumber(1.26, 'en', 1)).toBe('1.3');
  });

  it('shows 0 to 100 shares as percentages', () => {
    expect(formatPercent(45, 'en')).toBe('45%');
    expect(plain(formatPercent(45, 'ru'))).toBe('45 %');
    expect(formatPercent(null, 'en')).toBe('');
  });

  it('writes fractions and signed changes with one decimal, whole ones too', () => {
    expect(formatFraction(0.0704, 'en')).toBe('7.0%');
    expect(formatChange(0.02, 'en')).toBe('+2.0%');
    expect(formatChange(-0.069, 'en')).toBe('-6.9%');
    expect(formatChange(0, 'en')).toBe('0.0%');
    expect(plain(formatChange(-0.008, 'ar'))).toBe('-0.8%');
    // Arabic keeps the sign before the digits when laid out right to left.
    expect(formatChange(-0.008, 'ar').startsWith('\u200e')).toBe(true);
    expect(formatChange(Number.NaN, 'en')).toBe('');
  });

  it('uses each language’s plural forms for years', () => {
    expect(formatYears(1, 'en')).toBe('1 yr');
    expect(formatYears(7, 'en')).toBe('7 yrs');
    expect(formatYears(1, 'ru')).toBe('1 год');
    expect(formatYears(3, 'ru')).toBe('3 года');
    expect(formatYears(5, 'ru')).toBe('5 лет');
    expect(formatYears(21, 'ru')).toBe('21 год');
    expect(formatYears(2, 'ar')).toBe('سنتان');
    expect(formatYears(5, 'ar')).toBe('5 سنوات');
    expect(formatYears(12, 'zh')).toBe('12 年');
  });
});

describe('dates', () => {
  it('never shifts calendar dates', () => {
    expect(formatDate('2024-03-05', 'en')).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', 'zh')).toBe('2024年3月5日');
    expect(formatDate('2024-03-05', 'ar')).toContain('مارس');
    expect(formatDate('2024-03-05', 'ru')).toContain('2024');
  });

  it('shows instants on the UAE clock', () => {
    // 22:30 UTC is 02:30 the next day in Dubai.
    expect(formatDate('2024-03-05T22:30:00Z', 'en')).toBe('6 Mar 2024');
  });

  it('has a month style', () => {
    expect(formatDate('2026-12-31', 'en', 'month')).toBe('Dec 2026');
    expect(formatDate('2026-12-31', 'zh', 'month')).toBe('2026年12月');
  });

  it('returns unreadable text as it came and empty for nothing', () => {
    expect(formatDate('Q4 2026', 'en')).toBe('Q4 2026');
    expect(formatDate(null, 'en')).toBe('');
    expect(parseDate('2024-03-05')).toBe(Date.UTC(2024, 2, 5));
    expect(parseDate('nonsense')).toBeNull();
  });
});

describe('isolateLtr', () => {
  it('wraps text in a left-to-right isolate', () => {
    expect(isolateLtr('+971 4 123 4567')).toBe('\u2066+971 4 123 4567\u2069');
    expect(isolateLtr('')).toBe('');
  });
});
