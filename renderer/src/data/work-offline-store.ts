// The broker's "Work offline" choice, one switch shown in the status bar and in Settings: read from the settings at
// start, written back through them (so it is remembered), and followed by both places at once.
import { create } from 'zustand';
import type { AppError } from '#shared/errors';
import type { SettingsView } from '#shared/settings';
import { api } from '../api/api';

interface WorkOfflineStore {
  /** null until the settings have been read. */
  on: boolean | null;
  /** The settings answered (on start, or after any change made in Settings). */
  learn(view: Pick<SettingsView, 'workOffline'>): void;
  load(): Promise<void>;
  /** Turns the switch; the settings in force come back, or the error that refused them. */
  set(on: boolean): Promise<{ ok: true; view: SettingsView } | { ok: false; error: AppError }>;
}

export const useWorkOffline = create<WorkOfflineStore>()((set) => ({
  on: null,
  learn: (view) => set({ on: view.workOffline }),
  load: async () => {
    const r = await api.invoke('settings:get', {});
    if (r.ok) set({ on: r.value.workOffline });
  },
  set: async (on) => {
    set({ on });
    const r = await api.invoke('settings:update', { workOffline: on });
    if (!r.ok) {
      set({ on: !on });
      return { ok: false, error: r.error };
    }
    set({ on: r.value.workOffline });
    return { ok: true, view: r.value };
  },
}));
