// Contract of the /search-property filters: each one checked on every returned item, not just on the status.
import { beforeAll, describe, expect, it } from 'vitest';
import { DUBAI, locationId, useDemoServer, type Params } from './support';
import type { Amenity, PropertyDetail, PropertySummary } from './shapes';

const service = useDemoServer();

interface Listings {
  properties: PropertySummary[];
  total: number;
  totalPages: number;
}

const search = (params: Params) => service.data<Listings>('/search-property', params);
const total = async (params: Params) => (await search(params)).total;
const names = (p: PropertySummary) => p.location.map((l) => l.name);

let marina: string;
let downtown: string;
beforeAll(async () => {
  marina = await locationId(service, 'Dubai Marina');
  downtown = await locationId(service, 'Downtown Dubai');
});

describe('location_ids', () => {
  it('a neighborhood returns only listings located in it', async () => {
    const data = await search({ purpose: 'for-sale', location_ids: marina });
    expect(data.total).toBeGreaterThan(24);
    for (const item of data.properties) {
      expect(names(item)).toContain('Dubai Marina');
      expect(item.location[0]!.name).toBe('Dubai');
    }
  });

  it('the emirate includes the listings of its neighborhoods', async () => {
    const dubai = await search({ purpose: 'for-sale', location_ids: DUBAI });
    const marinaData = await search({ purpose: 'for-sale', location_ids: marina });
    const downtownTotal = await total({ purpose: 'for-sale', location_ids: downtown });
    expect(dubai.total).toBeGreaterThanOrEqual(marinaData.total + downtownTotal);
    for (const item of dubai.properties) expect(item.location[0]!.name).toBe('Dubai');
    const probe = marinaData.properties[0]!;
    const narrowed = await search({
      purpose: 'for-sale',
      location_ids: DUBAI,
      price_min: probe.price,
      price_max: probe.price,
      area_min: probe.area,
      area_max: probe.area,
    });
    expect(narrowed.properties.map((p) => p.externalID)).toContain(probe.externalID);
  });

  it('a comma list is any-of', async () => {
    const both = await search({ purpose: 'for-rent', location_ids: `${marina},${downtown}` });
    const a = await total({ purpose: 'for-rent', location_ids: marina });
    const b = await total({ purpose: 'for-rent', location_ids: downtown });
    expect(both.total).toBe(a + b);
    for (const item of both.properties) {
      expect(names(item).includes('Dubai Marina') || names(item).includes('Downtown Dubai')).toBe(true);
    }
  });
});

