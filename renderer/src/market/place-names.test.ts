// A market place saved by its English name gets its names in every language from one autocomplete answer, matched
// by id; a live connection looks only in saved answers (a lookup the broker did not ask for must cost nothing).
import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
vi.mock('../api/api', () => ({ api: { invoke: (...args: unknown[]) => invoke(...args), on: vi.fn() } }));

const marina = {
  externalID: '5002',
  name: { en: 'Dubai Marina', ar: 'دبي مارينا', ru: 'Дубай Марина', zh: '迪拜码头' },
  path: 'UAE > Dubai > Dubai Marina',
  type: 'neighbourhood',
};
const answer = (items: unknown[]) => ({
  ok: true,
  value: { result: { items }, provenance: { source: 'demo', stale: false, fetchedAt: '2026-11-24T00:00:00Z' } },
});

async function load(
  source: 'demo' | 'live' | 'unknown',
  fetched: unknown = answer([{ ...marina, externalID: '9999', name: { en: 'Dubai Marina Mall' } }, marina]),
) {
  vi.resetModules();
  invoke.mockReset();
  invoke.mockImplementation((channel: string) =>
    channel === 'app:info'
      ? source === 'unknown'
        ? Promise.reject(new Error('host gone'))
        : Promise.resolve({ ok: true, value: { source } })
      : Promise.resolve(fetched),
  );
  return (await import('./place-names')).withPlaceNames;
}

describe('withPlaceNames', () => {
  beforeEach(() => invoke.mockReset());

  it('names a saved place in every language, matched by id, and keeps its own label', async () => {
    const withPlaceNames = await load('demo');
    const [named] = await withPlaceNames([{ externalID: '5002', label: 'Dubai Marina' }]);
    expect(named).toEqual({
      externalID: '5002',
      label: 'Dubai Marina',
      names: marina.name,
      path: marina.path,
      type: marina.type,
    });
    const fetch = invoke.mock.calls.find(([channel]) => channel === 'data:fetch');
    expect(fetch?.[1]).toEqual({
      operation: 'autocomplete',
      params: { query: 'Dubai Marina', langs: ['en', 'ar', 'ru', 'zh'] },
      lang: 'en',
    });
  });

  it('asks only saved answers on a live connection', async () => {
    const withPlaceNames = await load('live');
    await withPlaceNames([{ externalID: '5002', label: 'Dubai Marina' }]);
    const fetch = invoke.mock.calls.find(([channel]) => channel === 'data:fetch');
    expect(fetch?.[1]).toMatchObject({ policy: 'offline' });
  });

  it('leaves a place the answer does not hold, and asks nothing for places already named', async () => {
    const withPlaceNames = await load('demo');
    const picked = { externalID: '5006', label: 'Jumeirah Village Circle', names: { en: 'Jumeirah Village Circle' } };
    const [unknown, kept] = await withPlaceNames([{ externalID: '7777', label: 'Nowhere' }, picked]);
    expect(unknown).toEqual({ externalID: '7777', label: 'Nowhere' });
    expect(kept).toBe(picked);
    expect(invoke.mock.calls.filter(([channel]) => channel === 'data:fetch')).toHaveLength(1);
  });

  it('treats an unknown source as live, and keeps the places as they were when the lookup fails', async () => {
    const withPlaceNames = await load('unknown', { ok: false, error: { code: 'offline-miss', message: 'not saved' } });
    const pick = { externalID: '5002', label: 'Dubai Marina' };
    expect(await withPlaceNames([pick])).toEqual([pick]);
    const fetch = invoke.mock.calls.find(([channel]) => channel === 'data:fetch');
    expect(fetch?.[1]).toMatchObject({ policy: 'offline' });
  });
});
