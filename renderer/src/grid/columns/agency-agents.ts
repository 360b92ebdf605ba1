// Columns of the agents of one agency (/agency-agents): the agency is known, so it has no column.
import { sayIn } from '../../i18n/say';
import type { AgentSummary } from '#shared/domain/agent';
import { type ColumnContext, type GridColumn, textColumn } from './common';
import { agentFigureColumns } from './agents';

export function agencyAgentColumns(ctx: ColumnContext): GridColumn<AgentSummary>[] {
  return [
    textColumn({
      colId: 'name',
      headerName: sayIn(ctx.lang)('grid.headers.personName'),
      width: 220,
      field: 'name',
      value: (r) => r.name,
    }),
    ...agentFigureColumns(ctx),
  ];
}
