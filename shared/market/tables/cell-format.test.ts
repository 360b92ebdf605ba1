// Cells read as the screen shows them: by kind, language and display unit; the raw values stay for the export.
import { describe, expect, it } from 'vitest';
import { formatCell, isNumeric } from './cell-format';

const en = { lang: 'en' as const, unit: 'sqft' as const, yes: 'thin', no: '' };

describe('cell format', () => {
  it('formats money, AED per area, areas, percents and changes', () => {
    expect(formatCell(1_313_500, 'aed', en)).toBe('1,313,500');
    expect(formatCell(1713.88, 'aedPerArea', en)).toBe('1,714');
    expect(formatCell(1713.88, 'aedPerArea', { ...en, unit: 'sqm' })).toBe('18,448');
    expect(formatCell(679, 'area', { ...en, unit: 'sqm' })).toBe('63');
    expect(formatCell(0.07004, 'percent', en)).toBe('7.0%');
    expect(formatCell(0.0203, 'percent', en, 'change')).toBe('+2.0%');
    expect(formatCell(-0.0084, 'percent', en, 'change')).toBe('-0.8%');
  });

  it('writes differences of ratios in percentage points, never as a percent of a percent', () => {
    expect(formatCell(0.7, 'number', en, 'points')).toBe('+0.7 pp');
    expect(formatCell(-1.25, 'number', en, 'points')).toBe('-1.3 pp');
    expect(formatCell(0, 'number', en, 'points')).toBe('0.0 pp');
  });

  it('formats months and days, spans of days, flags and empty cells', () => {
    expect(formatCell('2025-11', 'text', en, 'month')).toBe('Nov 2025');
    expect(formatCell('2025-11-01', 'date', en, 'month')).toBe('Nov 2025');
    // ICU puts thin spaces around the dash; a table cell may break after it, never inside a date.
    expect(formatCell('2025-11-24/2025-11-30', 'text', en, 'span')).toMatch(/^24\s–\s30\sNov\s2025$/);
    expect(formatCell('2026-10-25/2026-11-23', 'text', { ...en, lang: 'ar' }, 'span')).toMatch(
      /^25\sأكتوبر\s–\s23\sنوفمبر\s2026$/,
    );
    expect(formatCell('2026-03-22', 'date', en)).toBe('22 Mar 2026');
    expect(formatCell(true, 'boolean', en)).toBe('thin');
    expect(formatCell(false, 'boolean', en)).toBe('');
    expect(formatCell(null, 'aed', en)).toBe('');
  });

  it('aligns numbers, not text', () => {
    expect(isNumeric('aedPerArea')).toBe(true);
    expect(isNumeric('text')).toBe(false);
    expect(isNumeric('date')).toBe(false);
  });
});
