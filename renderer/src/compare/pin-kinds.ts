// Which compare kind the rows of each grid pin as, and what a pin sends: the item's id and the record as shown.
import { SNAPSHOT_SCHEMAS, type CompareKind, type PinInput } from '#shared/compare/snapshots';
import type { GridKind } from '../grid';

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

/**
 * The pin of one row or detail record; null for records without an id. It carries the record as the broker sees it
 * (checked against the kind's snapshot schema; left out where it does not fit): the offline cache keeps the copy
 * fetched last, which may be in another language than the screen the item was pinned from.
 */
export function pinOfRow(kind: CompareKind, row: unknown): PinInput | null {
  const r = (row ?? {}) as Identified;
  if (typeof r.externalID !== 'string' || r.externalID === '') return null;
  const seen = SNAPSHOT_SCHEMAS[kind].safeParse(row);
  if (seen.success) return { kind, id: r.externalID, snapshot: seen.data } as PinInput;
  // A developer opened from a project is not in the offline cache's developer table: its name is enough.
  if (kind === 'developer' && typeof r.name === 'string') {
    return { kind, id: r.externalID, snapshot: { externalID: r.externalID, name: r.name } };
  }
  return { kind, id: r.externalID } as PinInput;
}
