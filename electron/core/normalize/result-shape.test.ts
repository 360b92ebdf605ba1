// A saved normalized answer is used only when it has its operation's shape: every answer the normalizers make (from
// the spec-shaped and the gateway-shaped demo service) passes, so a sound cache is never normalized again; damaged
// forms do not.
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES, type OperationName } from '#shared/data-service/operations';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import type { DemoShape } from '#core/demo/http/gateway-shape';
import { createMarket } from '#core/demo/market/market';
import { demoPathsOfEveryOperation } from '../../../test/support/demo-paths';
import { normalizeOperation } from './normalize-operation';
import { hasResultShape, readStoredResult } from './result-shape';

const market = createMarket({ day: 330 });

function demo(path: string, shape: DemoShape): unknown {
  const request = { method: 'GET', url: new URL(`http://x${path}`), header: () => null };
  const response = handleDemoRequest(market, request, { shape });
  expect(response.status, path).toBe(200);
  return (JSON.parse(response.body) as { data: unknown }).data;
}

function paths(shape: DemoShape): Record<OperationName, string> {
  const listing = normalizeOperation('search-property', demo('/search-property?purpose=for-sale', shape), {
    areaUnit: 'sqft',
  })!.items[0]!.externalID;
  const agent = normalizeOperation('agent-details', demo('/agent-details?agent_id=300000', shape), {
    areaUnit: 'sqft',
  })!;
  return demoPathsOfEveryOperation(listing, String(agent.ownerID));
}

describe('the shape of a saved normalized answer', () => {
  it.each<DemoShape>(['spec', 'gateway'])('every operation answered in the %s shape passes, round-tripped', (shape) => {
    const unit = shape === 'gateway' ? 'sqm' : 'sqft';
    for (const [operation, path] of Object.entries(paths(shape)) as [OperationName, string][]) {
      const result = normalizeOperation(operation, demo(path, shape), { areaUnit: unit, purpose: 'for-sale' });
      expect(result, operation).not.toBeNull();
      expect(readStoredResult(operation, JSON.stringify(result)), operation).toEqual(result);
    }
  });

  it.each(OPERATION_NAMES)('%s: damaged forms fail', (operation) => {
    for (const damaged of ['null', '[]', '{}', '"text"', '{"items":[{"x":1}]}', 'not json', '']) {
      expect(readStoredResult(operation, damaged), damaged).toBeNull();
    }
    expect(readStoredResult(operation, null)).toBeNull();
  });

  it('checks every record of a page, not only the first', () => {
    const good = { externalID: '1', name: 'A' };
    const page = { items: [good, good], total: 2, page: 1, totalPages: 1, pageSize: 24, rejected: 0 };
    expect(hasResultShape('agency-search', page)).toBe(true);
    expect(hasResultShape('agency-search', { ...page, items: [good, { externalID: 2, name: 'B' }] })).toBe(false);
    expect(hasResultShape('agency-search', { ...page, pageSize: 'x' })).toBe(false);
  });
});
