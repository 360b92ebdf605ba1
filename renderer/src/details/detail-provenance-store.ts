// The detail view on screen reports where its record came from here; the status bar shows it ("as of …").
import { create } from 'zustand';
import type { Provenance } from '#shared/ipc/contract';

interface DetailProvenanceStore {
  provenance: Provenance | null;
  set(provenance: Provenance | null): void;
}

export const useDetailProvenance = create<DetailProvenanceStore>()((set) => ({
  provenance: null,
  set: (provenance) => set({ provenance }),
}));
