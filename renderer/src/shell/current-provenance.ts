// How fresh the answer on screen is, for the status bar: the current list view's, or the detail's last answer.
import { create } from 'zustand';
import type { Provenance } from '#shared/ipc/contract';
import { useResearchStore } from '../research/research-store';
import { useNavigation } from '../state/navigation-store';

const LIST_VIEWS = new Set(['listings', 'projects', 'transactions', 'agents', 'agencies', 'developers']);

/** Detail views report the provenance of what they show here. */
export const useDetailProvenance = create<{ provenance: Provenance | null; set(p: Provenance | null): void }>()(
  (set) => ({
    provenance: null,
    set: (provenance) => set({ provenance }),
  }),
);

export function useCurrentProvenance(): Provenance | null {
  const view = useNavigation((s) => s.current.view);
  const listProvenance = useResearchStore((s) =>
    LIST_VIEWS.has(view) ? (s.views[view as 'listings']?.provenance ?? null) : null,
  );
  const detail = useDetailProvenance((s) => s.provenance);
  if (LIST_VIEWS.has(view)) return listProvenance;
  return view === 'settings' ? null : detail;
}
