// Unit sanity over the demo market, as issue 10 (deliverable 3) asks: read correctly (the spec shape with the
// neutral profile, the gateway shape with the gateway profile) no page of any place warns; read with the wrong
// area unit (the gateway's square metres taken as square feet, or the spec's square feet as square metres) every
// page that can be judged does. Before, only a few prime pages (Dubai Marina sales) warned.
import { worded } from '../../support/worded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaUnit } from '#shared/connection-profile';
import type { DataAnswer } from '#shared/ipc/contract';
import { createCore, type Core } from '#core/create-core';
import { createInProcessTransport } from '#core/demo/in-process';
import type { DemoShape } from '#core/demo/http/gateway-shape';
import { AREA_UNIT_SETTING } from '#core/normalize/unit-sanity';
import { testMarket } from '../../support/demo-fixture';
import { makeTempDir, type TempDir } from '../../support/temp-dir';

type Operation = 'search-property' | 'transactions';

interface Setup {
  shape: DemoShape;
  profile: string;
  areaUnit?: AreaUnit;
}

const SETUPS = {
  spec: { shape: 'spec', profile: 'neutral' },
  gateway: { shape: 'gateway', profile: 'rapidapi' },
  /** The reviewer's case: the gateway profile with --area-unit sqft against areas really in square metres. */
  metresAsFeet: { shape: 'gateway', profile: 'rapidapi', areaUnit: 'sqft' },
  feetAsMetres: { shape: 'spec', profile: 'neutral', areaUnit: 'sqm' },
} as const satisfies Record<string, Setup>;
type SetupName = keyof typeof SETUPS;

const dirs: TempDir[] = [];
const cores = new Map<SetupName, Core>();

beforeAll(async () => {
  for (const [name, setup] of Object.entries(SETUPS) as [SetupName, Setup][]) {
    const dir = makeTempDir(`aqar-sanity-${name}-`);
    dirs.push(dir);
    const core = await createCore({
      dataDir: dir.path,
      host: 'test',
      version: 'test',
      settings: {
        source: 'live',
        connection: {
          profile: setup.profile,
          baseUrl: `https://${setup.shape}.demo.invalid`,
          ...(setup.areaUnit ? { areaUnit: setup.areaUnit } : {}),
        },
        limits: { perSecond: 100, concurrency: 8 },
      },
      apiKey: async () => 'key',
      transport: createInProcessTransport(testMarket, { shape: setup.shape, mediaOrigin: '', apiKey: 'key' }),
      log: () => {},
    });
    cores.set(name, core);
  }
});
afterAll(async () => {
  for (const core of cores.values()) await core.close();
  for (const dir of dirs) dir.remove();
});

/** Every fourth place of the market's 312, and the places the review named. */
function places(): { id: string; name: string }[] {
  const named = new Set(['Jumeirah Village Circle', 'International City', 'Dubai Marina']);
  return testMarket()
    .locations.filter((l, i) => i % 4 === 0 || named.has(l.names.en))
    .map((l) => ({ id: l.externalID, name: l.names.en }));
}

interface Page {
  label: string;
  records: number;
  warned: boolean;
}

async function pages(setup: SetupName, operation: Operation): Promise<Page[]> {
  const core = cores.get(setup)!;
  const out: Page[] = [];
  for (const place of places()) {
    for (const purpose of ['for-sale', 'for-rent'] as const) {
      const answer = await core.dispatch('data:fetch', { operation, params: { purpose, location_ids: place.id } });
      if (!answer.ok) throw new Error(`${place.name} ${purpose}: ${answer.error.message}`);
      const { result, warnings } = answer.value as DataAnswer;
      out.push({
        label: `${place.name} ${purpose}`,
        records: (result as { items: unknown[] }).items.length,
        warned: worded(warnings).some((w) => w.includes(AREA_UNIT_SETTING)),
      });
    }
  }
  return out;
}

/** Fewer records than this say too little about a page to judge it either way. */
const JUDGED = 3;

describe('unit sanity over the demo market', () => {
  it.each([
    ['spec', 'search-property'],
    ['spec', 'transactions'],
    ['gateway', 'search-property'],
    ['gateway', 'transactions'],
  ] as const)(
    'read correctly (%s shape, %s): no page of any place warns',
    async (setup, operation) => {
      const seen = await pages(setup, operation);
      expect(seen.filter((p) => p.records >= JUDGED).length).toBeGreaterThan(120);
      expect(seen.filter((p) => p.warned).map((p) => p.label)).toEqual([]);
    },
    60_000,
  );

  it.each([
    ['metresAsFeet', 'search-property'],
    ['feetAsMetres', 'search-property'],
    ['feetAsMetres', 'transactions'],
  ] as const)(
    'read with the wrong unit (%s, %s): every page of every place warns',
    async (setup, operation) => {
      const seen = await pages(setup, operation);
      const judged = seen.filter((p) => p.records >= JUDGED);
      expect(judged.length).toBeGreaterThan(120);
      expect(judged.filter((p) => !p.warned).map((p) => p.label)).toEqual([]);
    },
    60_000,
  );
});
