// Pins the workbook number formats: plain numbers in cells, the currency and unit in the file's language.
import { describe, expect, it } from 'vitest';
import { numberFormat } from './cell-styles';

describe('numberFormat', () => {
  it('puts the currency where each language writes it', () => {
    expect(numberFormat('aed', 'sqft', 'en')).toBe('"AED "#,##0');
    expect(numberFormat('aed', 'sqft', 'zh')).toBe('"AED "#,##0');
    expect(numberFormat('aed', 'sqft', 'ru')).toBe('#,##0" AED"');
    expect(numberFormat('aed', 'sqft', 'ar')).toBe('#,##0" د.إ."');
    expect(numberFormat('aed', 'sqft', 'hi')).toBe('"AED "#,##0');
    // From Intl's parts: no direction mark of the Arabic locale's amount reaches the format.
    expect(numberFormat('aedPerArea', 'sqm', 'ar')).not.toMatch(/[\u200E\u200F\u061C]/);
  });

  it('names the area unit in the language', () => {
    expect(numberFormat('area', 'sqm', 'ru')).toBe('#,##0" м²"');
    expect(numberFormat('area', 'sqft', 'zh')).toBe('#,##0" 平方英尺"');
    expect(numberFormat('aedPerArea', 'sqm', 'ru')).toBe('#,##0" AED / м²"');
    expect(numberFormat('aedPerArea', 'sqft', 'en')).toBe('"AED "#,##0" / sq ft"');
  });

  it('leaves counts, shares and dates alike in every language', () => {
    for (const lang of ['en', 'ar', 'ru', 'zh'] as const) {
      expect(numberFormat('integer', 'sqft', lang)).toBe('#,##0');
      expect(numberFormat('percent', 'sqft', lang)).toBe('0.0%');
      expect(numberFormat('date', 'sqft', lang)).toBe('yyyy-mm-dd');
    }
  });
});
