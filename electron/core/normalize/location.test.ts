import { describe, expect, it } from 'vitest';
import { normalizeAutocomplete } from './location';

describe('normalizeAutocomplete', () => {
  it('reads the spec shape', () => {
    const list = normalizeAutocomplete({
      locations: [
        {
          id: 5,
          externalID: '5002',
          name: { en: 'Dubai Marina', ar: 'دبي مارينا' },
          slug: { en: '/dubai/dubai-marina' },
          type: 'neighbourhood',
          level: 2,
          path: 'Dubai > Dubai Marina',
          adCount: 1234,
          geography: { lat: 25.08, lng: 55.14 },
        },
      ],
      total: 1,
    });
    expect(list?.items[0]).toMatchObject({ externalID: '5002', name: { ar: 'دبي مارينا' }, adCount: 1234 });
    expect(list?.rejected).toBe(0);
  });

  it('tolerates drifted shapes: numeric ids, numbers as strings, nulls, extra fields', () => {
    const list = normalizeAutocomplete({
      locations: [
        {
          id: '7',
          externalID: 5002,
          name: 'Dubai Marina',
          slug: null,
          type: null,
          level: '2',
          adCount: '99',
          geography: null,
          extra: 1,
        },
      ],
      total: '1',
    });
    expect(list?.items[0]).toMatchObject({
      id: 7,
      externalID: '5002',
      name: { en: 'Dubai Marina' },
      level: 2,
      adCount: 99,
      geography: null,
    });
  });

  it('drops items it cannot read instead of guessing', () => {
    const list = normalizeAutocomplete({
      locations: [{ name: { en: 'no id' } }, { externalID: '1', name: { en: 'Dubai' }, adCount: 'lots' }],
    });
    expect(list?.items).toHaveLength(0);
    expect(list?.rejected).toBe(2);
  });

  it('refuses a body without a list', () => {
    expect(normalizeAutocomplete('nonsense')).toBeNull();
  });
});
