// A search's rows as the terminal shows them: the columns a broker scans first (the app grid's defaults), with the
// grid export's headers and values (a rent with its period beside it, percentages as percentages, areas in the
// display unit, times in UAE time), not the record's raw fields ("title.en", "coverPhotoUrl", 0.76).
import { numberFormat } from '#shared/format/intl';
import { listingPurposeOf } from '#shared/grid/listing-columns';
import { defaultRowOrder } from '#shared/grid/rent-order';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import { dataLangFor, type Lang } from '#shared/domain/lang';
import type { Cell, ColumnKind } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { dateText, toSheetValue } from '#core/export/cell-values';
import { catalogOf } from '#core/export/grid/catalogs';
import { OPERATION_GRID, type GridKind } from '#core/export/grid/grid-columns';
import { resolveGrid } from '#core/export/grid/grid-job';
import { gridTable } from '#core/export/grid/row-collector';

/** Per grid, the columns the terminal shows, in order (those a catalog lacks are skipped). */
const TERMINAL_COLUMNS: Readonly<Record<GridKind, readonly string[]>> = {
  listings: ['title', 'location', 'price', 'rentFrequency', 'rooms', 'area', 'pricePerArea', 'agency', 'externalID'],
  projects: [
    'title',
    'developer',
    'location',
    'completionPercent',
    'priceFrom',
    'priceTo',
    'completionDate',
    'externalID',
  ],
  transactions: ['date', 'location', 'purpose', 'price', 'area', 'pricePerArea', 'rooms', 'category'],
  agents: ['name', 'agency', 'listingsCount', 'languages', 'experience', 'externalID'],
  agencies: ['name', 'agentsCount', 'listingsCount', 'location', 'phone', 'externalID'],
  developers: ['name', 'projectsCount', 'listingsCount', 'externalID'],
  locations: ['name', 'path', 'type', 'adCount', 'externalID'],
  amenities: ['value', 'count'],
};

// The terminal's figures in English digits and grouping, from the app's one Intl module.
const grouped = numberFormat('en', { maximumFractionDigits: 0 });
const decimal = numberFormat('en', { maximumFractionDigits: 2 });
/** One decimal in every row, so a column of percentages lines up: "7.0%" under "7.1%", never "7%". */
const percent = numberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** One cell as the terminal shows it: grouped thousands, percentages as percentages, dates on the UAE clock. */
export function terminalCell(cell: Cell, kind: ColumnKind, unit: AreaUnit, lang: Lang): string {
  return cellText(toSheetValue(cell, kind, unit, lang), kind);
}

function cellText(value: ReturnType<typeof toSheetValue>, kind: ColumnKind): string {
  if (value === null) return '';
  if (value instanceof Date) return dateText(value, kind);
  if (typeof value !== 'number') return String(value);
  if (kind === 'percent') return `${percent.format(value * 100)}%`;
  return kind === 'number' ? decimal.format(value) : grouped.format(value);
}

export function terminalGrid(
  operation: OperationName,
  params: OperationInput<OperationName>,
  records: readonly unknown[],
  unit: AreaUnit,
  lang: Lang,
): { headers: string[]; rows: string[][] } {
  const kind = OPERATION_GRID[operation];
  const known = new Set(catalogOf(kind).columns.map((c) => c.id));
  const columns = TERMINAL_COLUMNS[kind].filter((id) => known.has(id)).map((id) => ({ id }));
  const purpose = listingPurposeOf(params as Record<string, unknown>);
  const job = {
    operation,
    columns,
    sort: defaultRowOrder(operation, params),
    filters: [],
    lang,
    dataLang: dataLangFor(lang),
    displayUnit: unit,
    purpose,
  };
  const table = gridTable(job, resolveGrid(job), records);
  return {
    headers: table.columns.map((c) => c.header),
    rows: table.rows.map((row) => row.map((cell, i) => terminalCell(cell, table.columns[i]!.kind, unit, lang))),
  };
}
