// Pins the set-wide count of other adverts of one unit against the pairwise rule it stands on.
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../domain/listing';
import { repeatAdverts, type RepeatAdvert } from './repeat-adverts';
import { unitMatch } from './same-unit';

function advert(id: string, over: Partial<RepeatAdvert> = {}): RepeatAdvert {
  return {
    externalID: id,
    purpose: 'for-sale',
    propertyType: 'apartments',
    rooms: 2,
    baths: 2,
    areaSqft: 1200,
    location: [{ externalID: '5002', name: 'Dubai Marina' }] as ListingSummary['location'],
    price: 2_000_000,
    rentFrequency: null,
    coverPhotoUrl: `https://img.example/${id}.jpg`,
    completionStatus: 'completed',
    ...over,
  };
}

describe('repeatAdverts', () => {
  it('counts photo matches and likely matches for both adverts of a pair', () => {
    const photo = 'https://img.example/shared.jpg';
    const counts = repeatAdverts([
      advert('a', { coverPhotoUrl: photo }),
      advert('b', { coverPhotoUrl: photo, areaSqft: 1210, price: 2_400_000 }),
      advert('c', { price: 2_030_000 }),
      advert('d', { rooms: 3 }),
    ]);
    expect(counts.get('a')).toEqual({ photo: 1, facts: 1 });
    expect(counts.get('b')).toEqual({ photo: 1, facts: 0 });
    expect(counts.get('c')).toEqual({ photo: 0, facts: 1 });
    expect(counts.has('d')).toBe(false);
  });

  it('leaves out adverts the rule can say nothing of, and another place', () => {
    const counts = repeatAdverts([
      advert('a', { areaSqft: null }),
      advert('b', { areaSqft: null }),
      advert('c'),
      advert('d', { location: [{ externalID: '5006', name: 'JVC' }] as ListingSummary['location'] }),
    ]);
    expect(counts.size).toBe(0);
  });

  it('agrees with the pairwise rule on a random set', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const set = Array.from({ length: 400 }, (_, i) =>
      advert(String(i), {
        rooms: 1 + Math.floor(rnd() * 2),
        areaSqft: 1000 + Math.round(rnd() * 40),
        price: 1_500_000 + Math.round(rnd() * 60_000),
        coverPhotoUrl: `https://img.example/${Math.floor(rnd() * 300)}.jpg`,
      }),
    );
    const counts = repeatAdverts(set);
    expect(counts.size).toBeGreaterThan(20);
    for (const a of set) {
      const expected = { photo: 0, facts: 0 };
      for (const b of set) {
        const m = a === b ? null : unitMatch(a, b);
        if (m) expected[m]++;
      }
      expect(counts.get(a.externalID) ?? { photo: 0, facts: 0 }, a.externalID).toEqual(expected);
    }
  });
});
