// The market query is checked at the boundary: defaults filled in, and every error names its field.
import { ref } from '#shared/messages/message-ref';
import { describe, expect, it } from 'vitest';
import { describeZodError } from '../../errors';
import { CHANNELS } from '../contract';

const analyze = CHANNELS['market:analyze'].input;
const place = { id: '5002', name: 'Dubai Marina' };

function fieldOf(input: unknown): string | undefined {
  const parsed = analyze.safeParse(input);
  return parsed.success
    ? undefined
    : describeZodError(parsed.error, ref('error.subject.channelInput', { channel: 'analytics' })).field;
}

describe('market query', () => {
  it('fills in the defaults: any completion, 12 months, outliers excluded at 3 MADs, every analysis', () => {
    const parsed = analyze.parse({ query: { places: [place], purpose: 'both' } });
    expect(parsed).toEqual({
      query: { places: [place], combine: false, purpose: 'both', completion: 'any', period: '12m' },
      outliers: { exclude: true, k: 3, floorRatio: 0.5 },
      sections: 'all',
    });
  });

  it('names the bad field', () => {
    expect(fieldOf({ query: { places: [], purpose: 'both' } })).toBe('query.places');
    expect(fieldOf({ query: { places: [place, place], purpose: 'both' } })).toBe('query.places');
    expect(fieldOf({ query: { places: [{ id: '50 02', name: 'x' }], purpose: 'both' } })).toBe('query.places.0.id');
    expect(fieldOf({ query: { places: [place], purpose: 'sales' } })).toBe('query.purpose');
    expect(fieldOf({ query: { places: [place], purpose: 'both', beds: [7] } })).toBe('query.beds.0');
    expect(fieldOf({ query: { places: [place], purpose: 'both', period: '2m' } })).toBe('query.period');
    expect(fieldOf({ query: { places: [place], purpose: 'both' }, outliers: { k: 0 } })).toBe('outliers.k');
    expect(fieldOf({ query: { places: [place], purpose: 'both', extra: 1 } })).toBe('query');
  });
});
