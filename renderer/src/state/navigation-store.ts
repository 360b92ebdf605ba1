// Where the broker is: the current view, and a history to go back through (list → detail → related list …).
import { create } from 'zustand';
import type { CompareKind } from '#shared/compare/snapshots';
import type { OperationInput } from '#shared/data-service/operations';

export type ListView = 'listings' | 'projects' | 'transactions' | 'agents' | 'agencies' | 'developers';

/** Where the broker was in a view (its tab, its page, how far down), kept with its history entry for Back. */
export type Restore = Readonly<Record<string, unknown>>;

export type NavTarget = (
  | { view: ListView; preset?: Partial<OperationInput<'search-property'>> & Record<string, unknown> }
  | { view: 'settings' }
  | { view: 'market' }
  | { view: 'radar' }
  | { view: 'report' }
  | { view: 'compare'; kind?: CompareKind }
  | { view: 'portfolios'; itemId?: number }
  | { view: 'saved' }
  | { view: 'alerts' }
  | { view: 'property'; externalID: string }
  | { view: 'agent'; externalID: string }
  | { view: 'agency'; externalID: string; name?: string }
  | { view: 'developer'; externalID: string; name: string }
) & { restore?: Restore };

interface NavigationState {
  current: NavTarget;
  history: NavTarget[];
  /** Counts moves between views (not what a view remembers), so that only a move resets the scroll. */
  moves: number;
  /** Whether the last move went on to a new view or back to the one before (the address follows either way). */
  lastMove: 'push' | 'back';
  navigate(target: NavTarget): void;
  back(): void;
  /** Notes where the broker is in the current view (restored when Back returns to it). */
  remember(key: string, value: unknown): void;
}

/** How far down the main area is: kept with the entry left, so Back returns there. */
function mainScrollTop(): number {
  return typeof document === 'undefined' ? 0 : (document.getElementById('main')?.scrollTop ?? 0);
}

export const useNavigation = create<NavigationState>()((set) => ({
  current: { view: 'listings' },
  history: [],
  moves: 0,
  lastMove: 'push',
  navigate: (target) =>
    set((s) => ({
      lastMove: 'push',
      current: target,
      history: [
        ...s.history.slice(-49),
        { ...s.current, restore: { ...s.current.restore, scrollTop: mainScrollTop() } },
      ],
      moves: s.moves + 1,
    })),
  back: () =>
    set((s) => {
      const previous = s.history[s.history.length - 1];
      return previous
        ? { current: previous, history: s.history.slice(0, -1), moves: s.moves + 1, lastMove: 'back' as const }
        : s;
    }),
  remember: (key, value) =>
    set((s) =>
      s.current.restore?.[key] === value
        ? s
        : { current: { ...s.current, restore: { ...s.current.restore, [key]: value } } },
    ),
}));

/**
 * A view's state kept with its history entry: the tab or page the broker was on comes back with Back (a detail's
 * listings tab, page 3 of 5, came back as its first tab on page 1).
 */
export function useRemembered<T>(key: string, initial: T): [T, (value: T) => void] {
  const stored = useNavigation((s) => s.current.restore?.[key]) as T | undefined;
  const remember = useNavigation((s) => s.remember);
  return [stored ?? initial, (value: T) => remember(key, value)];
}
