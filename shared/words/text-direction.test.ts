import { describe, expect, it } from 'vitest';
import { textDirection } from './text-direction';

describe('textDirection', () => {
  it('reads an Arabic text that opens with a Latin name right to left', () => {
    expect(textDirection('Altavera Development شركة تطوير عقاري إماراتية تأسست عام 1999.')).toBe('rtl');
  });

  it('reads an English text with an Arabic place name left to right, and text without letters too', () => {
    expect(textDirection('A tower in دبي مارينا with sea views and a gym')).toBe('ltr');
    expect(textDirection('1,250 — 2,000')).toBe('ltr');
    expect(textDirection('Квартира с видом на море')).toBe('ltr');
  });
});
