// The core against the demo data service over real HTTP: the live code path, headers, envelope and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import type { LocationSearchResult } from '#shared/ipc/contract';
import { PLACE_ALIASES } from '#shared/domain/place-aliases';
import { makeTempDir } from '../support/temp-dir';
import { keptMarket } from '../support/kept-market';

const KEY = 'test-key-0123456789';
let server: RunningDemoServer;
const dir = makeTempDir();

let cores = 0;
/** Each core gets its own data folder, so no answer comes from another test's cache. */
function liveCore(options: { key?: string | null; baseUrl?: string } = {}): Promise<Core> {
  return createCore({
    dataDir: `${dir.path}/core-${++cores}`,
    host: 'test',
    version: 'test',
    settings: { source: 'live', connection: { baseUrl: options.baseUrl ?? server.url, timeoutMs: 2000 } },
    apiKey: async () => (options.key === undefined ? KEY : options.key),
    log: () => {},
  });
}

beforeAll(async () => {
  server = await startDemoServer({ apiKey: KEY, market: keptMarket() });
});
afterAll(async () => {
  await server.close();
  dir.remove();
});

describe('location autocomplete over HTTP', () => {
  it('lists Dubai Marina with its path for "marina"', async () => {
    const result = await (await liveCore()).dispatch('locations:search', { query: 'marina', lang: 'en' });
    expect(result.ok).toBe(true);
    const value = (result as { value: LocationSearchResult }).value;
    const marina = value.locations.find((l) => l.name.en === 'Dubai Marina');
    expect(marina).toMatchObject({ path: 'Dubai > Dubai Marina', type: 'neighbourhood' });
    expect(marina!.adCount).toBeGreaterThan(0);
    expect(value.provenance.source).toBe('live');
    expect(Date.parse(value.provenance.fetchedAt)).not.toBeNaN();
  });

  it('answers in Arabic', async () => {
    const result = await (await liveCore()).dispatch('locations:search', { query: 'marina', lang: 'ar' });
    const value = (result as { value: LocationSearchResult }).value;
    expect(value.locations.map((l) => l.name.ar)).toContain('دبي مارينا');
    expect(value.locations[0]?.name.en).toBeUndefined();
  });

  it('the place path follows the first language asked, even when another order was asked (and cached) before', async () => {
    const core = await liveCore();
    const ask = async (langs: string) => {
      const answer = await core.dispatch('data:fetch', {
        operation: 'autocomplete',
        params: { query: 'marina', langs },
      });
      const items = (answer as { ok: true; value: { result: { items: { name: { en?: string }; path: string }[] } } })
        .value.result.items;
      return items.find((l) => l.name.en === 'Dubai Marina')!.path;
    };
    expect(await ask('ru,en,ar,zh')).toBe('Дубай > Дубай Марина');
    expect(await ask('zh,en,ar,ru')).not.toMatch(/[А-я]/);
    expect(await ask('en,ar,ru,zh')).toBe('Dubai > Dubai Marina');
  });

  it('reports a missing key and a wrong key as bad-key / not-subscribed', async () => {
    expect(
      await (await liveCore({ key: null })).dispatch('locations:search', { query: 'marina', lang: 'en' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'bad-key' },
    });
    expect(
      await (await liveCore({ key: 'wrong' })).dispatch('locations:search', { query: 'marina', lang: 'en' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not-subscribed' },
    });
  });

  it('reports an unreachable service as offline', async () => {
    const closed = await startDemoServer({ market: keptMarket() });
    const url = closed.url;
    await closed.close();
    const result = await (
      await liveCore({ baseUrl: url })
    ).dispatch('locations:search', { query: 'marina', lang: 'en' });
    expect(result).toMatchObject({ ok: false, error: { code: 'offline' } });
  });

  it('the demo service answers 400 VALIDATION_ERROR naming a missing parameter', async () => {
    const response = await fetch(`${server.url}/autocomplete`, { headers: { 'x-gateway-key': KEY } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Missing required parameter: query',
      error: 'VALIDATION_ERROR',
    });
  });

  it('finds DIFC by its short name, in any case, and by its full name', async () => {
    const core = await liveCore();
    for (const query of ['DIFC', 'difc', 'Dubai International Financial Centre']) {
      const result = await core.dispatch('locations:search', { query, lang: 'en' });
      const value = (result as { value: LocationSearchResult }).value;
      expect(value.locations[0], query).toMatchObject({
        name: { en: 'Dubai International Financial Centre' },
        path: 'Dubai > Dubai International Financial Centre',
        type: 'neighbourhood',
      });
      expect(value.locations[0]!.adCount, query).toBeGreaterThan(0);
    }
  });

  it('in demo mode, every alias of the table finds its community first', async () => {
    const core = await createCore({ dataDir: `${dir.path}/aliases`, host: 'test', version: 'test', log: () => {} });
    for (const [alias, community] of Object.entries(PLACE_ALIASES)) {
      const result = await core.dispatch('locations:search', { query: alias, lang: 'en' });
      const first = (result as { value: LocationSearchResult }).value.locations[0];
      expect(first?.name.en?.toLowerCase(), `${alias} → ${community}`).toBe(community.toLowerCase());
      expect(first?.adCount, alias).toBeGreaterThan(0);
    }
  });

  it('in demo mode answers in-process without a key', async () => {
    const core = await createCore({ dataDir: dir.path, host: 'test', version: 'test', log: () => {} });
    const result = await core.dispatch('locations:search', { query: 'reem', lang: 'en' });
    const value = (result as { value: LocationSearchResult }).value;
    expect(value.provenance.source).toBe('demo');
    expect(value.locations.map((l) => l.name.en)).toContain('Al Reem Island');
  });
});
