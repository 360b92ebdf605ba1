import { beforeAll, describe, expect, it } from 'vitest';
import { applyDrift, areasToSquareMetres } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { normalizeListingDetail, normalizeListingSummary } from './listing';
import { normalizeOperation } from './normalize-operation';

let market: Market;
beforeAll(() => {
  market = createMarket({ day: 330 });
});

function demo(path: string): Record<string, unknown> {
  const response = handleDemoRequest(market, { method: 'GET', url: new URL(`http://x${path}`), header: () => null });
  return (JSON.parse(response.body) as { data: Record<string, unknown> }).data;
}

const SQFT = { areaUnit: 'sqft' } as const;
const SQM = { areaUnit: 'sqm' } as const;

const specSummary = {
  externalID: '6543210',
  title: { en: 'Marina view 2BR', ar: 'شقة' },
  purpose: 'for-sale',
  price: 2_000_000,
  currency: 'AED',
  rooms: 2,
  baths: 3,
  area: 1250,
  coverPhoto: { url: 'https://img/1.jpg' },
  location: [{ name: 'UAE' }, { name: 'Dubai' }, { name: 'Dubai Marina' }],
  agency: { name: 'Acme Realty', logo: { url: 'https://img/logo.png' } },
  contactName: 'Sara',
  amenities: ['Balcony', 'Gym'],
  isVerified: true,
  completionStatus: 'completed',
  createdAt: 1_767_225_600,
};

describe('normalizeListingSummary', () => {
  it('reads the spec shape, in square feet with a derived price per square foot', () => {
    expect(normalizeListingSummary(specSummary, SQFT)).toEqual({
      externalID: '6543210',
      title: { en: 'Marina view 2BR', ar: 'شقة' },
      purpose: 'for-sale',
      price: 2_000_000,
      currency: 'AED',
      rentFrequency: null,
      rooms: 2,
      baths: 3,
      areaSqft: 1250,
      pricePerSqft: 1600,
      coverPhotoUrl: 'https://img/1.jpg',
      location: [
        { externalID: null, name: 'UAE' },
        { externalID: null, name: 'Dubai' },
        { externalID: null, name: 'Dubai Marina' },
      ],
      agency: { externalID: null, name: 'Acme Realty', logoUrl: 'https://img/logo.png' },
      agent: null,
      contactName: 'Sara',
      amenities: ['Balcony', 'Gym'],
      isVerified: true,
      completionStatus: 'completed',
      furnishingStatus: null,
      propertyType: null,
      hasVideo: null,
      has360Tour: null,
      hasFloorPlan: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: null,
    });
  });

  it('converts square metres when the connection says so', () => {
    const listing = normalizeListingSummary({ ...specSummary, area: 100 }, SQM);
    expect(listing?.areaSqft).toBe(1076.39);
    expect(listing?.pricePerSqft).toBeCloseTo(2_000_000 / 1076.39, 2);
  });

  it('accepts nulls for optional members and keeps them null rather than inventing values', () => {
    const optional = Object.keys(specSummary).filter((k) => !['externalID', 'purpose', 'price', 'title'].includes(k));
    const listing = normalizeListingSummary(
      { ...specSummary, ...Object.fromEntries(optional.map((k) => [k, null])) },
      SQFT,
    );
    expect(listing).toMatchObject({
      currency: 'AED',
      location: [],
      amenities: [],
      rooms: null,
      baths: null,
      areaSqft: null,
      pricePerSqft: null,
      coverPhotoUrl: null,
      agency: null,
      contactName: null,
      isVerified: null,
      createdAt: null,
    });
  });

  it('reads numbers sent as strings, numeric ids, millisecond and ISO times', () => {
    const listing = normalizeListingSummary(
      {
        ...specSummary,
        externalID: 6543210,
        price: '1250000',
        rooms: '2',
        baths: ' 3 ',
        area: '1250.5',
        isVerified: 'true',
        createdAt: 1_767_225_600_000,
        updatedAt: '2026-02-01T10:00:00Z',
      },
      SQFT,
    );
    expect(listing).toMatchObject({
      externalID: '6543210',
      price: 1_250_000,
      rooms: 2,
      baths: 3,
      areaSqft: 1250.5,
      isVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-02-01T10:00:00.000Z',
    });
  });

  it('reads amenities given as objects with `text`, and grouped amenities', () => {
    const flat = normalizeListingSummary({ ...specSummary, amenities: [{ text: 'Balcony', slug: 'b' }, 'Gym'] }, SQFT);
    expect(flat?.amenities).toEqual(['Balcony', 'Gym']);
    const grouped = normalizeListingSummary(
      { ...specSummary, amenities: [{ text: 'Features', amenities: [{ text: 'Pool' }, { text: 'Sauna' }] }] },
      SQFT,
    );
    expect(grouped?.amenities).toEqual(['Pool', 'Sauna']);
  });

  it('orders the location trail broadest first when levels say otherwise, and reads the type from `category`', () => {
    const listing = normalizeListingSummary(
      {
        ...specSummary,
        location: [
          { externalID: 5002, name: 'Dubai Marina', level: 2 },
          { externalID: '1', name: { en: 'Dubai' }, level: 1 },
        ],
        category: [{ slug: 'residential' }, { slug: 'apartments' }],
      },
      SQFT,
    );
    expect(listing?.location).toEqual([
      { externalID: '1', name: 'Dubai' },
      { externalID: '5002', name: 'Dubai Marina' },
    ]);
    expect(listing?.propertyType).toBe('apartments');
  });

  it('rejects what would corrupt data instead of defaulting it', () => {
    for (const bad of [
      { ...specSummary, price: 'abc' },
      { ...specSummary, price: undefined },
      { ...specSummary, price: null },
      { ...specSummary, price: '' },
      { ...specSummary, price: -5 },
      { ...specSummary, externalID: undefined },
      { ...specSummary, purpose: 'lease-to-own' },
      { ...specSummary, rooms: 'many' },
      'not a listing',
    ]) {
      expect(normalizeListingSummary(bad, SQFT)).toBeNull();
    }
  });

  it('counts rejected items in a page and never turns a bad price into 0', () => {
    const page = normalizeOperation(
      'search-property',
      { properties: [specSummary, { ...specSummary, price: 'abc' }, { ...specSummary, price: undefined }], total: 3 },
      SQFT,
    );
    expect(page?.items).toHaveLength(1);
    expect(page?.rejected).toBe(2);
    expect(page?.items.every((l) => l.price > 0)).toBe(true);
  });
});

