// The compare panel's state: which items are pinned per kind (for the sidebar's count, the tabs and the Pin
// buttons), the open tab, and the comparison shown with how it loaded. The pins themselves live in the workspace.
import { create } from 'zustand';
import { COMPARE_KINDS, type CompareKind } from '#shared/compare/compare-kinds';
import type { AppError } from '#shared/errors';
import type { ComparisonView } from '#shared/ipc/contract';

export interface CompareState {
  /** Pinned ids per kind, in the panel's order. */
  pinned: Record<CompareKind, string[]>;
  /** The open tab. */
  kind: CompareKind;
  view: ComparisonView | null;
  status: 'idle' | 'loading' | 'done' | 'error';
  /** A refresh from the data service is under way (it spends requests, so it says so). */
  refreshing: boolean;
  error: AppError | null;
  patch(change: Partial<Omit<CompareState, 'patch'>>): void;
}

const NONE = Object.fromEntries(COMPARE_KINDS.map((k) => [k, [] as string[]])) as Record<CompareKind, string[]>;

export const useCompare = create<CompareState>()((set) => ({
  pinned: NONE,
  kind: 'listing',
  view: null,
  status: 'idle',
  refreshing: false,
  error: null,
  patch: (change) => set(change),
}));

/** Pinned items of every kind together (the sidebar's badge). */
export function totalPinned(pinned: Record<CompareKind, string[]>): number {
  return COMPARE_KINDS.reduce((n, k) => n + pinned[k].length, 0);
}
