// `--csv FILE` and `--xlsx FILE` for the commands that print a table of their own (portfolio history, market
// analyses): typed columns, so the CSV holds the workbook's values (percentages as "7.1%", flags as Yes / No, times
// on the UAE clock) under one header per column, and the workbook is written by the export service with its About
// sheet. Both files come from one sheet, so they never disagree.
import { resolve } from 'node:path';
import type { AboutParameter, Cell, CellMark, ColumnKind, TableColumn, TableSheet } from '#shared/export/table';
import type { Lang } from '#shared/domain/lang';
import { csvText } from '#core/export/csv-writer';
import type { CliContext } from './cli-context';
import type { Flags } from './command-flags';
import { invoke } from './invoke';
import { writeTextAtomically } from '#core/export/atomic-file';

/** One table as both files write it; the CLI's files are in English, areas in square feet, as its terminal tables. */
export interface TypedTable {
  /** The sheet's name (Excel allows 31 characters; the writer shortens a longer one). */
  sheet: string;
  /** The About sheet's first line: what the table holds, in words. */
  title: string;
  parameters?: AboutParameter[];
  notes?: string[];
  columns: TableColumn[];
  rows: Cell[][];
  /** Kinds per row, for columns marked kindByRow (a comparison: one measure per row). */
  rowKinds?: ColumnKind[];
  /** Cells the workbook emphasizes (a value that differs from the first place's), as the window's export does. */
  marks?: { row: number; column: number; mark: CellMark }[];
  /** When the data behind the table was fetched: the About sheet's "Data fetched" rows. */
  fetched?: FetchedSpan;
  /** The language its cells are written in (the window's tables in the language asked); English when absent. */
  lang?: Lang;
  /** Further sheets the workbook holds after the first (the CSV holds the first alone). */
  moreSheets?: readonly TableSheet[];
}

export interface FetchedSpan {
  oldest: string | null;
  newest: string | null;
}

/** The oldest and newest of some instants (ISO 8601), nulls and unreadable ones left out. */
export function fetchedSpan(instants: readonly (string | null | undefined)[]): FetchedSpan {
  const known = instants.filter((at): at is string => typeof at === 'string' && !Number.isNaN(Date.parse(at)));
  known.sort((a, b) => Date.parse(a) - Date.parse(b));
  return { oldest: known[0] ?? null, newest: known.at(-1) ?? null };
}

/** The CLI's data is in square feet; its words in English unless the table says otherwise. */
const presentation = (table: TypedTable) => ({ lang: table.lang ?? 'en', areaUnit: 'sqft' }) as const;

/** The table as CSV text: BOM, CRLF, its header line even when it has no rows. */
export function typedCsv(table: TypedTable): string {
  const { lang, areaUnit } = presentation(table);
  return csvText(table.columns, table.rows, { unit: areaUnit, lang }, table.rowKinds);
}

/**
 * Writes every file the flags ask (`--csv FILE`, `-` for standard output, and `--xlsx FILE`), saying on standard
 * error what went where. Returns true when it wrote anything, so the caller knows whether to print a table.
 */
export async function writeTableFiles(ctx: CliContext, flags: Flags, table: TypedTable): Promise<boolean> {
  const csv = flags.get('csv');
  if (typeof csv === 'string') {
    const text = typedCsv(table);
    if (csv === '-') ctx.io.out(text);
    else {
      // Whole or not at all: a full disk leaves the previous file as it was.
      writeTextAtomically(csv, text, { dataDir: ctx.dataDir });
      ctx.io.err(ctx.say('cli.rowsWritten', { rows: table.rows.length, file: csv }));
    }
  }
  const xlsx = flags.get('xlsx');
  if (typeof xlsx === 'string') {
    const written = await invoke(ctx, 'export:table', {
      format: 'xlsx',
      destination: { kind: 'path', path: resolve(xlsx) },
      presentation: presentation(table),
      title: table.title.slice(0, 500),
      parameters: table.parameters ?? [],
      notes: table.notes ?? [],
      ...(table.fetched ? { fetched: table.fetched } : {}),
      sheets: [
        {
          name: table.sheet.slice(0, 31),
          columns: table.columns,
          rows: table.rows,
          ...(table.rowKinds ? { rowKinds: table.rowKinds } : {}),
          ...(table.marks?.length ? { marks: table.marks } : {}),
        },
        ...(table.moreSheets ?? []),
      ],
    });
    const file = written.saved.kind === 'file' ? written.saved.path : xlsx;
    // English writes the count ungrouped (::group-off), as it always has; the other languages group it their own way.
    ctx.io.err(ctx.say('cli.rowsWritten', { rows: written.rows, file }));
  }
  return typeof csv === 'string' || typeof xlsx === 'string';
}
