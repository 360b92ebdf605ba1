// Reads an exported comparison back with exceljs and with SheetJS (an independent reader) and checks every value
// against what the panel showed: numbers against the figures on screen, coded texts against their labels, flags
// as the panel's Yes/No text (never TRUE/FALSE), studios against 0 bedrooms, and the best value of each row
// against the panel's stars.
import ExcelJS from 'exceljs';
import { loadSheetJs, readWorkbook, type SheetJsSheet } from '../../support/sheetjs';
import type { PanelTable } from '../pages/compare-page';

export type Value = string | number | boolean | null;

/** The words the panel uses for values that are not figures. */
export interface PanelWords {
  yes: string;
  no: string;
  studio: string;
  /** The name of the comparison's sheet in the workbook's language. */
  sheet: string;
}

/** The comparison's sheet as rows of plain values, header row first (exceljs). */
export async function comparisonByExcelJs(file: string, sheet: string): Promise<Value[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const ws = book.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet "${sheet}" in ${file}: ${book.worksheets.map((w) => w.name).join(', ')}`);
  const rows: Value[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const values: Value[] = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      const v = row.getCell(c).value;
      values.push(v === undefined || v === null ? null : v instanceof Date ? v.toISOString() : (v as Value));
    }
    rows[n - 1] = values;
  });
  return rows;
}

/** The same sheet read by SheetJS; null when SheetJS is not installed (the caller says so). */
export async function comparisonBySheetJs(file: string, sheet: string): Promise<Value[][] | null> {
  const { xlsx } = await loadSheetJs();
  if (!xlsx) return null;
  const book = readWorkbook(xlsx, file);
  const ws: SheetJsSheet | undefined = book.Sheets[sheet];
  if (!ws?.['!ref']) throw new Error(`no sheet "${sheet}" in ${file}`);
  const [, end] = ws['!ref'].split(':');
  const last = /([A-Z]+)(\d+)/.exec(end ?? 'A1')!;
  const colCount = [...last[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
  const rowCount = Number(last[2]);
  const letters = (n: number): string =>
    n <= 0 ? '' : letters(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26));
  const rows: Value[][] = [];
  for (let r = 1; r <= rowCount; r++) {
    const row: Value[] = [];
    for (let c = 1; c <= colCount; c++) {
      const cell = ws[`${letters(c)}${r}`] as { v?: unknown } | undefined;
      row.push(cell?.v === undefined ? null : (cell.v as Value));
    }
    rows.push(row);
  }
  return rows;
}

/** A figure as shown ("1,641,000", "45.3%", Arabic-Indic digits) as a number; null when it holds none. */
export function shownNumber(text: string): number | null {
  const latin = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u066B]/g, '.')
    .replace(/[^\d.-]/g, '');
  if (!/\d/.test(latin)) return null;
  const n = Number(latin);
  return Number.isFinite(n) ? n : null;
}

/** Differences between the panel and the workbook's comparison sheet; empty when every value matches. */
export function mismatches(panel: PanelTable, rows: Value[][], words: PanelWords): string[] {
  const out: string[] = [];
  const [header, ...body] = rows;
  const items = panel.items.length;
  const headerItems = (header ?? []).slice(1, 1 + items).map(String);
  if (headerItems.join('|') !== panel.items.join('|'))
    out.push(`items: ${headerItems.join('|')} ≠ ${panel.items.join('|')}`);
  if (body.length !== panel.rows.length) out.push(`rows: ${body.length} in the sheet, ${panel.rows.length} shown`);
  panel.rows.forEach((shown, r) => {
    const row = body[r] ?? [];
    if (row[0] !== shown.measure) out.push(`row ${r + 1} measure: "${String(row[0])}" ≠ "${shown.measure}"`);
    shown.values.forEach((text, i) => {
      const cell = row[1 + i] ?? null;
      const problem = cellMismatch(shown.id, shown.kind, text, cell, words);
      if (problem) out.push(`${shown.measure} / ${panel.items[i]}: ${problem}`);
    });
    const bestCell = row[1 + items];
    const starred = panel.items.filter((_, i) => shown.best[i]);
    if (starred.length > 0) {
      const said = typeof bestCell === 'string' ? bestCell : '';
      for (const name of starred)
        if (!said.includes(name)) out.push(`${shown.measure}: best "${name}" not in "${said}"`);
    } else if (bestCell !== null && bestCell !== '') {
      out.push(`${shown.measure}: the sheet names a best value ("${String(bestCell)}") the panel does not star`);
    }
  });
  return out;
}

function cellMismatch(id: string, kind: string, text: string, cell: Value, words: PanelWords): string | null {
  if (text === '') return cell === null || cell === '' ? null : `shown empty, written ${JSON.stringify(cell)}`;
  // A broker reads flags as the panel's words: the workbook writes them as text, not as TRUE / FALSE.
  if (typeof cell === 'boolean') return `shown "${text}", written the flag ${String(cell)} instead of the panel's word`;
  if (typeof cell === 'number') {
    if (id === 'rooms' && cell === 0) return text === words.studio ? null : `shown "${text}", written 0 (studio)`;
    const shown = shownNumber(text);
    if (shown === null) return `shown "${text}", written ${cell}`;
    const expected = kind === 'percent' ? cell * 100 : cell;
    const tolerance = kind === 'percent' ? 0.051 : 0.5;
    return Math.abs(shown - expected) <= tolerance ? null : `shown "${text}" (${shown}), written ${cell}`;
  }
  return text === String(cell) ? null : `shown "${text}", written "${String(cell)}"`;
}
