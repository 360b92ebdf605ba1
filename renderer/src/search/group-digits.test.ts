// Pins the thousands separators a price or area field shows once the broker leaves it, and that they read back.
import { describe, expect, it } from 'vitest';
import { groupDigits } from './fields';
import { numberText } from './forms/models';

describe('groupDigits', () => {
  it('groups whole numbers in the language’s way, and the form reads them back', () => {
    expect(groupDigits('1500000', 'en')).toBe('1,500,000');
    expect(numberText(groupDigits('1500000', 'ru'), 'ru')).toBe('1500000');
    expect(groupDigits('1250000', 'hi')).toBe('12,50,000');
    expect(numberText(groupDigits('1250000', 'hi'), 'hi')).toBe('1250000');
    expect(numberText(groupDigits('١٥٠٠٠٠٠', 'ar'))).toBe('1500000');
    expect(groupDigits('1,500,000', 'en')).toBe('1,500,000');
  });

  it('leaves small numbers, fractions and typos as typed', () => {
    expect(groupDigits('950', 'en')).toBe('950');
    expect(groupDigits('1500.5', 'en')).toBe('1500.5');
    expect(groupDigits('12a', 'en')).toBe('12a');
    expect(groupDigits('', 'en')).toBe('');
  });
});
