// The team workspace as the window knows it: this data folder's membership and sync state (read from the core on
// start, every half minute, and after anything this window did), and the last sync's outcome. Settings → Team and
// the status bar read it; the saved searches and the watchlist re-read their lists after a sync that pulled.
import { create } from 'zustand';
import type { TeamStatus, TeamSyncResult } from '#shared/ipc/contract';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';

export type TeamOutcome = { ok: true } | { ok: false; error: AppError };

interface TeamState {
  status: TeamStatus | null;
  /** The last sync this window ran, kept to show what it pushed, pulled and left aside. */
  lastSync: TeamSyncResult | null;
  busy: 'join' | 'sync' | 'leave' | null;
  /** Bumped when a sync pulled changes, so lists of shared items read themselves again. */
  pulledGeneration: number;
  load(check?: boolean): Promise<void>;
  join(input: { server: string; token?: string; device?: string }): Promise<TeamOutcome>;
  sync(): Promise<TeamOutcome>;
  leave(): Promise<TeamOutcome>;
}

export const useTeam = create<TeamState>((set, get) => ({
  status: null,
  lastSync: null,
  busy: null,
  pulledGeneration: 0,
  async load(check = false) {
    const r = await api.invoke('team:status', { check });
    if (r.ok) set({ status: r.value });
  },
  async join(input) {
    set({ busy: 'join' });
    const r = await api.invoke('team:join', input);
    set({ busy: null, ...(r.ok ? { status: r.value, pulledGeneration: get().pulledGeneration + 1 } : {}) });
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  },
  async sync() {
    set({ busy: 'sync' });
    const r = await api.invoke('team:sync', {});
    if (r.ok) {
      set({
        lastSync: r.value,
        pulledGeneration: get().pulledGeneration + (r.value.pulled > 0 ? 1 : 0),
      });
    }
    await get().load();
    set({ busy: null });
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  },
  async leave() {
    set({ busy: 'leave' });
    const r = await api.invoke('team:leave', {});
    set({ busy: null, lastSync: null });
    await get().load();
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  },
}));

/** The sync state in one word for the status bar: nothing when this folder has not joined a team. */
export type TeamSyncState = 'synced' | 'waiting' | 'failed' | 'never';

export function syncStateOf(status: TeamStatus): TeamSyncState {
  if (status.lastError) return 'failed';
  if (status.outbox.waiting > 0 || status.outbox.failed > 0) return 'waiting';
  return status.lastSyncAt ? 'synced' : 'never';
}

// The app syncs by itself (every minute, and shortly after a local change): each sync, whoever ran it, is read
// again here, and a sync that brought changes makes the lists of shared items read themselves again.
api.on('team:synced', (synced) => {
  const state = useTeam.getState();
  if (synced.pulled > 0) useTeam.setState({ pulledGeneration: state.pulledGeneration + 1 });
  void state.load();
});
