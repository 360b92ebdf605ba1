// Data access for every host: one answer of any operation through the cache, the plan of a fetch-all with its
// cost, and fetch-all tasks that stream their pages as events, can be cancelled and resumed, and say what they
// could not get. Handlers and the CLI both reach it through the dispatcher.
import { setMaxListeners } from 'node:events';
import { AppFailure } from '#shared/errors';
import { isPagedOperation, type OperationInput, type PagedOperation } from '#shared/data-service/operations';
import type { AnyDataAnswer, FetchAllPlan, FetchAllSummary, ParsedDataRequest } from '#shared/ipc/contract';
import { asWritten, ref, type MessageRef } from '#shared/messages/message-ref';
import type { Answer } from '../data/data-gateway';
import type { DataRuntime } from '../data/data-runtime';
import type { FetchAllProgress } from '../data/fetch-all';
import type { EventBus } from '../events';
import type { UsageService } from './usage-service';

/** Page numbers a warning lists before "and N more". */
const LISTED_PAGES = 8;

function pagedRequest(request: ParsedDataRequest): {
  operation: PagedOperation;
  params: OperationInput<PagedOperation>;
} {
  if (!isPagedOperation(request.operation)) {
    throw new AppFailure('validation', ref('error.fetchAll.notPaged', { operation: request.operation }), {
      field: 'operation',
    });
  }
  const { page: _page, ...params } = request.params as Record<string, unknown>;
  return { operation: request.operation, params: params as OperationInput<PagedOperation> };
}

/** How another service runs a fetch-all through this one (market analytics loading its lists). */
export interface FetchAllOptions {
  /** Emit each page as a fetch:page event (the default); a service that keeps the rows itself turns it off. */
  emitPages?: boolean;
  /** Pages to fetch at most, instead of the configured cap. */
  cap?: number;
  /** Cancels the run with the caller's task. */
  signal?: AbortSignal;
  onPage?: (page: number, answer: Answer<PagedOperation>) => void;
  onProgress?: (progress: FetchAllProgress) => void;
}

export class DataAccess {
  private readonly tasks = new Map<string, AbortController>();

  constructor(
    private readonly data: DataRuntime,
    private readonly events: EventBus,
    private readonly usage: UsageService,
    private readonly cap: () => number,
  ) {}

  async fetch(request: ParsedDataRequest, signal?: AbortSignal): Promise<AnyDataAnswer> {
    const answer = await this.data.gateway.fetch(request.operation, request.params as never, {
      ...(signal ? { signal } : {}),
      ...(request.policy ? { policy: request.policy } : {}),
      ...(request.lang ? { lang: request.lang } : {}),
    });
    return answer as AnyDataAnswer;
  }

  async plan(request: ParsedDataRequest, signal?: AbortSignal): Promise<FetchAllPlan> {
    const { operation, params } = pagedRequest(request);
    const cap = this.cap();
    const policy = this.data.gateway.policyFor(request.policy);
    const plan = await this.data.fetchAll.plan(operation, params, cap, { policy, ...(signal ? { signal } : {}) });
    const quota = this.usage.quota();
    return {
      operation,
      ...plan,
      cap,
      estimatedSeconds: this.usage.estimateSeconds(plan.requestsNeeded),
      quotaRemaining: quota?.remaining ?? null,
      quotaLimit: quota?.limit ?? null,
      offline: policy === 'offline',
    };
  }

