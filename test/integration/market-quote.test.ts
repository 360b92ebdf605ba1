// market:quote on the real core and the demo service: a market whose every list is stored (a narrower bedroom
// choice of one loaded before) is quoted at 0 requests without sending any; a market not held is not quoted (null),
// and asking costs nothing either way.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import type { MarketPlan, MarketQueryInput } from '#shared/ipc/contract';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-quote-');
let core: Core;
let query: MarketQueryInput;

async function call<T>(channel: string, input: unknown): Promise<T> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

type Quote = { plan: MarketPlan | null };

const used = async () => (await call<{ thisMonth: number }>('usage:get', {})).thisMonth;

beforeAll(async () => {
  core = await createCore({
    dataDir: join(dir.path, 'data'),
    host: 'test',
    version: 't',
    settings: { limits: { perSecond: 100, concurrency: 8 } },
    log: () => {},
  });
  const place = await call<{ result: { items: { externalID: string }[] } }>('data:fetch', {
    operation: 'autocomplete',
    params: { query: 'Dubai Marina' },
  });
  query = {
    places: [{ id: place.result.items[0]!.externalID, name: 'Dubai Marina' }],
    purpose: 'for-sale',
    category: 'apartments',
    beds: [1, 2],
    period: '3m',
  };
}, 60_000);

afterAll(async () => {
  await core.close();
  dir.remove();
});

describe('market:quote', () => {
  it('does not quote a market not held, and sends no request to find out', async () => {
    const before = await used();
    expect((await call<Quote>('market:quote', query)).plan).toBeNull();
    expect(await used()).toBe(before);
  });

  it('quotes a narrower bedroom choice of a loaded market at 0 requests, without a request', async () => {
    await call('market:load', { taskId: 'quote-market', query });
    const before = await used();
    const { plan } = await call<Quote>('market:quote', { ...query, beds: [1] });
    expect(plan).toMatchObject({ requestsNeeded: 0, requestsSpent: 0 });
    expect(plan!.steps.every((s) => s.action === 'stored')).toBe(true);
    // Three bedrooms were never loaded: not quoted.
    expect((await call<Quote>('market:quote', { ...query, beds: [1, 3] })).plan).toBeNull();
    expect(await used()).toBe(before);
  }, 90_000);
});
