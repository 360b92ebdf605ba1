// This computer's team membership as the window knows it (joined, role, outbox), read once and again after every
// sync (`team:synced`, which also reads the saved searches and the watchlist again), share and leave: what decides
// whether "Share with the team" is offered.
import { create } from 'zustand';
import type { TeamStatus } from '#shared/ipc/contract';
import { api } from '../api/api';
import { loadWatchlist } from '../portfolio/portfolio-actions';
import { usePortfolio } from '../portfolio/portfolio-store';
import { loadSaved } from '../saved/saved-actions';
import { useSaved } from '../saved/saved-store';

interface TeamStore {
  status: TeamStatus | null;
  load(): Promise<void>;
}

let listening = false;

export const useTeam = create<TeamStore>()((set) => ({
  status: null,
  load: async () => {
    const result = await api.invoke('team:status', { check: false });
    if (result.ok) set({ status: result.value });
  },
}));

/** Reads the membership once and keeps it current; call from any component that shows team actions. */
export function ensureTeam(): void {
  if (listening) return;
  listening = true;
  void useTeam.getState().load();
  // A sync may have brought colleagues' changes, or sent this computer's: the lists shown read them again.
  api.on('team:synced', () => {
    void useTeam.getState().load();
    if (useSaved.getState().loaded) void loadSaved();
    if (usePortfolio.getState().status !== 'idle') void loadWatchlist();
  });
}
