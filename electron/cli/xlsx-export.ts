// `--xlsx FILE` on every command that lists things: the rows the command fetched (every page with --all-pages),
// written by the same export service as the app's grids, every column typed, with an About sheet naming the query.
import { resolve } from 'node:path';
import { z } from 'zod';
import { AppFailure, describeZodError } from '#shared/errors';
import { isPagedOperation, type OperationInput, type OperationName } from '#shared/data-service/operations';
import { LANGS } from '#shared/domain/lang';
import { AREA_UNITS } from '#shared/settings';
import type { DataRequest, ExportResult } from '#shared/ipc/contract';
import { catalogOf } from '#core/export/grid/catalogs';
import { OPERATION_GRID } from '#core/export/grid/grid-columns';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';

const exportFlags = z.strictObject({
  file: z
    .string()
    .trim()
    .min(1)
    .refine((f) => f !== '-', 'a workbook cannot go to standard output; name a file'),
  displayUnit: z.enum(AREA_UNITS, { error: 'must be sqft or sqm' }).default('sqft'),
});

/** The data language of a query: its first `langs` value (an Arabic workbook reads right to left). */
function langOf(params: Record<string, unknown>): (typeof LANGS)[number] {
  const langs = params.langs;
  const first = Array.isArray(langs) ? langs[0] : typeof langs === 'string' ? langs.split(',')[0]?.trim() : undefined;
  return (LANGS as readonly string[]).includes(String(first)) ? (first as (typeof LANGS)[number]) : 'en';
}

export async function writeWorkbook(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
  flags: ReadonlyMap<string, string | true>,
  allPages: boolean,
): Promise<ExportResult> {
  const parsed = exportFlags.safeParse({ file: flags.get('xlsx'), displayUnit: flags.get('display-unit') });
  if (!parsed.success) {
    const error = describeZodError(parsed.error, 'flag');
    const flag = error.field === 'displayUnit' ? 'display-unit' : 'xlsx';
    throw new AppFailure('validation', `--${flag}: ${parsed.error.issues[0]?.message ?? error.message}`, {
      field: flag,
    });
  }
  const record = params as Record<string, unknown>;
  const page = !allPages && isPagedOperation(operation) ? Number(record.page ?? 1) : undefined;
  const columns = catalogOf(OPERATION_GRID[operation]).columns.map((c) => ({ id: c.id }));
  return invoke(ctx, 'export:grid', {
    format: 'xlsx',
    destination: { kind: 'path', path: resolve(parsed.data.file) },
    request: { operation, params } as DataRequest,
    ...(page !== undefined ? { page } : {}),
    columns,
    presentation: { lang: langOf(record), areaUnit: parsed.data.displayUnit },
  });
}