describe('listing pages from the demo service', () => {
  it('reads a real page as sent, with nothing rejected', () => {
    const data = demo('/search-property?purpose=for-rent');
    const raw = data.properties as { externalID: string; price: number; area: number; amenities: string[] }[];
    const page = normalizeOperation('search-property', data, SQFT)!;
    expect(page).toMatchObject({ total: data.total, page: 1, totalPages: data.totalPages, pageSize: 24, rejected: 0 });
    expect(page.items.map((l) => [l.externalID, l.price, l.areaSqft])).toEqual(
      raw.map((l) => [l.externalID, l.price, l.area]),
    );
    expect(page.items[0]).toMatchObject({ amenities: raw[0]!.amenities, purpose: 'for-rent' });
    expect(page.items[0]!.agent?.externalID).toMatch(/\d+/);
    expect(page.items[0]!.rentFrequency).not.toBeNull();
  });

  it('reads the drifted variant to the same values', () => {
    const data = demo('/search-property?purpose=for-sale');
    const clean = normalizeOperation('search-property', data, SQFT)!;
    const drifted = normalizeOperation('search-property', applyDrift(data, createRng(42)), SQFT)!;
    expect(drifted.rejected).toBe(0);
    expect(drifted.total).toBe(clean.total);
    const comparable = (l: (typeof clean.items)[number]) => ({
      ...l,
      coverPhotoUrl: null,
      agency: l.agency && { ...l.agency, logoUrl: null },
    });
    expect(drifted.items.map(comparable)).toEqual(clean.items.map(comparable));
  });

  it('reads areas reported in square metres back to square feet', () => {
    const data = demo('/agency-properties?agency_external_id=100000');
    const clean = normalizeOperation('agency-properties', data, SQFT)!;
    const metric = normalizeOperation('agency-properties', areasToSquareMetres(data), SQM)!;
    expect(metric.rejected).toBe(0);
    metric.items.forEach((l, i) => {
      expect(l.areaSqft).toBeCloseTo(clean.items[i]!.areaSqft!, 0);
      expect(l.pricePerSqft).toBeCloseTo(clean.items[i]!.pricePerSqft!, 0);
    });
  });
});

