// Each research view's form state, kept while the broker moves between views and details; a header sort that the
// service performs is written back into the form, so the form always shows the order the results are in.
import { create } from 'zustand';
import {
  initialAgencySearchState,
  initialAgentSearchState,
  initialDeveloperSearchState,
  initialListingSearchState,
  initialProjectSearchState,
  initialTransactionSearchState,
} from '../search';
import type { ListView } from '../state/navigation-store';

interface FormStateStore {
  forms: Partial<Record<ListView, unknown>>;
  set(view: ListView, value: unknown): void;
}

export const useFormStates = create<FormStateStore>()((set) => ({
  forms: {},
  set: (view, value) => set((s) => ({ forms: { ...s.forms, [view]: value } })),
}));

const INITIAL: Readonly<Record<ListView, () => unknown>> = {
  listings: () => initialListingSearchState(),
  projects: () => initialProjectSearchState(),
  transactions: () => initialTransactionSearchState(),
  agents: () => initialAgentSearchState(),
  agencies: () => initialAgencySearchState(),
  developers: () => initialDeveloperSearchState(),
};

/** The view's form state, or its initial state on first use. */
export function useFormState<S>(view: ListView, initial: () => S): [S, (value: S) => void] {
  const stored = useFormStates((s) => s.forms[view]) as S | undefined;
  const setForm = useFormStates((s) => s.set);
  return [stored ?? initial(), (value: S) => setForm(view, value)];
}

/** The view's form state as the summary reads it (the initial state before the broker touched the form). */
export function useFormSnapshot(view: ListView): Readonly<Record<string, unknown>> {
  const stored = useFormStates((s) => s.forms[view]);
  return (stored ?? INITIAL[view]()) as Readonly<Record<string, unknown>>;
}

/** The form field that holds the service's sort, per view. */
const SORT_FIELDS: Partial<Record<ListView, string>> = {
  listings: 'sortOrder',
  projects: 'sortOrder',
  transactions: 'sortBy',
};

/** Writes a sort the service now applies (from a header click) into the view's form. */
export function setFormSort(view: ListView, value: string): void {
  const field = SORT_FIELDS[view];
  if (!field) return;
  const store = useFormStates.getState();
  const current = (store.forms[view] ?? INITIAL[view]()) as Record<string, unknown>;
  store.set(view, { ...current, [field]: value });
}
