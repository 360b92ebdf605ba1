// Columns of the new-projects grid (a developer's projects too).
import { bedroomsOffered } from '#shared/domain/bedrooms';
import type { Project } from '#shared/domain/project';
import { pickText } from '#shared/domain/lang';
import { roomsRangeLabel } from '../formatters';
import {
  type ColumnContext,
  type GridColumn,
  areaColumn,
  dateColumn,
  moneyColumn,
  numberColumn,
  percentColumn,
  textColumn,
} from './common';
import { placeOf, trailOf } from './listings';

export function projectColumns(ctx: ColumnContext): GridColumn<Project>[] {
  const { headers: h, values: v } = ctx.strings;
  return [
    textColumn({ colId: 'title', headerName: h.title, width: 260, value: (r) => pickText(r.title, ctx.lang) || null }),
    textColumn({
      colId: 'developer',
      headerName: h.developer,
      width: 180,
      value: (r) => r.developer?.name ?? null,
      hide: ctx.hideDeveloper === true,
    }),
    textColumn({
      colId: 'location',
      headerName: h.location,
      width: 180,
      value: (r) => placeOf(r.location),
      tooltip: (r) => trailOf(r.location, v.trailSeparator),
    }),
    percentColumn(ctx, {
      colId: 'completionPercent',
      headerName: h.completionPercent,
      field: 'completionPercentage',
      value: (r) => r.completionPercentage,
    }),
    percentColumn(ctx, {
      colId: 'preHandover',
      headerName: h.preHandover,
      width: 130,
      field: 'preHandoverPayment',
      value: (r) => r.preHandoverPayment,
    }),
    moneyColumn(ctx, { colId: 'priceFrom', headerName: h.priceFrom, field: 'priceFrom', value: (r) => r.priceFrom }),
    moneyColumn(ctx, { colId: 'priceTo', headerName: h.priceTo, field: 'priceTo', value: (r) => r.priceTo }),
    areaColumn(ctx, {
      colId: 'areaFrom',
      headerName: h.areaFrom,
      width: 130,
      field: 'areaFromSqft',
      value: (r) => r.areaFromSqft,
    }),
    areaColumn(ctx, {
      colId: 'areaTo',
      headerName: h.areaTo,
      width: 130,
      field: 'areaToSqft',
      value: (r) => r.areaToSqft,
    }),
    numberColumn({
      colId: 'rooms',
      headerName: h.rooms,
      width: 110,
      fits: [`${v.studio}–4`],
      // Sorts by the smallest unit on offer; an office project offers no studios.
      value: (r) => {
        const rooms = bedroomsOffered(r.rooms, r.propertyTypes);
        return rooms.length > 0 ? Math.min(...rooms) : null;
      },
      format: (_, row) => roomsRangeLabel(row && bedroomsOffered(row.rooms, row.propertyTypes), ctx.lang),
    }),
    dateColumn(ctx, {
      colId: 'completionDate',
      headerName: h.completionDate,
      style: 'month',
      field: 'completionDate',
      value: (r) => r.completionDate,
    }),
  ];
}
