import { describe, expect, it } from 'vitest';
import { flattenRecord } from './flatten-record';

describe('flattenRecord', () => {
  it('dots nested fields, joins a trail with > and other lists with ;', () => {
    expect(
      flattenRecord({
        id: '1',
        title: { en: 'A, B', ar: 'شقة' },
        location: [{ name: 'Dubai' }, { name: 'Dubai Marina' }],
        tags: ['x', 'y'],
        agent: null,
      }),
    ).toEqual({
      id: '1',
      'title.en': 'A, B',
      'title.ar': 'شقة',
      location: 'Dubai > Dubai Marina',
      tags: 'x; y',
      agent: '',
    });
  });
});
