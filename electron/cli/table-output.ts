// Printing a portfolio table: to the terminal, or as CSV to a file (or standard output with `--csv -`).
import { writeFileSync } from 'node:fs';
import { labelledRows, textLabels, type ExportTable } from '#core/portfolio/history-tables';
import type { CliContext } from './cli-context';
import type { Flags } from './command-flags';
import { toCsv } from './csv';
import { renderTable } from './table';

/** The table as CSV: its header line even when it has no rows. */
export function tableCsv(table: ExportTable): string {
  return toCsv(labelledRows(table), textLabels(table));
}

/**
 * Writes what the output flags ask, every one of them: `--csv FILE` to its file (`-`: standard output) and `--json`
 * to standard output (the two on standard output together are refused before the run). Returns true when it wrote
 * anything; the caller then prints no table.
 */
export function writeOutputs(ctx: CliContext, flags: Flags, table: ExportTable, json: unknown): boolean {
  const csv = flags.get('csv');
  if (typeof csv === 'string') {
    const text = tableCsv(table);
    if (csv === '-') ctx.io.out(text);
    else {
      writeFileSync(csv, text);
      ctx.io.err(`${table.rows.length} row(s) written to ${csv}`);
    }
  }
  if (flags.has('json')) printJson(ctx, json);
  return typeof csv === 'string' || flags.has('json');
}

export function printTable(ctx: CliContext, table: ExportTable): void {
  ctx.io.out(renderTable(labelledRows(table), 12, 34));
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.io.out(`${JSON.stringify(value, null, 2)}\n`);
}

export const fmt = (n: number | null | undefined): string =>
  n === null || n === undefined ? '—' : n.toLocaleString('en');