describe('rooms, baths and property_type', () => {
  it('rooms=1,2 returns only one- and two-bedroom listings, and both', async () => {
    const data = await search({ purpose: 'for-sale', location_ids: DUBAI, rooms: '1,2' });
    for (const item of data.properties) expect([1, 2]).toContain(item.rooms);
    const one = await total({ purpose: 'for-sale', location_ids: DUBAI, rooms: 1 });
    const two = await total({ purpose: 'for-sale', location_ids: DUBAI, rooms: 2 });
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(0);
    expect(data.total).toBe(one + two);
    const sorted = await search({
      purpose: 'for-sale',
      location_ids: DUBAI,
      rooms: '1,2',
      sort_order: 'highest_price',
    });
    const seen = new Set([...data.properties, ...sorted.properties].map((p) => p.rooms));
    expect([...seen].sort()).toEqual([1, 2]);
  });

  it('rooms=0 is studios and baths filters bathrooms', async () => {
    const studios = await search({ purpose: 'for-rent', rooms: 0 });
    expect(studios.total).toBeGreaterThan(0);
    for (const item of studios.properties) expect(item.rooms).toBe(0);
    const baths = await search({ purpose: 'for-sale', baths: '3,4' });
    expect(baths.total).toBeGreaterThan(0);
    for (const item of baths.properties) expect([3, 4]).toContain(item.baths);
  });

  it('offices, shops and plots have no bedroom count, so rooms=0 selects only studio homes', async () => {
    const commercial = await search({ purpose: 'for-sale', location_ids: DUBAI, property_type: 'commercial' });
    expect(commercial.total).toBeGreaterThan(0);
    for (const item of commercial.properties) expect(item.rooms, item.externalID).toBeNull();
    const plots = await search({ purpose: 'for-sale', property_type: 'residential-plots,commercial-plots' });
    expect(plots.total).toBeGreaterThan(0);
    for (const item of plots.properties) expect(item.rooms, item.externalID).toBeNull();
    expect(await total({ purpose: 'for-sale', property_type: 'commercial', rooms: 0 })).toBe(0);
    const studios = await search({ purpose: 'for-sale', location_ids: DUBAI, rooms: 0 });
    expect(studios.total).toBeGreaterThan(0);
    expect(studios.total).toBe(
      await total({ purpose: 'for-sale', location_ids: DUBAI, rooms: 0, property_type: 'residential' }),
    );
  });

  it('residential and commercial select every sub-type', async () => {
    const residential = ['apartments', 'townhouses', 'penthouse', 'villas', 'villa-compound', 'hotel-apartments'];
    const residentialRest = ['residential-plots', 'residential-floors', 'residential-building'];
    const base = { purpose: 'for-sale', location_ids: DUBAI };
    const all = await total({ ...base, property_type: 'residential' });
    const subs = await Promise.all(
      [...residential, ...residentialRest].map((t) => total({ ...base, property_type: t })),
    );
    expect(subs.reduce((a, b) => a + b, 0)).toBe(all);
    expect(all).toBeLessThan(await total(base));
    const combined = await total({ ...base, property_type: 'apartments,villas' });
    expect(combined).toBe(subs[0]! + subs[3]!);
    expect(subs[0]).toBeGreaterThan(0);
    expect(subs[3]).toBeGreaterThan(0);
    const commercial = await total({ ...base, property_type: 'commercial' });
    expect(commercial).toBeGreaterThan(0);
    expect(commercial + all).toBe(await total(base));
    const offices = await total({ ...base, property_type: 'offices' });
    expect(offices).toBeGreaterThan(0);
    expect(offices).toBeLessThanOrEqual(commercial);
  });
});

describe('price, area, completion and furnishing', () => {
  it('price_min and price_max are inclusive bounds', async () => {
    const data = await search({ purpose: 'for-sale', price_min: 1_000_000, price_max: 2_000_000 });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.properties) {
      expect(item.price).toBeGreaterThanOrEqual(1_000_000);
      expect(item.price).toBeLessThanOrEqual(2_000_000);
    }
    const probe = data.properties[5]!;
    const exact = await search({ purpose: 'for-sale', price_min: probe.price, price_max: probe.price });
    expect(exact.properties.map((p) => p.externalID)).toContain(probe.externalID);
    for (const item of exact.properties) expect(item.price).toBe(probe.price);
  });

  it('area_min and area_max are inclusive bounds', async () => {
    const data = await search({ purpose: 'for-rent', area_min: 800, area_max: 1200 });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.properties) {
      expect(item.area).toBeGreaterThanOrEqual(800);
      expect(item.area).toBeLessThanOrEqual(1200);
    }
    const probe = data.properties[3]!;
    const exact = await search({ purpose: 'for-rent', area_min: probe.area, area_max: probe.area });
    expect(exact.properties.map((p) => p.externalID)).toContain(probe.externalID);
    for (const item of exact.properties) expect(item.area).toBe(probe.area);
  });

  it('completion_status completed / under-construction / any', async () => {
    const base = { purpose: 'for-sale', location_ids: DUBAI };
    const done = await search({ ...base, completion_status: 'completed' });
    const building = await search({ ...base, completion_status: 'under-construction' });
    for (const item of done.properties) expect(item.completionStatus).toBe('completed');
    for (const item of building.properties) expect(item.completionStatus).toBe('under-construction');
    expect(done.total).toBeGreaterThan(0);
    expect(building.total).toBeGreaterThan(0);
    const any = await total({ ...base, completion_status: 'any' });
    expect(any).toBe(done.total + building.total);
    expect(any).toBe(await total(base));
  });

  it('is_furnished is reflected in the detail furnishingStatus', async () => {
    for (const furnishing of ['furnished', 'unfurnished']) {
      const data = await search({ purpose: 'for-rent', is_furnished: furnishing });
      expect(data.total).toBeGreaterThan(0);
      for (const item of data.properties.slice(0, 3)) {
        const detail = await service.data<PropertyDetail>('/property-details', { external_id: item.externalID });
        expect(detail.furnishingStatus).toBe(furnishing);
      }
    }
  });

  it('rent_frequency narrows for-rent listings', async () => {
    const all = await total({ purpose: 'for-rent' });
    const yearly = await total({ purpose: 'for-rent', rent_frequency: 'yearly' });
    const monthly = await total({ purpose: 'for-rent', rent_frequency: 'monthly' });
    expect(yearly).toBeGreaterThan(0);
    expect(yearly).toBeLessThan(all);
    expect(monthly).toBeLessThan(all);
  });
});

