// Market analytics: plans what a market costs (requests, share of the month's quota), loads the missing lists into
// the local store through data-access fetch-all, and from then on analyses the store in the compute worker, so a
// second look inside freshness costs nothing and a longer period fetches only the older months.
import { ref } from '#shared/messages/message-ref';
import type { Log } from '../log-line';
import { AppFailure } from '#shared/errors';
import type {
  BedsBucket,
  CachePolicy,
  MarketAnalysis,
  MarketLoadStep,
  MarketLoadSummary,
  MarketPlan,
  MarketPlanStep,
  ListingPercentile,
  MarketQuery,
  PercentileResult,
  CmaQuery,
  CmaReport,
} from '#shared/ipc/contract';
import type { PercentileAsk } from '#shared/market/percentile-ask';
import type { z } from 'zod';
import type { CHANNELS } from '#shared/ipc/contract';
import { cacheKey } from '../cache/cache-key';
import { isFresh } from '../cache/freshness';
import { validateParams } from '../client/data-service-client';
import { ColumnFollower } from '../analytics/column-follower';
import { isoToDay } from '../analytics/dates';
import { decide, listsOf, paramsOf, requestOf, type MarketList } from '../analytics/market-lists';
import type { DataRuntime } from '../data/data-runtime';
import type { EventBus } from '../events';
import type { WorkerHost } from '../worker/worker-host';
import type { DataAccess } from './data-access';
import { cmaReport } from '../report/cma-service';
import { analyzeMarket, percentileOfAsking, percentileOfListing, type AnalysisDeps } from './market-analysis';
import { loadOlder, loadWhole, type LoadContext } from './market-loader';
import type { UsageService } from './usage-service';

type AnalyzeInput = z.output<(typeof CHANNELS)['market:analyze']['input']>;
type PercentileInput = z.output<(typeof CHANNELS)['market:percentile']['input']>;

/** /transactions answers 20 rows a page. */
const PAGE_SIZE = 20;

export interface AnalyticsDeps {
  runtime: DataRuntime;
  data: DataAccess;
  usage: UsageService;
  worker: WorkerHost;
  events: EventBus;
  cap: () => number;
  now?: () => number;
  log?: Log;
  /** Keep the worker's columns current as transactions are stored (the app; see ColumnFollower). */
  followStore?: boolean;
}

export class AnalyticsService {
  private readonly tasks = new Map<string, AbortController>();
  /** Whether analytics used the compute worker this run: a CLI run that never did starts none just to flush. */
  private used = false;

  private readonly follower: ColumnFollower | null;

  constructor(private readonly deps: AnalyticsDeps) {
    this.follower = deps.followStore
      ? new ColumnFollower(deps.worker, (listener) => deps.runtime.store.transactions.onStored(listener), deps.log)
      : null;
  }

