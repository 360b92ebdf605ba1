// The results of each research view (listings, projects, …): the request, the rows shown, paging, fetch-all
// progress and outcome, how the rows are sorted, provenance and errors. Kept per view so that going to a detail and
// back keeps the results.
import type { MessageRef } from '#shared/messages/message-ref';
import { create } from 'zustand';
import type { AppError } from '#shared/errors';
import type { DataRequest, FetchAllPlan, FetchAllSummary, Provenance } from '#shared/ipc/contract';
import type { ListView } from '../state/navigation-store';
import type { ColumnSort } from './service-sort';

export interface FetchAllState {
  taskId: string;
  plan: FetchAllPlan | null;
  pagesDone: number;
  pagesTotal: number;
  /** Requests spent by every run of this fetch-all (a resumed one adds to it). */
  requestsSpent: number;
  running: boolean;
  /** How the last run ended; null before the first run ends. */
  summary: FetchAllSummary | null;
  /** Pages whose rows are held, so that a resumed run fetches only the others. */
  heldPages: number[];
}

export interface ResearchState {
  /** The request of the rows shown (with its page). */
  request: DataRequest | null;
  rows: unknown[];
  page: number;
  totalPages: number;
  total: number;
  provenance: Provenance | null;
  /** What the answer said about itself, worded where shown. */
  warnings: MessageRef[];
  status: 'idle' | 'loading' | 'done' | 'error';
  error: AppError | null;
  fetchAll: FetchAllState | null;
  /** Whether the rows are every page fetched by "Fetch all" rather than one page. */
  allPages: boolean;
  /** A header sort the service cannot do: it orders only the rows fetched, and the view says so. */
  localSort: ColumnSort | null;
  /** The page re-fetched in a new language while the rows had been every page: say so. */
  languageRefetchedPage: number | null;
  /** When the rows on screen came (ms since the epoch): a search saved now ran then. */
  ranAt: number | null;
  /** Another page of the same search could not be had: the rows and page on screen stay, and the view says so. */
  pageError: { page: number; error: AppError } | null;
}

export const EMPTY_RESEARCH: ResearchState = {
  request: null,
  rows: [],
  page: 1,
  totalPages: 0,
  total: 0,
  provenance: null,
  warnings: [],
  status: 'idle',
  error: null,
  fetchAll: null,
  allPages: false,
  localSort: null,
  languageRefetchedPage: null,
  ranAt: null,
  pageError: null,
};

interface ResearchStore {
  views: Partial<Record<ListView, ResearchState>>;
  patch(view: ListView, change: Partial<ResearchState> | ((s: ResearchState) => Partial<ResearchState>)): void;
}

export const useResearchStore = create<ResearchStore>()((set) => ({
  views: {},
  patch: (view, change) =>
    set((s) => {
      const current = s.views[view] ?? EMPTY_RESEARCH;
      const next = typeof change === 'function' ? change(current) : change;
      return { views: { ...s.views, [view]: { ...current, ...next } } };
    }),
}));

export function useResearch(view: ListView): ResearchState {
  return useResearchStore((s) => s.views[view] ?? EMPTY_RESEARCH);
}

/** Changes the fetch-all state of a view, when it has one. */
export function patchFetchAll(view: ListView, change: (f: FetchAllState) => Partial<FetchAllState>): void {
  useResearchStore
    .getState()
    .patch(view, (s) => ({ fetchAll: s.fetchAll && { ...s.fetchAll, ...change(s.fetchAll) } }));
}
