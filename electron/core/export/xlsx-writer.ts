// Writes a workbook with exceljs's streaming WorkbookWriter: rows are committed as they come and zipped on the
// way to disk, so memory stays flat however many rows there are. Every data sheet has a frozen, bold header row
// and an auto-filter over its rows; Arabic sheets read right to left; cells are typed and formatted by kind.
import { createWriteStream, type WriteStream } from 'node:fs';
import type ExcelJS from 'exceljs';
import type { Lang } from '#shared/domain/lang';
import type { Cell, ColumnKind } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { HEADER_STYLE, StyleBook, type CellStyle } from './cell-styles';
import { RowSerializer, type StyleRegistry, type ValueTypes } from './xlsx-rows';
import { cleanText, toSheetValue, type SheetValue } from './cell-values';
import { columnWidths, markKey, uniqueSheetNames, type SheetPlan } from './workbook-plan';

export interface WriteOptions {
  unit: AreaUnit;
  /** The file's language: its flags read Yes / No in it. */
  lang: Lang;
  /** Awaited between batches of rows: lets a cancel in and the zip stream drain to disk. */
  checkpoint: () => Promise<void>;
  /** Told the running count of data rows written. */
  onRows?: (written: number) => void;
  /** Writes rows through exceljs's cell objects instead of the row serializer (tests compare the two). */
  exceljsRows?: boolean;
}

export interface WriteOutcome {
  rows: number;
  sheetNames: string[];
}

const BATCH = 500;
const NO_STYLE: CellStyle = {};
const SAMPLE_ROWS = 50;

type Worksheet = ReturnType<InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>['addWorksheet']>;

/** The rows one by one; an array is walked directly (an async generator per row adds up over 100,000 rows). */
function rowsOf(plan: SheetPlan): { next(): Promise<IteratorResult<readonly Cell[]>> } | Iterator<readonly Cell[]> {
  const rows = plan.rows;
  if (Array.isArray(rows)) return (rows as readonly (readonly Cell[])[])[Symbol.iterator]();
  return (async function* () {
    for await (const row of rows) yield row;
  })();
}

/** The worksheet's XML stream once its header is written (sheetData open); null if exceljs no longer has one. */
function sheetStream(sheet: Worksheet): { write(text: string): unknown } | null {
  const stream = (sheet as unknown as { stream?: { write?: unknown } }).stream;
  return stream && typeof stream.write === 'function' ? (stream as { write(text: string): unknown }) : null;
}

type Drainable = {
  writableNeedDrain?: boolean;
  /** readable-stream 2 (what exceljs's zip library pipes through) has no writableNeedDrain: its state says it. */
  _writableState?: { needDrain?: boolean };
  once(event: 'drain', listener: () => void): unknown;
};

/**
 * Waits while the compressor behind a worksheet stream is behind. exceljs's stream buffer hands its chunks on
 * without heeding backpressure, so rows written faster than they are deflated would pile up in memory (80 MB of
 * buffers for 100,000 rows, measured); waiting for 'drain' here is what keeps the memory of an export flat.
 */
async function drained(stream: object): Promise<void> {
  const pipes = (stream as { pipes?: unknown }).pipes;
  if (!Array.isArray(pipes)) return;
  for (const pipe of pipes as Drainable[]) {
    const behind = pipe.writableNeedDrain ?? pipe._writableState?.needDrain ?? false;
    if (behind) await new Promise<void>((resolve) => pipe.once('drain', resolve));
  }
}

/** The slower path through exceljs's cell objects, for an exceljs without a worksheet stream (and for tests). */
function addRowThroughExceljs(
  sheet: Worksheet,
  plan: SheetPlan,
  kinds: readonly ColumnKind[],
  row: readonly Cell[],
  index: number,
  styles: StyleBook,
  options: Pick<WriteOptions, 'unit' | 'lang'>,
): void {
  const values: SheetValue[] = kinds.map((kind, c) => toSheetValue(row[c], kind, options.unit, options.lang));
  const written = sheet.addRow(values);
  values.forEach((value, c) => {
    // A value kept as text because it did not fit its kind gets no number format.
    const kind = typeof value === 'string' ? 'text' : kinds[c]!;
    const style = styles.for(kind, plan.marks?.get(markKey(index, c)));
    // Shared style objects, even the empty one: exceljs reuses the id of an object it has seen.
    written.getCell(c + 1).style = (style ?? NO_STYLE) as Partial<ExcelJS.Style>;
  });
  written.commit();
}

async function writeSheet(
  workbook: InstanceType<typeof ExcelJS.stream.xlsx.WorkbookWriter>,
  valueTypes: ValueTypes,
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
  const stream = options.exceljsRows ? null : sheetStream(sheet);
  const serializer = new RowSerializer(
    plan.columns.length,
    styles,
    (workbook as unknown as { styles: StyleRegistry }).styles,
    options.unit,
    options.lang,
    valueTypes,
  );
  let index = 0;
  let chunk = '';
  const write = async (row: readonly Cell[]): Promise<void> => {
    const rowKind = plan.rowKinds?.[index];
    const rowKinds = rowKind ? plan.columns.map((c, i) => (c.kindByRow ? rowKind : kinds[i]!)) : kinds;
    if (stream) {
      const at = index;
      chunk += serializer.row(
        index + 2,
        row,
        rowKinds,
        plan.marks ? (c) => plan.marks!.get(markKey(at, c)) : undefined,
      );
    } else {
      addRowThroughExceljs(sheet, plan, rowKinds, row, index, styles, options);
    }
    index++;
    counted.rows++;
    if (index % BATCH === 0) {
      if (stream) {
        stream.write(chunk);
        chunk = '';
        await drained(stream);
      }
      options.onRows?.(counted.rows);
      await options.checkpoint();
    }
  };
  for (const row of sample) await write(row);
  while (!next.done) {
    await write(next.value);
    next = await source.next();
  }
  if (chunk) stream!.write(chunk);
  if (plan.autoFilter) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: index + 1, column: plan.columns.length } };
  }
  sheet.commit();
  options.onRows?.(counted.rows);
}

/** Writes the sheets in order into `file` (created or replaced). On failure or cancel the stream is closed. */
export async function writeXlsx(
  file: string,
  sheets: readonly SheetPlan[],
  options: WriteOptions,
): Promise<WriteOutcome> {
  // Loaded with the first workbook, not with the worker: exceljs took 120 of the 250 ms a worker spent starting, and
  // most workers (a search, an analysis, a read of the store) never write one.
  const { default: ExcelJS } = await import('exceljs');
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
  const styles = new StyleBook(options.unit, options.lang);
  const counted = { rows: 0 };
  try {
    for (const [i, plan] of sheets.entries()) {
      // The About sheet is not data: its rows are not counted.
      const before = counted.rows;
      await writeSheet(workbook, ExcelJS.ValueType, sheetNames[i]!, plan, styles, options, counted);
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
