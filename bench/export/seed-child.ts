// Fills a cache with 100,000 listings as saved pages of one search, stored as the app stores a page it fetched:
// the body as the data service sent it and its normalized answer beside it, for the export benchmark to read back. Run as a child: `seed-child.ts DATA_DIR COUNT`; prints the request.
import { createCore } from '#core/create-core';
import { cacheKey, canonicalParams } from '#core/cache/cache-key';
import { validateParams } from '#core/client/data-service-client';
import { normalizeOptionsFor, normalizeOrThrow } from '#core/normalize/normalize-operation';
import { normalizerTag } from '#core/normalize/version';

const [dataDir, countText] = process.argv.slice(2);
const count = Number(countText ?? 100_000);
const PAGE = 24;
import { BENCH_PARAMS } from './seed-child-params';

const core = await createCore({ dataDir: dataDir!, host: 'test', version: 'bench', log: () => {} });
const sample = await core.dispatch('data:fetch', { operation: 'search-property', params: { purpose: 'for-sale' } });
if (!sample.ok) throw new Error(sample.error.message);
const key = cacheKey('demo', 'search-property', validateParams('search-property', { purpose: 'for-sale' }));
const body = JSON.parse(core.data.store.responses.get(key)!.body) as { data: Record<string, unknown> };
const raw = body.data.properties as Record<string, unknown>[];
const totalPages = Math.ceil(count / PAGE);
const { store } = core.data;
const unit = core.data.connection().areaUnit;
const started = performance.now();
store.db.transaction(() => {
  for (let page = 1; page <= totalPages; page++) {
    const items = Array.from({ length: Math.min(PAGE, count - (page - 1) * PAGE) }, (_, i) => {
      const n = (page - 1) * PAGE + i;
      const base = raw[n % raw.length]!;
      return { ...base, externalID: String(5_000_000 + n), price: Number(base.price) + (n % 997), rooms: n % 6 };
    });
    const params = validateParams('search-property', { ...BENCH_PARAMS, page });
    const data = { ...body.data, properties: items, page, totalPages, total: count };
    const normalized = normalizeOrThrow('search-property', data, normalizeOptionsFor(unit, params));
    store.responses.put({
      cacheKey: cacheKey('demo', 'search-property', params),
      source: 'demo',
      operation: 'search-property',
      params: JSON.stringify(canonicalParams('search-property', params)),
      body: JSON.stringify({ ...body, data }),
      fetchedAt: Date.now(),
      normalized: JSON.stringify(normalized),
      normalizer: normalizerTag(unit),
    });
  }
})();
console.error(`seeded ${count} listings on ${totalPages} pages in ${Math.round(performance.now() - started)} ms`);
await core.close();
console.log(JSON.stringify({ ok: true }));
