// The research day's workbooks read back by SheetJS, a reader the app does not write with (it writes with exceljs):
// the data sheet (the one that is not About) as its header row and its rows of cells, with types and formats.
import { readWorkbook, type SheetJs, type SheetJsCell } from '../../support/sheetjs';

export interface DataSheet {
  name: string;
  headers: string[];
  rows: (SheetJsCell | null)[][];
}

const letters = (n: number): string =>
  n <= 0 ? '' : letters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));

export function dataSheet(xlsx: SheetJs, file: string): DataSheet {
  const book = readWorkbook(xlsx, file, { cellNF: true, cellDates: true });
  const name = book.SheetNames.find((n, i) => i > 0 || book.SheetNames.length === 1) ?? book.SheetNames[0]!;
  const ws = book.Sheets[name]!;
  const end = /([A-Z]+)(\d+)$/.exec(ws['!ref'] ?? 'A1')!;
  const cols = [...end[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const rows: (SheetJsCell | null)[][] = [];
  for (let r = 1; r <= Number(end[2]); r++) {
    const row: (SheetJsCell | null)[] = [];
    for (let c = 1; c <= cols; c++) row.push((ws[`${letters(c)}${r}`] as SheetJsCell | undefined) ?? null);
    rows.push(row);
  }
  const [head = [], ...body] = rows;
  return { name, headers: head.map((c) => String(c?.v ?? '')), rows: body };
}
