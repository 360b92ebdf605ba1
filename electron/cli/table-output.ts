// Printing a portfolio table: to the terminal, or as CSV to a file (or standard output with `--csv -`).
import { writeFileSync } from 'node:fs';
import { labelledRows, type ExportTable } from '#core/portfolio/history-tables';
import type { CliContext } from './cli-context';
import type { Flags } from './command-flags';
import { toCsv } from './csv';
import { renderTable } from './table';

/** Writes `--csv FILE` when given; returns true when it did (the caller then prints nothing else to stdout). */
export function writeCsvIfAsked(ctx: CliContext, table: ExportTable, flags: Flags): boolean {
  const csv = flags.get('csv');
  if (typeof csv !== 'string') return false;
  const text = toCsv(labelledRows(table));
  if (csv === '-') ctx.io.out(text);
  else {
    writeFileSync(csv, text);
    ctx.io.err(`${table.rows.length} row(s) written to ${csv}`);
  }
  return true;
}

export function printTable(ctx: CliContext, table: ExportTable): void {
  ctx.io.out(renderTable(labelledRows(table), 12, 34));
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.io.out(`${JSON.stringify(value, null, 2)}\n`);
}

export const fmt = (n: number | null | undefined): string =>
  n === null || n === undefined ? '—' : n.toLocaleString('en');
