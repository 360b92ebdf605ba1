// Gathers the records of one command through the contract: one answer, or every page of a list through a
// fetch-all task whose pages arrive as events. Says what it could not get; never a silent empty result.
import { allSaid } from './said';
import { randomUUID } from 'node:crypto';
import { AppFailure, type ErrorCode } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { isPagedOperation, type OperationInput, type OperationName } from '#shared/data-service/operations';
import type { ResultPage } from '#shared/domain/page';
import type { DataRequest, EventPayload, FetchAllPlan, FetchAllSummary, Provenance } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';
import { describePages } from './page-ranges';

export interface Collected {
  records: unknown[];
  single: boolean;
  total: number | null;
  /** The page asked and the list's last page (one page of a paged list only; null otherwise). */
  paging: { page: number; lastPage: number; pageSize: number | null } | null;
  provenance: Provenance;
  warnings: string[];
  /** Set when the data is incomplete or came from a fallback the script should know about. */
  failure: { code: ErrorCode; message: string } | null;
}

function request(ctx: CliContext, operation: OperationName, params: OperationInput<OperationName>): DataRequest {
  return { operation, params, policy: ctx.policy } as DataRequest;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

/** What fetching every page will cost, said before anything is spent; offline, what the cache holds of it. */
function describePlan(plan: FetchAllPlan): string {
  // Page 1 (which the plan reads) says there is nothing: "0 results on 0 pages; fetching 1 page uses 0 requests"
  // would describe a fetch that does not happen.
  if (plan.totalItems === 0) {
    return plan.offline
      ? 'No results match (as page 1 in the offline cache says); nothing more to read.'
      : 'No results match; nothing fetched beyond page 1.';
  }
  const scope = `${plural(plan.totalItems, 'result')} on ${plural(plan.totalPages, 'page')}`;
  const cap = plan.capped ? `; capped at ${plan.cap} pages (raise --max-pages to get the rest)` : '';
  if (plan.offline) {
    const held = plan.pagesCached === plan.pagesPlanned ? 'all' : `${plan.pagesCached} of the`;
    return `${scope}; working offline, so no request is sent: ${held} ${plural(plan.pagesPlanned, 'page')} planned ${plan.pagesCached === 1 && plan.pagesPlanned === 1 ? 'is' : 'are'} in the offline cache${cap}.`;
  }
  const share =
    plan.quotaRemaining !== null && plan.requestsNeeded > 0
      ? ` (${Math.round((100 * plan.requestsNeeded) / Math.max(1, plan.quotaRemaining))}% of the ${plan.quotaRemaining.toLocaleString('en')} left this month)`
      : '';
  // Page 1 was fetched to make the plan: "fetching 27 pages uses 26 requests" read as an estimate off by one, and
  // usage then counted 27. Said as what it is: the pages not yet saved, and what the whole run spends.
  const firstPage = plan.requestsSpent > 0 ? `page 1 took ${plural(plan.requestsSpent, 'request')}; ` : '';
  if (plan.requestsNeeded === 0) {
    return `${scope}; ${firstPage}the ${plural(plan.pagesPlanned, 'page')} planned ${plan.pagesPlanned === 1 ? 'is' : 'are'} all saved: no more requests${cap}.`;
  }
  const inAll = plan.requestsSpent > 0 ? `, ${plan.requestsSpent + plan.requestsNeeded} for the whole list` : '';
  // Page 1 is in hand either way (fetched for the plan, or saved); of the others, some may be saved already.
  const others = plan.pagesPlanned - 1;
  const pages =
    plan.requestsNeeded === others
      ? `the other ${plural(others, 'page')} take`
      : `${plan.requestsNeeded.toLocaleString('en')} of the other ${plural(others, 'page')} are not saved and take`;
  return `${scope}; ${firstPage}${pages} ${plural(plan.requestsNeeded, 'request')}${inAll}${share}, about ${plan.estimatedSeconds} s${cap}.`;
}

/** "88 of 93 pages are not in the offline cache (pages 6–93); the rows of the other 5 pages are given." */
function missingPagesMessage(summary: FetchAllSummary, offline: boolean): string {
  const missing = summary.missingPages.length;
  const of = `${missing} of ${plural(summary.pagesFetched + missing, 'page')}`;
  const why = offline ? `${missing === 1 ? 'is' : 'are'} not in the offline cache` : `could not be had`;
  const rest =
    summary.pagesFetched === 0
      ? 'no rows are given'
      : `the rows of the other ${plural(summary.pagesFetched, 'page')} are given`;
  return `${of} ${why} (${describePages(summary.missingPages)}); ${rest}.`;
}

async function collectAll(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
): Promise<Collected> {
  const req = request(ctx, operation, params);
  const plan = await invoke(ctx, 'data:plan-all', req);
  await refuseWidenedSearch(ctx, operation, params, plan);
  ctx.io.err(describePlan(plan));
  refuseBeyondQuota(plan);
  const taskId = randomUUID();
  const pages = new Map<number, unknown[]>();
  let provenance: Provenance | null = null;
  const off = ctx.core.events.subscribe((event, payload) => {
    if (event === 'fetch:page') {
      const page = payload as EventPayload<'fetch:page'>;
      if (page.taskId !== taskId) return;
      pages.set(page.page, page.items);
      // The oldest page dates the whole; it came from the cache only if every page did; stale if any page is.
      provenance = {
        source: ctx.core.settings().source,
        fetchedAt: provenance && provenance.fetchedAt < page.fetchedAt ? provenance.fetchedAt : page.fetchedAt,
        fromCache: (provenance?.fromCache ?? true) && page.fromCache,
        stale: (provenance?.stale ?? false) || page.stale,
      };
    } else if (event === 'fetch:progress' && ctx.io.isTTY) {
      const p = payload as EventPayload<'fetch:progress'>;
      if (p.taskId === taskId) ctx.io.err(`\rpages ${p.pagesDone}/${p.pagesTotal ?? '?'}, requests ${p.requestsSpent}`);
    }
  });
  let summary: FetchAllSummary;
  try {
    summary = await invoke(ctx, 'data:fetch-all', { taskId, request: req });
  } catch (error) {
    // A run ended midway (the quota ran out, the key was refused) keeps the pages it paid for: they are given,
    // and the failure is the command's exit code.
    if (!(error instanceof AppFailure) || pages.size === 0) throw error;
    return cutShort(ctx, plan, pages, provenance, error);
  } finally {
    off();
  }
  if (ctx.io.isTTY) ctx.io.err('\n');
  const warnings = allSaid(summary.warnings);
  if (summary.pagesFromOlderAnswers > 0) {
    warnings.push(
      plan.offline
        ? `Working offline: ${summary.pagesFetched === 1 ? 'the page given comes' : `the ${plural(summary.pagesFetched, 'page')} given come`} from the offline cache (the oldest saved ${summary.oldestFetchedAt}).`
        : `${plural(summary.pagesFromOlderAnswers, 'page')} of ${summary.pagesFetched} came from older saved answers (the oldest from ${summary.oldestFetchedAt}).`,
    );
  }
  let failure: Collected['failure'] = null;
  if (summary.missingPages.length > 0) {
    const message = missingPagesMessage(summary, plan.offline);
    warnings.push(message);
    failure = { code: 'offline', message };
  }
  const records = [...pages.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, items]) => items);
  return {
    records,
    single: false,
    total: summary.totalItems,
    paging: null,
    provenance: provenance ?? {
      source: ctx.core.settings().source,
      fetchedAt: new Date().toISOString(),
      fromCache: true,
      stale: false,
    },
    warnings,
    failure,
  };
}

