// Fetches a snapshot's lists through the data layer: page 1 of each first (the plan: how many pages the rest
// costs), then every other page through fetch-all. Always fresh answers: a page the service could not give now
// (missing, or an older saved answer served instead) fails the snapshot rather than record a false "removed".
import { AppFailure, saidOf } from '#shared/errors';
import type { OperationInput, OperationName, PagedOperation } from '#shared/data-service/operations';
import type { ResultPage } from '#shared/domain/page';
import type { AnyDataAnswer } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import { isPagedList, type SnapshotList } from './snapshot-targets';
import { ref } from '#shared/messages/message-ref';

export interface PlannedList {
  list: SnapshotList;
  totalPages: number;
  totalItems: number;
  first: ResultPage<unknown>;
}

export interface FetchedList {
  list: SnapshotList;
  items: unknown[];
  totalItems: number;
  rejected: number;
}

function requireFresh(answer: AnyDataAnswer, page: number, operation: string): void {
  if (!answer.provenance.stale) return;
  const reason = answer.provenance.fallbackReason;
  throw new AppFailure(
    reason?.code ?? 'upstream',
    ref('error.snapshot.notFresh', {
      what: ref('error.snapshot.pageOf', { page, operation }),
      reason: reason ? saidOf(reason) : ref('error.snapshot.noFreshAnswer'),
    }),
  );
}

/**
 * Page 1 of each list, fresh: what the plan is made of. Returns the lists, the requests spent, and the data service's
 * own time of the first answer (its Date header), when it sent one: the time the snapshot shows the market as of.
 */
/**
 * A saved search whose place id is wrong is not refused by the service: it answers for everywhere. Not one row of
 * page 1 in the places asked means a snapshot would store the whole market as this search's, and pay for every page.
 */
function refuseWidened(answer: AnyDataAnswer, list: SnapshotList): void {
  if (!answer.placesMissed) return;
  const ids = String((list.params as { location_ids?: unknown }).location_ids ?? '');
  throw new AppFailure('not-found', ref('error.snapshot.widened', { operation: list.operation, ids }), {
    field: 'location_ids',
  });
}

export async function planLists(
  runtime: DataRuntime,
  lists: readonly SnapshotList[],
  signal: AbortSignal,
): Promise<{ planned: PlannedList[]; requestsSpent: number; serviceTime: number | null }> {
  const planned: PlannedList[] = [];
  let requestsSpent = 0;
  let serviceTime: number | null = null;
  for (const list of lists) {
    const params = isPagedList(list) ? { ...list.params, page: 1 } : list.params;
    const answer = (await runtime.gateway.fetch(list.operation, params as OperationInput<OperationName>, {
      policy: 'refresh',
      signal,
    })) as AnyDataAnswer;
    if (!answer.provenance.fromCache) requestsSpent++;
    requireFresh(answer, 1, list.operation);
    refuseWidened(answer, list);
    serviceTime ??= answer.provenance.serviceTime ? Date.parse(answer.provenance.serviceTime) : null;
    const first = answer.result as ResultPage<unknown>;
    planned.push({
      list,
      totalPages: list.countOnly || !isPagedList(list) ? 1 : Math.max(1, first.totalPages),
      totalItems: first.total,
      first,
    });
  }
  return { planned, requestsSpent, serviceTime };
}

export interface FetchRestOptions {
  signal: AbortSignal;
  /** Pages done and requests spent so far, over all lists. */
  onProgress: (pagesDone: number, requestsSpent: number) => void;
  /** Each page's items as they arrive (page 1 of each list included). */
  onPage?: (list: SnapshotList, items: readonly unknown[]) => void;
}

/** Every page after the first of each planned list; returns the items of each and the requests spent. */
export async function fetchRest(
  runtime: DataRuntime,
  planned: readonly PlannedList[],
  options: FetchRestOptions,
): Promise<{ lists: FetchedList[]; requestsSpent: number }> {
  const lists: FetchedList[] = [];
  let spentBefore = 0;
  let pagesBefore = 0;
  for (const plan of planned) {
    const pages = new Map<number, unknown[]>([[1, plan.first.items]]);
    options.onPage?.(plan.list, plan.first.items);
    let rejected = plan.first.rejected;
    let spent = 0;
    if (plan.totalPages > 1) {
      const operation = plan.list.operation as PagedOperation;
      for await (const outcome of runtime.fetchAll.pages(
        operation,
        plan.list.params as OperationInput<PagedOperation>,
        {
          cap: plan.totalPages,
          policy: 'refresh',
          // Page 1 was just fetched for the plan: fetch-all reads it from the cache instead of paying again.
          skipPages: [1],
          signal: options.signal,
          onProgress: (p) => {
            spent = p.requestsSpent;
            options.onProgress(pagesBefore + p.pagesDone, spentBefore + spent);
          },
        },
      )) {
        if (outcome.missing) {
          throw new AppFailure(
            outcome.missing.appError.code,
            ref('error.snapshot.pageMissing', {
              page: outcome.page,
              operation,
              reason: saidOf(outcome.missing.appError),
            }),
          );
        }
        requireFresh(outcome.answer as AnyDataAnswer, outcome.page, operation);
        const page = outcome.answer.result as ResultPage<unknown>;
        pages.set(outcome.page, page.items);
        options.onPage?.(plan.list, page.items);
        rejected += page.rejected;
      }
    }
    if (options.signal.aborted) throw new AppFailure('cancelled', ref('error.snapshot.cancelled'));
    spentBefore += spent;
    pagesBefore += plan.totalPages;
    options.onProgress(pagesBefore, spentBefore);
    const items = [...pages.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, list]) => list);
    lists.push({ list: plan.list, items, totalItems: plan.totalItems, rejected });
  }
  return { lists, requestsSpent: spentBefore };
}
