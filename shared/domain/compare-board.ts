// A compare board: a named set of pins of one kind saved from the compare panel, which a broker may share with the
// team (a team item of kind "compare-board"). A colleague opens it into their own panel; the panel stays theirs.
import type { CompareKind } from '../compare/compare-kinds';
import type { TeamMark } from './team-mark';

export interface CompareBoardPin {
  /** The data service's id of the pinned item. */
  id: string;
  label: string;
  /** When the pinned data was fetched (ISO 8601). */
  snapshotAt: string;
}

export interface CompareBoard {
  id: number;
  kind: CompareKind;
  name: string;
  pins: CompareBoardPin[];
  createdAt: string;
  updatedAt: string;
  /** Set when the board is shared with the team. */
  team: TeamMark | null;
}
