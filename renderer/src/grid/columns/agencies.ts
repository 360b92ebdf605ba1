// Columns of the agencies grid.
import type { AgencySummary } from '#shared/domain/agency';
import { isolateLtr } from '#shared/format/values';
import { sayIn } from '../../i18n/say';
import { type ColumnContext, type GridColumn, countColumn, textColumn } from './common';

export function agencyColumns(ctx: ColumnContext): GridColumn<AgencySummary>[] {
  const say = sayIn(ctx.lang);
  return [
    textColumn({
      colId: 'name',
      headerName: say('grid.headers.orgName'),
      width: 240,
      field: 'name',
      value: (r) => r.name,
    }),
    countColumn(ctx, {
      colId: 'agentsCount',
      headerName: say('grid.headers.agentsCount'),
      field: 'agentsCount',
      value: (r) => r.agentsCount,
    }),
    {
      ...countColumn(ctx, {
        colId: 'listingsCount',
        headerName: say('grid.headers.listingsCount'),
        field: 'propertiesCount',
        value: (r) => r.propertiesCount,
      }),
      // Found by a place, an agency still counts every listing it has: the header's hover says so.
      headerTooltip: sayIn(ctx.lang)('grid.agencyListingsTip'),
    },
    // The agency's office, not where its listings are: the ranking of agencies by place counts those.
    textColumn({
      colId: 'location',
      headerName: sayIn(ctx.lang)('grid.office'),
      width: 180,
      field: 'locationName',
      value: (r) => r.locationName,
    }),
    {
      ...textColumn({
        colId: 'phone',
        headerName: say('grid.headers.phone'),
        width: 150,
        field: 'phone',
        value: (r) => r.phone,
      }),
      // A phone number reads left to right inside Arabic too.
      valueFormatter: (p) => isolateLtr(typeof p.value === 'string' ? p.value : ''),
    },
  ];
}