/**
 * A wrong place id does not fail: the service widens the search to everywhere. When not one result lies in the
 * places asked for, the rows are no answer to the question: refused (exit 6), never printed as that place's.
 */
function placesMissed(params: OperationInput<OperationName>, results: number, page: number): AppFailure {
  const ids = String((params as { location_ids?: unknown }).location_ids ?? '');
  return new AppFailure('not-found', ref('error.cli.collect.placesMissed', { results, page, ids }), {
    field: 'location_ids',
  });
}

/** Before the other pages are paid for: page 1, which the plan read, is read again from the cache, free. */
async function refuseWidenedSearch(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
  plan: FetchAllPlan,
): Promise<void> {
  if (plan.totalItems === 0 || (params as { location_ids?: unknown }).location_ids === undefined) return;
  const first = { operation, params: { ...params, page: 1 }, policy: 'offline' } as DataRequest;
  const answer = await invoke(ctx, 'data:fetch', first).catch(() => null);
  if (answer?.placesMissed) {
    throw placesMissed(params, (answer.result as Partial<ResultPage<unknown>>).items?.length ?? 0, 1);
  }
}

/** Refuses, before any page past the plan is paid for, a fetch-all the month's remaining quota cannot pay. */
function refuseBeyondQuota(plan: FetchAllPlan): void {
  const left = plan.quotaRemaining;
  if (plan.offline || left === null || plan.requestsNeeded <= left) return;
  const counts = { needed: plan.requestsNeeded, left };
  const maxPages = String(left);
  throw new AppFailure(
    'quota-exhausted',
    left > 0
      ? ref('error.cli.collect.beyondQuota', { ...counts, maxPages })
      : ref('error.cli.collect.quotaSpent', counts),
  );
}

