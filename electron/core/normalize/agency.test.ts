import { beforeAll, describe, expect, it } from 'vitest';
import { applyDrift } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { normalizeAgencyDetail, normalizeAgencySummary } from './agency';
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

const specAgency = {
  externalID: '100000',
  name: 'Lantern Compass',
  logo: { url: 'https://img/l.png' },
  description: 'A brokerage',
  agentsCount: 215,
  propertiesCount: 3123,
  phone: '<PHONE>',
  location: { name: 'Jumeirah Lake Towers' },
};

const specDetail = {
  ...specAgency,
  email: '<EMAIL>',
  website: 'https://lantern.example',
  propertiesForSale: 1715,
  propertiesForRent: 1408,
  licenses: [{ number: '80206', authority: 'RERA' }],
};

describe('normalizeAgencySummary', () => {
  it('reads the spec shape', () => {
    expect(normalizeAgencySummary(specAgency)).toEqual({
      externalID: '100000',
      name: 'Lantern Compass',
      logoUrl: 'https://img/l.png',
      description: 'A brokerage',
      agentsCount: 215,
      propertiesCount: 3123,
      phone: '<PHONE>',
      locationName: 'Jumeirah Lake Towers',
    });
  });

  it('accepts the by-name shape without description and location, nulls and numbers as strings', () => {
    expect(
      normalizeAgencySummary({ externalID: 100000, name: 'L', logo: null, agentsCount: '215', propertiesCount: null }),
    ).toEqual({
      externalID: '100000',
      name: 'L',
      logoUrl: null,
      description: null,
      agentsCount: 215,
      propertiesCount: null,
      phone: null,
      locationName: null,
    });
  });

  it('rejects agencies without an id or with a count that is not a number', () => {
    const page = normalizeOperation(
      'agency-search',
      {
        agencies: [specAgency, { ...specAgency, externalID: null }, { ...specAgency, agentsCount: '2.5' }],
        total: '3',
      },
      SQFT,
    );
    expect(page).toMatchObject({ total: 3, rejected: 2, pageSize: 40 });
  });
});

describe('normalizeAgencyDetail', () => {
  it('reads the spec shape with its licenses', () => {
    expect(normalizeAgencyDetail(specDetail)).toMatchObject({
      email: '<EMAIL>',
      website: 'https://lantern.example',
      propertiesForSale: 1715,
      propertiesForRent: 1408,
      licenses: [{ number: '80206', authority: 'RERA' }],
    });
  });

  it('keeps licenses with a number, numeric or not, and drops the rest', () => {
    const detail = normalizeAgencyDetail({
      ...specDetail,
      licenses: [{ number: 80206, authority: null }, { authority: 'RERA' }, 'junk'],
    });
    expect(detail?.licenses).toEqual([{ number: '80206', authority: null }]);
    expect(normalizeAgencyDetail({ ...specDetail, licenses: null })?.licenses).toEqual([]);
  });

  it('is null when the agency cannot be read', () => {
    expect(normalizeAgencyDetail({ ...specDetail, externalID: undefined })).toBeNull();
    expect(normalizeAgencyDetail([])).toBeNull();
  });
});

describe('agencies from the demo service', () => {
  it('reads agency-search and agency-search-by-name pages, plain and drifted', () => {
    for (const [operation, path, size] of [
      ['agency-search', '/agency-search?location_id=1', 40],
      ['agency-search-by-name', '/agency-search-by-name?query=a', 80],
    ] as const) {
      const data = demo(path);
      const page = normalizeOperation(operation, data, SQFT)!;
      expect(page).toMatchObject({ total: data.total, totalPages: data.totalPages, pageSize: size, rejected: 0 });
      expect(normalizeOperation(operation, applyDrift(data, createRng(13)), SQFT)).toEqual(page);
    }
  });

  it('reads agency-details', () => {
    const detail = normalizeOperation('agency-details', demo('/agency-details?agency_id=100000'), SQFT)!;
    expect(detail.externalID).toBe('100000');
    expect(detail.licenses.length).toBeGreaterThan(0);
    expect(detail.propertiesForSale! + detail.propertiesForRent!).toBe(detail.propertiesCount);
  });
});