  /** Runs a fetch-all to its end (or its cancellation), emitting each page and the progress as events. */
  async fetchAll(
    taskId: string,
    request: ParsedDataRequest,
    skipPages: readonly number[] = [],
    options: FetchAllOptions = {},
  ): Promise<FetchAllSummary> {
    const { operation, params } = pagedRequest(request);
    if (this.tasks.has(taskId)) {
      throw new AppFailure('validation', ref('error.task.running', { taskId }), { field: 'taskId' });
    }
    const abort = new AbortController();
    // Every page in flight listens on this one signal: more than ten is normal here, not a leak.
    setMaxListeners(0, abort.signal);
    if (options.signal?.aborted) abort.abort();
    options.signal?.addEventListener('abort', () => abort.abort(), { once: true });
    this.tasks.set(taskId, abort);
    const summary: FetchAllSummary = {
      taskId,
      pagesFetched: 0,
      itemsFetched: 0,
      requestsSpent: 0,
      cancelled: false,
      totalPages: 0,
      totalItems: 0,
      pagesFromOlderAnswers: 0,
      oldestFetchedAt: null,
      missingPages: [],
      warnings: [],
    };
    // One warning said once, however many pages carried it.
    const warnings = new Map<string, MessageRef>();
    const warn = (w: MessageRef): void => void warnings.set(JSON.stringify(w), w);
    const offline = this.data.gateway.policyFor(request.policy) === 'offline';
    // A gateway that answers every page number with the same page gave "72 results on 3 pages" and 24 rows, the
    // repeats merged out of sight: a page holding nothing but records already given says the paging is broken.
    const seen = new Set<string>();
    const repeatedPages: number[] = [];
    try {
      for await (const outcome of this.data.fetchAll.pages(operation, params, {
        cap: options.cap ?? this.cap(),
        signal: abort.signal,
        skipPages,
        ...(request.policy ? { policy: request.policy } : {}),
        ...(request.lang ? { lang: request.lang } : {}),
        onProgress: (p) => {
          summary.requestsSpent = p.requestsSpent;
          summary.totalPages = Math.max(summary.totalPages, p.pagesTotal);
          this.events.emit('fetch:progress', { taskId, ...p });
          options.onProgress?.(p);
        },
      })) {
        if (outcome.missing) {
          summary.missingPages.push(outcome.page);
          // Offline, a page is missing only because it was never saved: the list of missing pages says so. Any
          // other reason (the service failing) is told once.
          if (!offline) warn(asWritten(outcome.missing.message));
          continue;
        }
        const { answer } = outcome;
        const result = answer.result as { items: unknown[]; total: number; totalPages: number };
        summary.pagesFetched++;
        summary.itemsFetched += result.items.length;
        const records = result.items.map((item) => JSON.stringify(item));
        if (records.length > 0 && summary.pagesFetched > 1 && records.every((r) => seen.has(r))) {
          repeatedPages.push(outcome.page);
        }
        for (const r of records) seen.add(r);
        summary.totalItems = result.total;
        for (const warning of answer.warnings) warn(warning);
        if (answer.provenance.stale) {
          summary.pagesFromOlderAnswers++;
          if (!summary.oldestFetchedAt || answer.provenance.fetchedAt < summary.oldestFetchedAt) {
            summary.oldestFetchedAt = answer.provenance.fetchedAt;
          }
        }
        options.onPage?.(outcome.page, answer);
        if (options.emitPages === false) continue;
        this.events.emit('fetch:page', {
          taskId,
          page: outcome.page,
          items: result.items,
          fromCache: answer.provenance.fromCache,
          stale: answer.provenance.stale,
          fetchedAt: answer.provenance.fetchedAt,
        });
      }
    } catch (error) {
      if (!(error instanceof AppFailure && error.appError.code === 'cancelled')) throw error;
      summary.cancelled = true;
    } finally {
      this.tasks.delete(taskId);
    }
    summary.missingPages.sort((a, b) => a - b);
    if (repeatedPages.length > 0) {
      summary.repeatedPages = [...repeatedPages].sort((a, b) => a - b);
      warn(repeatedPagesWarning(repeatedPages, summary.totalItems, seen.size));
    }
    summary.warnings = [...warnings.values()];
    return summary;
  }

  cancel(taskId: string): boolean {
    const task = this.tasks.get(taskId);
    task?.abort();
    return task !== undefined;
  }
}

function repeatedPagesWarning(pages: number[], total: number, distinct: number): MessageRef {
  const sorted = [...pages].sort((a, b) => a - b);
  return ref('fetchAll.repeatedPages', {
    count: sorted.length,
    pages: { list: sorted.slice(0, LISTED_PAGES).map(String), style: 'unit' },
    more: Math.max(0, sorted.length - LISTED_PAGES),
    distinct,
    total,
  });
}
