// Worker methods of the export service: writing a workbook or a CSV from a table, or from a grid's cached pages
// read here on the worker's own connection, so neither the rows nor the writing ever burden the core's thread.
import { formatRef } from '#shared/messages/messages';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import type { Lang } from '#shared/domain/lang';
import type { Cell, CellMark, ColumnKind, ExportFormat, TableColumn } from '#shared/export/table';
import type { AreaUnit } from '#shared/settings';
import { aboutSheet, type AboutFacts } from '../../export/about-sheet';
import { writeAtomically } from '../../export/atomic-file';
import { writeCsv } from '../../export/csv-writer';
import type { GridJob } from '../../export/grid/grid-job';
import { resolveGrid } from '../../export/grid/grid-job';
import { readGridRows, type GridRows } from '../../export/grid/grid-rows';
import { markKey, uniqueSheetNames, type RowSource, type SheetPlan } from '../../export/workbook-plan';
import { writeXlsx } from '../../export/xlsx-writer';
import type { MethodTable } from '../method-table';
import { appendRows, closeStream, endStream, openStream } from './row-streams';
import type { MethodContext } from '../worker-context';

export interface ExportTarget {
  file: string;
  format: ExportFormat;
  unit: AreaUnit;
  /** The data language: the About sheet's words and the flags' Yes / No are in it. */
  lang: Lang;
  /** Data sheets read right to left (Arabic data). */
  rightToLeft: boolean;
}

export interface WorkerSheet {
  name: string;
  columns: TableColumn[];
  rows: Cell[][];
  /** Rows that will be streamed (the About sheet counts them before they arrive). */
  rowsTotal?: number;
  rowKinds?: ColumnKind[] | undefined;
  marks?: { row: number; column: number; mark: CellMark }[] | undefined;
}

export interface WrittenExport {
  rows: number;
  sheetNames: string[];
  bytes: number;
}

export interface WrittenGrid extends WrittenExport {
  missingPages: number[];
  oldestFetchedAt: string | null;
  newestFetchedAt: string | null;
  /** What the file lacks or merged, worded where shown. */
  notes: MessageRef[];
}

export interface ExportProgress {
  phase: 'reading' | 'writing';
  rowsWritten: number;
  rowsTotal: number | null;
}

export interface ExportWorkerMethods {
  'export:write-table': {
    /**
     * With `stream`, the sheets come without their rows (but with `rowsTotal`): the rows follow in slices through
     * `export:append-rows`, then `export:end-rows`, while this call writes them.
     */
    input: { target: ExportTarget; about: AboutFacts; sheets: WorkerSheet[]; csvSheet: number; stream?: string };
    output: WrittenExport;
  };
  'export:append-rows': { input: { stream: string; sheet: number; rows: Cell[][] }; output: { taken: true } };
  'export:end-rows': { input: { stream: string }; output: { ended: true } };
  'export:write-grid': {
    input: { target: ExportTarget; about: AboutFacts; job: GridJob; sheetName: string };
    output: WrittenGrid;
  };
}

function planOf(sheet: WorkerSheet, rightToLeft: boolean, rows?: RowSource): SheetPlan {
  return {
    name: sheet.name,
    columns: sheet.columns,
    rows: rows ?? sheet.rows,
    rowsTotal: sheet.rowsTotal ?? sheet.rows.length,
    rightToLeft,
    autoFilter: true,
    ...(sheet.rowKinds ? { rowKinds: sheet.rowKinds } : {}),
    ...(sheet.marks ? { marks: new Map(sheet.marks.map((m) => [markKey(m.row, m.column), m.mark])) } : {}),
  };
}

