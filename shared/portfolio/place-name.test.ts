// Pins how a snapshot's place is named: its stored name in the language, else the namer's, else a well-known
// place's own name in the language (an emirate in a workbook's legend), else as the listings named it.
import { describe, expect, it } from 'vitest';
import { placeName } from './place-name';

describe('placeName', () => {
  it('prefers the stored name in the language, then the namer', () => {
    expect(placeName({ name: 'Dubai Marina', names: { ar: 'دبي مارينا' } }, 'ar')).toBe('دبي مارينا');
    expect(placeName({ name: 'Al Falah' }, 'ar', (n) => `«${n}»`)).toBe('«Al Falah»');
  });

  it('names an emirate in the language with no look-up, and any other place as recorded', () => {
    expect(placeName({ name: 'Abu Dhabi' }, 'ar')).toBe('أبوظبي');
    expect(placeName({ name: 'Fujairah' }, 'zh')).toBe('富查伊拉');
    expect(placeName({ name: 'Al Falah' }, 'ar')).toBe('Al Falah');
  });
});
