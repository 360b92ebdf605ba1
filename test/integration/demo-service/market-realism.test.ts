// Smoke checks that the demo market looks like the UAE market: price bands, volumes and invented company names.
import { beforeAll, describe, expect, it } from 'vitest';
import { DUBAI, locationId, useDemoServer, type Params } from './support';
import type { PropertySummary } from './shapes';

const service = useDemoServer();

interface Listings {
  properties: PropertySummary[];
  total: number;
}

let marina: string;
beforeAll(async () => {
  marina = await locationId(service, 'Dubai Marina');
});

/** The cheapest and dearest price among all listings matching the filters (two requests, via the price sorts). */
async function priceRange(params: Params): Promise<{ min: number; max: number; total: number }> {
  const low = await service.data<Listings>('/search-property', { ...params, sort_order: 'lowest_price' });
  const high = await service.data<Listings>('/search-property', { ...params, sort_order: 'highest_price' });
  expect(low.total).toBeGreaterThan(0);
  return { min: low.properties[0]!.price, max: high.properties[0]!.price, total: low.total };
}

/** Well-known real UAE brands: the demo must invent its own names. */
const REAL_BRANDS = [
  'emaar',
  'damac',
  'nakheel',
  'sobha',
  'aldar',
  'meraas',
  'azizi',
  'danube',
  'binghatti',
  'ellington',
  'betterhomes',
  'allsopp',
  'driven properties',
  'haus & haus',
  'espace',
  'metropolitan premium',
];

function expectInventedCompanyNames(names: readonly string[], label: string) {
  expect(names.length, label).toBeGreaterThan(5);
  expect(new Set(names).size, `${label}: names are unique`).toBe(names.length);
  for (const name of names) {
    expect(name, label).toMatch(/^[A-Z\p{Lu}][\p{L}&'.,\- ]+$/u);
    expect(name, label).not.toMatch(/\d|lorem|ipsum|test|sample|placeholder|^(agency|developer)\b/i);
    expect(name.split(' ').length, `${label}: ${name} has at least two words`).toBeGreaterThanOrEqual(2);
    for (const brand of REAL_BRANDS) expect(name.toLowerCase(), label).not.toContain(brand);
  }
}

describe('market realism', () => {
  it('a one-bedroom apartment for sale in Dubai Marina costs AED 700k to 3M', async () => {
    const range = await priceRange({
      purpose: 'for-sale',
      location_ids: marina,
      property_type: 'apartments',
      rooms: 1,
    });
    expect(range.total).toBeGreaterThan(5);
    expect(range.min).toBeGreaterThanOrEqual(700_000);
    expect(range.max).toBeLessThanOrEqual(3_000_000);
  });

  it('a yearly rent of a one-bedroom in Dubai Marina is AED 50k to 180k', async () => {
    const range = await priceRange({
      purpose: 'for-rent',
      rent_frequency: 'yearly',
      location_ids: marina,
      property_type: 'apartments',
      rooms: 1,
    });
    expect(range.total).toBeGreaterThan(5);
    expect(range.min).toBeGreaterThanOrEqual(50_000);
    expect(range.max).toBeLessThanOrEqual(180_000);
  });

  it('the emirate of Dubai has more than 5,000 listings for sale', async () => {
    const data = await service.data<Listings>('/search-property', { purpose: 'for-sale', location_ids: DUBAI });
    expect(data.total).toBeGreaterThan(5_000);
  });

  it('villas cost more than apartments in the same emirate', async () => {
    const base = { purpose: 'for-sale', location_ids: DUBAI, rooms: 3 };
    const median = async (type: string) => {
      const data = await service.data<Listings>('/search-property', { ...base, property_type: type });
      const prices = data.properties.map((p) => p.price).sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)]!;
    };
    expect(await median('villas')).toBeGreaterThan(await median('apartments'));
  });

  it('agency and developer names look real but are invented', async () => {
    const agencies = await service.data<{ agencies: { name: string }[] }>('/agency-search-by-name', { query: 'a' });
    expectInventedCompanyNames(
      agencies.agencies.map((a) => a.name),
      'agencies',
    );
    const developers = await service.data<{ developers: { name: string }[] }>('/developer-search-by-name', {
      query: 'e',
    });
    expectInventedCompanyNames(
      developers.developers.map((d) => d.name),
      'developers',
    );
  });

  it('agent names look like people', async () => {
    const data = await service.data<{ agents: { name: string }[] }>('/agent-search', { location_ids: DUBAI });
    for (const agent of data.agents) {
      expect(agent.name).toMatch(/^\p{Lu}[\p{L}'-]+( \p{Lu}?[\p{L}'-]+)+$/u);
    }
  });
});
