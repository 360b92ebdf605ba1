// Gathers the records of one command through the contract: one answer, or every page of a list through a
// fetch-all task whose pages arrive as events. Says what it could not get; never a silent empty result.
import { allSaid, said } from './said';
import { randomUUID } from 'node:crypto';
import { AppFailure, saidOf, type ErrorCode } from '#shared/errors';
import { formatInteger } from '#shared/format/intl';
import { sayIn, type Say } from '#shared/messages/say-in';
import { ref } from '#shared/messages/message-ref';
import { isPagedOperation, type OperationInput, type OperationName } from '#shared/data-service/operations';
import type { ResultPage } from '#shared/domain/page';
import type { DataRequest, EventPayload, FetchAllPlan, FetchAllSummary, Provenance } from '#shared/ipc/contract';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';
import { runsOf } from './page-ranges';

export interface Collected {
  records: unknown[];
  single: boolean;
  total: number | null;
  /** The page asked and the list's last page (one page of a paged list only; null otherwise). */
  paging: { page: number; lastPage: number; pageSize: number | null } | null;
  provenance: Provenance;
  /** The warnings in English, as `--json` gives them. */
  warnings: string[];
  /** The same warnings in the command's language, as standard error prints them. */
  shown: string[];
  /** Set when the data is incomplete or came from a fallback the script should know about (said in the command's language). */
  failure: { code: ErrorCode; message: string } | null;
}

function request(ctx: CliContext, operation: OperationName, params: OperationInput<OperationName>): DataRequest {
  return { operation, params, policy: ctx.policy } as DataRequest;
}

/** A warning in English (for `--json`) and in the command's language (for the terminal). */
interface Warning {
  en: string;
  shown: string;
}

function warningOf(ctx: CliContext, word: (say: Say) => string): Warning {
  return { en: word(sayIn('en')), shown: word(ctx.say) };
}

/** "page 3", "pages 6–93", "pages 3, 5–7 and 9" in the command's language; "no pages" for none. */
function pagesInWords(say: Say, pages: readonly number[]): string {
  const folded = runsOf(pages);
  const runs = folded.map(([first, last]) => {
    const [a, b] = [formatInteger(first, say.lang), formatInteger(last, say.lang)];
    return first === last ? a : last === first + 1 ? say('cli.pages.comma', { first: a, next: b }) : `${a}–${b}`;
  });
  if (runs.length === 0) return say('cli.pages', { single: 'none', list: '' });
  const single = folded.length === 1 && folded[0]![0] === folded[0]![1];
  const list =
    runs.length === 1
      ? runs[0]!
      : say('cli.pages.and', {
          first: runs.slice(0, -1).reduce((first, next) => say('cli.pages.comma', { first, next })),
          last: runs.at(-1)!,
        });
  return say('cli.pages', { single: single ? 'yes' : 'no', list });
}

/** What fetching every page will cost, said before anything is spent; offline, what the cache holds of it. */
function describePlan(say: Say, plan: FetchAllPlan): string {
  // Page 1 (which the plan reads) says there is nothing: "0 results on 0 pages; fetching 1 page uses 0 requests"
  // would describe a fetch that does not happen.
  if (plan.totalItems === 0) return say('cli.collect.plan.nothing', { offline: plan.offline ? 'yes' : 'no' });
  const scope = {
    results: plan.totalItems,
    pages: plan.totalPages,
    planned: plan.pagesPlanned,
    capped: plan.capped ? 'yes' : 'no',
    cap: plan.cap,
  } as const;
  if (plan.offline) {
    const held = plan.pagesCached === plan.pagesPlanned ? 'all' : 'some';
    return say('cli.collect.plan.offline', { ...scope, held, cached: plan.pagesCached });
  }
  // Page 1 was fetched to make the plan: "fetching 27 pages uses 26 requests" read as an estimate off by one, and
  // usage then counted 27. Said as what it is: the pages not yet saved, and what the whole run spends.
  const firstPage = { firstPage: plan.requestsSpent > 0 ? 'yes' : 'no', spent: plan.requestsSpent } as const;
  if (plan.requestsNeeded === 0) return say('cli.collect.plan.allSaved', { ...scope, ...firstPage });
  // Page 1 is in hand either way (fetched for the plan, or saved); of the others, some may be saved already.
  const others = plan.pagesPlanned - 1;
  const quota = plan.quotaRemaining !== null && plan.requestsNeeded > 0;
  return say('cli.collect.plan.fetch', {
    ...scope,
    ...firstPage,
    someSaved: plan.requestsNeeded === others ? 'no' : 'yes',
    others,
    needed: plan.requestsNeeded,
    whole: plan.requestsSpent + plan.requestsNeeded,
    quota: quota ? 'yes' : 'no',
    share: quota ? Math.round((100 * plan.requestsNeeded) / Math.max(1, plan.quotaRemaining!)) : 0,
    left: plan.quotaRemaining ?? 0,
    seconds: plan.estimatedSeconds,
  });
}

