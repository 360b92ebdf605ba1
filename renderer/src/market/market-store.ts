// The Market view's state: the form, the plan (its cost before anything is spent), the load's progress, the
// analysis on screen kept together with the query it was computed from (the form may since have moved on), the
// outlier choice, and which place and purpose the charts show.
import { create } from 'zustand';
import type { Purpose } from '#shared/domain/listing';
import type { AppError } from '#shared/errors';
import type { MarketAnalysis, MarketLoadSummary, MarketPlan, MarketQueryInput } from '#shared/ipc/contract';
import { initialMarketForm, type MarketFormState } from './market-form';

export type MarketPhase = 'idle' | 'planning' | 'planned' | 'loading' | 'analyzing' | 'ready' | 'error';

export interface LoadProgress {
  step: number;
  steps: number;
  placeId: string;
  purpose: Purpose;
  pagesDone: number;
  pagesTotal: number;
  requestsSpent: number;
}

/** What the look on screen cost: requests to estimate and to load (zero when everything was stored). */
export interface LookCost {
  plan: number;
  load: number;
}

export interface AskingState {
  phase: 'planning' | 'planned' | 'loading' | 'done' | 'error';
  requestsNeeded: number;
  estimatedSeconds: number;
  pagesDone: number;
  pagesTotal: number;
  requestsSpent: number;
  /** A search has more pages than the cap in Settings lets a fetch take: loading leaves it a partial sample. */
  capped: boolean;
  error: AppError | null;
}

/**
 * The figures on screen and what they are of: the query they were computed from, the form as it was when that
 * query was asked (places with their names in every language, for labels and pins), what the look cost and how
 * its load ended. Headers, pins and exports read these, never the form.
 */
export interface ShownMarket {
  analysis: MarketAnalysis;
  query: MarketQueryInput;
  form: MarketFormState;
  look: LookCost;
  load: MarketLoadSummary | null;
  /** When these figures were made (ms since the epoch): an analysis saved now ran then. */
  ranAt: number;
}

export interface MarketState {
  form: MarketFormState;
  /** The places last carried from the Listings search into the form (null: none), to tell them from the broker's. */
  carried: MarketFormState['places'] | null;
  phase: MarketPhase;
  /** The query being planned or loaded (the next figures), and the form it came from. */
  query: MarketQueryInput | null;
  queryForm: MarketFormState | null;
  plan: MarketPlan | null;
  /** Requests used this month, when the data service reports no quota to compare the plan with. */
  monthUsed: number | null;
  taskId: string | null;
  progress: LoadProgress | null;
  load: MarketLoadSummary | null;
  shown: ShownMarket | null;
  /** The figures on screen are being computed again (outliers in or out, listings added): no request. */
  recomputing: boolean;
  includeOutliers: boolean;
  focusUnit: string | null;
  focusPurpose: Purpose;
  asking: AskingState | null;
  /** The market (its marketKey) whose look is known to cost no request: everything it needs is stored. */
  freeLook: string | null;
  error: AppError | null;
  setForm(patch: Partial<MarketFormState>): void;
  patch(patch: Partial<MarketState>): void;
}

export const useMarket = create<MarketState>()((set) => ({
  form: initialMarketForm(),
  carried: null,
  phase: 'idle',
  query: null,
  queryForm: null,
  plan: null,
  monthUsed: null,
  taskId: null,
  progress: null,
  load: null,
  shown: null,
  recomputing: false,
  includeOutliers: false,
  focusUnit: null,
  focusPurpose: 'for-sale',
  asking: null,
  freeLook: null,
  error: null,
  // A changed form makes the plan on screen wrong: it goes; the figures stay, labelled with their own query, until
  // new ones replace them.
  setForm: (patch) =>
    set((s) => ({
      form: { ...s.form, ...patch },
      ...(s.phase === 'planned' || s.phase === 'error' ? { phase: s.shown ? 'ready' : 'idle', plan: null } : {}),
    })),
  patch: (patch) => set(patch),
}));
