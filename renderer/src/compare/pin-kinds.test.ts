// What each grid's rows pin as.
import { describe, expect, it } from 'vitest';
import { GRID_PIN_KIND, pinOfRow } from './pin-kinds';

describe('pins of grid rows', () => {
  it('maps every grid to its compare kind; transactions are not pinned', () => {
    expect(GRID_PIN_KIND.listings).toBe('listing');
    expect(GRID_PIN_KIND['agency-agents']).toBe('agent');
    expect(GRID_PIN_KIND.transactions).toBeNull();
  });

  it('pins a record with what the broker sees of it, by id alone where that does not fit, never without an id', () => {
    // The words on screen travel with the pin: the offline cache may hold a copy fetched in another language.
    const row = { externalID: '1003', title: { en: 'Marina view' }, price: 95_000, location: [] };
    expect(pinOfRow('listing', row)).toEqual({ kind: 'listing', id: '1003', snapshot: row });
    expect(pinOfRow('listing', { externalID: '1004', price: -1 })).toEqual({ kind: 'listing', id: '1004' });
    expect(pinOfRow('developer', { externalID: 'd1', name: 'Altavera' })).toEqual({
      kind: 'developer',
      id: 'd1',
      snapshot: { externalID: 'd1', name: 'Altavera' },
    });
    expect(pinOfRow('agency', { name: 'no id' })).toBeNull();
  });
});
