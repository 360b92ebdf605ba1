// A search's rows as the terminal shows them: the columns a broker scans first (the app grid's defaults), with the
// grid export's headers and values (a rent with its period beside it, percentages as percentages, areas in the
// display unit, times in UAE time), not the record's raw fields ("title.en", "coverPhotoUrl", 0.76).
import { numberFormat } from '#shared/format/intl';
import { listingPurposeOf } from '#shared/grid/listing-columns';
import { defaultRowOrder } from '#shared/grid/rent-order';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { DataLang, Lang } from '#shared/domain/lang';
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

/**
 * The terminal's figures in the command's language, through the app's one Intl module, as the window's grid shows the
 * same cells (`formatNumber`: whole amounts, areas and counts grouped, 12,50,000 in Hindi, 1 250 000 in Russian).
 */
const grouped = (lang: Lang) => numberFormat(lang, { maximumFractionDigits: 0 });
const decimal = (lang: Lang) => numberFormat(lang, { maximumFractionDigits: 2 });
/**
 * One decimal in every row, so a column of percentages lines up: "7.0%" under "7.1%", never "7%". The figure is
 * formatted in percent units (the fraction times 100, as the terminal always did), the sign where the language puts
 * it: "7,0 %" in Russian.
 */
const percent = (lang: Lang) =>
  numberFormat(lang, { style: 'unit', unit: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** One cell as the terminal shows it: grouped thousands, percentages as percentages, dates on the UAE clock. */
export function terminalCell(cell: Cell, kind: ColumnKind, unit: AreaUnit, lang: Lang): string {
  return cellText(toSheetValue(cell, kind, unit, lang), kind, lang);
}

function cellText(value: ReturnType<typeof toSheetValue>, kind: ColumnKind, lang: Lang): string {
  if (value === null) return '';
  if (value instanceof Date) return dateText(value, kind);
  if (typeof value !== 'number') return String(value);
  if (kind === 'percent') return percent(lang).format(value * 100);
  return kind === 'number' ? decimal(lang).format(value) : grouped(lang).format(value);
}

/**
 * The two languages of a search's terminal table: `lang` heads and formats it, `dataLang` picks the records' own
 * texts (titles) in the language they were asked in.
 */
export interface GridLanguages {
  lang: Lang;
  dataLang: DataLang;
}

export function terminalGrid(
  operation: OperationName,
  params: OperationInput<OperationName>,
  records: readonly unknown[],
  unit: AreaUnit,
  { lang, dataLang }: GridLanguages,
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
    dataLang,
    displayUnit: unit,
    purpose,
  };
  const table = gridTable(job, resolveGrid(job), records);
  return {
    headers: table.columns.map((c) => c.header),
    rows: table.rows.map((row) => row.map((cell, i) => terminalCell(cell, table.columns[i]!.kind, unit, lang))),
  };
}
