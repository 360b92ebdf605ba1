import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, OPERATION_NAMES, type OperationName } from '#shared/data-service/operations';
import type { ResultPage } from '#shared/domain/page';
import { applyDrift, areasToSquareMetres } from '#core/demo/http/drift';
import { handleDemoRequest } from '#core/demo/http/handle-request';
import { createMarket, type Market } from '#core/demo/market/market';
import { createRng } from '#core/demo/random';
import { AppFailure } from '#shared/errors';
import { demoPathsOfEveryOperation } from '../../../test/support/demo-paths';
import { normalizeAnswer, normalizeOperation, normalizeOrThrow } from './normalize-operation';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import type { MessageRef } from '#shared/messages/message-ref';

/** A refusal as the English window words it. */
const english = (said: MessageRef): string => formatRef('en', said);

let market: Market;
/** The real demo `data` of every operation. */
let answers: Record<OperationName, unknown>;

function demo(path: string): Record<string, unknown> {
  const response = handleDemoRequest(market, { method: 'GET', url: new URL(`http://x${path}`), header: () => null });
  expect(response.status, path).toBe(200);
  return (JSON.parse(response.body) as { data: Record<string, unknown> }).data;
}

beforeAll(() => {
  market = createMarket({ day: 330 });
  const listing = (demo('/search-property?purpose=for-sale').properties as { externalID: string }[])[0]!;
  const agent = demo('/agent-details?agent_id=300000') as { ownerID: string };
  const paths = demoPathsOfEveryOperation(listing.externalID, agent.ownerID);

  answers = Object.fromEntries(OPERATION_NAMES.map((op) => [op, demo(paths[op])])) as Record<OperationName, unknown>;
});

const SQFT = { areaUnit: 'sqft' } as const;

function rejectedOf(result: unknown): number {
  return (result as { rejected?: number }).rejected ?? 0;
}

describe('normalizeOperation over real demo answers', () => {
  it.each(OPERATION_NAMES)('%s: reads the answer with nothing rejected', (operation) => {
    const result = normalizeOperation(operation, answers[operation], SQFT);
    expect(result).not.toBeNull();
    expect(rejectedOf(result)).toBe(0);
    const items = (result as { items?: unknown[] }).items;
    if (items) expect(items.length).toBeGreaterThan(0);
  });

  it.each(OPERATION_NAMES)('%s: reads the drifted answer with nothing rejected', (operation) => {
    const result = normalizeOperation(operation, applyDrift(answers[operation], createRng(21)), SQFT);
    expect(result).not.toBeNull();
    expect(rejectedOf(result)).toBe(0);
  });

  it.each(OPERATION_NAMES)('%s: reads the square-metre answer back to the same result', (operation) => {
    const metric = normalizeOperation(operation, areasToSquareMetres(answers[operation]), { areaUnit: 'sqm' });
    const plain = normalizeOperation(operation, answers[operation], SQFT);
    // Areas come back to within rounding of the square metres (0.01 m² is about 0.1 sq ft); the rest is identical.
    const strip = (value: unknown, into: number[]) =>
      JSON.parse(JSON.stringify(value), (key, v: unknown) => {
        if ((key !== 'areaSqft' && key !== 'pricePerSqft') || typeof v !== 'number') return v;
        into.push(v);
        return null;
      }) as unknown;
    const metricAreas: number[] = [];
    const plainAreas: number[] = [];
    expect(strip(metric, metricAreas)).toEqual(strip(plain, plainAreas));
    expect(metricAreas).toHaveLength(plainAreas.length);
    metricAreas.forEach((m, i) => expect(Math.abs(m - plainAreas[i]!)).toBeLessThanOrEqual(plainAreas[i]! * 0.001));
  });

  it('takes page sizes from the operation table and paging fields from the answer', () => {
    for (const operation of OPERATION_NAMES) {
      const paging = OPERATIONS[operation].paging;
      if (paging.kind !== 'standard' && paging.kind !== 'transactions') continue;
      const result = normalizeOperation(operation, answers[operation], SQFT) as { pageSize: number; page: number };
      expect([operation, result.pageSize, result.page]).toEqual([operation, paging.pageSize, 1]);
    }
  });
});

