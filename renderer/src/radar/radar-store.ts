// The Radar view's form and answer, kept while the broker moves between views: a place or a watched item, the purpose
// and the weights; `radar:list` is asked again whenever they change (it reads what is stored and sends no request),
// and an answer that a newer question overtook is dropped.
import { create } from 'zustand';
import type { Purpose } from '#shared/domain/listing';
import type { WatchItem } from '#shared/domain/portfolio';
import type { RadarFactor, RadarView, RadarWeights } from '#shared/domain/radar';
import type { AppError } from '#shared/errors';
import { api } from '../api/api';
import { pickedLocationLabel } from '../search';
import type { PickedLocation } from '../search';
import { currentDataLang } from '../state/preferences-store';
import { defaultWeights, withWeight } from './radar-weights';

export type RadarTargetKind = 'place' | 'item';

interface RadarState {
  targetKind: RadarTargetKind;
  place: PickedLocation | null;
  itemId: number | null;
  purpose: Purpose;
  weights: RadarWeights;
  watched: WatchItem[];
  view: RadarView | null;
  status: 'idle' | 'loading' | 'ok' | 'error';
  error: AppError | null;
  patch(change: Partial<Pick<RadarState, 'targetKind' | 'place' | 'itemId' | 'purpose'>>): void;
  setWeight(factor: RadarFactor, value: number): void;
  resetWeights(): void;
  loadWatched(): Promise<void>;
  rank(): Promise<void>;
}

let asked = 0;

/** Whether the form names what to rank. */
export function hasTarget(s: Pick<RadarState, 'targetKind' | 'place' | 'itemId'>): boolean {
  return s.targetKind === 'place' ? s.place !== null : s.itemId !== null;
}

export const useRadar = create<RadarState>()((set, get) => {
  /** A shown list follows its form at once: a new weight re-ranks it. */
  const follow = () => {
    if (get().view !== null && hasTarget(get())) void get().rank();
  };
  return {
    targetKind: 'place',
    place: null,
    itemId: null,
    purpose: 'for-sale',
    weights: defaultWeights(),
    watched: [],
    view: null,
    status: 'idle',
    error: null,
    patch: (change) => {
      set(change);
      // What is watched may have changed since the view opened (an item watched from a list meanwhile).
      if (change.targetKind === 'item') void get().loadWatched();
      follow();
    },
    setWeight: (factor, value) => {
      set((s) => ({ weights: withWeight(s.weights, factor, value) }));
      follow();
    },
    resetWeights: () => {
      set({ weights: defaultWeights() });
      follow();
    },
    loadWatched: async () => {
      const result = await api.invoke('watch:list', {});
      if (!result.ok) return;
      const watched = result.value.filter((w) => w.removedAt === null);
      set((s) => ({ watched, itemId: s.itemId ?? watched[0]?.id ?? null }));
    },
    rank: async () => {
      const s = get();
      if (!hasTarget(s)) return;
      const ask = ++asked;
      set({ status: 'loading' });
      const target =
        s.targetKind === 'place' && s.place
          ? // Named in the interface language, as the picker's chip shows it.
            { place: { id: s.place.externalID, name: pickedLocationLabel(s.place, currentDataLang()) } }
          : { itemId: s.itemId! };
      const result = await api.invoke('radar:list', { ...target, purpose: s.purpose, weights: s.weights });
      if (ask !== asked) return;
      if (result.ok) set({ view: result.value, status: 'ok', error: null });
      else set({ status: 'error', error: result.error });
    },
  };
});
