// The gateway against the demo service over real HTTP: caching, canonical keys, sharing, offline answers,
// and faults (429 with Retry-After, 5xx, hangs, cut and garbled bodies, drifted shapes) that never poison the cache.
import type { DataAnswer } from '#shared/ipc/contract';
import { worded } from '../support/worded';
import { afterEach, describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import { startLiveFixture, type LiveFixture } from '../support/demo-fixture';

let fixture: LiveFixture | null = null;
afterEach(async () => {
  await fixture?.close();
  fixture = null;
});

const marina = '5002';

describe('data gateway over HTTP', () => {
  it('answers a repeated question from the cache, whatever the parameter order or defaults', async () => {
    fixture = await startLiveFixture();
    const { gateway } = (await fixture.core()).data;
    const first = await gateway.fetch('search-property', { purpose: 'for-sale', location_ids: marina, rooms: '2,1' });
    expect(first.provenance.fromCache).toBe(false);
    const again = await gateway.fetch('search-property', {
      rooms: [1, 2],
      location_ids: [marina],
      purpose: 'for-sale',
      page: 1,
      sort_order: 'popular',
    });
    expect(again.provenance.fromCache).toBe(true);
    expect(again.result.items.map((l) => l.externalID)).toEqual(first.result.items.map((l) => l.externalID));
    expect(fixture.server.traffic.requestsThisMonth).toBe(1);
  });

  it('shares one request between identical calls in flight', async () => {
    fixture = await startLiveFixture({ latencyMs: 100 });
    const { gateway } = (await fixture.core()).data;
    const [a, b, c] = await Promise.all([
      gateway.fetch('transactions', { purpose: 'for-sale', location_ids: marina }),
      gateway.fetch('transactions', { location_ids: marina, purpose: 'for-sale' }),
      gateway.fetch('transactions', { purpose: 'for-sale', location_ids: marina, time_period: '12m' }),
    ]);
    expect(fixture.server.traffic.requestsThisMonth).toBe(1);
    expect(b.result.items).toEqual(a.result.items);
    expect(c.result.total).toBe(a.result.total);
  });

  it('refuses a bad parameter before any request, naming it', async () => {
    fixture = await startLiveFixture();
    const { gateway } = (await fixture.core()).data;
    await expect(gateway.fetch('search-new-projects', { pre_handover_payment: 120 })).rejects.toMatchObject({
      appError: { code: 'validation', field: 'pre_handover_payment' },
    });
    expect(fixture.server.traffic.requestsThisMonth).toBe(0);
  });

  it('answers offline from the cache with its age, and says so when it has nothing', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    const live = await core.data.gateway.fetch('agency-search', { location_id: '1' });
    await fixture.server.close();
    const offline = await core.data.gateway.fetch('agency-search', { location_id: '1' }, { policy: 'offline' });
    expect(offline.provenance).toMatchObject({ fromCache: true, stale: true, fetchedAt: live.provenance.fetchedAt });
    await expect(
      core.data.gateway.fetch('agency-search', { location_id: '3' }, { policy: 'offline' }),
    ).rejects.toMatchObject({
      appError: { code: 'offline' },
    });
    // A refresh while the service is down falls back to the saved answer, with a warning.
    const refreshed = await core.data.gateway.fetch('agency-search', { location_id: '1' }, { policy: 'refresh' });
    expect(refreshed.provenance.stale).toBe(true);
    expect(worded(refreshed.warnings)[0]).toMatch(/Cannot reach the data service/);
  });

  it('retries 429 with Retry-After and 5xx, and reports every attempt to the request log', async () => {
    fixture = await startLiveFixture({ perSecond: 2 });
    const core = await fixture.core({ limits: { perSecond: 100 } });
    const answers = await Promise.all(
      [1, 2, 3, 4].map((page) => core.data.gateway.fetch('search-property', { purpose: 'for-rent', page })),
    );
    expect(answers.every((a) => a.result.items.length === 24)).toBe(true);
    const usage = core.workspace.requestLog.usage(core.data.source().id);
    expect(usage.today).toBeGreaterThan(4); // the refused attempts count too: they were spent
    expect(usage.rateLimits?.['x-ratelimit-limit']).toBe('2');
  }, 30_000);

  it.each(['500', '502', 'truncated', 'malformed', 'timeout'] as const)(
    'gets a good answer through a %s fault, and a failure never replaces a cached answer',
    async (fault) => {
      // A timed-out request, one whose answer was cut off (perhaps billed) and one whose answer could not be read
      // are sent again once at most: fewer of those faults, so that one retry suffices.
      fixture = await startLiveFixture({
        faults: { [fault]: fault === '500' || fault === '502' ? 0.5 : 0.3 },
        faultSeed: 7,
        hangMs: 5000,
      });
      const core = await fixture.core({ connection: { timeoutMs: 1000 } });
      const { gateway, store } = core.data;
      for (let page = 1; page <= 4; page++) {
        const answer = await gateway.fetch('search-property', { purpose: 'for-sale', page });
        expect(answer.result.items).toHaveLength(24);
      }
      const rows = store.db.prepare('SELECT body FROM responses').all() as { body: string }[];
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(JSON.parse(row.body)).toMatchObject({ success: true });
    },
    40_000,
  );

  it('counts a request dropped after it was sent as spent, sends it again once at most, and says it may be billed', async () => {
    // Every request hangs, then the service closes the connection without answering (before the client's timeout).
    fixture = await startLiveFixture({ faults: { timeout: 1 }, hangMs: 300 });
    const core = await fixture.core({ connection: { timeoutMs: 5000 } });
    const error = await core.data.gateway.fetch('autocomplete', { query: 'marina' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppFailure);
    expect((error as AppFailure).appError).toMatchObject({
      code: 'upstream',
      message: expect.stringMatching(/dropped the connection after the request was sent.*may have been billed/),
    });
    expect((error as AppFailure).message).not.toMatch(/Cannot reach|internet connection/);
    const usage = core.workspace.requestLog.usage(core.data.source().id);
    expect(usage.today).toBe(2);
    expect(core.workspace.requestLog.lastOutcome(core.data.source().id)).toBe('upstream');
  });

  it('counts nothing for a service that cannot be reached (the request never left)', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    await fixture.server.close();
    const error = await core.data.gateway.fetch('autocomplete', { query: 'marina' }).catch((e: unknown) => e);
    expect((error as AppFailure).appError).toMatchObject({
      code: 'offline',
      message: expect.stringMatching(/Cannot reach the data service \(connect ECONNREFUSED/),
    });
    expect(core.workspace.requestLog.usage(core.data.source().id).today).toBe(0);
  });

  it('keeps the cached answer when every retry fails', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    const good = await core.data.gateway.fetch('developer-search-by-name', { query: 'a' });
    await fixture.server.close();
    const again = await core.data.gateway.fetch('developer-search-by-name', { query: 'a' }, { policy: 'refresh' });
    expect(again.result.items).toEqual(good.result.items);
    const row = core.data.store.db.prepare('SELECT fetched_at FROM responses').get() as { fetched_at: number };
    expect(row.fetched_at).toBe(Date.parse(good.provenance.fetchedAt));
  });

  it('reads drifted shapes and square-metre areas as the connection says', async () => {
    fixture = await startLiveFixture({ faults: { drift: 1 }, areaUnit: 'sqm' });
    const core = await fixture.core({ connection: { areaUnit: 'sqm' } });
    const answer = await core.data.gateway.fetch('search-property', { purpose: 'for-sale', location_ids: marina });
    expect(answer.result.rejected).toBe(0);
    for (const listing of answer.result.items) {
      expect(typeof listing.price).toBe('number');
      expect(listing.areaSqft).toBeGreaterThan(250);
      expect(listing.amenities.every((a) => typeof a === 'string')).toBe(true);
    }
    const tx = await core.data.gateway.fetch('transactions', { purpose: 'for-sale', location_ids: marina });
    expect(tx.result.items.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.date) && t.areaSqft! > 100)).toBe(true);
  });

  it('warns when results fall outside the requested places (a wrong id widens the search), in any language', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    const { gateway } = core.data;
    const widened = await gateway.fetch('search-property', { purpose: 'for-rent', location_ids: '424242' });
    expect(worded(widened.warnings).join(' ')).toMatch(/24 of 24 results lie outside the requested places/);
    expect(widened.placesMissed).toBe(true);
    // Asked through the contract by an Arabic window: the same warning, worded in Arabic where it is shown (from the
    // cache: no request).
    const arabicWindow = await core.dispatch('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-rent', location_ids: '424242' },
      lang: 'ar',
    });
    expect(arabicWindow.ok && worded((arabicWindow.value as DataAnswer).warnings, 'ar')).toEqual([
      '24 من أصل 24 من النتائج تقع خارج الأماكن المطلوبة: ربما وسّعت خدمة البيانات نطاق البحث (تحقّق من الموقع).',
    ]);
    const badLang = await core.dispatch('data:fetch', {
      operation: 'autocomplete',
      params: { query: 'x' },
      lang: 'fr',
    });
    expect(!badLang.ok && badLang.error.message).toMatch(/lang/);
    const arabic = await gateway.fetch('search-property', { purpose: 'for-rent', location_ids: marina, langs: 'ar' });
    expect(arabic.result.items[0]?.location.map((p) => p.name)).toContain('دبي مارينا');
    expect(arabic.warnings).toEqual([]);
    expect(arabic.placesMissed).toBeUndefined();
  });

  it('finds transactions named by their building inside the community picked, not outside it', async () => {
    fixture = await startLiveFixture();
    const { gateway } = (await fixture.core()).data;
    // The broker picks the community in Arabic: the picker's places, their trails in Arabic, are what the cache knows.
    const picked = await gateway.fetch('autocomplete', { query: 'jumeirah village circle', langs: 'ar' });
    const jvc = picked.result.items.find((l) => l.slug.ar === '/dubai/jumeirah-village-circle')!;
    expect(jvc.name.ar).toBe('قرية جميرا الدائرية');
    const tx = await gateway.fetch('transactions', { purpose: 'for-sale', location_ids: jvc.externalID });
    const places = new Set(tx.result.items.map((t) => t.location));
    // Buildings and sub-communities of it, each a plain name: none of them said to lie outside.
    expect([...places].some((p) => p !== 'Jumeirah Village Circle')).toBe(true);
    expect(worded(tx.warnings).filter((w) => /lie outside/.test(w))).toEqual([]);
    expect(tx.placesMissed).toBeUndefined();
  });

  it('classifies a wrong key as not subscribed', async () => {
    fixture = await startLiveFixture();
    const core = await fixture.core();
    const bad = await (
      await import('#core/create-core')
    ).createCore({
      dataDir: fixture.dataDir,
      host: 'test',
      version: 'test',
      settings: { source: 'live', connection: { baseUrl: fixture.server.url } },
      apiKey: async () => 'wrong-key',
      log: () => {},
    });
    const error = await bad.data.gateway.fetch('autocomplete', { query: 'jvc' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppFailure);
    expect((error as AppFailure).appError.code).toBe('not-subscribed');
    await bad.close();
    await core.close();
  });
});
