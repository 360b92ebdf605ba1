// The peer's workbook: SheetJS given the same rows, typed as ours are (numbers, dates, flags as Yes / No) and with the same
// number formats on every cell and an auto-filter, so both writers do the same work. Dates go in as serial numbers
// with a date format: SheetJS's own Date handling (cellDates) took twice as long to build the sheet.
import type { Cell, TableColumn } from '#shared/export/table';
import { numberFormat } from '#core/export/cell-styles';
import { toSheetValue } from '#core/export/cell-values';
import type { SheetJs, SheetJsWorkbook } from '../../test/support/sheetjs';

function columnName(n: number): string {
  let name = '';
  for (let c = n; c > 0; c = Math.floor((c - 1) / 26)) name = String.fromCharCode(65 + ((c - 1) % 26)) + name;
  return name;
}

export function sheetJsWorkbook(
  xlsx: SheetJs,
  columns: readonly TableColumn[],
  rows: readonly Cell[][],
): SheetJsWorkbook {
  const formats = columns.map((c) => numberFormat(c.kind, 'sqft'));
  const values = rows.map((row) =>
    columns.map((c, i) => {
      const value = toSheetValue(row[i] ?? null, c.kind, 'sqft', 'en');
      return value instanceof Date ? value.getTime() / 86_400_000 + 25_569 : value;
    }),
  );
  const sheet = xlsx.utils.aoa_to_sheet([columns.map((c) => c.header), ...values]);
  for (let r = 0; r < values.length; r++) {
    for (let c = 0; c < columns.length; c++) {
      const format = formats[c];
      const cell = sheet[`${columnName(c + 1)}${r + 2}`] as { z?: string } | undefined;
      if (format && cell) cell.z = format;
    }
  }
  sheet['!autofilter'] = { ref: `A1:${columnName(columns.length)}${rows.length + 1}` };
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, 'Listings');
  return book;
}
