// Every recorded real listing of the public gateway family (test/integration/fixtures/real-gateway) read by the
// `rapidapi` profile's normalizers: price, area (square metres there), place, purpose, rooms, property type and floor
// plan. Real listings all say `type: "property"`; the type is the last level of their `category` trail.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConnection } from '../profiles/profiles';
import { readListingDetail } from './listing';
import { normalizeOperation, type NormalizeOptions } from './normalize-operation';
import { SQFT_PER_SQM } from './lenient';

const FOLDER = join(import.meta.dirname, '../../../test/integration/fixtures/real-gateway');
const LISTS = ['listings-rent-a.json', 'listings-sale-b.json', 'listings-sale-c.json'] as const;

interface RawListing {
  externalID: string;
  purpose: string;
  price: number;
  rooms: number;
  area: number;
  type: string;
  floorPlanID: number | null;
  location: { name: string; level: number }[];
  category: { slug: string; level: number }[];
}

function envelope(name: string): { data: Record<string, unknown> } {
  return JSON.parse(readFileSync(join(FOLDER, name), 'utf8')) as { data: Record<string, unknown> };
}

const rapidapi = resolveConnection({ profile: 'rapidapi' });
const OPTIONS: NormalizeOptions = { areaUnit: rapidapi.areaUnit, imageUrl: rapidapi.imageUrlTemplate };

describe.each(LISTS)('%s through the rapidapi profile', (name) => {
  const data = envelope(name).data;
  const raw = data.properties as RawListing[];
  const page = normalizeOperation('search-property', data, OPTIONS)!;
  const byId = new Map(page.items.map((l) => [l.externalID, l]));

  it('reads every record, leaving none out', () => {
    expect(page.rejected).toBe(0);
    expect(page.items.map((l) => l.externalID)).toEqual(raw.map((r) => r.externalID));
  });

  it('every record says the generic type "property", so the test below reads the trail, not that word', () => {
    expect(new Set(raw.map((r) => r.type))).toEqual(new Set(['property']));
  });

  it.each(raw.map((r) => [r.externalID, r] as const))(
    'listing %s: price, area, place, purpose, rooms, type',
    (id, r) => {
      const listing = byId.get(id)!;
      expect(listing.price).toBe(r.price);
      expect(listing.purpose).toBe(r.purpose);
      // Square metres as recorded, in square feet to the hundredth.
      expect(listing.areaSqft).toBeCloseTo(r.area * SQFT_PER_SQM, 1);
      expect(listing.location.map((p) => p.name)).toEqual(
        [...r.location].sort((a, b) => a.level - b.level).map((p) => p.name),
      );
      const type = [...r.category].sort((a, b) => a.level - b.level).at(-1)!.slug;
      expect(listing.propertyType).toBe(type);
      expect(listing.propertyType).not.toBe('property');
      // Every recorded listing is a home: its count is its count, a 0 a studio.
      expect(listing.rooms).toBe(r.rooms);
      // A listing names its floor plan by id in the summary; none means none.
      expect(listing.hasFloorPlan).toBe(r.floorPlanID !== null);
    },
  );
});

describe('named records', () => {
  const all = LISTS.flatMap((name) => normalizeOperation('search-property', envelope(name).data, OPTIONS)!.items);
  const listing = (id: string) => all.find((l) => l.externalID === id)!;

  it.each([
    ['6235253', 'villas', 4, 4650.0, 'Lila', 4_200_000],
    ['6864796', 'apartments', 0, 393.0, 'Bloom Tower C', 485_000],
    ['5939415', 'penthouse', 4, 3693.0, '5242 Towers', 9_500_000],
    ['6273863', 'townhouses', 3, 2833.0, 'Rockwood', 2_800_000],
    ['4711777', 'apartments', 1, 853.0, '29 Boulevard 2', 19_950],
  ] as const)(
    '%s is a %s with %d bedroom(s), about %d sq ft, in %s, at AED %d',
    (id, type, rooms, sqft, place, price) => {
      const l = listing(id);
      expect(l).toMatchObject({ propertyType: type, rooms, price });
      expect(Math.round(l.areaSqft!)).toBeCloseTo(sqft, -1);
      expect(l.location.at(-1)!.name).toBe(place);
    },
  );

  it('the studio stays a studio (an apartment), while an office of the same shape has no bedroom count', () => {
    const raw = (envelope('listings-sale-c.json').data.properties as Record<string, unknown>[]).find(
      (r) => r.externalID === '6864796',
    )!;
    const office = {
      ...raw,
      category: [
        { level: 0, slug: 'commercial', name: 'Commercial' },
        { level: 1, slug: 'offices', name: 'Offices' },
      ],
    };
    const onlyCommercial = { ...raw, category: [{ level: 0, slug: 'commercial', name: 'Commercial' }] };
    const read = (r: unknown) =>
      normalizeOperation('search-property', { properties: [r], total: 1 }, OPTIONS)!.items[0]!;
    expect(read(raw)).toMatchObject({ rooms: 0, propertyType: 'apartments' });
    expect(read(office)).toMatchObject({ rooms: null, propertyType: 'offices' });
    expect(read(onlyCommercial)).toMatchObject({ rooms: null, propertyType: 'commercial' });
  });
});

describe('property-detail-a.json (a detail with `floorPlan`, one object, and an empty `floorPlans`)', () => {
  const data = envelope('property-detail-a.json').data;

  it('reads the floor plan object: its images as floor plans, with links, and hasFloorPlan true', () => {
    const detail = readListingDetail(data, OPTIONS);
    if (!('externalID' in detail)) throw new Error(detail.reason);
    expect(detail).toMatchObject({ propertyType: 'apartments', rooms: 1, price: 8988, purpose: 'for-rent' });
    expect(detail.hasFloorPlan).toBe(true);
    expect(detail.floorPlans).toEqual([
      { url: 'https://images.bayut.com/thumbnails/73165351-800x600.jpeg', title: null },
      { url: 'https://images.bayut.com/thumbnails/73165352-800x600.jpeg', title: null },
    ]);
  });

  it('without a way to link an image id, the floor plan still counts: hasFloorPlan true, no dead links', () => {
    const detail = readListingDetail(data, { areaUnit: 'sqm' });
    if (!('externalID' in detail)) throw new Error(detail.reason);
    expect(detail.hasFloorPlan).toBe(true);
    expect(detail.floorPlans).toEqual([]);
  });

  it('hasFloorPlan is true when either holds images, false when both are empty, and a link in either is read', () => {
    const bare = { ...data, floorPlan: null, floorPlans: [] };
    const listed = { ...bare, floorPlans: [{ url: 'https://img.example/plan.jpg', title: 'Plan' }] };
    const emptyObject = { ...bare, floorPlan: { images: [], models: [] } };
    const linked = { ...bare, floorPlan: { images: [{ url: 'https://img.example/p2.jpg' }], models: [] } };
    const read = (raw: unknown) => readListingDetail(raw, { areaUnit: 'sqm' }) as { hasFloorPlan: boolean | null };
    expect(read(bare).hasFloorPlan).toBe(false);
    expect(read(emptyObject).hasFloorPlan).toBe(false);
    expect(read(listed)).toMatchObject({ hasFloorPlan: true, floorPlans: [{ url: 'https://img.example/plan.jpg' }] });
    expect(read(linked)).toMatchObject({ hasFloorPlan: true, floorPlans: [{ url: 'https://img.example/p2.jpg' }] });
  });
});
