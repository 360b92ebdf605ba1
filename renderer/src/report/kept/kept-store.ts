// The state of kept client reports in the window: the list read from the workspace, the estimate history of the
// kept report on screen, and a re-run under way (its cost first, the broker's go-ahead, the load's progress, the new
// revision). The reports themselves live in the workspace; nothing here is persisted.
import { create } from 'zustand';
import type { EstimatePoint, KeptReportSummary } from '#shared/domain/kept-report';
import type { AppError } from '#shared/errors';
import type { MarketPlan } from '#shared/ipc/contract';
import type { LoadProgress } from '../report-store';

export type RerunPhase = 'planning' | 'planned' | 'loading' | 'computing' | 'done' | 'error';

export interface Rerun {
  id: number;
  name: string;
  phase: RerunPhase;
  plan: MarketPlan | null;
  taskId: string | null;
  progress: LoadProgress | null;
  /** The revision the re-run made, once done. */
  version: number | null;
  error: AppError | null;
}

export interface KeptState {
  list: KeptReportSummary[] | null;
  listError: AppError | null;
  /** The estimate across the revisions of the kept report on screen. */
  history: { id: number; points: EstimatePoint[] } | null;
  rerun: Rerun | null;
  patch(patch: Partial<KeptState>): void;
  patchRerun(patch: Partial<Rerun>): void;
}

export const useKept = create<KeptState>()((set) => ({
  list: null,
  listError: null,
  history: null,
  rerun: null,
  patch: (patch) => set(patch),
  patchRerun: (patch) => set((s) => (s.rerun ? { rerun: { ...s.rerun, ...patch } } : {})),
}));
