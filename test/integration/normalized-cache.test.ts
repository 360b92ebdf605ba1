// A cache hit does no repeated work: the normalized answer is saved beside the raw body and a repeated hit is
// served from memory; a saved answer from older normalizers (or another area unit) is normalized again once.
import { afterEach, describe, expect, it } from 'vitest';
import { NORMALIZER_VERSION } from '#core/normalize/version';
import { startLiveFixture, type LiveFixture } from '../support/demo-fixture';

let fixture: LiveFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

describe('normalized answers in the cache', () => {
  it('saves the normalized form, serves hits from it, and renormalizes an outdated one once', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    const { gateway, store } = core.data;
    const first = await gateway.fetch('search-property', { purpose: 'for-rent', location_ids: '5003' });
    const row = store.db
      .prepare("SELECT normalized, normalizer FROM responses WHERE operation = 'search-property'")
      .get() as { normalized: string; normalizer: string };
    expect(row.normalizer).toBe(`${NORMALIZER_VERSION}:sqft`);
    expect(JSON.parse(row.normalized)).toEqual(first.result);

    const hit = await gateway.fetch('search-property', { purpose: 'for-rent', location_ids: '5003' });
    expect(hit.provenance.fromCache).toBe(true);
    expect(hit.result).toEqual(first.result);

    // An answer saved by older normalizers: read from its raw body again, and the fresh form is kept.
    store.db.prepare("UPDATE responses SET normalized = '{\"stale\":true}', normalizer = '0:sqft'").run();
    await core.close();
    const next = await fixture.core();
    const again = await next.data.gateway.fetch('search-property', { purpose: 'for-rent', location_ids: '5003' });
    expect(again.result).toEqual(first.result);
    const kept = next.data.store.db
      .prepare("SELECT normalizer FROM responses WHERE operation = 'search-property'")
      .get() as { normalizer: string };
    expect(kept.normalizer).toBe(`${NORMALIZER_VERSION}:sqft`);
    expect(fixture.server.traffic.requestsThisMonth).toBe(1);
  });

  it('never serves a purged answer from memory', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    await core.data.gateway.fetch('autocomplete', { query: 'marina' });
    await core.data.gateway.fetch('autocomplete', { query: 'marina' });
    core.data.store.responses.purgeOlderThan(Date.now() + 1);
    await expect(
      core.data.gateway.fetch('autocomplete', { query: 'marina' }, { policy: 'offline' }),
    ).rejects.toMatchObject({ appError: { code: 'offline' } });
  });
});
