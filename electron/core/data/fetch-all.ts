// "Fetch all pages" of any list operation: a plan with the request estimate before anything is spent, then an
// async iterator that yields pages as they arrive, with progress, a page cap, cancellation, resume (pages already
// held are skipped), and honesty about what it could not get: offline it reads only the cache and reports the
// pages it lacks; pages served from older saved answers are marked stale.
import { AppFailure } from '#shared/errors';
import type { OperationInput, PagedOperation } from '#shared/data-service/operations';
import type { DataLang } from '#shared/domain/lang';
import type { ResultPage } from '#shared/domain/page';
import type { CachePolicy } from '#shared/ipc/contract';
import { cacheKey } from '../cache/cache-key';
import { isFresh } from '../cache/freshness';
import { validateParams } from '../client/data-service-client';
import type { Answer, DataGateway, FetchOptions } from './data-gateway';
import type { SourceIdentity } from './source-identity';
import type { CacheStore } from '../store/cache-store';
import { ref } from '#shared/messages/message-ref';

export interface PagePlan {
  totalPages: number;
  totalItems: number;
  /** Pages that will be fetched: all of them, or the cap. */
  pagesPlanned: number;
  /** Planned pages (page 1 included) that cost nothing: fresh in the cache, or, offline, saved at all. */
  pagesCached: number;
  /** Requests that will be spent: planned pages not already fresh in the cache; zero offline. */
  requestsNeeded: number;
  /** What the plan itself spent: page 1, unless it was saved (its page is then stored, for figures to use). */
  requestsSpent: number;
  capped: boolean;
}

export interface FetchAllProgress {
  pagesDone: number;
  pagesTotal: number;
  requestsSpent: number;
}

/** One page as fetch-all yields it: its answer, or why it is missing. */
export type PageOutcome<N extends PagedOperation> =
  { page: number; answer: Answer<N>; missing?: undefined } | { page: number; answer?: undefined; missing: AppFailure };

export interface PagesOptions {
  cap: number;
  signal?: AbortSignal;
  policy?: CachePolicy;
  /** The language the pages' warnings are written in. */
  lang?: DataLang;
  /** Pages the caller already holds (a resumed fetch-all). */
  skipPages?: readonly number[];
  /** Pages prepared ahead of the ones in flight (default 16). */
  window?: number;
  onProgress?: (p: FetchAllProgress) => void;
}

const DEFAULT_WINDOW = 16;

/** Failures that end the whole run: no other page would fare better. */
const FATAL = new Set(['bad-key', 'not-subscribed', 'quota-exhausted', 'validation', 'cancelled', 'internal']);

function pageOf<N extends PagedOperation>(answer: Answer<N>): ResultPage<unknown> {
  return answer.result as ResultPage<unknown>;
}

export class FetchAll {
  constructor(
    private readonly gateway: DataGateway,
    private readonly store: CacheStore,
    private readonly source: () => SourceIdentity,
    private readonly now: () => number = Date.now,
  ) {}

  private withPage<N extends PagedOperation>(input: OperationInput<N>, page: number): OperationInput<N> {
    return { ...input, page } as OperationInput<N>;
  }

