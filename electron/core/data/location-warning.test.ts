// A wrong place id widens a search to everywhere: results outside the places asked are flagged, every one outside is
// said to be a miss, and records that name their places in words only are checked by name, or said uncheckable.
import { describe, expect, it } from 'vitest';
import type { CacheStore } from '../store/cache-store';
import { formatRef } from '#shared/messages/messages';
import type { Lang } from '#shared/domain/lang';
import { outsideLocations } from './location-warning';

/** The warning as the window in `lang` words it, the places named in that language too. */
function wordedOutside(...args: Parameters<typeof outsideLocations>) {
  const out = outsideLocations(...args);
  const lang: Lang = args[4] ?? 'en';
  return out && { ...out, warning: formatRef(lang, out.warning) };
}

const known: Record<string, string> = { '5002': 'Dubai Marina', '5030': 'Jumeirah Village Circle' };
/** Places looked up before (in the picker), as the cache keeps them: the Arabic lookup's trail is in Arabic. */
const seen = [
  { name: 'Binghatti Heights', data: { path: 'Dubai > Jumeirah Village Circle > Binghatti Heights' } },
  { name: 'Pantheon Elysee', data: { path: 'دبي > قرية جميرا الدائرية > بانثيون إليزيه' } },
  { name: 'Marina Gate', data: { path: 'Dubai > Dubai Marina > Marina Gate' } },
  { name: 'Slug Only', data: { path: '/dubai/slug-only' } },
];
const store = {
  entities: {
    name: (_source: string, _kind: string, id: string) => known[id] ?? null,
    entry: (_source: string, _kind: string, id: string) =>
      id === '5030'
        ? { data: JSON.stringify({ name: { en: 'Jumeirah Village Circle', ar: 'قرية جميرا الدائرية' } }), fetchedAt: 0 }
        : id === '5002'
          ? { data: JSON.stringify({ name: { en: 'Dubai Marina', ar: 'دبي مارينا' } }), fetchedAt: 0 }
          : null,
    locationsNamed: (_source: string, names: readonly string[]) =>
      seen.filter((p) => names.includes(p.name)).map((p) => ({ name: p.name, data: JSON.stringify(p.data) })),
  },
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
    expect(wordedOutside(store, 'demo', ['5002'], items)).toEqual({
      warning: expect.stringMatching(/^1 of 1 results lie outside Dubai Marina/),
      all: true,
    });
    const mixed = [...items, { location: [{ name: 'Dubai Marina', externalID: '5002' }] }];
    expect(wordedOutside(store, 'demo', ['5002'], mixed)?.all).toBe(false);
  });

  it('check records named in words only (transactions) by the place names', () => {
    expect(wordedOutside(store, 'demo', ['5002'], [byName('Dubai', 'Dubai Marina', 'Marina Gate 2')])).toBeNull();
    expect(wordedOutside(store, 'demo', ['5002'], [byName('Dubai', 'Deira')])?.all).toBe(true);
  });

  it('check a record named by one plain place (a building) by where that place was seen to lie', () => {
    // Buildings inside the community asked for, their trails in English or in Arabic: not outside.
    expect(wordedOutside(store, 'demo', ['5030'], [byName('Binghatti Heights'), byName('Pantheon Elysee')])).toBeNull();
    // Never seen, or seen without a trail to read: unknown, so neither inside nor a false alarm.
    expect(wordedOutside(store, 'demo', ['5030'], [byName('Somewhere New'), byName('Slug Only')])).toBeNull();
    // Seen elsewhere: outside, and a miss only when every result is.
    const said = wordedOutside(store, 'demo', ['5030'], [byName('Marina Gate'), byName('Somewhere New')]);
    expect(said).toEqual({
      warning: expect.stringMatching(/^1 of 2 results lie outside Jumeirah Village Circle/),
      all: false,
    });
    expect(wordedOutside(store, 'demo', ['5030'], [byName('Marina Gate')])?.all).toBe(true);
  });

  it('say a place never seen here cannot be checked, without calling it a miss', () => {
    const said = wordedOutside(store, 'demo', ['424242'], [byName('Dubai', 'Deira')]);
    expect(said?.all).toBe(false);
    expect(said?.warning).toMatch(/^Place 424242 has not been seen on this computer/);
  });

  it('speaks the window’s language, the place by its name in it', () => {
    const said = wordedOutside(store, 'demo', ['5002'], [byName('Dubai', 'Deira')], 'ar');
    expect(said?.warning).toBe(
      '1 من أصل 1 من النتائج تقع خارج \u2068دبي مارينا\u2069: ربما وسّعت خدمة البيانات نطاق البحث (تحقّق من الموقع).',
    );
    const unseen = wordedOutside(store, 'demo', ['424242'], [byName('Dubai', 'Deira')], 'zh');
    expect(unseen?.warning).toMatch(/^本机从未见过地点 424242/);
  });

  it('say so when an id never seen here, asked beside a good one, has no result (the service drops it unsaid)', () => {
    const marina = { location: [{ name: 'Dubai Marina', externalID: '5002' }] };
    expect(wordedOutside(store, 'demo', ['5002', '999999'], [marina])).toEqual({
      warning: expect.stringMatching(/^No result lies in place 999999, which has not been seen on this computer/),
      all: false,
    });
    // A good id with results, and one seen before that has none on this page: nothing to say.
    expect(wordedOutside(store, 'demo', ['5002'], [marina])).toBeNull();
    expect(wordedOutside(store, 'demo', ['5002', '5030'], [marina])).toBeNull();
  });

  it('lists several ids the language’s way, the sentence in the plural', () => {
    const two = [byName('Dubai', 'Deira')];
    expect(wordedOutside(store, 'demo', ['424242', '7'], two)?.warning).toMatch(
      /^Places 424242 and 7 have not been seen on this computer/,
    );
    expect(wordedOutside(store, 'demo', ['424242', '7'], two, 'ar')?.warning).toMatch(
      /^لم يسبق أن وردت الأماكن \u2068424242\u2069 و\u20687\u2069 على هذا الجهاز/,
    );
  });

  it('finds a trail of English levels inside a place whose stored name is another language’s', () => {
    const arabicOnly = {
      entities: {
        ...store.entities,
        name: (_s: string, _k: string, id: string) => (id === '5030' ? 'قرية جميرا الدائرية' : null),
      },
    } as unknown as CacheStore;
    expect(wordedOutside(arabicOnly, 'demo', ['5030'], [byName('Dubai', 'Jumeirah Village Circle')])).toBeNull();
    expect(wordedOutside(arabicOnly, 'demo', ['5030'], [byName('Dubai', 'Deira')])?.all).toBe(true);
  });
});
