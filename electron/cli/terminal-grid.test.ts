// A terminal table's cells read as the screen's: grouped thousands, areas in the display unit, and percentages with
// one decimal in every row so a column of them lines up.
import { describe, expect, it } from 'vitest';
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
});
