// Which row type and which columns each kind of grid has, and how its rows are identified.
import type { AgencySummary } from '#shared/domain/agency';
import type { AgentSummary } from '#shared/domain/agent';
import type { Developer } from '#shared/domain/developer';
import type { ListingSummary } from '#shared/domain/listing';
import type { Project } from '#shared/domain/project';
import type { Transaction } from '#shared/domain/transaction';
import { agencyAgentColumns } from './agency-agents';
import { agencyColumns } from './agencies';
import { agentColumns } from './agents';
import type { ColumnContext, GridColumn, GridKind } from './common';
import { developerColumns } from './developers';
import { listingColumns } from './listings';
import { projectColumns } from './projects';
import { transactionColumns } from './transactions';

export type { ColumnContext, ColumnOptions, GridColumn, GridKind } from './common';

export interface GridRowTypes {
  listings: ListingSummary;
  projects: Project;
  transactions: Transaction;
  agents: AgentSummary;
  agencies: AgencySummary;
  developers: Developer;
  'agency-agents': AgentSummary;
}

export type GridRowOf<K extends GridKind> = GridRowTypes[K];

export const GRID_KINDS: readonly GridKind[] = [
  'listings',
  'projects',
  'transactions',
  'agents',
  'agencies',
  'developers',
  'agency-agents',
];

const COLUMNS: { [K in GridKind]: (ctx: ColumnContext) => GridColumn<GridRowOf<K>>[] } = {
  listings: listingColumns,
  projects: projectColumns,
  transactions: transactionColumns,
  agents: agentColumns,
  agencies: agencyColumns,
  developers: developerColumns,
  'agency-agents': agencyAgentColumns,
};

const ROW_IDS: { [K in GridKind]: (row: GridRowOf<K>) => string } = {
  listings: (r) => r.externalID,
  projects: (r) => r.externalID,
  transactions: (r) => r.transactionId,
  agents: (r) => r.externalID,
  agencies: (r) => r.externalID,
  developers: (r) => r.externalID,
  'agency-agents': (r) => r.externalID,
};

/**
 * The column that takes the room a wide window leaves (agencies at 1920 px cut their names beside empty space): never
 * narrower than it starts, so a small window shows what it showed before.
 */
const GROWS: Readonly<Record<GridKind, string>> = {
  listings: 'title',
  projects: 'title',
  transactions: 'location',
  agents: 'name',
  agencies: 'name',
  developers: 'name',
  'agency-agents': 'name',
};

export function columnsFor<K extends GridKind>(kind: K, ctx: ColumnContext): GridColumn<GridRowOf<K>>[] {
  const make: (ctx: ColumnContext) => GridColumn<GridRowOf<K>>[] = COLUMNS[kind];
  // A pinned column keeps its width (ag-grid does not flex a pinned column): the listings' pinned Title is wide
  // enough by itself.
  return make(ctx).map((c) =>
    c.colId === GROWS[kind] && !c.initialPinned
      ? { ...c, flex: 1, minWidth: Math.max(c.minWidth ?? 0, c.initialWidth ?? 0) }
      : c,
  );
}

export function defaultRowId<K extends GridKind>(kind: K): (row: GridRowOf<K>) => string {
  return ROW_IDS[kind];
}
