// The saved searches as the Saved view lists them, loaded from the workspace and kept current by every action.
import { create } from 'zustand';
import type { SavedQuery } from '#shared/domain/saved-query';
import type { AppError } from '#shared/errors';

interface SavedStore {
  queries: SavedQuery[];
  /** The whole list was read from the workspace at least once (searches saved before then are only some of it). */
  loaded: boolean;
  status: 'idle' | 'loading' | 'ok' | 'error';
  error: AppError | null;
  /** The search a re-run is waiting on, so its button can say so. */
  running: number | null;
  set(patch: Partial<Omit<SavedStore, 'set' | 'upsert' | 'drop'>>): void;
  upsert(query: SavedQuery): void;
  drop(id: number): void;
}

export const useSaved = create<SavedStore>()((set) => ({
  queries: [],
  loaded: false,
  status: 'idle',
  error: null,
  running: null,
  set: (patch) => set(patch),
  upsert: (query) =>
    set((s) => {
      const at = s.queries.findIndex((q) => q.id === query.id);
      const queries = at < 0 ? [...s.queries, query] : s.queries.map((q) => (q.id === query.id ? query : q));
      return { queries: queries.sort((a, b) => a.name.localeCompare(b.name)) };
    }),
  drop: (id) => set((s) => ({ queries: s.queries.filter((q) => q.id !== id) })),
}));
