// Columns of listing grids (search results, an agent's or an agency's listings).
import type { ListingSummary } from '#shared/domain/listing';
import { pickText } from '#shared/domain/lang';
import { roomsLabel } from '../formatters';
import {
  type ColumnContext,
  type GridColumn,
  areaColumn,
  codeColumn,
  dateColumn,
  flagColumn,
  moneyColumn,
  numberColumn,
  pricePerAreaColumn,
  textColumn,
} from './common';

/** The most specific place of a trail (trails run broadest first). */
export function placeOf(location: readonly { name: string }[]): string | null {
  return location.at(-1)?.name ?? null;
}

/** The whole trail, most specific place first, as an address reads. */
export function trailOf(location: readonly { name: string }[], separator: string): string {
  return location
    .map((p) => p.name)
    .reverse()
    .join(separator);
}

export function listingColumns(ctx: ColumnContext): GridColumn<ListingSummary>[] {
  const { headers: h, values: v } = ctx.strings;
  return [
    textColumn({ colId: 'title', headerName: h.title, width: 300, value: (r) => pickText(r.title, ctx.lang) || null }),
    moneyColumn(ctx, { colId: 'price', headerName: h.price, field: 'price', value: (r) => r.price }),
    codeColumn({ colId: 'purpose', headerName: h.purpose, width: 100, labels: v.purpose, value: (r) => r.purpose }),
    codeColumn({
      colId: 'rentFrequency',
      headerName: h.rentFrequency,
      width: 110,
      labels: v.rentFrequency,
      value: (r) => r.rentFrequency,
    }),
    numberColumn({
      colId: 'rooms',
      headerName: h.rooms,
      width: 90,
      field: 'rooms',
      value: (r) => r.rooms,
      format: (n) => roomsLabel(n, ctx.lang),
    }),
    numberColumn({
      colId: 'baths',
      headerName: h.baths,
      width: 90,
      field: 'baths',
      value: (r) => r.baths,
      format: (n) => (n === null ? '' : roomsLabel(n, ctx.lang)),
    }),
    areaColumn(ctx, { colId: 'area', headerName: h.area, field: 'areaSqft', value: (r) => r.areaSqft }),
    pricePerAreaColumn(ctx, {
      colId: 'pricePerArea',
      headerName: h.pricePerArea,
      field: 'pricePerSqft',
      value: (r) => r.pricePerSqft,
    }),
    codeColumn({
      colId: 'propertyType',
      headerName: h.propertyType,
      width: 130,
      labels: v.propertyType,
      value: (r) => r.propertyType,
    }),
    textColumn({
      colId: 'location',
      headerName: h.location,
      width: 180,
      value: (r) => placeOf(r.location),
      tooltip: (r) => trailOf(r.location, v.trailSeparator),
    }),
    textColumn({ colId: 'agency', headerName: h.agency, width: 180, value: (r) => r.agency?.name ?? null }),
    textColumn({
      colId: 'agent',
      headerName: h.agent,
      width: 160,
      value: (r) => r.agent?.name ?? r.contactName ?? null,
    }),
    codeColumn({
      colId: 'completionStatus',
      headerName: h.completionStatus,
      width: 110,
      labels: v.completion,
      value: (r) => r.completionStatus,
    }),
    codeColumn({
      colId: 'furnishing',
      headerName: h.furnishing,
      width: 120,
      labels: v.furnishing,
      value: (r) => r.furnishingStatus,
    }),
    flagColumn(ctx, {
      colId: 'verified',
      headerName: h.verified,
      width: 90,
      field: 'isVerified',
      value: (r) => r.isVerified,
    }),
    dateColumn(ctx, { colId: 'createdAt', headerName: h.createdAt, field: 'createdAt', value: (r) => r.createdAt }),
  ];
}