describe('normalizeListingDetail', () => {
  it('reads the spec shape', () => {
    const detail = normalizeListingDetail(
      {
        ...specSummary,
        agency: { name: 'Acme Realty', externalID: '42' },
        description: { en: 'Lovely' },
        photos: [{ url: 'https://img/1.jpg', title: 'Living room' }],
        geography: { lat: 25.08, lng: 55.14 },
        phoneNumber: '<PHONE>',
        permitNumber: '7100000001',
        furnishingStatus: 'unfurnished',
        updatedAt: 1_767_312_000,
      },
      SQFT,
    );
    expect(detail).toMatchObject({
      agency: { externalID: '42', name: 'Acme Realty', logoUrl: null },
      description: { en: 'Lovely' },
      photos: [{ url: 'https://img/1.jpg', title: 'Living room' }],
      geography: { lat: 25.08, lng: 55.14 },
      phoneNumber: '<PHONE>',
      permitNumber: '7100000001',
      furnishingStatus: 'unfurnished',
      floorPlans: [],
      videos: [],
      panoramas: [],
      nearbyLocations: [],
      developer: null,
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('reads the demo detail, its drifted and square-metre variants', () => {
    const id = (demo('/search-property?purpose=for-sale&has_floorplan=true').properties as { externalID: string }[])[0]!
      .externalID;
    const data = demo(`/property-details?external_id=${id}`);
    const detail = normalizeListingDetail(data, SQFT)!;
    expect(detail.externalID).toBe(id);
    expect(detail.photos.length).toBeGreaterThan(5);
    expect(detail.floorPlans[0]).toMatchObject({ title: '2D floor plan' });
    expect(detail.nearbyLocations[0]).toMatchObject({ externalID: expect.any(String), type: expect.any(String) });
    expect(detail.geography).toEqual(data.geography);
    const drifted = normalizeListingDetail(applyDrift(data, createRng(3)), SQFT);
    expect(drifted).toMatchObject({ price: detail.price, rooms: detail.rooms, amenities: detail.amenities });
    expect(normalizeListingDetail(areasToSquareMetres(data), SQM)?.areaSqft).toBeCloseTo(detail.areaSqft!, 0);
  });

  it('tolerates nulls and odd shapes in the detail-only fields', () => {
    const detail = normalizeListingDetail(
      {
        ...specSummary,
        description: 'Plain text',
        photos: ['https://img/a.jpg', { title: 'no url' }],
        geography: { lat: 'x' },
        phoneNumber: { mobile: '+971 50 000 0000', phone: '+971 4 000 0000' },
        permitNumber: 7100000001,
        nearbyLocations: null,
        developer: { externalID: 7000, name: 'Emaar' },
      },
      SQFT,
    );
    expect(detail).toMatchObject({
      description: { en: 'Plain text' },
      photos: [{ url: 'https://img/a.jpg', title: null }],
      geography: null,
      phoneNumber: '+971 50 000 0000',
      permitNumber: '7100000001',
      nearbyLocations: [],
      developer: { externalID: '7000', name: 'Emaar', logoUrl: null },
    });
  });

  it('is null when the listing cannot be read', () => {
    expect(normalizeListingDetail({ ...specSummary, price: 'abc' }, SQFT)).toBeNull();
    expect(normalizeListingDetail({ ...specSummary, price: undefined }, SQFT)).toBeNull();
    expect(normalizeListingDetail(null, SQFT)).toBeNull();
  });
});

describe('bedrooms of commercial listings', () => {
  it('reads "0 rooms" of an office as no bedrooms, never as a studio, and keeps studios of apartments', () => {
    const base = { externalID: '9', title: { en: 't' }, purpose: 'for-sale', price: 1, rooms: 0, area: 500 };
    const office = normalizeListingSummary({ ...base, propertyType: 'offices' }, { areaUnit: 'sqft' });
    const studio = normalizeListingSummary({ ...base, propertyType: 'apartments' }, { areaUnit: 'sqft' });
    expect(office).toMatchObject({ rooms: null, propertyType: 'offices' });
    expect(studio).toMatchObject({ rooms: 0, propertyType: 'apartments' });
  });

  it('knows the types by their display names too, and reads plots and whole buildings as having no bedrooms', () => {
    const base = { externalID: '9', title: { en: 't' }, purpose: 'for-sale', price: 1, rooms: '0', area: 500 };
    for (const propertyType of ['Office', 'Shop', 'warehouses', 'residential-plots', 'Residential Building']) {
      expect(normalizeListingSummary({ ...base, propertyType }, SQFT)?.rooms, propertyType).toBeNull();
    }
    const trail = [{ slug: 'commercial' }, { slug: 'offices', name: 'Offices' }];
    expect(normalizeListingSummary({ ...base, category: trail }, SQFT)?.rooms).toBeNull();
    expect(normalizeListingSummary({ ...base, propertyType: 'Hotel Apartment' }, SQFT)?.rooms).toBe(0);
  });
});
