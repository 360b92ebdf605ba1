// The peer's workbook: SheetJS given the same rows, typed as ours are (numbers, dates, flags) and with the same
// number formats on every cell, a frozen header and an auto-filter, so both writers do the same work.
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
  const values = rows.map((row) => columns.map((c, i) => toSheetValue(row[i] ?? null, c.kind, 'sqft')));
  const sheet = xlsx.utils.aoa_to_sheet([columns.map((c) => c.header), ...values], { cellDates: true });
  for (let r = 0; r < values.length; r++) {
    for (let c = 0; c < columns.length; c++) {
      const format = formats[c];
      const cell = sheet[`${columnName(c + 1)}${r + 2}`] as { z?: string } | undefined;
      if (format && cell) cell.z = format;
    }
  }
  sheet['!autofilter'] = { ref: `A1:${columnName(columns.length)}${rows.length + 1}` };
  (sheet as Record<string, unknown>)['!freeze'] = { xSplit: 0, ySplit: 1 };
  const book = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(book, sheet, 'Listings');
  return book;
}
