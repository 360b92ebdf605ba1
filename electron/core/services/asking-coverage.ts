// How complete the current listings behind the asking side are, per place and purpose: the market's listing search
// (the one the Market view loads) with every page saved since the asking window opened is complete; anything less
// (only the first page an estimate spent, listings another search happened to store) is a partial sample, and the
// view must say so rather than read it as the place's asking price.
import type { AskingCoverage, MarketQuery, MarketUnit } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import { askingRequestOf } from '#shared/market/asking-request';
import { cacheKey } from '../cache/cache-key';
import { validateParams } from '../client/data-service-client';
import type { DataRuntime } from '../data/data-runtime';

export function askingCoverageOf(
  runtime: DataRuntime,
  query: MarketQuery,
  units: readonly MarketUnit[],
  purposes: readonly Purpose[],
  since: number,
): AskingCoverage[] {
  const source = runtime.source().id;
  const out: AskingCoverage[] = [];
  for (const unit of units) {
    for (const placeId of unit.placeIds) {
      for (const purpose of purposes) {
        const { params } = askingRequestOf(query, { id: placeId }, purpose);
        const savedSince = (page: number): boolean => {
          const key = cacheKey(source, 'search-property', validateParams('search-property', { ...params, page }));
          const fetchedAt = runtime.store.responses.fetchedAt(key);
          return fetchedAt !== null && fetchedAt >= since;
        };
        const first = savedSince(1) ? firstPage(runtime, params) : null;
        if (!first) {
          out.push({ unit: unit.key, placeId, purpose, listed: null, pagesHeld: 0, pagesTotal: null, complete: false });
          continue;
        }
        const pagesTotal = Math.max(1, first.totalPages);
        let pagesHeld = 1;
        for (let page = 2; page <= pagesTotal; page++) if (savedSince(page)) pagesHeld++;
        out.push({
          unit: unit.key,
          placeId,
          purpose,
          listed: first.total,
          pagesHeld,
          pagesTotal,
          complete: pagesHeld === pagesTotal,
        });
      }
    }
  }
  return out;
}

/** Page 1 as saved (read from the cache, never sent); null when it cannot be read. */
function firstPage(
  runtime: DataRuntime,
  params: ReturnType<typeof askingRequestOf>['params'],
): { total: number; totalPages: number } | null {
  const saved = runtime.gateway.cachedResult('search-property', { ...params, page: 1 });
  return saved ? { total: saved.total, totalPages: saved.totalPages } : null;
}