async function write(
  target: ExportTarget,
  about: AboutFacts,
  data: SheetPlan[],
  csvSheet: number,
  context: MethodContext,
): Promise<WrittenExport> {
  const total = data.reduce((sum, s) => sum + (s.rowsTotal ?? 0), 0);
  const progress = (rowsWritten: number): void =>
    context.progress({ phase: 'writing', rowsWritten, rowsTotal: total } satisfies ExportProgress);
  const hooks = { unit: target.unit, lang: target.lang, checkpoint: () => context.checkpoint(), onRows: progress };
  const names = uniqueSheetNames(['About', ...data.map((s) => s.name)]).slice(1);
  const named = data.map((s, i) => ({ ...s, name: names[i]! }));
  return writeAtomically(
    target.file,
    async (temp) => {
      if (target.format === 'csv') {
        const sheet = named[Math.min(csvSheet, named.length - 1)]!;
        const rows = await writeCsv(temp, sheet, hooks);
        return { rows, sheetNames: [sheet.name] };
      }
      const aboutPlan = aboutSheet(
        about,
        named.map((s) => ({ name: s.name, rows: s.rowsTotal ?? 0 })),
      );
      const outcome = await writeXlsx(temp, [aboutPlan, ...named], hooks);
      return outcome;
    },
    { dataDir: context.worker.dataDir },
  );
}

const iso = (at: number | null): string | null => (at === null ? null : new Date(at).toISOString());

/** What reading the grid's pages found that the file should say: pages missing, rows merged, rows filtered out. */
function readNotes(read: GridRows, missing: readonly number[], pages: number): MessageRef[] {
  const notes: MessageRef[] = [];
  if (missing.length > 0) {
    notes.push(
      ref('export.missingPages', {
        count: missing.length,
        total: pages,
        pages: { list: missing.map(String), style: 'unit' },
      }),
    );
  }
  if (read.duplicates > 0) notes.push(ref('export.duplicates', { count: read.duplicates }));
  if (read.filteredOut > 0) notes.push(ref('export.filteredOut', { count: read.filteredOut }));
  return notes;
}

export const EXPORT_METHODS: MethodTable<ExportWorkerMethods> = {
  'export:write-table': async ({ target, about, sheets, csvSheet, stream }, context) => {
    // The queues open before the first await, so appends that follow this message find them.
    const queues = stream ? openStream(stream, sheets.length) : null;
    try {
      const written = await write(
        target,
        about,
        sheets.map((s, i) => planOf(s, target.rightToLeft, queues?.[i])),
        csvSheet,
        context,
      );
      if (stream) closeStream(stream);
      return written;
    } catch (error) {
      if (stream) closeStream(stream, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  },
  'export:append-rows': async ({ stream, sheet, rows }) => {
    await appendRows(stream, sheet, rows);
    return { taken: true };
  },
  'export:end-rows': ({ stream }) => {
    endStream(stream);
    return { ended: true };
  },

  'export:write-grid': async ({ target, about, job, sheetName }, context) => {
    const grid = resolveGrid(job);
    const read = await readGridRows(job, grid, {
      checkpoint: () => context.checkpoint(),
      onRows: (rowsWritten) =>
        context.progress({ phase: 'reading', rowsWritten, rowsTotal: null } satisfies ExportProgress),
    });
    const missing = [...read.missingPages, ...read.unreadablePages].sort((a, b) => a - b);
    // The About sheet says it in the workbook's language; the caller words it where it is shown.
    const notes = readNotes(read, missing, job.pages.length);
    const fetched = { oldest: iso(read.oldestFetchedAt), newest: iso(read.newestFetchedAt) };
    const sheet: SheetPlan = {
      name: sheetName,
      columns: grid.columns.slice(0, grid.written).map((c) => c.column),
      rows: read.rows,
      rowsTotal: read.rows.length,
      rightToLeft: target.rightToLeft,
      autoFilter: true,
    };
    const worded = notes.map((note) => formatRef(target.lang, note));
    const written = await write(target, { ...about, fetched, notes: [...about.notes, ...worded] }, [sheet], 0, context);
    return {
      ...written,
      missingPages: missing,
      oldestFetchedAt: fetched.oldest,
      newestFetchedAt: fetched.newest,
      notes,
    };
  },
};
