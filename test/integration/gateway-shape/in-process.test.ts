// The in-process switch: a core on the gateway profile over the demo service answering in the gateway shape (no
// socket) reads the same listings, details, agents and transactions as a core on the neutral profile over the spec
// shape; its health check uses the gateway's /health and is counted as spent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { Transaction } from '#shared/domain/transaction';
import { createCore, type Core } from '#core/create-core';
import { createInProcessTransport } from '#core/demo/in-process';
import type { DemoShape } from '#core/demo/http/gateway-shape';
import { testMarket } from '../../support/demo-fixture';
import { makeTempDir } from '../../support/temp-dir';

const dirs = [makeTempDir('aqar-inproc-spec-'), makeTempDir('aqar-inproc-gw-')];
let spec: Core;
let gateway: Core;

function core(shape: DemoShape, profile: string, dir: string): Promise<Core> {
  return createCore({
    dataDir: dir,
    host: 'test',
    version: 'test',
    settings: {
      source: 'live',
      connection: { profile, baseUrl: `https://${shape}.demo.invalid` },
      limits: { perSecond: 100, concurrency: 8 },
    },
    apiKey: async () => 'key',
    transport: createInProcessTransport(testMarket, { shape, mediaOrigin: '', apiKey: 'key' }),
    log: () => {},
  });
}

beforeAll(async () => {
  spec = await core('spec', 'neutral', dirs[0]!.path);
  gateway = await core('gateway', 'rapidapi', dirs[1]!.path);
});
afterAll(async () => {
  await spec.close();
  await gateway.close();
  for (const dir of dirs) dir.remove();
});

const AREA_FIELDS = new Set(['areaSqft', 'pricePerSqft', 'plotAreaSqft']);

/**
 * The answer with area figures taken out (into `areas`, compared to within the rounding of square metres) and
 * location steps by name (some real levels carry no externalID); everything else must be identical.
 */
function comparable(value: unknown, areas: number[]): unknown {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) => {
    if (AREA_FIELDS.has(key) && typeof v === 'number') {
      areas.push(v);
      return null;
    }
    if (key === 'location' && Array.isArray(v)) return v.map((p: { name?: unknown }) => p.name ?? p);
    return v;
  }) as unknown;
}

function expectSame(gateway: unknown, spec: unknown): void {
  const a: number[] = [];
  const b: number[] = [];
  expect(comparable(gateway, a)).toEqual(comparable(spec, b));
  expect(a).toHaveLength(b.length);
  a.forEach((n, i) => expect(Math.abs(n - b[i]!)).toBeLessThanOrEqual(b[i]! * 0.001 + 0.01));
}

async function both<N extends OperationName>(operation: N, input: OperationInput<N>) {
  const [a, b] = await Promise.all([
    spec.data.gateway.fetch(operation, input),
    gateway.data.gateway.fetch(operation, input),
  ]);
  return { spec: a, gateway: b };
}

describe('both shapes in-process', () => {
  it.each([
    ['search-property', { purpose: 'for-rent', location_ids: '5002', sort_order: 'broker_first' }],
    ['agency-properties', { agency_external_id: '100000' }],
    ['agent-search', { location_ids: '5002' }],
    ['agent-details', { agent_id: '300000' }],
    ['autocomplete', { query: 'marina' }],
  ] as const)('%s reads the same', async (operation, input) => {
    const answers = await both(operation, input as never);
    expectSame(answers.gateway.result, answers.spec.result);
    expect(answers.gateway.warnings).toEqual([]);
  });

  it('a property detail keeps its agent', async () => {
    const list = await spec.data.gateway.fetch('search-property', { purpose: 'for-sale' });
    const id = list.result.items[0]!.externalID;
    const answers = await both('property-details', { external_id: id });
    expect(answers.gateway.result.agent).not.toBeNull();
    expect(answers.gateway.result.agent).toEqual(answers.spec.result.agent);
  });

  it('transactions read the same, the gateway adding what only it knows', async () => {
    const answers = await both('transactions', { purpose: 'for-rent', location_ids: '5002', time_period: '3m' });
    const strip = (items: readonly Transaction[]) =>
      items.map(
        ({ market: _m, contractType: _c, locationPath: _p, latitude: _a, longitude: _o, plotAreaSqft: _s, ...rest }) =>
          rest,
      );
    expectSame(strip(answers.gateway.result.items), strip(answers.spec.result.items));
    expect(answers.gateway.result.items.every((t) => t.contractType === 'new' || t.contractType === 'renewal')).toBe(
      true,
    );
  });

  it("checks health the gateway's way and counts it as spent", async () => {
    const before = gateway.workspace.requestLog.usage(gateway.data.source().id).today;
    const test = await gateway.dispatch('connection:test', {}, {} as never);
    expect(test).toMatchObject({ ok: true, value: { ok: true } });
    expect(gateway.workspace.requestLog.usage(gateway.data.source().id).today).toBe(before + 1);
  });
});
