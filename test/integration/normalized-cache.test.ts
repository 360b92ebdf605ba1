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

  it.each(['null', '[]', '{"items":[{"x":1}]}', '{"items":"none","total":1}'])(
    'reads a saved answer whose normalized form is %s (valid JSON, wrong shape) from its raw body again',
    async (damaged) => {
      fixture = await startLiveFixture();
      const core = await fixture.core();
      const params = { purpose: 'for-rent', location_ids: '5003' } as const;
      const first = await core.data.gateway.fetch('search-property', params);
      core.data.store.db.prepare('UPDATE responses SET normalized = ?').run(damaged);
      await core.close();
      // A new core: nothing in memory, so the saved row is read (and checked) as a restarted app would.
      const next = await fixture.core();
      const again = await next.data.gateway.fetch('search-property', params, { policy: 'offline' });
      expect(again.result).toEqual(first.result);
      const row = next.data.store.db.prepare('SELECT normalized FROM responses').get() as { normalized: string };
      expect(JSON.parse(row.normalized)).toEqual(first.result);
      expect(next.data.gateway.unreadableDropped).toBe(0);
      expect(fixture.server.traffic.requestsThisMonth).toBe(1);
    },
  );

  it('drops a saved answer whose normalized form and raw body are both unusable, with a notice, and refetches it', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    const listing = await core.data.gateway.fetch('search-property', { purpose: 'for-sale' });
    const id = listing.result.items[0]!.externalID;
    await core.data.gateway.fetch('property-details', { external_id: id });
    core.data.store.db
      .prepare(
        "UPDATE responses SET normalized = '[]', body = '{\"success\":true,\"data\":[]}' WHERE operation = 'property-details'",
      )
      .run();
    await core.close();
    const next = await fixture.core();
    await expect(
      next.data.gateway.fetch('property-details', { external_id: id }, { policy: 'offline' }),
    ).rejects.toMatchObject({ appError: { code: 'offline' } });
    expect(next.data.gateway.unreadableDropped).toBe(1);
    expect(next.notices.list().map((n) => n.code)).toContain('unreadable-cache');
    const before = fixture.server.traffic.requestsThisMonth;
    const refetched = await next.data.gateway.fetch('property-details', { external_id: id });
    expect(refetched.provenance.fromCache).toBe(false);
    expect(refetched.result.externalID).toBe(id);
    expect(fixture.server.traffic.requestsThisMonth).toBe(before + 1);
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
