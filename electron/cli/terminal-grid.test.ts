// A terminal table's cells read as the screen's: grouped thousands in the command's language (Indian grouping in
// Hindi, as the window's grid), areas in the display unit, and percentages with one decimal in every row so a column
// of them lines up.
import { describe, expect, it } from 'vitest';
import { formatFraction, formatNumber } from '#shared/format/values';
import { terminalCell } from './terminal-grid';

describe('terminal cells', () => {
  it('write a percentage with one decimal, a round one too', () => {
    expect(terminalCell(0.07, 'percent', 'sqft', 'en')).toBe('7.0%');
    expect(terminalCell(0.0712, 'percent', 'sqft', 'en')).toBe('7.1%');
    expect(terminalCell(0.7449, 'percent', 'sqft', 'en')).toBe('74.5%');
    expect(terminalCell(-0.0038, 'percent', 'sqft', 'en')).toBe('-0.4%');
  });

  it('group thousands of money and convert areas to the display unit', () => {
    expect(terminalCell(7248000, 'aed', 'sqft', 'en')).toBe('7,248,000');
    expect(terminalCell(1076.39, 'area', 'sqm', 'en')).toBe('100');
    expect(terminalCell(null, 'aed', 'sqft', 'en')).toBe('');
  });

  it('group figures as the window’s grid does in the language of --lang', () => {
    expect(terminalCell(1_250_000, 'aed', 'sqft', 'hi')).toBe('12,50,000');
    expect(terminalCell(1_250_000, 'aed', 'sqft', 'ar')).toBe('1,250,000');
    expect(terminalCell(1_250_000, 'aed', 'sqft', 'ru')).toBe('1\u00a0250\u00a0000');
    expect(terminalCell(12_345.678, 'number', 'sqft', 'hi')).toBe('12,345.68');
    expect(terminalCell(1_234_567.5, 'area', 'sqft', 'hi')).toBe(formatNumber(1_234_567.5, 'hi'));
    expect(terminalCell(1_250_000, 'aed', 'sqft', 'zh')).toBe(formatNumber(1_250_000, 'zh'));
  });

  it('write a percentage with one decimal as the language writes one', () => {
    expect(terminalCell(0.07, 'percent', 'sqft', 'hi')).toBe('7.0%');
    expect(terminalCell(0.0712, 'percent', 'sqft', 'ru')).toBe('7,1\u00a0%');
    // Arabic keeps the marks that hold the sign and the percent sign in place in right-to-left text.
    expect(terminalCell(-0.0038, 'percent', 'sqft', 'ar')).toBe(formatFraction(-0.0038, 'ar'));
  });
});