describe('normalizeOperation on malformed answers', () => {
  it.each(OPERATION_NAMES)('%s: returns null for a body that is not its container, without throwing', (operation) => {
    for (const data of [undefined, null, 'nonsense', 42, [], { unrelated: [] }]) {
      expect(normalizeOperation(operation, data, SQFT)).toBeNull();
    }
  });

  it('returns null when the list is not an array or a paging count is not a number', () => {
    expect(normalizeOperation('search-property', { properties: 'many', total: 3 }, SQFT)).toBeNull();
    expect(normalizeOperation('search-property', { properties: [], total: 'abc' }, SQFT)).toBeNull();
    expect(normalizeOperation('transactions', { hits: [], nbHits: -1 }, SQFT)).toBeNull();
    expect(normalizeOperation('agent-search', { agents: [], page: 0 }, SQFT)).toBeNull();
  });

  it('reads totals sent as strings, a null list as empty, and fills in what the paging block leaves out', () => {
    expect(
      normalizeOperation('search-property', { properties: null, total: '0', page: '1', totalPages: '0' }, SQFT),
    ).toEqual({ items: [], total: 0, page: 1, totalPages: 0, pageSize: 24, rejected: 0 });
    expect(normalizeOperation('agency-search', { agencies: [], total: '81', page: 2 }, SQFT)).toMatchObject({
      total: 81,
      page: 2,
      totalPages: 3,
      pageSize: 40,
    });
    expect(normalizeOperation('transactions', { hits: [], total: 41 }, SQFT)).toMatchObject({
      total: 41,
      totalPages: 3,
      pageSize: 20,
    });
  });

  it('makes a page of nothing but unreadable records an error naming how many and the first reason', () => {
    for (const operation of OPERATION_NAMES) {
      const paging = OPERATIONS[operation].paging;
      if (paging.kind === 'single') continue;
      const outcome = normalizeAnswer(operation, { [paging.listKey]: [42, null, {}] }, SQFT);
      expect(outcome.ok, operation).toBe(false);
      if (outcome.ok) continue;
      expect(outcome.reason).toBe('unreadable');
      expect(english(outcome.said)).toMatch(/None of the 3 records .* could be read \(the first: .+\)/);
      expect(normalizeOperation(operation, { [paging.listKey]: [42, null, {}] }, SQFT)).toBeNull();
      expect(() => normalizeOrThrow(operation, { [paging.listKey]: [42] }, SQFT)).toThrow(AppFailure);
    }
  });

  it('counts unreadable items next to readable ones, with their reasons, instead of failing the page', () => {
    for (const operation of OPERATION_NAMES) {
      const paging = OPERATIONS[operation].paging;
      if (paging.kind === 'single') continue;
      const good = (answers[operation] as Record<string, unknown[]>)[paging.listKey]![0];
      const result = normalizeOperation(operation, { [paging.listKey]: [good, 42, null, {}] }, SQFT);
      expect(result, operation).not.toBeNull();
      const page = result as ResultPage<unknown>;
      expect([operation, page.items.length, page.rejected, page.rejectedReasons?.length]).toEqual([operation, 1, 3, 3]);
    }
  });

  it('an empty page is a success, not an error', () => {
    expect(normalizeAnswer('transactions', { hits: [], nbHits: 0, page: 1, nbPages: 0 }, SQFT).ok).toBe(true);
  });

  it('says why a property detail cannot be read', () => {
    const outcome = normalizeAnswer('property-details', { externalID: '77', purpose: 'for-sale', price: null }, SQFT);
    expect(outcome).toMatchObject({ ok: false, reason: 'shape' });
    expect(!outcome.ok && english(outcome.said)).toMatch(/listing 77 has no price/);
  });
});
