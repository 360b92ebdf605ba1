import { describe, expect, it } from 'vitest';
import { distinctRows, rowIdOf } from './row-identity';

describe('row identity', () => {
  it('keys transactions by their transaction id and the rest by their external id', () => {
    expect(rowIdOf('transactions')({ transactionId: 't1', externalID: 'x' })).toBe('t1');
    expect(rowIdOf('agencies')({ externalID: '42' })).toBe('42');
  });

  it('keeps each record once, in the order first given (a page repeated by broken paging adds nothing)', () => {
    const page = [{ externalID: '1' }, { externalID: '2' }];
    expect(distinctRows('listings', [...page, ...page, { externalID: '3' }])).toEqual([...page, { externalID: '3' }]);
  });
});
