// State of the location search: the query, its suggestions, and which answer is current (stale ones are dropped).
import { create } from 'zustand';
import type { AppError } from '#shared/errors';
import type { Lang } from '#shared/domain/lang';
import type { Location } from '#shared/domain/location';
import type { Provenance } from '#shared/ipc/contract';
import { api } from '../api/api';

type Status = 'idle' | 'loading' | 'done' | 'error';

interface LocationSearchState {
  query: string;
  status: Status;
  results: Location[];
  total: number;
  provenance: Provenance | null;
  error: AppError | null;
  selected: Location | null;
  setQuery(query: string): void;
  search(query: string, lang: Lang): Promise<void>;
  select(location: Location | null): void;
}

let latestRequest = 0;

export const useLocationSearch = create<LocationSearchState>()((set, get) => ({
  query: '',
  status: 'idle',
  results: [],
  total: 0,
  provenance: null,
  error: null,
  selected: null,
  setQuery: (query) => set({ query }),
  select: (selected) => set({ selected }),
  search: async (query, lang) => {
    const trimmed = query.trim();
    const requestId = ++latestRequest;
    if (trimmed.length === 0) {
      set({ status: 'idle', results: [], total: 0, error: null });
      return;
    }
    set({ status: 'loading', error: null });
    const result = await api.invoke('locations:search', { query: trimmed, lang });
    if (requestId !== latestRequest) return;
    if (result.ok) {
      const { locations } = result.value;
      // A language switch re-runs the search: refresh the chosen place so it reads in the new language too.
      const selected = get().selected;
      set({
        status: 'done',
        results: locations,
        total: result.value.total,
        provenance: result.value.provenance,
        selected: selected ? (locations.find((l) => l.externalID === selected.externalID) ?? selected) : null,
      });
    } else {
      set({ status: 'error', results: [], total: 0, error: result.error });
    }
  },
}));
