// Contract of the lookups: /autocomplete (locations) and /amenities-search (amenity names for the filter).
import { describe, expect, it } from 'vitest';
import { ARABIC, DUBAI, useDemoServer } from './support';
import { amenity, expectEach, location, type Amenity, type Location } from './shapes';

const service = useDemoServer();

interface Locations {
  locations: Location[];
  total: number;
}
interface Amenities {
  amenities: Amenity[];
  total: number;
}

const autocomplete = (query: string, langs?: string) => service.data<Locations>('/autocomplete', { query, langs });
const amenities = (query: string) => service.data<Amenities>('/amenities-search', { query });

describe('/autocomplete', () => {
  it('returns only locations and total, each location of 2.10', async () => {
    const data = await autocomplete('marina');
    expect(Object.keys(data).sort()).toEqual(['locations', 'total']);
    expect(data.total).toBeGreaterThanOrEqual(data.locations.length);
    expectEach(location, data.locations, 'autocomplete');
    for (const item of data.locations) {
      expect(Object.keys(item.name)).toEqual(['en']);
      expect(Object.keys(item.slug)).toEqual(['en']);
      expect(item.slug.en).toMatch(/^\//);
    }
  });

  it('resolves Dubai Marina under Dubai, partial and case-insensitive', async () => {
    const data = await autocomplete('MARIN');
    const marina = data.locations.find((l) => l.name.en === 'Dubai Marina');
    expect(marina).toBeDefined();
    expect(marina!.path).toMatch(/^Dubai\W+Dubai Marina$/);
    expect(marina!.level).toBe(2);
    expect(marina!.adCount).toBeGreaterThan(0);
    expect(marina!.externalID).not.toBe(DUBAI);
    for (const item of data.locations) {
      expect(Object.values(item.name).join(' ').toLowerCase()).toContain('marin');
    }
  });

  it('gives Dubai the externalID 1 and Abu Dhabi 3, at the top level', async () => {
    const dubai = (await autocomplete('Dubai')).locations.find((l) => l.name.en === 'Dubai');
    const abuDhabi = (await autocomplete('Abu Dhabi')).locations.find((l) => l.name.en === 'Abu Dhabi');
    expect(dubai).toMatchObject({ externalID: '1', level: 1, path: 'Dubai' });
    expect(abuDhabi).toMatchObject({ externalID: '3', level: 1, path: 'Abu Dhabi' });
  });

  it('a place counts the listings of the places below it', async () => {
    const data = await autocomplete('marina');
    const marina = data.locations.find((l) => l.name.en === 'Dubai Marina')!;
    const below = data.locations.filter((l) => l.path.startsWith(`${marina.path} `));
    expect(below.length).toBeGreaterThan(0);
    for (const child of below) {
      expect(child.level).toBeGreaterThan(marina.level);
      expect(child.adCount).toBeLessThan(marina.adCount);
    }
  });

  it('returns exactly the requested languages', async () => {
    const both = await autocomplete('marina', 'en,ar');
    for (const item of both.locations) {
      expect(Object.keys(item.name).sort()).toEqual(['ar', 'en']);
      expect(Object.keys(item.slug).sort()).toEqual(['ar', 'en']);
      expect(item.name.ar).toMatch(ARABIC);
    }
    const ar = await autocomplete('marina', 'ar');
    for (const item of ar.locations) expect(Object.keys(item.name)).toEqual(['ar']);
    expect(ar.locations.map((l) => l.name.ar)).toContain('دبي مارينا');
    const all = await autocomplete('marina', 'en,ar,ru,zh');
    for (const item of all.locations) expect(Object.keys(item.name).sort()).toEqual(['ar', 'en', 'ru', 'zh']);
  });

  it('finds a place by its Arabic name', async () => {
    const data = await autocomplete('مارينا', 'en');
    expect(data.locations.map((l) => l.name.en)).toContain('Dubai Marina');
  });

  it('returns an empty list for text that matches nothing', async () => {
    const data = await autocomplete('zzqxjw');
    expect(data).toEqual({ locations: [], total: 0 });
  });
});

describe('/amenities-search', () => {
  it('returns only amenities and total, each amenity of 2.11', async () => {
    const data = await amenities('pool');
    expect(Object.keys(data).sort()).toEqual(['amenities', 'total']);
    expect(data.total).toBeGreaterThanOrEqual(data.amenities.length);
    expectEach(amenity, data.amenities, 'amenities-search');
  });

  it('matches partially and case-insensitively, highlighting the match', async () => {
    const data = await amenities('POOL');
    for (const item of data.amenities) {
      expect(item.value.toLowerCase()).toContain('pool');
      expect(item.highlighted).not.toBe(item.value);
      expect(item.highlighted.replace(/<[^>]+>|\*\*/g, '')).toBe(item.value);
      expect(item.count).toBeGreaterThan(0);
    }
    const gym = await amenities('ym');
    expect(gym.amenities.map((a) => a.value.toLowerCase()).some((v) => v.includes('gym'))).toBe(true);
  });

  it('an amenity value works as a /search-property filter and its count matches', async () => {
    const [first] = (await amenities('balcony')).amenities;
    expect(first).toBeDefined();
    const sale = await service.data<{ total: number }>('/search-property', {
      purpose: 'for-sale',
      amenities: first!.value,
    });
    const rent = await service.data<{ total: number }>('/search-property', {
      purpose: 'for-rent',
      amenities: first!.value,
    });
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.total + rent.total).toBe(first!.count);
  });

  it('returns an empty list for text that matches nothing', async () => {
    expect(await amenities('zzqxjw')).toEqual({ amenities: [], total: 0 });
  });
});
