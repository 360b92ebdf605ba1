// A wrong place id widens a search to everywhere: results outside the places asked are flagged, every one outside is
// said to be a miss, and records that name their places in words only are checked by name, or said uncheckable.
import { describe, expect, it } from 'vitest';
import type { CacheStore } from '../store/cache-store';
import { outsideLocations } from './location-warning';

const known: Record<string, string> = { '5002': 'Dubai Marina' };
const store = {
  entities: { name: (_source: string, _kind: string, id: string) => known[id] ?? null },
} as unknown as CacheStore;
const byName = (...names: string[]) => ({ location: names.map((name) => ({ name })) });

describe('results outside the places asked', () => {
  it('are a miss when every one lies elsewhere, by id where the trail carries ids', () => {
    const items = [
      {
        location: [
          { name: 'Dubai', externalID: '2' },
          { name: 'Deira', externalID: '5010' },
        ],
      },
    ];
    expect(outsideLocations(store, 'demo', ['5002'], items)).toEqual({
      warning: expect.stringMatching(/^1 of 1 results lie outside Dubai Marina/),
      all: true,
    });
    const mixed = [...items, { location: [{ name: 'Dubai Marina', externalID: '5002' }] }];
    expect(outsideLocations(store, 'demo', ['5002'], mixed)?.all).toBe(false);
  });

  it('check records named in words only (transactions) by the place names', () => {
    expect(outsideLocations(store, 'demo', ['5002'], [byName('Dubai', 'Dubai Marina', 'Marina Gate 2')])).toBeNull();
    expect(outsideLocations(store, 'demo', ['5002'], [byName('Dubai', 'Deira')])?.all).toBe(true);
  });

  it('say a place never seen here cannot be checked, without calling it a miss', () => {
    const said = outsideLocations(store, 'demo', ['424242'], [byName('Dubai', 'Deira')]);
    expect(said?.all).toBe(false);
    expect(said?.warning).toMatch(/^Place 424242 has not been seen on this computer/);
  });
});
