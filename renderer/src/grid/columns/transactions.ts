// Columns of the transactions grid: date and place first, then the figures brokers compare.
import { sayIn } from '../../i18n/say';
import { valueLabels } from '#shared/words/value-labels';
import { bedroomsOf } from '#shared/domain/bedrooms';
import type { Transaction } from '#shared/domain/transaction';
import { roomsLabel } from '#shared/format/values';
import {
  type ColumnContext,
  type GridColumn,
  areaColumn,
  codeColumn,
  dateColumn,
  moneyColumn,
  numberColumn,
  pricePerAreaColumn,
  textColumn,
  areaUnitWord,
} from './common';

export function transactionColumns(ctx: ColumnContext): GridColumn<Transaction>[] {
  const say = sayIn(ctx.lang);
  const v = valueLabels(ctx.lang);
  return [
    dateColumn(ctx, { colId: 'date', headerName: say('grid.headers.date'), field: 'date', value: (r) => r.date }),
    textColumn({
      colId: 'location',
      headerName: say('grid.headers.location'),
      width: 170,
      // The service names transaction places in English only; the view supplies the name in the broker's language.
      value: (r) => (r.location ? (ctx.placeName?.(r.location) ?? r.location) : null),
    }),
    moneyColumn(ctx, { colId: 'price', headerName: say('grid.headers.price'), field: 'price', value: (r) => r.price }),
    areaColumn(ctx, {
      colId: 'area',
      headerName: say('grid.headers.area', { unit: areaUnitWord(ctx) }),
      field: 'areaSqft',
      value: (r) => r.areaSqft,
    }),
    pricePerAreaColumn(ctx, {
      colId: 'pricePerArea',
      headerName: say('grid.headers.pricePerArea', { unit: areaUnitWord(ctx) }),
      field: 'pricePerSqft',
      value: (r) => r.pricePerSqft,
    }),
    numberColumn({
      colId: 'rooms',
      headerName: say('grid.headers.rooms'),
      width: 90,
      fits: [v.studio],
      field: 'rooms',
      value: (r) => r.rooms,
      // An office or a shop saved as "0 rooms" is blank, not a studio.
      format: (n, row) => roomsLabel(bedroomsOf(n, row?.category), ctx.lang),
    }),
    codeColumn({
      colId: 'category',
      headerName: say('grid.headers.category'),
      width: 130,
      labels: v.propertyType,
      value: (r) => r.category,
    }),
    codeColumn({
      colId: 'completionStatus',
      headerName: say('grid.headers.completionStatus'),
      width: 110,
      labels: v.completion,
      value: (r) => r.completionStatus,
    }),
    // One purpose per search (the form's), so it would only repeat; the chooser brings it back.
    codeColumn({
      colId: 'purpose',
      headerName: say('grid.headers.purpose'),
      width: 100,
      labels: v.purpose,
      value: (r) => r.purpose,
      hide: true,
    }),
  ];
}
