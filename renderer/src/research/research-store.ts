// The results of each research view (listings, projects, …): the request, the pages shown, paging, fetch-all
// progress, provenance and errors. Kept per view so that going to a detail and back keeps the results.
import { create } from 'zustand';
import type { AppError } from '#shared/errors';
import type { DataRequest, FetchAllPlan, Provenance } from '#shared/ipc/contract';
import type { ListView } from '../state/navigation-store';

export interface FetchAllState {
  taskId: string;
  plan: FetchAllPlan | null;
  pagesDone: number;
  pagesTotal: number;
  requestsSpent: number;
  running: boolean;
  cancelled: boolean;
}

export interface ResearchState {
  request: DataRequest | null;
  rows: unknown[];
  page: number;
  totalPages: number;
  total: number;
  provenance: Provenance | null;
  warnings: string[];
  status: 'idle' | 'loading' | 'done' | 'error';
  error: AppError | null;
  fetchAll: FetchAllState | null;
  /** Whether the rows are every page fetched by "Fetch all" rather than one page. */
  allPages: boolean;
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