  /** Costs at most one request (page 1, unless cached; none offline), and says what the whole list will cost. */
  async plan<N extends PagedOperation>(
    operation: N,
    input: OperationInput<N>,
    cap: number,
    options: { signal?: AbortSignal; policy?: CachePolicy } = {},
  ): Promise<PagePlan> {
    const policy = this.gateway.policyFor(options.policy);
    const first = await this.gateway.fetch(operation, this.withPage(input, 1), {
      policy,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const { totalPages, total } = pageOf(first);
    const pagesPlanned = Math.max(1, Math.min(totalPages, cap));
    let pagesCached = 1;
    for (let page = 2; page <= pagesPlanned; page++) if (this.isSaved(operation, input, page, policy)) pagesCached++;
    return {
      totalPages,
      totalItems: total,
      pagesPlanned,
      pagesCached,
      requestsNeeded: policy === 'offline' ? 0 : pagesPlanned - pagesCached,
      requestsSpent: first.provenance.fromCache ? 0 : 1,
      capped: totalPages > cap,
    };
  }

  /** Offline, any saved page is usable; otherwise only a fresh one saves a request (refresh: none does). */
  private isSaved<N extends PagedOperation>(
    operation: N,
    input: OperationInput<N>,
    page: number,
    policy: CachePolicy,
  ): boolean {
    if (policy === 'refresh') return false;
    const params = validateParams(operation, this.withPage(input, page));
    const fetchedAt = this.store.responses.fetchedAt(cacheKey(this.source().id, operation, params));
    if (fetchedAt === null) return false;
    return policy === 'offline' || isFresh(operation, fetchedAt, this.now());
  }

  /**
   * Yields every page up to the cap, in arrival order. A page that cannot be had (offline and never saved, or
   * failing with nothing saved) is yielded as missing; failures no page would survive (a refused key, the quota)
   * end the run. Cancelling the signal stops it.
   */
  async *pages<N extends PagedOperation>(
    operation: N,
    input: OperationInput<N>,
    options: PagesOptions,
  ): AsyncGenerator<PageOutcome<N>> {
    const { signal } = options;
    const policy = this.gateway.policyFor(options.policy);
    const fetchOptions: FetchOptions = {
      ...(signal ? { signal } : {}),
      policy,
      ...(options.lang ? { lang: options.lang } : {}),
    };
    const skip = new Set(options.skipPages ?? []);
    // Page 1 tells how many pages there are; a resumed run reads it from the cache when it can.
    const firstPolicy = skip.has(1) && policy === 'refresh' ? 'fresh-or-fetch' : policy;
    const first = await this.gateway.fetch(operation, this.withPage(input, 1), {
      ...fetchOptions,
      policy: firstPolicy,
    });
    const pagesTotal = Math.max(1, Math.min(pageOf(first).totalPages, options.cap));
    let requestsSpent = first.provenance.fromCache ? 0 : 1;
    let pagesDone = 1;
    options.onProgress?.({ pagesDone, pagesTotal, requestsSpent });
    if (!skip.has(1)) yield { page: 1, answer: first };

    // Pages are started a window at a time: the limiter caps what is in flight anyway, and preparing every page
    // at once (validation, cache look-up) would be one long stall of the thread that owns the window.
    type Settled = PageOutcome<N> | { page: number; fatal: unknown };
    const pending = new Map<number, Promise<Settled>>();
    let nextPage = 2;
    // A failure no page would survive ends the run, but only once the pages already in flight have settled: those
    // that were answered are paid for, so they are given before the failure is thrown.
    let fatal: { error: unknown } | null = null;
    const launch = (page: number): void => {
      const request = this.gateway.fetch(operation, this.withPage(input, page), fetchOptions).then(
        (answer): Settled => ({ page, answer }),
        (error: unknown): Settled => {
          if (error instanceof AppFailure && !FATAL.has(error.appError.code)) return { page, missing: error };
          return { page, fatal: error };
        },
      );
      pending.set(page, request);
    };
    const fill = (): void => {
      while (!fatal && pending.size < (options.window ?? DEFAULT_WINDOW) && nextPage <= pagesTotal) {
        const page = nextPage++;
        if (skip.has(page)) pagesDone++;
        else launch(page);
      }
    };
    fill();
    if (pending.size === 0) options.onProgress?.({ pagesDone, pagesTotal, requestsSpent });
    while (pending.size > 0) {
      if (signal?.aborted) throw new AppFailure('cancelled', ref('error.fetchAll.cancelled'));
      const next = await Promise.race(pending.values());
      pending.delete(next.page);
      if ('fatal' in next) {
        fatal ??= { error: next.fatal };
        continue;
      }
      pagesDone++;
      if (next.answer && !next.answer.provenance.fromCache) requestsSpent++;
      options.onProgress?.({ pagesDone, pagesTotal, requestsSpent });
      yield next;
      fill();
    }
    if (fatal) throw fatal.error;
  }
}
