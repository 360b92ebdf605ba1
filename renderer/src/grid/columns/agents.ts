// Columns of the agents grid.
import { sayIn } from '../../i18n/say';
import { LIST_SEPARATOR } from '#shared/words/value-labels';
import { languageNames } from '#shared/words/language-names';
import type { AgentSummary } from '#shared/domain/agent';
import { formatYears } from '#shared/format/values';
import { type ColumnContext, type GridColumn, countColumn, numberColumn, textColumn } from './common';

export function agentColumns(ctx: ColumnContext): GridColumn<AgentSummary>[] {
  const say = sayIn(ctx.lang);
  return [
    textColumn({
      colId: 'name',
      headerName: say('grid.headers.personName'),
      width: 200,
      field: 'name',
      value: (r) => r.name,
    }),
    textColumn({
      colId: 'agency',
      headerName: say('grid.headers.agency'),
      width: 200,
      value: (r) => r.agency?.name ?? null,
    }),
    ...agentFigureColumns(ctx),
  ];
}

/** The columns an agent has whichever list it is in: listings, languages, experience. */
export function agentFigureColumns(ctx: ColumnContext): GridColumn<AgentSummary>[] {
  const say = sayIn(ctx.lang);
  return [
    countColumn(ctx, {
      colId: 'listingsCount',
      headerName: say('grid.headers.listingsCount'),
      field: 'propertiesCount',
      value: (r) => r.propertiesCount,
    }),
    textColumn({
      colId: 'languages',
      headerName: say('grid.headers.languages'),
      width: 200,
      value: (r) =>
        r.languages.length > 0 ? languageNames(r.languages, ctx.lang).join(LIST_SEPARATOR[ctx.lang]) : null,
    }),
    numberColumn({
      colId: 'experience',
      headerName: say('grid.headers.experience'),
      width: 120,
      field: 'experienceYears',
      value: (r) => r.experienceYears,
      format: (n) => formatYears(n, ctx.lang),
    }),
  ];
}
