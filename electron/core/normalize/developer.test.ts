import { beforeAll, describe, expect, it } from 'vitest';
import { applyDrift } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { normalizeDeveloper } from './developer';
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

const specDeveloper = {
  externalID: '7000',
  name: 'Altavera',
  logo: { url: 'https://img/d.png' },
  projectsCount: 147,
  propertiesCount: 4965,
  description: 'A developer',
};

describe('normalizeDeveloper', () => {
  it('reads the spec shape', () => {
    expect(normalizeDeveloper(specDeveloper)).toEqual({
      externalID: '7000',
      name: 'Altavera',
      logoUrl: 'https://img/d.png',
      projectsCount: 147,
      propertiesCount: 4965,
      description: 'A developer',
    });
  });

  it('accepts nulls and numbers as strings', () => {
    expect(
      normalizeDeveloper({ externalID: 7000, name: 'A', logo: null, projectsCount: '3', propertiesCount: null }),
    ).toEqual({
      externalID: '7000',
      name: 'A',
      logoUrl: null,
      projectsCount: 3,
      propertiesCount: null,
      description: null,
    });
  });

  it('rejects developers without an id or with a count that is not a number', () => {
    const page = normalizeOperation(
      'developer-search-by-name',
      {
        developers: [
          specDeveloper,
          { ...specDeveloper, externalID: undefined },
          { ...specDeveloper, projectsCount: 'x' },
        ],
      },
      SQFT,
    );
    expect(page).toMatchObject({ total: 3, page: 1, totalPages: 1, pageSize: 80, rejected: 2 });
  });

  it('reads the demo page, plain and drifted', () => {
    const data = demo('/developer-search-by-name?query=a');
    const page = normalizeOperation('developer-search-by-name', data, SQFT)!;
    expect(page).toMatchObject({ total: data.total, totalPages: data.totalPages, pageSize: 80, rejected: 0 });
    expect(page.items[0]!.projectsCount).toBeGreaterThan(0);
    expect(normalizeOperation('developer-search-by-name', applyDrift(data, createRng(2)), SQFT)).toEqual(page);
  });
});
