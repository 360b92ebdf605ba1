// The comparables table of a CMA, defined once (areas in square feet, as the CLI's tables): the CLI's terminal table,
// its CSV and its workbook, and the window's grid, workbook and printed pages read these columns, so none disagree on
// what a column holds or how it is headed. The table is built for a language: its headers, the source of a
// comparable and why one is out of the estimate are messages of the catalogue (`reportView.grid.*`).
import type { Cell, ColumnKind, TableColumn } from '../export/table';
import { SIMILARITY_FACTORS, type CmaComparable, type CmaReport } from '../ipc/contract/report';
import type { MessageArgs, MessageId } from '../messages/format-message';

export interface CmaColumn extends TableColumn {
  value: (c: CmaComparable) => Cell;
}

/**
 * Messages in the table's language: the CLI's `sayIn(lang)` or the window's `useMessage()` (which takes no arguments
 * for a message without any, where the CLI's takes them optionally: this is what both accept).
 */
export type CmaSay = <K extends MessageId>(
  id: K,
  ...args: keyof MessageArgs[K] extends never ? [] : [args: MessageArgs[K]]
) => string;

const column = (id: string, header: string, kind: ColumnKind, value: CmaColumn['value']): CmaColumn => ({
  id,
  header,
  kind,
  value,
});

/**
 * The comparables' columns headed in `say`'s language; `unitLabel` names the area unit in the headers that take one
 * ("sq ft", "m²"), the figures staying in square feet. A file and the terminal write a studio as 0 and inclusion as
 * Yes / No, headed so ("Bedrooms (0 = studio)", "Included"); the window heads its own box and "Studio" cells itself.
 */
export function cmaColumns(purpose: CmaReport['subject']['purpose'], say: CmaSay, unitLabel: string): CmaColumn[] {
  const rent = purpose === 'for-rent';
  const unit = { unit: unitLabel };
  return [
    column('included', say('reportView.grid.headers.includedYesNo'), 'boolean', (c) => c.included),
    column('source', say('reportView.grid.headers.source'), 'text', (c) => say(`reportView.grid.sources.${c.source}`)),
    column('id', say('reportView.grid.headers.id'), 'text', (c) => c.id),
    column('date', say('reportView.grid.headers.date'), 'date', (c) => c.date),
    column('place', say('reportView.grid.headers.place'), 'text', (c) => c.place),
    column('beds', say('reportView.grid.headers.bedsCount'), 'integer', (c) => c.beds),
    column('area', say('reportView.grid.headers.area', unit), 'area', (c) => c.areaSqft),
    column(
      'price',
      say(rent ? 'reportView.grid.headers.priceRent' : 'reportView.grid.headers.priceSale'),
      'aed',
      (c) => c.price,
    ),
    column(
      'pricePerArea',
      rent
        ? say('reportView.grid.headers.pricePerAreaRent', unit)
        : say('reportView.grid.headers.pricePerAreaSale', unit),
      'aedPerArea',
      (c) => c.pricePerSqft,
    ),
    column('similarity', say('reportView.grid.headers.similarity'), 'number', (c) => c.similarity),
    ...SIMILARITY_FACTORS.map((f) =>
      column(`factor.${f}`, say(`reportView.grid.factors.${f}`), 'number', (c) => c.factors[f].points),
    ),
    column('excludedBecause', say('reportView.grid.headers.excludedBecause'), 'text', (c) =>
      c.excludedBecause ? say(`reportView.grid.exclusions.${c.excludedBecause}`) : null,
    ),
  ];
}

export function cmaRows(report: CmaReport, columns: readonly CmaColumn[]): Cell[][] {
  return report.comparables.map((c) => columns.map((col) => col.value(c)));
}
