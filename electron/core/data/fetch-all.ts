// "Fetch all pages" of any list operation: a plan with the request estimate before anything is spent, then an
// async iterator that yields pages as they arrive, with progress, a page cap and cancellation.
import { AppFailure } from '#shared/errors';
import { OPERATIONS, type OperationInput, type OperationName } from '#shared/data-service/operations';
import { cacheKey } from '../cache/cache-key';
import { isFresh } from '../cache/freshness';
import { validateParams } from '../client/data-service-client';
import type { CachePolicy } from '../cache/freshness';
import type { Answer, DataGateway, FetchOptions } from './data-gateway';
import type { SourceIdentity } from './source-identity';
import type { CacheStore } from '../store/cache-store';

export type PagedOperation = {
  [N in OperationName]: (typeof OPERATIONS)[N]['paging']['kind'] extends 'standard' | 'transactions' ? N : never;
}[OperationName];

export function isPagedOperation(operation: OperationName): operation is PagedOperation {
  const kind = OPERATIONS[operation].paging.kind;
  return kind === 'standard' || kind === 'transactions';
}

export interface FetchAllPlan {
  totalPages: number;
  totalItems: number;
  /** Pages that will be fetched: all of them, or the cap. */
  pagesPlanned: number;
  /** Requests that will be spent: planned pages not already fresh in the cache. */
  requestsNeeded: number;
  capped: boolean;
}

export interface FetchAllProgress {
  pagesDone: number;
  pagesTotal: number;
  requestsSpent: number;
}

interface PageResult {
  totalPages: number;
  total: number;
}

function pageOf(answer: Answer<OperationName>): PageResult {
  return answer.result as unknown as PageResult;
}

export class FetchAll {
  constructor(
    private readonly gateway: DataGateway,
    private readonly store: CacheStore,
    private readonly source: () => SourceIdentity,
    private readonly now: () => number = Date.now,
  ) {}

  /** Costs at most one request (page 1, unless cached), and says how many more the whole list will cost. */
  async plan<N extends PagedOperation>(
    operation: N,
    input: OperationInput<N>,
    cap: number,
    signal?: AbortSignal,
  ): Promise<FetchAllPlan> {
    const first = await this.gateway.fetch(
      operation,
      { ...input, page: 1 } as OperationInput<N>,
      signal ? { signal } : {},
    );
    const { totalPages, total } = pageOf(first as Answer<OperationName>);
    const pagesPlanned = Math.max(1, Math.min(totalPages, cap));
    let requestsNeeded = 0;
    for (let page = 2; page <= pagesPlanned; page++) if (!this.isCachedFresh(operation, input, page)) requestsNeeded++;
    return { totalPages, totalItems: total, pagesPlanned, requestsNeeded, capped: totalPages > cap };
  }

  private isCachedFresh<N extends PagedOperation>(operation: N, input: OperationInput<N>, page: number): boolean {
    const params = validateParams(operation, { ...input, page } as OperationInput<N>);
    const cached = this.store.responses.get(cacheKey(this.source().id, operation, params));
    return cached !== null && isFresh(operation, cached.fetchedAt, this.now());
  }

  /** Yields every page up to the cap, in arrival order; cancelling the signal stops it and rejects the rest. */
  async *pages<N extends PagedOperation>(
    operation: N,
    input: OperationInput<N>,
    options: { cap: number; signal?: AbortSignal; policy?: CachePolicy; onProgress?: (p: FetchAllProgress) => void },
  ): AsyncGenerator<{ page: number; answer: Answer<N> }> {
    const { signal } = options;
    const fetchOptions: FetchOptions = {
      ...(signal ? { signal } : {}),
      ...(options.policy ? { policy: options.policy } : {}),
    };
    const first = await this.gateway.fetch(operation, { ...input, page: 1 } as OperationInput<N>, fetchOptions);
    const pagesTotal = Math.max(1, Math.min(pageOf(first as Answer<OperationName>).totalPages, options.cap));
    let requestsSpent = first.provenance.fromCache ? 0 : 1;
    let pagesDone = 1;
    options.onProgress?.({ pagesDone, pagesTotal, requestsSpent });
    yield { page: 1, answer: first };

    const pending = new Map<number, Promise<{ page: number; answer: Answer<N> }>>();
    for (let page = 2; page <= pagesTotal; page++) {
      const request = this.gateway
        .fetch(operation, { ...input, page } as OperationInput<N>, fetchOptions)
        .then((answer) => ({ page, answer }));
      request.catch(() => {}); // Observed below; this keeps an abandoned page from being an unhandled rejection.
      pending.set(page, request);
    }
    while (pending.size > 0) {
      if (signal?.aborted) throw new AppFailure('cancelled', 'Fetching all pages was cancelled.');
      const next = await Promise.race(pending.values());
      pending.delete(next.page);
      pagesDone++;
      if (!next.answer.provenance.fromCache) requestsSpent++;
      options.onProgress?.({ pagesDone, pagesTotal, requestsSpent });
      yield next;
    }
  }
}
