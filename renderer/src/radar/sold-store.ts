// The Radar view's "What adverts sold for" tab: which tab shows, and the place's matches and ratios, asked through
// `market:sold` (it reads what is stored and sends no request) whenever the tab shows or its place changes; an
// answer that a newer question overtook is dropped.
import { create } from 'zustand';
import type { SoldView } from '#shared/domain/sold';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';
import { pickedLocationLabel } from '../search';
import type { PickedLocation } from '../search';
import { currentDataLang } from '../state/preferences-store';

export type RadarTab = 'ranked' | 'sold';

interface SoldState {
  tab: RadarTab;
  view: SoldView | null;
  /** The place the answer is of (its id), so a new place asks again. */
  placeId: string | null;
  status: 'idle' | 'loading' | 'ok' | 'error';
  error: AppError | null;
  setTab(tab: RadarTab): void;
  load(place: PickedLocation): Promise<void>;
}

let asked = 0;

export const useSold = create<SoldState>()((set) => ({
  tab: 'ranked',
  view: null,
  placeId: null,
  status: 'idle',
  error: null,
  setTab: (tab) => set({ tab }),
  load: async (place) => {
    const ask = ++asked;
    // A new place drops the answer of the last one; the same place keeps it on screen until the new one arrives.
    set((s) => ({
      status: 'loading',
      placeId: place.externalID,
      view: s.placeId === place.externalID ? s.view : null,
    }));
    const name = pickedLocationLabel(place, currentDataLang());
    const result = await api.invoke('market:sold', { place: { id: place.externalID, name } });
    if (ask !== asked) return;
    if (result.ok) set({ view: result.value, status: 'ok', error: null });
    else set({ status: 'error', error: result.error });
  },
}));
