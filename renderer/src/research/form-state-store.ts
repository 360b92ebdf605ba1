// Each research view's form state, kept while the broker moves between views and details.
import { create } from 'zustand';
import type { ListView } from '../state/navigation-store';

interface FormStateStore {
  forms: Partial<Record<ListView, unknown>>;
  set(view: ListView, value: unknown): void;
}

export const useFormStates = create<FormStateStore>()((set) => ({
  forms: {},
  set: (view, value) => set((s) => ({ forms: { ...s.forms, [view]: value } })),
}));

/** The view's form state, or its initial state on first use. */
export function useFormState<S>(view: ListView, initial: () => S): [S, (value: S) => void] {
  const stored = useFormStates((s) => s.forms[view]) as S | undefined;
  const setForm = useFormStates((s) => s.set);
  return [stored ?? initial(), (value: S) => setForm(view, value)];
}
