import { describe, expect, it } from 'vitest';
import { expandPlaceAlias, foldAlias } from './place-aliases';

describe('place aliases', () => {
  it('expands the short names brokers type, whatever the case and dots', () => {
    expect(expandPlaceAlias('JVC')).toBe('Jumeirah Village Circle');
    expect(expandPlaceAlias(' j.l.t. ')).toBe('Jumeirah Lake Towers');
    expect(expandPlaceAlias('MBR  City')).toBe('Mohammed Bin Rashid City');
    expect(expandPlaceAlias('DIFC')).toBe('Dubai International Financial Centre');
    expect(expandPlaceAlias('Dubai Marina')).toBeNull();
    expect(foldAlias('J.B.R')).toBe('jbr');
  });
});
