// Which compare kind the rows of each grid pin as, and what a pin sends: the item's id, and for developers a
// small snapshot (a developer opened from a project is not in the offline cache's developer table).
import type { CompareKind, PinInput } from '#shared/compare/snapshots';
import type { GridKind } from '../grid/grid-strings';

export const GRID_PIN_KIND: Readonly<Record<GridKind, CompareKind | null>> = {
  listings: 'listing',
  projects: 'project',
  transactions: null,
  agents: 'agent',
  'agency-agents': 'agent',
  agencies: 'agency',
  developers: 'developer',
};

interface Identified {
  externalID?: unknown;
  name?: unknown;
}

/** The pin of one grid row; null for rows without an id. */
export function pinOfRow(kind: CompareKind, row: unknown): PinInput | null {
  const r = (row ?? {}) as Identified;
  if (typeof r.externalID !== 'string' || r.externalID === '') return null;
  if (kind === 'developer' && typeof r.name === 'string') {
    return { kind, id: r.externalID, snapshot: { externalID: r.externalID, name: r.name } };
  }
  return { kind, id: r.externalID } as PinInput;
}
