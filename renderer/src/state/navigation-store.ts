// Where the broker is: the current view, and a history to go back through (list → detail → related list …).
import { create } from 'zustand';
import type { CompareKind } from '#shared/compare/snapshots';
import type { OperationInput } from '#shared/data-service/operations';

export type ListView = 'listings' | 'projects' | 'transactions' | 'agents' | 'agencies' | 'developers';

export type NavTarget =
  | { view: ListView; preset?: Partial<OperationInput<'search-property'>> & Record<string, unknown> }
  | { view: 'settings' }
  | { view: 'market' }
  | { view: 'compare'; kind?: CompareKind }
  | { view: 'portfolios'; itemId?: number }
  | { view: 'saved' }
  | { view: 'property'; externalID: string }
  | { view: 'agent'; externalID: string }
  | { view: 'agency'; externalID: string; name?: string }
  | { view: 'developer'; externalID: string; name: string };

interface NavigationState {
  current: NavTarget;
  history: NavTarget[];
  navigate(target: NavTarget): void;
  back(): void;
}

export const useNavigation = create<NavigationState>()((set) => ({
  current: { view: 'listings' },
  history: [],
  navigate: (target) => set((s) => ({ current: target, history: [...s.history.slice(-49), s.current] })),
  back: () =>
    set((s) => {
      const previous = s.history[s.history.length - 1];
      return previous ? { current: previous, history: s.history.slice(0, -1) } : s;
    }),
}));
