// Loads one list of a market (a place × purpose) into the store through data-access fetch-all, and records the span
// of dates it now holds completely. A whole period comes newest first; extending a held span fetches the same
// period oldest first and stops once it reaches the span (the service takes no date range, only a period).
import type { ResultPage } from '#shared/domain/page';
import type { Transaction } from '#shared/domain/transaction';
import type { CachePolicy, MarketLoadStep } from '#shared/ipc/contract';
import { dayOfInstant, dayToIso, isoToDay } from '../analytics/dates';
import { requestOf, type MarketList } from '../analytics/market-lists';
import type { Answer } from '../data/data-gateway';
import type { DataRuntime } from '../data/data-runtime';
import { placeKeyOf } from '../data/transaction-scope';
import type { PagedOperation } from '#shared/data-service/operations';
import type { Coverage } from '../store/market-coverage-repo';
import type { DataAccess } from './data-access';

export interface LoadContext {
  data: DataAccess;
  runtime: DataRuntime;
  taskId: string;
  policy: CachePolicy;
  signal: AbortSignal;
  now: () => number;
  onProgress: (pagesDone: number, pagesTotal: number, requestsSpent: number) => void;
}

/** What the pages of one run held: their date range and the age of the oldest page. */
class PageTally {
  minDate: string | null = null;
  maxDate: string | null = null;
  lastDate: string | null = null;
  oldestFetch = Number.POSITIVE_INFINITY;
  totalPages = 0;
  rows = 0;

  add(answer: Answer<PagedOperation>): Transaction[] {
    const page = answer.result as ResultPage<Transaction>;
    this.totalPages = Math.max(this.totalPages, page.totalPages);
    this.oldestFetch = Math.min(this.oldestFetch, Date.parse(answer.provenance.fetchedAt));
    for (const t of page.items) {
      this.rows++;
      if (this.minDate === null || t.date < this.minDate) this.minDate = t.date;
      if (this.maxDate === null || t.date > this.maxDate) this.maxDate = t.date;
    }
    return page.items;
  }
}

/** Runs fetch-all for one list's parameters, re-linking rows of pages served from the cache (stored before). */
async function run(
  ctx: LoadContext,
  list: MarketList,
  oldestFirst: boolean,
  cap: number | undefined,
  skip: number[],
  tally: PageTally,
) {
  const params = requestOf(list, oldestFirst);
  const place = placeKeyOf(params);
  const { store } = ctx.runtime;
  const source = ctx.runtime.source().id;
  return ctx.data.fetchAll(
    `${ctx.taskId}-${list.place.id}-${list.purpose === 'for-sale' ? 's' : 'r'}`.slice(0, 64),
    { operation: 'transactions', params, policy: ctx.policy },
    skip,
    {
      emitPages: false,
      signal: ctx.signal,
      ...(cap !== undefined ? { cap } : {}),
      onPage: (_page, answer) => {
        const items = tally.add(answer);
        // Rows of a saved answer may predate their place links (an older cache): storing them again links them.
        if (answer.provenance.fromCache)
          store.transactions.upsertMany(source, items, Date.parse(answer.provenance.fetchedAt), place);
      },
      onProgress: (p) => ctx.onProgress(p.pagesDone, p.pagesTotal, p.requestsSpent),
    },
  );
}

function step(list: MarketList, action: MarketLoadStep['action']): MarketLoadStep {
  return {
    placeId: list.place.id,
    purpose: list.purpose,
    action,
    requestsSpent: 0,
    pagesFetched: 0,
    held: null,
    complete: false,
    missingPages: [],
  };
}

/** Fetches the whole period, newest first; a capped run holds the days after its oldest row (that day may be cut). */
export async function loadWhole(
  ctx: LoadContext,
  list: MarketList,
): Promise<{ step: MarketLoadStep; coverage: Coverage | null }> {
  const tally = new PageTally();
  const summary = await run(ctx, list, false, undefined, [], tally);
  const result = step(list, 'fetch');
  result.requestsSpent = summary.requestsSpent;
  result.pagesFetched = summary.pagesFetched;
  result.missingPages = summary.missingPages;
  if (summary.cancelled || summary.missingPages.length > 0 || summary.pagesFetched === 0)
    return { step: result, coverage: null };
  const capped = tally.totalPages > summary.pagesFetched;
  const fetchedDay = dayOfInstant(Number.isFinite(tally.oldestFetch) ? tally.oldestFetch : ctx.now());
  // The service counts its period back from its own today, which may be ahead of ours (Dubai is UTC+4).
  const toDay = Math.max(fetchedDay, tally.maxDate ? isoToDay(tally.maxDate) : fetchedDay);
  const periodFrom = toDay - list.days + 1;
  const fromDay = capped
    ? isoToDay(tally.minDate!) + 1
    : Math.min(periodFrom, tally.minDate ? isoToDay(tally.minDate) : periodFrom);
  if (fromDay > toDay) return { step: result, coverage: null };
  const coverage: Coverage = {
    completion: list.completion,
    beds: list.bedsKey,
    fromDate: dayToIso(fromDay),
    toDate: dayToIso(toDay),
    fetchedAt: Number.isFinite(tally.oldestFetch) ? tally.oldestFetch : ctx.now(),
  };
  result.held = { from: coverage.fromDate, to: coverage.toDate };
  result.complete = !capped;
  return { step: result, coverage };
}

/**
 * Extends a held span backwards: the period oldest first, `pages` at a time, until a row reaches the held span's
 * first day. The new span runs from the period's start (as of today) to the held span's end, as old as its oldest part.
 */
export async function loadOlder(
  ctx: LoadContext,
  list: MarketList,
  held: Coverage,
  pages: number,
  maxPages: number,
): Promise<{ step: MarketLoadStep; coverage: Coverage | null }> {
  const tally = new PageTally();
  const result = step(list, 'extend');
  const heldFrom = held.fromDate;
  let cap = Math.max(1, pages);
  const done: number[] = [];
  let everyPage = false;
  for (;;) {
    const summary = await run(ctx, list, true, cap, done, tally);
    result.requestsSpent += summary.requestsSpent;
    result.pagesFetched += summary.pagesFetched;
    result.missingPages.push(...summary.missingPages);
    if (summary.cancelled || summary.missingPages.length > 0) return { step: result, coverage: null };
    everyPage = cap >= tally.totalPages;
    if (everyPage || (tally.maxDate !== null && tally.maxDate >= heldFrom)) break;
    // The page cap stops the run short of the held span: the older rows are stored, but no span is claimed.
    if (cap >= maxPages) return { step: result, coverage: null };
    for (let p = done.length + 1; p <= cap; p++) done.push(p);
    cap += 1;
  }
  const today = Math.max(dayOfInstant(ctx.now()), isoToDay(held.toDate));
  const periodFrom = today - list.days + 1;
  const fromDay = Math.min(periodFrom, tally.minDate ? isoToDay(tally.minDate) : periodFrom, isoToDay(heldFrom));
  // Every page of the period fetched: it is held whole as of now, whether or not it met the older span.
  const toDay = everyPage && tally.maxDate ? Math.max(today, isoToDay(tally.maxDate)) : isoToDay(held.toDate);
  const coverage: Coverage = {
    completion: list.completion,
    beds: list.bedsKey,
    fromDate: dayToIso(fromDay),
    toDate: dayToIso(toDay),
    fetchedAt: Math.min(held.fetchedAt, Number.isFinite(tally.oldestFetch) ? tally.oldestFetch : ctx.now()),
  };
  result.held = { from: coverage.fromDate, to: coverage.toDate };
  result.complete = true;
  return { step: result, coverage };
}
