import { beforeAll, describe, expect, it } from 'vitest';
import { applyDrift } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { normalizeOperation } from './normalize-operation';
import { normalizeProject } from './project';

let market: Market;
beforeAll(() => {
  market = createMarket({ day: 330 });
});

function demo(path: string): Record<string, unknown> {
  const response = handleDemoRequest(market, { method: 'GET', url: new URL(`http://x${path}`), header: () => null });
  return (JSON.parse(response.body) as { data: Record<string, unknown> }).data;
}

const SQFT = { areaUnit: 'sqft' } as const;

const specProject = {
  externalID: '9000187',
  title: { en: 'Sable Quays' },
  location: [{ name: 'Dubai' }, { name: 'JBR' }],
  coverPhoto: { url: 'https://img/p.jpg' },
};

describe('normalizeProject', () => {
  it('reads the spec shape, leaving what the spec does not show null', () => {
    expect(normalizeProject(specProject)).toEqual({
      externalID: '9000187',
      title: { en: 'Sable Quays' },
      location: [
        { externalID: null, name: 'Dubai' },
        { externalID: null, name: 'JBR' },
      ],
      coverPhotoUrl: 'https://img/p.jpg',
      developer: null,
      completionDate: null,
      completionPercentage: null,
      preHandoverPayment: null,
      priceFrom: null,
      priceTo: null,
      areaFromSqft: null,
      areaToSqft: null,
      rooms: [],
      propertyTypes: [],
      isVerified: null,
    });
  });

  it('reads the fields the demo service adds: developer, completion, price and area ranges', () => {
    const page = normalizeOperation('search-new-projects', demo('/search-new-projects'), SQFT)!;
    expect(page).toMatchObject({ page: 1, pageSize: 24, rejected: 0 });
    expect(page.items).toHaveLength(24);
    const p = page.items[0]!;
    expect(p.developer).toMatchObject({
      externalID: expect.any(String),
      name: expect.any(String),
      logoUrl: expect.any(String),
    });
    expect(p.completionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.completionPercentage).toBeGreaterThanOrEqual(0);
    expect(p.priceFrom).toBeLessThanOrEqual(p.priceTo!);
    expect(p.areaFromSqft).toBeLessThanOrEqual(p.areaToSqft!);
    expect(p.rooms.length).toBeGreaterThan(0);
    expect(p.propertyTypes.length).toBeGreaterThan(0);
  });

  it('reads the drifted variant (extra fields, rooms as a string, null cover photos) to the same values', () => {
    const data = demo('/search-new-projects?page=2');
    const clean = normalizeOperation('search-new-projects', data, SQFT)!;
    const drifted = normalizeOperation('search-new-projects', applyDrift(data, createRng(9)), SQFT)!;
    expect(drifted.rejected).toBe(0);
    expect(drifted.items.map((p) => ({ ...p, coverPhotoUrl: null }))).toEqual(
      clean.items.map((p) => ({ ...p, coverPhotoUrl: null })),
    );
  });

  it('accepts nulls, numbers as strings and the min/max spellings of ranges', () => {
    const project = normalizeProject({
      ...specProject,
      externalID: 9000187,
      coverPhoto: null,
      developer: null,
      completionDate: '2027-01-07T00:00:00Z',
      completionPercentage: '74',
      preHandoverPayment: null,
      priceMin: '2306000',
      priceMax: 5034000,
      areaFrom: '830',
      areaTo: null,
      rooms: ['studio', '1', 2],
      propertyTypes: 'apartments',
    });
    expect(project).toMatchObject({
      externalID: '9000187',
      coverPhotoUrl: null,
      completionDate: '2027-01-07',
      completionPercentage: 74,
      preHandoverPayment: null,
      priceFrom: 2_306_000,
      priceTo: 5_034_000,
      areaFromSqft: 830,
      areaToSqft: null,
      rooms: [0, 1, 2],
      propertyTypes: ['apartments'],
    });
  });

  it('reads "rooms: [0]" of an office project as no bedroom counts, and keeps the studios of mixed projects', () => {
    const offices = normalizeProject({ ...specProject, rooms: [0], propertyTypes: ['offices'] });
    expect(offices?.rooms).toEqual([]);
    const mixed = normalizeProject({ ...specProject, rooms: '0,1,2', propertyTypes: 'apartments,offices' });
    expect(mixed?.rooms).toEqual([0, 1, 2]);
    expect(normalizeProject({ ...specProject, rooms: [0, 1] })?.rooms).toEqual([0, 1]);
    const page = normalizeOperation('search-new-projects', demo('/search-new-projects?property_type=offices'), SQFT)!;
    expect(page.items.length).toBeGreaterThan(0);
    for (const project of page.items) expect(project.rooms, project.externalID).toEqual([]);
  });

  it('rejects items without an id or with a price that is not a number', () => {
    const page = normalizeOperation(
      'search-new-projects',
      {
        properties: [specProject, { ...specProject, externalID: null }, { ...specProject, priceFrom: 'abc' }],
        total: '3',
      },
      SQFT,
    );
    expect(page).toMatchObject({ total: 3, rejected: 2 });
    expect(page?.items.map((p) => p.externalID)).toEqual(['9000187']);
  });
});
