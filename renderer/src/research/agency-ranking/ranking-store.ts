// The agency ranking's own state: the place and purpose asked, the cost estimate, the running task's progress, and
// the ranking; with the actions that plan, run and stop it through window.api.
import { create } from 'zustand';
import type { DataLang } from '#shared/domain/lang';
import type { Purpose } from '#shared/domain/listing';
import type { AppError } from '#shared/errors';
import type { AgencyRanking, EventPayload, FetchAllPlan } from '#shared/ipc/contract';
import { api } from '../../api/api';
import { reportOutcome } from '../../data';
import type { PickedLocation } from '../../search';

export interface RankingProgress {
  done: number;
  total: number;
  requests: number;
}

interface RankingState {
  tab: 'search' | 'ranking';
  place: PickedLocation | null;
  purpose: Purpose;
  status: 'idle' | 'planning' | 'planned' | 'running' | 'done' | 'error';
  plan: FetchAllPlan | null;
  taskId: string | null;
  progress: RankingProgress | null;
  result: AgencyRanking | null;
  error: AppError | null;
  setTab(tab: 'search' | 'ranking'): void;
  setPlace(place: PickedLocation | null): void;
  setPurpose(purpose: Purpose): void;
  reset(): void;
}

const CLEAR = { status: 'idle', plan: null, taskId: null, progress: null, result: null, error: null } as const;

export const useRanking = create<RankingState>()((set) => ({
  tab: 'search',
  place: null,
  purpose: 'for-sale',
  ...CLEAR,
  setTab: (tab) => set({ tab }),
  setPlace: (place) => set({ place, ...CLEAR }),
  setPurpose: (purpose) => set({ purpose, ...CLEAR }),
  reset: () => set({ ...CLEAR }),
}));

/** Says what counting the place's listings costs, before anything is spent. */
export async function planRanking(): Promise<void> {
  const { place, purpose } = useRanking.getState();
  if (!place) return;
  useRanking.setState({ status: 'planning', error: null, result: null });
  const plan = await api.invoke('data:plan-all', {
    operation: 'search-property',
    params: { purpose, location_ids: [place.externalID] },
  });
  if (!plan.ok) {
    reportOutcome(plan);
    useRanking.setState({ status: 'error', error: plan.error });
    return;
  }
  useRanking.setState({ status: 'planned', plan: plan.value });
}

/** Ranks the agencies of the chosen place, their listings asked in `dataLang`. */
export async function runRanking(dataLang: DataLang): Promise<void> {
  const { place, purpose } = useRanking.getState();
  if (!place) return;
  const taskId = `rank-${Date.now().toString(36)}`;
  useRanking.setState({ status: 'running', taskId, progress: null, error: null });
  const off = api.on('fetch:progress', (e: EventPayload<'fetch:progress'>) => {
    if (e.taskId !== taskId) return;
    useRanking.setState({ progress: { done: e.pagesDone, total: e.pagesTotal ?? 0, requests: e.requestsSpent } });
  });
  const result = await api.invoke('research:agency-ranking', {
    taskId,
    locationIds: [place.externalID],
    purpose,
    lang: dataLang,
  });
  off();
  if (useRanking.getState().taskId !== taskId) return; // The broker changed the place meanwhile.
  if (!result.ok) {
    reportOutcome(result);
    useRanking.setState({ status: 'error', error: result.error });
    return;
  }
  useRanking.setState({ status: 'done', result: result.value });
}

export async function stopRanking(): Promise<void> {
  const { taskId } = useRanking.getState();
  if (taskId) await api.invoke('research:cancel', { taskId });
}