/** The pages a fetch-all got before it failed, sorted, with the failure said as the command's outcome. */
function cutShort(
  ctx: CliContext,
  plan: FetchAllPlan,
  pages: ReadonlyMap<number, unknown[]>,
  provenance: Provenance | null,
  error: AppFailure,
): Collected {
  const got = [...pages.keys()].sort((a, b) => a - b);
  const message = `Stopped after ${plural(got.length, 'page')} of ${plan.pagesPlanned} (${describePages(got)}): ${error.message} The rows of the pages fetched are given.`;
  return {
    records: got.flatMap((page) => pages.get(page)!),
    single: false,
    total: plan.totalItems,
    paging: null,
    provenance: provenance ?? {
      source: ctx.core.settings().source,
      fetchedAt: new Date().toISOString(),
      fromCache: false,
      stale: false,
    },
    warnings: [message],
    failure: { code: error.appError.code, message },
  };
}

/** Codes for which an older saved answer was served, but the script must still hear about the failure. */
const FALLBACK_FAILS: readonly string[] = ['bad-key', 'not-subscribed', 'quota-exhausted'];

export async function collect(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
  options: { allPages: boolean },
): Promise<Collected> {
  if (options.allPages && isPagedOperation(operation)) return collectAll(ctx, operation, params);
  const answer = await invoke(ctx, 'data:fetch', request(ctx, operation, params));
  const result = answer.result as Partial<ResultPage<unknown>>;
  const single = !Array.isArray(result.items);
  if (answer.placesMissed) {
    throw placesMissed(params, result.items?.length ?? 0, Number((params as { page?: unknown }).page ?? 1));
  }
  const reason = answer.provenance.fallbackReason;
  return {
    records: single ? [answer.result] : result.items!,
    single,
    total: single ? null : (result.total ?? null),
    paging: single ? null : pagingOf(params, result),
    provenance: answer.provenance,
    warnings: allSaid(answer.warnings),
    failure: reason && FALLBACK_FAILS.includes(reason.code) ? { code: reason.code, message: reason.message } : null,
  };
}

/**
 * The page asked and the list's last page, for an answer of one page of a paged list. The last page is the service's
 * totalPages, or the total over the page size when a gateway leaves totalPages out (0).
 */
function pagingOf(params: OperationInput<OperationName>, result: Partial<ResultPage<unknown>>): Collected['paging'] {
  const asked = Number((params as { page?: unknown }).page ?? 1);
  const pageSize = result.pageSize ?? null;
  const total = result.total ?? 0;
  const fromTotal = pageSize ? Math.ceil(total / pageSize) : 0;
  const lastPage = Math.max(result.totalPages ?? 0, fromTotal);
  return Number.isInteger(asked) && lastPage > 0 ? { page: asked, lastPage, pageSize } : null;
}

export function assertNotSilentlyEmpty(got: Collected): void {
  // A page past the end of a list holds nothing because nothing is there, not because records could not be read:
  // that is the broker's --page to fix (exit 2), not the service's failure.
  const paging = got.paging;
  if (!got.single && got.records.length === 0 && paging && paging.page > paging.lastPage) {
    const past = {
      page: String(paging.page),
      total: got.total ?? 0,
      pages: paging.lastPage,
      last: String(paging.lastPage),
    };
    throw new AppFailure(
      'validation',
      paging.pageSize
        ? ref('error.cli.collect.pastLastPageSize', { ...past, size: paging.pageSize })
        : ref('error.cli.collect.pastLastPage', past),
      { field: 'page' },
    );
  }
  if (!got.single && got.records.length === 0 && (got.total ?? 0) > 0) {
    throw new AppFailure(
      'malformed-response',
      got.warnings.length > 0
        ? ref('error.cli.collect.unreadableWhy', { total: String(got.total), warnings: got.warnings.join(' ') })
        : ref('error.cli.collect.unreadable', { total: String(got.total) }),
    );
  }
}
