// Columns of the transactions grid: date and place first, then the figures brokers compare.
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
} from './common';

export function transactionColumns(ctx: ColumnContext): GridColumn<Transaction>[] {
  const { headers: h, values: v } = ctx.strings;
  return [
    dateColumn(ctx, { colId: 'date', headerName: h.date, field: 'date', value: (r) => r.date }),
    textColumn({
      colId: 'location',
      headerName: h.location,
      width: 170,
      // The service names transaction places in English only; the view supplies the name in the broker's language.
      value: (r) => (r.location ? (ctx.placeName?.(r.location) ?? r.location) : null),
    }),
    moneyColumn(ctx, { colId: 'price', headerName: h.price, field: 'price', value: (r) => r.price }),
    areaColumn(ctx, { colId: 'area', headerName: h.area, field: 'areaSqft', value: (r) => r.areaSqft }),
    pricePerAreaColumn(ctx, {
      colId: 'pricePerArea',
      headerName: h.pricePerArea,
      field: 'pricePerSqft',
      value: (r) => r.pricePerSqft,
    }),
    numberColumn({
      colId: 'rooms',
      headerName: h.rooms,
      width: 90,
      fits: [v.studio],
      field: 'rooms',
      value: (r) => r.rooms,
      // An office or a shop saved as "0 rooms" is blank, not a studio.
      format: (n, row) => roomsLabel(bedroomsOf(n, row?.category), ctx.lang),
    }),
    codeColumn({
      colId: 'category',
      headerName: h.category,
      width: 130,
      labels: v.propertyType,
      value: (r) => r.category,
    }),
    codeColumn({
      colId: 'completionStatus',
      headerName: h.completionStatus,
      width: 110,
      labels: v.completion,
      value: (r) => r.completionStatus,
    }),
    // One purpose per search (the form's), so it would only repeat; the chooser brings it back.
    codeColumn({
      colId: 'purpose',
      headerName: h.purpose,
      width: 100,
      labels: v.purpose,
      value: (r) => r.purpose,
      hide: true,
    }),
  ];
}