describe('amenities, media and ids', () => {
  it('amenities is all-of', async () => {
    const pick = async (query: string) =>
      (await service.data<{ amenities: Amenity[] }>('/amenities-search', { query })).amenities[0]!.value;
    const a = await pick('pool');
    const b = await pick('gym');
    const base = { purpose: 'for-sale', location_ids: DUBAI };
    const both = await search({ ...base, amenities: `${a},${b}` });
    expect(both.total).toBeGreaterThan(0);
    for (const item of both.properties) {
      expect(item.amenities).toContain(a);
      expect(item.amenities).toContain(b);
    }
    const onlyA = await search({ ...base, amenities: a });
    for (const item of onlyA.properties) expect(item.amenities).toContain(a);
    const onlyB = await total({ ...base, amenities: b });
    expect(both.total).toBeLessThan(Math.max(onlyA.total, onlyB));
    expect(both.total).toBeLessThanOrEqual(Math.min(onlyA.total, onlyB));
  });

  it('has_video, has_360_tour and has_floorplan narrow the results', async () => {
    const all = await total({ purpose: 'for-sale' });
    for (const flag of ['has_video', 'has_360_tour', 'has_floorplan']) {
      const on = await total({ purpose: 'for-sale', [flag]: true });
      expect(on, flag).toBeGreaterThan(0);
      expect(on, flag).toBeLessThan(all);
    }
  });

  it('agency_ids returns only that agency', async () => {
    const [agency] = (
      await service.data<{ agencies: { externalID: string; name: string }[] }>('/agency-search', {
        location_id: DUBAI,
      })
    ).agencies;
    const data = await search({ purpose: 'for-sale', agency_ids: agency!.externalID });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.properties) expect(item.agency.name).toBe(agency!.name);
  });

  it('agent_ids returns only that agent', async () => {
    const agents = (
      await service.data<{ agents: { externalID: string; name: string }[] }>('/agent-search', {
        location_ids: DUBAI,
      })
    ).agents;
    const agent = agents[0]!;
    const data = await search({ purpose: 'for-sale', agent_ids: agent.externalID });
    expect(data.total).toBeGreaterThan(0);
    for (const item of data.properties) expect(item.contactName).toBe(agent.name);
    const two = await total({ purpose: 'for-sale', agent_ids: `${agent.externalID},${agents[1]!.externalID}` });
    expect(two).toBe(data.total + (await total({ purpose: 'for-sale', agent_ids: agents[1]!.externalID })));
  });

  it('developer_ids narrows to that developer', async () => {
    const developers = (
      await service.data<{ developers: { externalID: string; propertiesCount: number }[] }>(
        '/developer-search-by-name',
        { query: 'a' },
      )
    ).developers;
    const dev = developers
      .filter((d) => d.propertiesCount > 0)
      .sort((x, y) => y.propertiesCount - x.propertiesCount)[0];
    expect(dev).toBeDefined();
    const sale = await total({ purpose: 'for-sale', developer_ids: dev!.externalID });
    const rent = await total({ purpose: 'for-rent', developer_ids: dev!.externalID });
    expect(sale + rent).toBeGreaterThan(0);
    expect(sale).toBeLessThan(await total({ purpose: 'for-sale' }));
  });
});
