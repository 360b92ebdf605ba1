// Writes a workbook with exceljs's streaming WorkbookWriter: rows are committed as they come and zipped on the
// way to disk, so memory stays flat however many rows there are. Every data sheet has a frozen, bold header row
// and an auto-filter over its rows; Arabic sheets read right to left; cells are typed and formatted by kind.
import { createWriteStream, type WriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Cell, ColumnKind } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { HEADER_STYLE, StyleBook, type CellStyle } from './cell-styles';
import { cleanText, toSheetValue, type SheetValue } from './cell-values';
import { columnWidths, markKey, uniqueSheetNames, type SheetPlan } from './workbook-plan';

export interface WriteOptions {
  unit: AreaUnit;
  /** Awaited between batches of rows: lets a cancel in and the zip stream drain to disk. */
  checkpoint: () => Promise<void>;
  /** Told the running count of data rows written. */
  onRows?: (written: number) => void;
}

export interface WriteOutcome {
  rows: number;
  sheetNames: string[];
}

const BATCH = 500;
const SAMPLE_ROWS = 50;

type Worksheet = ReturnType<InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>['addWorksheet']>;

async function* rowsOf(plan: SheetPlan): AsyncGenerator<readonly Cell[]> {
  for await (const row of plan.rows) yield row;
}

function writeRow(
  sheet: Worksheet,
  plan: SheetPlan,
  kinds: readonly ColumnKind[],
  row: readonly Cell[],
  index: number,
  styles: StyleBook,
  unit: AreaUnit,
): void {
  const rowKind = plan.rowKinds?.[index];
  const values: SheetValue[] = new Array<SheetValue>(kinds.length);
  const cellStyles: (CellStyle | null)[] = new Array<CellStyle | null>(kinds.length);
  for (let c = 0; c < kinds.length; c++) {
    const kind = plan.columns[c]!.kindByRow && rowKind ? rowKind : kinds[c]!;
    const value = toSheetValue(row[c], kind, unit);
    values[c] = value;
    // A value kept as text because it did not fit its kind gets no number format.
    const typed = typeof value !== 'string' || kind === 'text';
    cellStyles[c] = styles.for(typed ? kind : 'text', plan.marks?.get(markKey(index, c)));
  }
  const written = sheet.addRow(values);
  for (let c = 0; c < kinds.length; c++) {
    const style = cellStyles[c];
    // Shared style objects: exceljs recognises one it has seen and reuses its id.
    if (style) written.getCell(c + 1).style = style as Partial<ExcelJS.Style>;
  }
  written.commit();
}

async function writeSheet(
  workbook: InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>,
  name: string,
  plan: SheetPlan,
  styles: StyleBook,
  options: WriteOptions,
  counted: { rows: number },
): Promise<void> {
  const view = plan.autoFilter
    ? { state: 'frozen' as const, xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }
    : { state: 'normal' as const };
  const sheet = workbook.addWorksheet(name, { views: [{ ...view, rightToLeft: plan.rightToLeft }] });
  const kinds = plan.columns.map((c) => c.kind);
  const source = rowsOf(plan);
  // The first rows set the column widths; they are held back until then, then written like the rest.
  const sample: (readonly Cell[])[] = [];
  let next = await source.next();
  while (!next.done && sample.length < SAMPLE_ROWS) {
    sample.push(next.value);
    next = await source.next();
  }
  const widths = columnWidths(plan.columns, sample);
  sheet.columns = plan.columns.map((c, i) => ({ key: c.id, width: widths[i]! }));
  const header = sheet.addRow(plan.columns.map((c) => cleanText(c.header)));
  header.eachCell((cell) => (cell.style = HEADER_STYLE as Partial<ExcelJS.Style>));
  header.commit();
  let index = 0;
  const write = async (row: readonly Cell[]): Promise<void> => {
    writeRow(sheet, plan, kinds, row, index++, styles, options.unit);
    counted.rows++;
    if (index % BATCH === 0) {
      options.onRows?.(counted.rows);
      await options.checkpoint();
    }
  };
  for (const row of sample) await write(row);
  while (!next.done) {
    await write(next.value);
    next = await source.next();
  }
  if (plan.autoFilter) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: index + 1, column: plan.columns.length } };
  }
  sheet.commit();
  options.onRows?.(counted.rows);
}

/** Writes the sheets in order into `file` (created or replaced). On failure or cancel the stream is closed. */
export async function writeXlsx(file: string, sheets: readonly SheetPlan[], options: WriteOptions): Promise<WriteOutcome> {
  const stream: WriteStream = createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    stream.once('close', resolve);
    stream.once('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    // Inline strings: shared strings would keep every distinct text of 100,000 rows in memory until the end.
    useSharedStrings: false,
    zip: { zlib: { level: 6 } },
  });
  workbook.creator = 'Aqar Lens';
  workbook.created = new Date();
  const sheetNames = uniqueSheetNames(sheets.map((s) => s.name));
  const styles = new StyleBook(options.unit);
  const counted = { rows: 0 };
  try {
    for (const [i, plan] of sheets.entries()) {
      // The About sheet is not data: its rows are not counted.
      const before = counted.rows;
      await writeSheet(workbook, sheetNames[i]!, plan, styles, options, counted);
      if (!plan.autoFilter) counted.rows = before;
    }
    await workbook.commit();
    await closed;
  } catch (error) {
    (workbook as unknown as { zip: { abort(): void } }).zip.abort();
    stream.destroy();
    await closed.catch(() => {});
    throw error;
  }
  return { rows: counted.rows, sheetNames };
}
