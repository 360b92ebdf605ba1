import { describe, expect, it } from 'vitest';
import { PLACE_ALIASES } from '#shared/domain/place-aliases';
import { createMarket } from '../market/market';
import { autocomplete, AUTOCOMPLETE_LIMIT } from './autocomplete';

const market = createMarket();

describe('demo /autocomplete', () => {
  it('finds Dubai Marina for "marina" with its path, type and ad count', () => {
    const answer = autocomplete(market, 'marina', ['en']);
    const marina = answer.locations.find((l) => l.name.en === 'Dubai Marina');
    expect(marina).toBeDefined();
    expect(marina?.path).toBe('Dubai > Dubai Marina');
    expect(marina?.type).toBe('neighbourhood');
    expect(marina?.adCount).toBeGreaterThan(0);
    expect(answer.total).toBeGreaterThanOrEqual(answer.locations.length);
  });

  it('ranks the busiest matching place first', () => {
    expect(autocomplete(market, 'marina', ['en']).locations[0]?.name.en).toBe('Dubai Marina');
    expect(autocomplete(market, 'dubai marina', ['en']).locations[0]?.name.en).toBe('Dubai Marina');
  });

  it('is case-insensitive, matches any language, and localizes names and path', () => {
    const upper = autocomplete(market, 'MARINA', ['ar']);
    const marina = upper.locations.find((l) => l.externalID === market.locationsByKey.get('dubai-marina')?.externalID);
    expect(marina?.name).toEqual({ ar: 'دبي مارينا' });
    expect(marina?.path).toContain('دبي');
    expect(autocomplete(market, 'مارينا', ['en']).locations.some((l) => l.name.en === 'Dubai Marina')).toBe(true);
  });

  it('returns several languages at once when asked', () => {
    const [first] = autocomplete(market, 'Downtown Dubai', ['en', 'ar', 'ru', 'zh']).locations;
    expect(Object.keys(first?.name ?? {}).sort()).toEqual(['ar', 'en', 'ru', 'zh']);
  });

  it('caps the list but reports the true total', () => {
    const answer = autocomplete(market, 'a', ['en']);
    expect(answer.locations.length).toBe(AUTOCOMPLETE_LIMIT);
    expect(answer.total).toBeGreaterThan(AUTOCOMPLETE_LIMIT);
  });

  it('gives Dubai and Abu Dhabi the emirate ids 1 and 3', () => {
    expect(market.locationsByKey.get('dubai')?.externalID).toBe('1');
    expect(market.locationsByKey.get('abu-dhabi')?.externalID).toBe('3');
  });

  it('finds the community for the short names brokers type', () => {
    const first = (q: string) => autocomplete(market, q, ['en']).locations[0]?.name.en;
    expect(first('JVC')).toBe('Jumeirah Village Circle');
    expect(first('jlt')).toBe('Jumeirah Lake Towers');
    expect(first('J.B.R')).toBe('Jumeirah Beach Residence');
    expect(first('JVT')).toBe('Jumeirah Village Triangle');
    expect(first('MBR City')).toBe('Mohammed Bin Rashid City');
    expect(first('downtown')).toBe('Downtown Dubai');
    expect(first('Marina')).toBe('Dubai Marina');
    // An alias also keeps what the letters match by themselves.
    const marina = autocomplete(market, 'marina', ['en']).locations.map((l) => l.name.en);
    expect(marina.filter((name) => name !== 'Dubai Marina' && name?.includes('Marina')).length).toBeGreaterThan(0);
  });

  it('resolves every alias of the table to a place of the market, first', () => {
    for (const [alias, community] of Object.entries(PLACE_ALIASES)) {
      const first = autocomplete(market, alias, ['en']).locations[0];
      expect(first?.name.en?.toLowerCase(), `${alias} → ${community}`).toBe(community.toLowerCase());
    }
  });

  it('finds DIFC, with its towers under it', () => {
    const first = (q: string) => autocomplete(market, q, ['en']).locations[0];
    for (const query of ['DIFC', 'difc', 'D.I.F.C.', 'Dubai International Financial Centre', 'financial centre']) {
      expect(first(query)?.name.en, query).toBe('Dubai International Financial Centre');
    }
    expect(first('Index Tower')?.path).toBe('Dubai > Dubai International Financial Centre > Index Tower');
    expect(first('DIFC')?.adCount).toBeGreaterThan(100);
  });

  it('is deterministic for a seed', () => {
    expect(createMarket({ seed: 7 }).locations).toEqual(createMarket({ seed: 7 }).locations);
  });
});
