// Columns of the developers grid.
import type { Developer } from '#shared/domain/developer';
import { type ColumnContext, type GridColumn, countColumn, textColumn } from './common';

export function developerColumns(ctx: ColumnContext): GridColumn<Developer>[] {
  const h = ctx.strings.headers;
  return [
    textColumn({ colId: 'name', headerName: h.orgName, width: 260, field: 'name', value: (r) => r.name }),
    countColumn(ctx, {
      colId: 'projectsCount',
      headerName: h.projectsCount,
      field: 'projectsCount',
      value: (r) => r.projectsCount,
    }),
    countColumn(ctx, {
      colId: 'listingsCount',
      headerName: h.listingsCount,
      field: 'propertiesCount',
      value: (r) => r.propertiesCount,
    }),
  ];
}
