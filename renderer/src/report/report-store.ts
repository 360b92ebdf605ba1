// The client report view's state: the subject form, what loading its market costs (the plan) and the load's
// progress, and the report on screen kept with the query it was computed from (the broker's included and excluded
// comparables among it) and what it cost. The form and that query are kept for a reload of the window (session
// storage, this window only); the report itself is computed again from the store, which costs no request.
import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PURPOSES, TIME_PERIODS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { cmaQuerySchema, MARKET_COMPLETIONS } from '#shared/ipc/contract';
import { PRINT_NUMERALS } from '#shared/report/print-route';
import type { AppError } from '#shared/errors';
import type { CmaQueryInput, CmaReport, MarketPlan, MarketQueryInput } from '#shared/ipc/contract';
import type { PrintNumerals } from '#shared/report/print-route';
import { initialSubjectForm, type SubjectForm } from './subject-form';

export type ReportPhase = 'idle' | 'planning' | 'planned' | 'loading' | 'computing' | 'ready' | 'error';

export interface LoadProgress {
  step: number;
  steps: number;
  pagesDone: number;
  pagesTotal: number;
  requestsSpent: number;
}

/** A kept report's revision on screen: shown from its stored result, as it was computed. */
export interface ShownRevision {
  id: number;
  name: string;
  version: number;
  versions: number;
  /** When that revision was computed (ISO 8601). */
  versionAt: string;
}

/** The report on screen and what it is of. */
export interface ShownReport {
  report: CmaReport;
  query: CmaQueryInput;
  /** The form as it was when the report was asked (the form may since have moved on). */
  form: SubjectForm;
  /** Requests its market cost to plan and load (zero when everything was stored). */
  cost: number;
  /** Computed again after a reload (no request). */
  restored: boolean;
  /** A kept report's revision, reopened (its stored result; never computed again while it is shown). */
  revision?: ShownRevision;
}

export type FailedStage = 'plan' | 'load' | 'report';

/**
 * Loading more of the report's place when the broker asks (its current listings, the competition; a rental's sales,
 * for the gross yield): its cost first, then its progress.
 */
export interface ExtraLoad {
  phase: 'planning' | 'planned' | 'loading' | 'error';
  requestsNeeded: number;
  estimatedSeconds: number;
  /** What planning spent (the first page, unless it was saved). */
  planSpent: number;
  pagesDone: number;
  pagesTotal: number;
  requestsSpent: number;
  error: AppError | null;
}

export interface ReportState {
  form: SubjectForm;
  /** The form's problems are shown once the broker has asked for a report. */
  showProblems: boolean;
  phase: ReportPhase;
  /** The query being planned, loaded or computed, with its market. */
  query: CmaQueryInput | null;
  market: MarketQueryInput | null;
  queryForm: SubjectForm | null;
  plan: MarketPlan | null;
  taskId: string | null;
  progress: LoadProgress | null;
  /** The last load was stopped by the broker. */
  stopped: boolean;
  shown: ShownReport | null;
  /**
   * Kept across a reload: the query of the report on screen, its form and cost; for a kept report's revision, which
   * one (reopened from the workspace after the reload, not computed again).
   */
  kept: (Omit<ShownReport, 'report' | 'restored' | 'revision'> & { revision?: { id: number; version: number } }) | null;
  /** Including or excluding a comparable: the report is being computed again (no request). */
  recomputing: boolean;
  listings: ExtraLoad | null;
  sales: ExtraLoad | null;
  /** The digits the printed report uses: the broker's choice, whatever the language. */
  numerals: PrintNumerals;
  /** The market key whose look costs no request (everything it needs is stored). */
  freeMarket: string | null;
  failure: { stage: FailedStage; error: AppError } | null;
  setForm(patch: Partial<SubjectForm>): void;
  patch(patch: Partial<ReportState>): void;
}

const text = (max: number) => z.string().max(max);
const sizeUnit = z.enum(['sqft', 'sqm']);

/** The form as session storage gives it back: read as any other outside value, dropped whole when it is not one. */
const formSchema = z.object({
  place: z
    .object({
      externalID: text(64),
      label: text(300),
      names: z.record(z.string(), text(300)).optional(),
      path: text(1000).optional(),
      type: text(64).optional(),
    })
    .nullable(),
  purpose: z.enum(PURPOSES),
  category: z.enum(['any', ...TRANSACTION_CATEGORY_NAMES]),
  beds: z.number().int().min(0).max(20),
  size: text(40),
  sizeUnit,
  exact: z.object({ size: text(40), unit: sizeUnit, sqft: z.number().positive() }).nullable(),
  completion: z.enum(MARKET_COMPLETIONS),
  building: text(200),
  asking: text(40),
  currentRent: text(40),
  period: z.enum(TIME_PERIODS),
  listingId: text(40).nullable(),
});

const keptSchema = z.object({
  form: formSchema.optional(),
  kept: z
    .object({
      query: cmaQuerySchema,
      form: formSchema,
      cost: z.number().int().min(0),
      revision: z.object({ id: z.number().int().min(1), version: z.number().int().min(1) }).optional(),
    })
    .nullable()
    .optional(),
  numerals: z.enum(PRINT_NUMERALS).optional(),
});

export const useReport = create<ReportState>()(
  persist(
    (set) => ({
      form: initialSubjectForm(),
      showProblems: false,
      phase: 'idle',
      query: null,
      market: null,
      queryForm: null,
      plan: null,
      taskId: null,
      progress: null,
      stopped: false,
      shown: null,
      kept: null,
      recomputing: false,
      freeMarket: null,
      listings: null,
      sales: null,
      numerals: 'latn',
      failure: null,
      // A changed form makes a plan on screen wrong: it goes; the report stays, labelled as of its own form.
      setForm: (patch) =>
        set((s) => ({
          form: { ...s.form, ...patch },
          ...(s.phase === 'planned' || s.phase === 'error'
            ? { phase: s.shown ? ('ready' as const) : ('idle' as const), plan: null, failure: null }
            : {}),
        })),
      patch: (patch) => set(patch),
    }),
    {
      name: 'aqar-client-report',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ form: s.form, kept: s.kept, numerals: s.numerals }),
      // What comes back is checked as any outside value; anything unreadable is left out and the defaults stand.
      merge: (persisted, current) => {
        const read = keptSchema.safeParse(persisted);
        return read.success ? { ...current, ...(read.data as Partial<ReportState>) } : current;
      },
    },
  ),
);