  /** Resolves when the worker's columns hold every transaction stored so far (when following the store). */
  columnsCurrent(): Promise<void> {
    return this.follower?.current() ?? Promise.resolve();
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  private lists(query: MarketQuery): MarketList[] {
    return listsOf(query, this.deps.runtime.source().id);
  }

  private decision(list: MarketList, policy: CachePolicy) {
    return decide(this.deps.runtime.store.marketCoverage.list(list.scope), list, policy, this.now());
  }

  /** Whether page 1 of a list is saved and usable under the policy (planning it then costs nothing). */
  private pageOneSaved(list: MarketList, oldestFirst: boolean, policy: CachePolicy): boolean {
    if (policy === 'refresh') return false;
    const params = validateParams('transactions', { ...paramsOf(list, oldestFirst), page: 1 });
    const fetchedAt = this.deps.runtime.store.responses.fetchedAt(
      cacheKey(this.deps.runtime.source().id, 'transactions', params),
    );
    return fetchedAt !== null && (policy === 'offline' || isFresh('transactions', fetchedAt, this.now()));
  }

  /** Stored rows of a list from a day on, counted in the worker (the estimate of an extension needs them). */
  private async heldSince(list: MarketList, fromDay: number, toDay: number): Promise<number> {
    this.used = true;
    const answer = await this.deps.worker.call('compute', 'analytics:count', {
      source: list.scope.source,
      category: list.scope.category,
      placeId: list.place.id,
      purpose: list.purpose,
      beds: list.bedsKey === '*' ? null : (list.bedsKey.split(',').map(Number) as BedsBucket[]),
      completion: list.completion,
      fromDay,
      toDay,
    });
    return answer.count;
  }

  private async planStep(
    list: MarketList,
    policy: CachePolicy,
    signal: AbortSignal,
  ): Promise<{ step: MarketPlanStep; spent: number }> {
    const decision = this.decision(list, policy);
    const base = { unit: list.unit.key, placeId: list.place.id, placeName: list.place.name, purpose: list.purpose };
    const held = decision.coverage ? { from: decision.coverage.fromDate, to: decision.coverage.toDate } : null;
    if (decision.action === 'stored' || policy === 'offline') {
      const step: MarketPlanStep = {
        ...base,
        action: 'stored',
        pagesPlanned: 0,
        pagesCached: 0,
        requestsNeeded: 0,
        totalItems: 0,
        capped: false,
        held,
      };
      return { step, spent: 0 };
    }
    const oldestFirst = decision.action === 'extend';
    const spent = this.pageOneSaved(list, oldestFirst, policy) ? 0 : 1;
    const request = { operation: 'transactions' as const, params: requestOf(list, oldestFirst), policy };
    const plan = await this.deps.data.plan(request, signal);
    if (decision.action === 'fetch') {
      const step: MarketPlanStep = {
        ...base,
        action: 'fetch',
        pagesPlanned: plan.pagesPlanned,
        pagesCached: plan.pagesCached,
        requestsNeeded: plan.requestsNeeded,
        totalItems: plan.totalItems,
        capped: plan.capped,
        held,
      };
      return { step, spent };
    }
    // Extension: the older rows are the period's count less those already held since the held span's start (one
    // page more crosses into the held span; rows registered since it was fetched make this a slight overestimate).
    const { coverage } = decision;
    const recent = await this.heldSince(list, isoToDay(coverage.fromDate), isoToDay(coverage.toDate));
    const needed = Math.min(plan.totalPages, Math.ceil(Math.max(0, plan.totalItems - recent) / PAGE_SIZE) + 1);
    const pages = Math.min(needed, this.deps.cap());
    const older = await this.deps.runtime.fetchAll.plan('transactions', request.params, pages, { policy, signal });
    const step: MarketPlanStep = {
      ...base,
      action: 'extend',
      pagesPlanned: older.pagesPlanned,
      pagesCached: older.pagesCached,
      requestsNeeded: older.requestsNeeded,
      totalItems: plan.totalItems,
      capped: needed > pages,
      held,
    };
    return { step, spent };
  }

  async plan(query: MarketQuery, signal: AbortSignal = new AbortController().signal): Promise<MarketPlan> {
    const policy = this.deps.runtime.gateway.policyFor(query.policy);
    const steps: MarketPlanStep[] = [];
    let spent = 0;
    for (const list of this.lists(query)) {
      const planned = await this.planStep(list, policy, signal);
      steps.push(planned.step);
      spent += planned.spent;
    }
    const requestsNeeded = steps.reduce((sum, s) => sum + s.requestsNeeded, 0);
    const quota = this.deps.usage.quota();
    return {
      steps,
      requestsNeeded,
      requestsSpent: spent,
      estimatedSeconds: this.deps.usage.estimateSeconds(requestsNeeded),
      quotaRemaining: quota?.remaining ?? null,
      quotaLimit: quota?.limit ?? null,
      quotaShare: quota && quota.remaining > 0 ? Math.round((requestsNeeded / quota.remaining) * 1000) / 1000 : null,
      offline: policy === 'offline',
    };
  }

  /**
   * The plan when every list of the market is held (a narrower bedroom choice of a market loaded before, say):
   * making it then sends no request. Null otherwise, offline too when something is not held (nothing is free to
   * say then: the estimate tells what is missing).
   */
  async quote(query: MarketQuery, signal: AbortSignal = new AbortController().signal): Promise<MarketPlan | null> {
    const policy = this.deps.runtime.gateway.policyFor(query.policy);
    const held = this.lists(query).every((list) => this.decision(list, policy).action === 'stored');
    return held ? this.plan(query, signal) : null;
  }

  async load(taskId: string, query: MarketQuery): Promise<MarketLoadSummary> {
    if (this.tasks.has(taskId))
      throw new AppFailure('validation', ref('error.task.running', { taskId }), { field: 'taskId' });
    const abort = new AbortController();
    this.tasks.set(taskId, abort);
    const policy = this.deps.runtime.gateway.policyFor(query.policy);
    const lists = this.lists(query);
    const summary: MarketLoadSummary = { taskId, steps: [], requestsSpent: 0, cancelled: false, warnings: [] };
    try {
      for (const [index, list] of lists.entries()) {
        if (abort.signal.aborted) {
          summary.cancelled = true;
          break;
        }
        const decision = this.decision(list, policy);
        const ctx: LoadContext = {
          data: this.deps.data,
          runtime: this.deps.runtime,
          taskId,
          policy,
          signal: abort.signal,
          now: () => this.now(),
          onProgress: (pagesDone, pagesTotal, requestsSpent) =>
            this.deps.events.emit('market:progress', {
              taskId,
              step: index + 1,
              steps: lists.length,
              placeId: list.place.id,
              purpose: list.purpose,
              pagesDone,
              pagesTotal,
              requestsSpent,
            }),
        };
        // The purpose as the warnings' sentences choose their words.
        const said = list.purpose === 'for-sale' ? 'sale' : 'rent';
        let outcome: { step: MarketLoadStep; coverage: Awaited<ReturnType<typeof loadWhole>>['coverage'] };
        if (decision.action === 'stored' || policy === 'offline') {
          const c = decision.coverage;
          outcome = {
            step: {
              placeId: list.place.id,
              purpose: list.purpose,
              action: 'stored',
              requestsSpent: 0,
              pagesFetched: 0,
              held: c ? { from: c.fromDate, to: c.toDate } : null,
              complete: c !== null,
              missingPages: [],
            },
            coverage: null,
          };
          if (!c) summary.warnings.push(ref('market.nothingStoredOffline', { place: list.place.name, purpose: said }));
        } else if (decision.action === 'extend') {
          const plan = await this.planStep(list, policy, abort.signal);
          outcome = await loadOlder(ctx, list, decision.coverage, plan.step.pagesPlanned, this.deps.cap());
        } else {
          outcome = await loadWhole(ctx, list);
        }
        if (outcome.coverage) this.deps.runtime.store.marketCoverage.put(list.scope, outcome.coverage);
        else if (outcome.step.action !== 'stored') {
          summary.warnings.push(
            outcome.step.missingPages.length > 0
              ? ref('market.pagesMissing', {
                  place: list.place.name,
                  purpose: said,
                  count: outcome.step.missingPages.length,
                })
              : ref('market.notCompleted', { place: list.place.name, purpose: said }),
          );
        }
        if (outcome.step.action === 'fetch' && !outcome.step.complete && outcome.step.held) {
          summary.warnings.push(
            ref('market.pageCap', { place: list.place.name, purpose: said, from: Date.parse(outcome.step.held.from) }),
          );
        }
        summary.steps.push(outcome.step);
        summary.requestsSpent += outcome.step.requestsSpent;
      }
      summary.cancelled ||= abort.signal.aborted;
    } finally {
      this.tasks.delete(taskId);
    }
    // Let the worker read the new rows now, so the analysis that follows finds its copy current.
    if (summary.steps.some((step) => step.pagesFetched > 0)) {
      this.used = true;
      this.deps.worker
        .call('compute', 'analytics:sync', {})
        .catch((error: unknown) => this.deps.log?.(ref('log.analytics.syncFailed'), error));
    }
    return summary;
  }

  /** Every analysis of the market from the local store, in the worker: no requests. */
  analyze(input: AnalyzeInput): Promise<MarketAnalysis> {
    return analyzeMarket(this.analysisDeps(), input.query, input.outliers, input.sections);
  }

  percentile(input: PercentileInput): Promise<PercentileResult> {
    return percentileOfAsking(this.analysisDeps(), input);
  }

  /** Where a listing's asking price falls, as the property page and the compare panel both show it. */
  listingPercentile(ask: PercentileAsk): Promise<ListingPercentile> {
    return percentileOfListing(this.analysisDeps(), ask);
  }

  /** A comparative market analysis of a subject from the store (the caller loads its market first). */
  cma(query: CmaQuery): Promise<CmaReport> {
    return cmaReport(this.analysisDeps(), query);
  }

  private analysisDeps(): AnalysisDeps {
    this.used = true;
    return { runtime: this.deps.runtime, worker: this.deps.worker, now: this.now() };
  }

  /** Writes the worker's columnar copy beside the cache, so the next start is warm; called before the core closes. */
  async close(): Promise<void> {
    for (const task of this.tasks.values()) task.abort();
    await this.follower?.stop();
    if (this.used || this.follower?.followed)
      await this.deps.worker.call('compute', 'analytics:flush', {}).catch(() => undefined);
  }

  cancel(taskId: string): boolean {
    const task = this.tasks.get(taskId);
    task?.abort();
    return task !== undefined;
  }
}
