// What each grid's rows pin as.
import { describe, expect, it } from 'vitest';
import { GRID_PIN_KIND, pinOfRow } from './pin-kinds';

describe('pins of grid rows', () => {
  it('maps every grid to its compare kind; transactions are not pinned', () => {
    expect(GRID_PIN_KIND.listings).toBe('listing');
    expect(GRID_PIN_KIND['agency-agents']).toBe('agent');
    expect(GRID_PIN_KIND.transactions).toBeNull();
  });

  it('pins by id, developers with their name, and skips rows without an id', () => {
    expect(pinOfRow('listing', { externalID: '1003' })).toEqual({ kind: 'listing', id: '1003' });
    expect(pinOfRow('developer', { externalID: 'd1', name: 'Altavera' })).toEqual({
      kind: 'developer',
      id: 'd1',
      snapshot: { externalID: 'd1', name: 'Altavera' },
    });
    expect(pinOfRow('agency', { name: 'no id' })).toBeNull();
  });
});
