import { afterEach, describe, expect, it } from 'vitest';
import type { Location } from '#shared/domain/location';
import { openCacheStore } from '../store/cache-store';
import { makeTempDir } from '../../../test/support/temp-dir';
import { storeEntities, withStoredLanguages } from './store-entities';

const dirs: { remove(): void }[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

const marina = (name: Location['name'], path: string): Location => ({
  id: 2,
  externalID: '5002',
  name,
  slug: Object.fromEntries(Object.keys(name).map((l) => [l, '/dubai/dubai-marina'])),
  type: 'neighbourhood',
  level: 1,
  path,
  adCount: 1200,
  geography: null,
});

describe('entities filed from answers', () => {
  it('keep the languages an answer was not asked in, and take the rest from the newer answer', () => {
    const merged = withStoredLanguages(
      { name: { en: 'Dubai Marina', zh: '迪拜码头' }, path: 'Dubai > Dubai Marina', adCount: 1300, tags: ['a'] },
      { name: { en: 'Dubai Marina (old)', ru: 'Дубай Марина', ar: 'دبي مارينا' }, path: 'Дубай', adCount: 1200 },
    );
    expect(merged).toEqual({
      name: { en: 'Dubai Marina', ru: 'Дубай Марина', ar: 'دبي مارينا', zh: '迪拜码头' },
      path: 'Dubai > Dubai Marina',
      adCount: 1300,
      tags: ['a'],
    });
    // Objects that are not per-language texts are the newer answer's alone.
    expect(withStoredLanguages({ geography: { lat: 1, lng: 2 } }, { geography: { lat: 3, lng: 4, extra: 1 } })).toEqual(
      { geography: { lat: 1, lng: 2 } },
    );
    expect(withStoredLanguages({ name: { en: 'A' } }, null)).toEqual({ name: { en: 'A' } });
  });

  it('a look-up in English and Chinese leaves the Russian and Arabic names a look-up in every language stored', () => {
    const dir = makeTempDir('aqar-entities-');
    dirs.push(dir);
    const store = openCacheStore(dir.path);
    try {
      const all = { en: 'Dubai Marina', ar: 'دبي مارينا', ru: 'Дубай Марина', zh: '迪拜码头' };
      const page = (location: Location) => ({ items: [location], total: 1 }) as never;
      storeEntities(store, 'demo', 'autocomplete', page(marina(all, 'Dubai > Dubai Marina')), 1);
      storeEntities(
        store,
        'demo',
        'autocomplete',
        page(marina({ en: 'Dubai Marina', zh: '迪拜码头' }, '迪拜 > 迪拜码头')),
        2,
      );
      const stored = JSON.parse(store.entities.entry('demo', 'location', '5002')!.data) as Location;
      expect(stored.name).toEqual(all);
      expect(stored.path).toBe('迪拜 > 迪拜码头');
      expect(store.entities.locationsNamed('demo', ['Dubai Marina'])).toHaveLength(1);
    } finally {
      store.close();
    }
  });
});
