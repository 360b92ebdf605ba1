// Printing a portfolio table: to the terminal, or as CSV (standard output with `--csv -`) and an Excel workbook.
import type { Lang } from '#shared/domain/lang';
import { formatNumber } from '#shared/format/values';
import type { Cell, TableSheet } from '#shared/export/table';
import { wordedSheets, type PortfolioTable } from '#shared/portfolio/portfolio-tables';
import type { CliContext } from './cli-context';
import type { Flags } from './command-flags';
import type { MessageId } from '#shared/messages/format-message';
import { sayIn, type Say } from '#shared/messages/say-in';
import { renderTable } from './table';
import { terminalCell } from './terminal-grid';
import { writeTableFiles } from './table-files';

/**
 * Writes what the output flags ask, every one of them: `--csv FILE` (its first sheet; `-`: standard output), `--xlsx
 * FILE` (every sheet and an About sheet, as the window's export), and `--json` to standard output (the two on
 * standard output together are refused before the run). The table is the window's own (#shared/portfolio), in the
 * language asked. Returns true when it wrote anything; the caller then prints no table.
 */
export async function writeOutputs(
  ctx: CliContext,
  flags: Flags,
  table: PortfolioTable,
  json: unknown,
  lang: Lang,
): Promise<boolean> {
  const [first, ...more] = wordedSheets(table, lang);
  const wrote = await writeTableFiles(ctx, flags, {
    sheet: first!.name,
    title: table.title,
    columns: first!.columns,
    rows: first!.rows,
    ...(first!.rowKinds ? { rowKinds: first!.rowKinds } : {}),
    ...(table.fetched ? { fetched: table.fetched } : {}),
    moreSheets: more,
    lang,
  });
  if (flags.has('json')) printJson(ctx, json);
  return wrote || flags.has('json');
}

/**
 * Rows keyed by header, in column order, each cell as every terminal table shows it: thousands grouped, percentages
 * with one decimal, times on the UAE clock ("2026-11-24 18:26", as the CSVs and workbooks), never UTC instants.
 */
export function terminalRows(sheet: Pick<TableSheet, 'columns' | 'rows'>, lang: Lang): Record<string, string>[] {
  return sheet.rows.map((row) =>
    Object.fromEntries(
      sheet.columns.map((c, i) => [c.header, terminalCell((row[i] ?? null) as Cell, c.kind, 'sqft', lang)]),
    ),
  );
}

/** The table's first sheet in the terminal. */
export function printTable(ctx: CliContext, table: PortfolioTable, lang: Lang): void {
  ctx.io.out(renderTable(sayIn(lang), terminalRows(wordedSheets(table, lang)[0]!, lang), 13, 34));
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * A figure in a terminal table, in the command's language through the window's Intl module (Hindi groups 12,50,000);
 * up to three decimals, as English printed it before. A figure not known is "—".
 */
export const fmt = (n: number | null | undefined, lang: Lang): string =>
  n === null || n === undefined ? '—' : formatNumber(n, lang, 3);

/** The column headers of the command line's own tables (messages without arguments). */
export type ColumnId = Extract<MessageId, `cli.column.${string}`>;

/** A table of rows keyed by column, its headers worded in the command's language. */
export function wordedTable(
  say: Say,
  headers: Readonly<Record<string, ColumnId>>,
  rows: readonly Record<string, string | number>[],
  maxColumns: number,
  width: number,
): string {
  return renderTable(say, rows, maxColumns, width, (key) => {
    const id = headers[key];
    return id === undefined ? key : say(id);
  });
}
