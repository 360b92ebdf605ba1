// Columns of the developers grid.
import { sayIn } from '../../i18n/say';
import type { Developer } from '#shared/domain/developer';
import { type ColumnContext, type GridColumn, countColumn, textColumn } from './common';

export function developerColumns(ctx: ColumnContext): GridColumn<Developer>[] {
  const say = sayIn(ctx.lang);
  return [
    textColumn({
      colId: 'name',
      headerName: say('grid.headers.orgName'),
      width: 260,
      field: 'name',
      value: (r) => r.name,
    }),
    countColumn(ctx, {
      colId: 'projectsCount',
      headerName: say('grid.headers.projectsCount'),
      field: 'projectsCount',
      value: (r) => r.projectsCount,
    }),
    countColumn(ctx, {
      colId: 'listingsCount',
      headerName: say('grid.headers.listingsCount'),
      field: 'propertiesCount',
      value: (r) => r.propertiesCount,
    }),
  ];
}
