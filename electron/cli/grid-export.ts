// `--xlsx FILE` and `--csv FILE` on every command that lists things: the rows the command fetched (every page with
// --all-pages) in the columns of the app's grid export, one catalog for both, so the CSV has the workbook's columns,
// order, headers and values. The workbook is written by the export service, typed, with an About sheet naming the
// query; the CSV from the records in hand (standard output too), UTF-8 with a BOM, RFC 4180 quoting, CRLF.
import { resolve } from 'node:path';
import { z } from 'zod';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { listingPurposeOf } from '#shared/grid/listing-columns';
import { defaultRowOrder } from '#shared/grid/rent-order';
import { isPagedOperation, type OperationInput, type OperationName } from '#shared/data-service/operations';
import { DATA_LANGS, dataLangFor, type Lang } from '#shared/domain/lang';
import { AREA_UNITS, type AreaUnit } from '#shared/settings';
import type { DataRequest, ExportResult } from '#shared/ipc/contract';
import { csvText } from '#core/export/csv-writer';
import { catalogOf } from '#core/export/grid/catalogs';
import { OPERATION_GRID } from '#core/export/grid/grid-columns';
import { resolveGrid } from '#core/export/grid/grid-job';
import { gridTable } from '#core/export/grid/row-collector';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';
import { flagIssue, plainIssue } from './plain-issue';
import { writeTextAtomically } from '#core/export/atomic-file';

type Flags = ReadonlyMap<string, string | true>;

const workbookFile = z
  .string()
  .trim()
  .min(1)
  .refine((f) => f !== '-', 'a workbook cannot go to standard output; name a file');
const displayUnit = z.enum(AREA_UNITS, { error: 'must be sqft or sqm' }).default('sqft');

function checked<T>(schema: z.ZodType<T>, value: unknown, flag: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppFailure(
    'validation',
    flagIssue(`--${flag}`, issue ? plainIssue(issue) : ref('error.cli.issue.invalid')),
    { field: flag },
  );
}

/** The area unit the files show (`--display-unit`, square feet by default). */
export function displayUnitOf(flags: Flags): AreaUnit {
  return checked(displayUnit, flags.get('display-unit'), 'display-unit');
}

/** The data language of a query: its first `langs` value (an Arabic workbook reads right to left). */
export function langOf(params: Record<string, unknown>): Lang {
  const langs = params.langs;
  const first = Array.isArray(langs) ? langs[0] : typeof langs === 'string' ? langs.split(',')[0]?.trim() : undefined;
  return (DATA_LANGS as readonly string[]).includes(String(first)) ? (first as Lang) : 'en';
}

/** Every column of the operation's grid, in the catalog's order: what both files hold. */
function columnsOf(operation: OperationName): { id: string }[] {
  return catalogOf(OPERATION_GRID[operation]).columns.map((c) => ({ id: c.id }));
}

export async function writeWorkbook(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
  flags: Flags,
  allPages: boolean,
): Promise<ExportResult> {
  const file = checked(workbookFile, flags.get('xlsx'), 'xlsx');
  const areaUnit = displayUnitOf(flags);
  const record = params as Record<string, unknown>;
  const page = !allPages && isPagedOperation(operation) ? Number(record.page ?? 1) : undefined;
  return invoke(ctx, 'export:grid', {
    format: 'xlsx',
    destination: { kind: 'path', path: resolve(file) },
    request: { operation, params } as DataRequest,
    ...(page !== undefined ? { page } : {}),
    columns: columnsOf(operation),
    presentation: { lang: langOf(record), areaUnit },
  });
}

/** The CSV of records the command fetched, as text, and the rows it holds (a record seen twice is written once). */
export function gridCsv(
  operation: OperationName,
  params: OperationInput<OperationName>,
  records: readonly unknown[],
  unit: AreaUnit,
  notes?: Readonly<Record<string, string>>,
): { text: string; rows: number } {
  const lang = langOf(params as Record<string, unknown>);
  const purpose = listingPurposeOf(params as Record<string, unknown>);
  const job = {
    operation,
    columns: columnsOf(operation),
    sort: defaultRowOrder(operation, params),
    filters: [],
    lang,
    dataLang: dataLangFor(lang),
    displayUnit: unit,
    purpose,
    ...(notes ? { notes } : {}),
  };
  const table = gridTable(job, resolveGrid(job), records);
  return { text: csvText(table.columns, table.rows, { unit, lang }), rows: table.rows.length };
}

/** Writes `--csv FILE` (`-`: standard output) from the records the command fetched. */
export async function writeGridCsv(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
  records: readonly unknown[],
  flags: Flags,
): Promise<void> {
  const file = flags.get('csv');
  if (typeof file !== 'string') return;
  // A listing file carries the broker's notes (the Notes column), as the workbook does.
  const notes =
    OPERATION_GRID[operation] === 'listings' ? await ctx.core.workspace.workspace.notes.textsOf('listing') : undefined;
  const { text, rows } = gridCsv(operation, params, records, displayUnitOf(flags), notes);
  if (file === '-') return void ctx.io.out(text);
  // Whole or not at all: a full disk leaves the previous file as it was.
  writeTextAtomically(file, text, { dataDir: ctx.dataDir });
  ctx.io.err(ctx.say('cli.rowsWritten', { rows, file }));
}
