// How fresh the answer on screen is, for the status bar: the current list view's, or the detail's last answer.
import type { Provenance } from '#shared/ipc/contract';
import { useDetailProvenance } from '../details';
import { useResearchStore } from '../research';
import { useNavigation } from '../state/navigation-store';

const LIST_VIEWS = new Set(['listings', 'projects', 'transactions', 'agents', 'agencies', 'developers']);

export function useCurrentProvenance(): Provenance | null {
  const view = useNavigation((s) => s.current.view);
  const listProvenance = useResearchStore((s) =>
    LIST_VIEWS.has(view) ? (s.views[view as 'listings']?.provenance ?? null) : null,
  );
  const detail = useDetailProvenance((s) => s.provenance);
  if (LIST_VIEWS.has(view)) return listProvenance;
  return view === 'settings' ? null : detail;
}