/** "88 of 93 pages are not in the offline cache (pages 6–93); the rows of the other 5 pages are given." */
function missingPagesMessage(say: Say, summary: FetchAllSummary, offline: boolean): string {
  const missing = summary.missingPages.length;
  return say('cli.collect.missingPages', {
    missing,
    total: summary.pagesFetched + missing,
    offline: offline ? 'yes' : 'no',
    pages: pagesInWords(say, summary.missingPages),
    fetched: summary.pagesFetched,
  });
}

async function collectAll(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
): Promise<Collected> {
  const req = request(ctx, operation, params);
  const plan = await invoke(ctx, 'data:plan-all', req);
  await refuseWidenedSearch(ctx, operation, params, plan);
  ctx.io.err(describePlan(ctx.say, plan));
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
      if (p.taskId === taskId) {
        const pages = {
          done: p.pagesDone,
          known: typeof p.pagesTotal === 'number' ? 'yes' : 'no',
          total: p.pagesTotal ?? 0,
        };
        ctx.io.err(`\r${ctx.say('cli.collect.progress', { ...pages, spent: p.requestsSpent })}`);
      }
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
  const shown = allSaid(summary.warnings, ctx.lang);
  const add = (warning: Warning): void => {
    warnings.push(warning.en);
    shown.push(warning.shown);
  };
  if (summary.pagesFromOlderAnswers > 0) {
    const oldest = summary.oldestFetchedAt ?? '';
    add(
      warningOf(ctx, (say) =>
        plan.offline
          ? say('cli.collect.offlinePages', { fetched: summary.pagesFetched, oldest })
          : say('cli.collect.olderPages', {
              older: summary.pagesFromOlderAnswers,
              fetched: summary.pagesFetched,
              oldest,
            }),
      ),
    );
  }
  let failure: Collected['failure'] = null;
  if (summary.missingPages.length > 0) {
    const message = warningOf(ctx, (say) => missingPagesMessage(say, summary, plan.offline));
    add(message);
    failure = { code: 'offline', message: message.shown };
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
    shown,
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
  const message = warningOf(ctx, (say) =>
    say('cli.collect.stopped', {
      got: got.length,
      planned: plan.pagesPlanned,
      pages: pagesInWords(say, got),
      reason: said(saidOf(error.appError), say.lang),
    }),
  );
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
    warnings: [message.en],
    shown: [message.shown],
    failure: { code: error.appError.code, message: message.shown },
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
    shown: allSaid(answer.warnings, ctx.lang),
    failure:
      reason && FALLBACK_FAILS.includes(reason.code)
        ? { code: reason.code, message: said(saidOf(reason), ctx.lang) }
        : null,
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
        ? ref('error.cli.collect.unreadableWhy', { total: String(got.total), warnings: got.shown.join(' ') })
        : ref('error.cli.collect.unreadable', { total: String(got.total) }),
    );
  }
}
