// Printing a portfolio table: to the terminal, or as CSV (standard output with `--csv -`) and an Excel workbook.
import type { Cell } from '#shared/export/table';
import { typedColumnsAndRows, type ExportTable } from '#core/portfolio/history-tables';
import type { CliContext } from './cli-context';
import type { Flags } from './command-flags';
import { renderTable } from './table';
import { terminalCell } from './terminal-grid';
import { writeTableFiles, type FetchedSpan } from './table-files';

/**
 * Writes what the output flags ask, every one of them: `--csv FILE` to its file (`-`: standard output), `--xlsx
 * FILE`, and `--json` to standard output (the two on standard output together are refused before the run). Returns
 * true when it wrote anything; the caller then prints no table.
 */
export async function writeOutputs(
  ctx: CliContext,
  flags: Flags,
  table: ExportTable,
  json: unknown,
  title: string = table.name,
  fetched?: FetchedSpan,
): Promise<boolean> {
  const wrote = await writeTableFiles(ctx, flags, {
    sheet: table.name,
    title,
    ...typedColumnsAndRows(table),
    ...(fetched ? { fetched } : {}),
  });
  if (flags.has('json')) printJson(ctx, json);
  return wrote || flags.has('json');
}

/**
 * Rows keyed by header, in column order, each cell as every terminal table shows it: thousands grouped, percentages
 * with one decimal, times on the UAE clock ("2026-11-24 18:26", as the CSVs and workbooks), never UTC instants.
 */
export function terminalRows(table: ExportTable): Record<string, string>[] {
  const { columns, rows } = typedColumnsAndRows(table);
  return rows.map((row) =>
    Object.fromEntries(columns.map((c, i) => [c.header, terminalCell((row[i] ?? null) as Cell, c.kind, 'sqft', 'en')])),
  );
}

export function printTable(ctx: CliContext, table: ExportTable): void {
  ctx.io.out(renderTable(terminalRows(table), 12, 34));
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.io.out(`${JSON.stringify(value, null, 2)}\n`);
}

export const fmt = (n: number | null | undefined): string =>
  n === null || n === undefined ? '—' : n.toLocaleString('en');
