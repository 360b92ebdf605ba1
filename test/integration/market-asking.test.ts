// The asking side of the gap on the real core and the demo service: listings stored by the estimate alone (the first
// page of each search) are a partial sample, said with their n and the place's full count and given no gap; only
// once every page of the place's listing search is stored are they complete, and the gap is computed.
import { worded } from '../support/worded';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { askingRequestOf } from '#shared/market/asking-request';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-asking-');
let core: Core;
let query: MarketQueryInput;

async function call<T>(channel: string, input: unknown): Promise<T> {
  const result = await core.dispatch(channel, input);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

const analyze = () => call<MarketAnalysis>('market:analyze', { query });

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
  await call('market:load', { taskId: 'asking-market', query });
}, 90_000);

afterAll(async () => {
  await core.close();
  dir.remove();
});

describe('current listings behind the gap', () => {
  it('has none before any listing search is stored', async () => {
    const a = await analyze();
    expect(a.asking).toEqual([
      expect.objectContaining({ purpose: 'for-sale', listed: null, pagesHeld: 0, complete: false }),
    ]);
    expect(a.gaps.every((g) => g.askingCount === 0 && !g.askingComplete && g.gap === null)).toBe(true);
  });

  it('treats the estimate’s first page as a partial sample: its n and the full count, no gap', async () => {
    const request = askingRequestOf(query, query.places[0]!, 'for-sale');
    const plan = await call<{ totalPages: number; totalItems: number }>('data:plan-all', request);
    expect(plan.totalPages).toBeGreaterThan(1);
    const a = await analyze();
    expect(a.asking[0]).toMatchObject({
      listed: plan.totalItems,
      pagesHeld: 1,
      pagesTotal: plan.totalPages,
      complete: false,
    });
    const all = a.gaps.find((g) => g.beds === null)!;
    expect(all.askingCount).toBeGreaterThan(0);
    expect(all.askingCount).toBeLessThan(plan.totalItems);
    expect(all.askingMedianPerSqft).not.toBeNull();
    expect(all).toMatchObject({ askingComplete: false, gap: null });
  });

  it('is complete once every page is stored, and the gap is computed', async () => {
    const request = askingRequestOf(query, query.places[0]!, 'for-sale');
    const done = await call<{ missingPages: number[] }>('data:fetch-all', { taskId: 'asking-all', request });
    expect(done.missingPages).toEqual([]);
    const a = await analyze();
    expect(a.asking[0]).toMatchObject({ complete: true });
    expect(a.asking[0]!.pagesHeld).toBe(a.asking[0]!.pagesTotal);
    const all = a.gaps.find((g) => g.beds === null)!;
    expect(all.askingComplete).toBe(true);
    expect(all.gap).toEqual(expect.any(Number));
  });

  it('counts a unit advertised again with its photos once', async () => {
    const request = askingRequestOf(query, query.places[0]!, 'for-sale');
    const { totalPages } = await call<{ totalPages: number }>('data:plan-all', { ...request, policy: 'offline' });
    // In the demo only a unit's repeats share its photos (one in 20 adverts is a repeat, 3 in 5 with the photos);
    // off-plan adverts' photos (a developer's renders) join nothing.
    const photos = new Set<string>();
    let repeats = 0;
    let adverts = 0;
    for (let page = 1; page <= totalPages; page++) {
      const answer = await call<{
        result: { items: { coverPhotoUrl: string | null; completionStatus: string | null }[] };
      }>('data:fetch', {
        ...request,
        params: { ...request.params, page },
        policy: 'offline',
      });
      for (const { coverPhotoUrl, completionStatus } of answer.result.items) {
        adverts++;
        if (completionStatus === 'under-construction') continue;
        if (coverPhotoUrl && photos.has(coverPhotoUrl)) repeats++;
        if (coverPhotoUrl) photos.add(coverPhotoUrl);
      }
    }
    const all = (await analyze()).gaps.find((g) => g.beds === null)!;
    expect(repeats).toBeGreaterThan(0);
    expect(all.askingRepeats).toBe(repeats);
    expect(all.askingCount).toBe(adverts);
  });

  it('leaves out a saved listing whose body is torn, and says how many, rather than failing the look', async () => {
    const before = (await analyze()).gaps.find((g) => g.beds === null)!;
    const db = new Database(join(dir.path, 'data', 'cache.db'));
    const torn = db
      .prepare(
        `UPDATE listings SET data = substr(data, 1, 40)
         WHERE external_id = (SELECT external_id FROM listings WHERE purpose = 'for-sale' AND area_sqft > 0
                        AND instr(location, 'Dubai Marina') > 0 LIMIT 1)`,
      )
      .run();
    db.close();
    expect(torn.changes).toBe(1);
    const a = await analyze();
    expect(a.unreadableListings).toBe(1);
    expect(worded(a.warnings).join(' ')).toContain('1 saved listing could not be read');
    expect(a.gaps.find((g) => g.beds === null)!.askingCount).toBe(before.askingCount - 1);
  });
});
