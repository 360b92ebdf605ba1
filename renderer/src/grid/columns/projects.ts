// Columns of the new-projects grid (a developer's projects too).
import { sayIn } from '../../i18n/say';
import { valueLabels } from '#shared/words/value-labels';
import { bedroomsOffered } from '#shared/domain/bedrooms';
import type { Project } from '#shared/domain/project';
import { pickText } from '#shared/domain/lang';
import { roomsRangeLabel } from '#shared/format/values';
import {
  type ColumnContext,
  type GridColumn,
  areaColumn,
  dateColumn,
  moneyColumn,
  numberColumn,
  percentColumn,
  textColumn,
  areaUnitWord,
} from './common';
import { placeOf, trailOf } from './listings';

export function projectColumns(ctx: ColumnContext): GridColumn<Project>[] {
  const say = sayIn(ctx.lang);
  const v = valueLabels(ctx.lang);
  return [
    textColumn({
      colId: 'title',
      headerName: say('grid.headers.title'),
      width: 200,
      value: (r) => pickText(r.title, ctx.dataLang) || null,
    }),
    textColumn({
      colId: 'developer',
      headerName: say('grid.headers.developer'),
      width: 160,
      value: (r) => r.developer?.name ?? null,
      hide: ctx.hideDeveloper === true,
    }),
    // The prices come straight after who builds it: with a project open beside the grid (a 1920-px window with the
    // filters shown, or 1024 px with them hidden) the grid keeps title, developer and both prices in view.
    moneyColumn(ctx, {
      colId: 'priceFrom',
      headerName: say('grid.headers.priceFrom'),
      width: 130,
      field: 'priceFrom',
      value: (r) => r.priceFrom,
    }),
    moneyColumn(ctx, {
      colId: 'priceTo',
      headerName: say('grid.headers.priceTo'),
      width: 130,
      field: 'priceTo',
      value: (r) => r.priceTo,
    }),
    textColumn({
      colId: 'location',
      headerName: say('grid.headers.location'),
      width: 150,
      value: (r) => placeOf(r.location),
      tooltip: (r) => trailOf(r.location, say('grid.values.trailSeparator')),
    }),
    percentColumn(ctx, {
      colId: 'completionPercent',
      headerName: say('grid.headers.completionPercent'),
      field: 'completionPercentage',
      value: (r) => r.completionPercentage,
    }),
    percentColumn(ctx, {
      colId: 'preHandover',
      headerName: say('grid.headers.preHandover'),
      width: 130,
      field: 'preHandoverPayment',
      value: (r) => r.preHandoverPayment,
    }),
    areaColumn(ctx, {
      colId: 'areaFrom',
      headerName: say('grid.headers.areaFrom', { unit: areaUnitWord(ctx) }),
      width: 130,
      field: 'areaFromSqft',
      value: (r) => r.areaFromSqft,
    }),
    areaColumn(ctx, {
      colId: 'areaTo',
      headerName: say('grid.headers.areaTo', { unit: areaUnitWord(ctx) }),
      width: 130,
      field: 'areaToSqft',
      value: (r) => r.areaToSqft,
    }),
    numberColumn({
      colId: 'rooms',
      headerName: say('grid.headers.rooms'),
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
      headerName: say('grid.headers.completionDate'),
      style: 'month',
      field: 'completionDate',
      value: (r) => r.completionDate,
    }),
  ];
}
