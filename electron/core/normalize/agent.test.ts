import { beforeAll, describe, expect, it } from 'vitest';
import { applyDrift } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { normalizeAgentDetail, normalizeAgentSummary } from './agent';
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

const specAgent = {
  externalID: '300000',
  name: 'Chloe Hughes',
  photo: { url: 'https://img/a.jpg' },
  agency: { name: 'Lantern', externalID: '100000', logo: { url: 'https://img/l.png' } },
  propertiesCount: 280,
  languages: ['English', 'Arabic'],
  experience: 4,
};

const specDetail = {
  ...specAgent,
  phone: '<PHONE>',
  email: '<EMAIL>',
  propertiesForSale: 145,
  propertiesForRent: 135,
  specializations: ['Off-plan'],
  areasOfExpertise: ['Dubai Marina'],
};

describe('normalizeAgentSummary', () => {
  it('reads the spec shape', () => {
    expect(normalizeAgentSummary(specAgent)).toEqual({
      externalID: '300000',
      name: 'Chloe Hughes',
      photoUrl: 'https://img/a.jpg',
      agency: { externalID: '100000', name: 'Lantern', logoUrl: 'https://img/l.png' },
      propertiesCount: 280,
      languages: ['English', 'Arabic'],
      experienceYears: 4,
    });
  });

  it('accepts nulls, missing members and numbers as strings', () => {
    expect(
      normalizeAgentSummary({
        externalID: 300000,
        name: 'X',
        photo: null,
        agency: null,
        propertiesCount: '12',
        experience: '',
      }),
    ).toEqual({
      externalID: '300000',
      name: 'X',
      photoUrl: null,
      agency: null,
      propertiesCount: 12,
      languages: [],
      experienceYears: null,
    });
  });

  it('rejects agents without an id or with a count that is not a number', () => {
    const page = normalizeOperation(
      'agent-search-by-name',
      { agents: [specAgent, { ...specAgent, externalID: '' }, { ...specAgent, propertiesCount: 'many' }], total: 3 },
      SQFT,
    );
    expect(page).toMatchObject({ total: 3, rejected: 2, pageSize: 20 });
  });
});

describe('normalizeAgentDetail', () => {
  it('reads the spec shape, where the ownerID is missing', () => {
    expect(normalizeAgentDetail(specDetail)).toMatchObject({
      ownerID: null,
      phone: '<PHONE>',
      email: '<EMAIL>',
      propertiesForSale: 145,
      propertiesForRent: 135,
      specializations: ['Off-plan'],
      areasOfExpertise: ['Dubai Marina'],
      experienceYears: 4,
    });
  });

  it('reads the ownerID in its spellings, numeric or not', () => {
    expect(normalizeAgentDetail({ ...specDetail, ownerID: 1800000 })?.ownerID).toBe('1800000');
    expect(normalizeAgentDetail({ ...specDetail, owner_id: '1800000' })?.ownerID).toBe('1800000');
  });

  it('is null when the agent cannot be read', () => {
    expect(normalizeAgentDetail({ ...specDetail, externalID: undefined })).toBeNull();
    expect(normalizeAgentDetail({ ...specDetail, propertiesForSale: 'lots' })).toBeNull();
  });
});

describe('agents from the demo service', () => {
  it('reads agent-search and agent-search-by-name pages, plain and drifted', () => {
    for (const [operation, path, size] of [
      ['agent-search', '/agent-search', 40],
      ['agent-search-by-name', '/agent-search-by-name?query=a', 20],
    ] as const) {
      const data = demo(path);
      const page = normalizeOperation(operation, data, SQFT)!;
      expect(page).toMatchObject({ total: data.total, totalPages: data.totalPages, pageSize: size, rejected: 0 });
      expect(page.items[0]!.agency?.externalID).toEqual(expect.any(String));
      expect(normalizeOperation(operation, applyDrift(data, createRng(11)), SQFT)).toEqual(page);
    }
  });

  it('reads agency-agents, which has no paging fields, as one page', () => {
    const data = demo('/agency-agents?agency_id=100000');
    const page = normalizeOperation('agency-agents', data, SQFT)!;
    const count = (data.agents as unknown[]).length;
    expect(page).toMatchObject({ total: count, page: 1, totalPages: 1, pageSize: null, rejected: 0 });
    expect(page.items[0]!.agency).toBeNull();
  });

  it('reads agent-details with its ownerID, which finds the agent’s listings', () => {
    const detail = normalizeOperation('agent-details', demo('/agent-details?agent_id=300000'), SQFT)!;
    expect(detail.ownerID).toEqual(expect.any(String));
    expect(detail.ownerID).not.toBe(detail.externalID);
    const listings = normalizeOperation(
      'agent-properties',
      demo(`/agent-properties?owner_id=${detail.ownerID}`),
      SQFT,
    )!;
    expect(listings).toMatchObject({ total: detail.propertiesCount, pageSize: 25, rejected: 0 });
  });
});
