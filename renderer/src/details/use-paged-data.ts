// A paged list inside a detail view: one page at a time, prev/next, back to page 1 when the query changes.
import type { OperationInput } from '#shared/data-service/operations';
import type { OperationResult } from '#shared/data-service/results';
import type { ResultPage } from '#shared/domain/page';
import type { AppError } from '#shared/errors';
import type { DataAnswer, DataRequest } from '#shared/ipc/contract';
import { clampPage, pageCount } from './detail-format';
import { useDataAnswer, type AnswerStatus } from '../data';
import { useRemembered } from '../state/navigation-store';

/** The list operations the detail views page through. */
export type PagedOperation =
  'agent-properties' | 'agency-properties' | 'agency-agents' | 'search-property' | 'search-new-projects';

export type RowOf<N extends PagedOperation> = OperationResult<N> extends ResultPage<infer T> ? T : never;

/** The operation's parameters without `page`, which the hook owns. */
export type BaseParams<N extends PagedOperation> = Omit<OperationInput<N>, 'page'>;

export interface PagedData<N extends PagedOperation> {
  status: AnswerStatus;
  /** Rows of the current page, or of the previous one while the next loads (so the grid does not flash empty). */
  rows: RowOf<N>[];
  page: number;
  totalPages: number;
  /** Matches in all pages, when known. */
  total: number | null;
  answer: DataAnswer<N> | null;
  /** The list's query (its current page), for exports of every fetched page. */
  request: DataRequest | null;
  error: AppError | null;
  goTo(page: number): void;
  next(): void;
  prev(): void;
  retry(): void;
}

/** Pages `operation` with `base` (null: ask nothing). The page resets to 1 whenever `base` changes. */
export function usePagedData<N extends PagedOperation>(operation: N, base: BaseParams<N> | null): PagedData<N> {
  const baseKey = base === null ? null : JSON.stringify(base);
  // Kept with the view's history entry: Back from a listing returns to the page it was opened from.
  const [paging, setPaging] = useRemembered<{ baseKey: string | null; page: number }>(`page:${operation}`, {
    baseKey,
    page: 1,
  });
  const page = paging.baseKey === baseKey ? paging.page : 1;
  const params = base === null ? null : ({ ...base, page } as OperationInput<N>);
  const state = useDataAnswer(operation, params);

  const shown = (state.answer ?? state.lastAnswer)?.result as ResultPage<RowOf<N>> | undefined;
  const totalPages = pageCount(shown?.totalPages ?? 1);
  const goTo = (target: number) => setPaging({ baseKey, page: clampPage(target, totalPages) });

  return {
    status: state.status,
    rows: state.status === 'error' ? [] : (shown?.items ?? []),
    page,
    totalPages,
    total: shown ? shown.total : null,
    answer: state.answer,
    request: params === null ? null : ({ operation, params } as DataRequest),
    error: state.error,
    goTo,
    next: () => goTo(page + 1),
    prev: () => goTo(page - 1),
    retry: state.retry,
  };
}
