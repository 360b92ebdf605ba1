// Columns of the agents grid.
import { languageNames } from '#shared/words/language-names';
import type { AgentSummary } from '#shared/domain/agent';
import { formatYears } from '#shared/format/values';
import { type ColumnContext, type GridColumn, countColumn, numberColumn, textColumn } from './common';

export function agentColumns(ctx: ColumnContext): GridColumn<AgentSummary>[] {
  const h = ctx.strings.headers;
  return [
    textColumn({ colId: 'name', headerName: h.personName, width: 200, field: 'name', value: (r) => r.name }),
    textColumn({ colId: 'agency', headerName: h.agency, width: 200, value: (r) => r.agency?.name ?? null }),
    ...agentFigureColumns(ctx),
  ];
}

/** The columns an agent has whichever list it is in: listings, languages, experience. */
export function agentFigureColumns(ctx: ColumnContext): GridColumn<AgentSummary>[] {
  const { headers: h, values: v } = ctx.strings;
  return [
    countColumn(ctx, {
      colId: 'listingsCount',
      headerName: h.listingsCount,
      field: 'propertiesCount',
      value: (r) => r.propertiesCount,
    }),
    textColumn({
      colId: 'languages',
      headerName: h.languages,
      width: 200,
      value: (r) => (r.languages.length > 0 ? languageNames(r.languages, ctx.lang).join(v.listSeparator) : null),
    }),
    numberColumn({
      colId: 'experience',
      headerName: h.experience,
      width: 120,
      field: 'experienceYears',
      value: (r) => r.experienceYears,
      format: (n) => formatYears(n, ctx.lang),
    }),
  ];
}
