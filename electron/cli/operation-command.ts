// `aqar <operation> --param value …`: one command per data-service operation, flags derived from the contract.
import { allSaid } from './said';
import type { Say } from '#shared/messages/say-in';
import { uaeTimeText } from '#core/export/cell-values';
import { AppFailure, saidOf } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { OperationInput, OperationName } from '#shared/data-service/operations';
import type { CliContext } from './cli-context';
import { assertNotSilentlyEmpty, collect, type Collected } from './collect';
import type { PickedName } from '#shared/domain/saved-query';
import { checkOperationFlags, readOperationFlags } from './operation-flags';
import { resolveNamed } from './resolve-names';
import { renderColumns, renderTable } from './table';
import { terminalGrid, type GridLanguages } from './terminal-grid';
import { dataLangFor } from '#shared/domain/lang';
import { yearlyRentOrder } from '#shared/grid/rent-order';
import { displayUnitOf, langOf, writeGridCsv, writeWorkbook } from './grid-export';

/**
 * The operation's parameters from its flags, checked before anything is sent; then the names given for ids are
 * looked up (the names chosen are added to `picks`).
 */
export async function buildParams(
  ctx: CliContext,
  operation: OperationName,
  flags: ReadonlyMap<string, string | true>,
  picks: PickedName[] = [],
) {
  const read = readOperationFlags(operation, flags);
  checkOperationFlags(operation, read);
  const params: Record<string, unknown> = { ...read.params };
  for (const { flag, target, value } of read.named) {
    const named = await resolveNamed(ctx, operation, flag, value);
    const ids = named.map((n) => n.externalID);
    params[target] = target.endsWith('_ids') ? ids.join(',') : ids[0];
    for (const n of named) picks.push({ param: target, id: n.externalID, name: n.name });
  }
  return params as OperationInput<OperationName>;
}

export async function runOperation(
  ctx: CliContext,
  operation: OperationName,
  flags: ReadonlyMap<string, string | true>,
): Promise<void> {
  const params = await buildParams(ctx, operation, flags);
  let got: Collected;
  try {
    got = await collectAndPrint(ctx, operation, params, flags);
  } catch (error) {
    throw withRecordAsked(error, params);
  }
  // The rows that could be had are out; the exit code still tells a script what went wrong.
  if (got.failure) throw withRecordAsked(new AppFailure(got.failure.code, saidOf(got.failure)), params);
}

/** A "no such record" names the record asked for ("agency_id 0"), which the service's 404 does not. */
function withRecordAsked(error: unknown, params: Record<string, unknown>): unknown {
  if (!(error instanceof AppFailure) || error.appError.code !== 'not-found') return error;
  // A refusal that names its flag itself (a place id no result lies in) says what was asked already.
  if (error.appError.field !== undefined) return error;
  const asked = Object.entries(params)
    .filter(([key, value]) => /(^|_)ids?$/.test(key) && value !== undefined)
    .map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(',') : String(value)}`);
  return asked.length === 0
    ? error
    : new AppFailure('not-found', ref('error.cli.askedFor', { said: saidOf(error.appError), asked: asked.join('; ') }));
}

/** Why a rent search of any period by price is printed by rent per year (the window's note, in the CLI's words). */
function rentOrderLine(say: Say, got: Collected, flags: ReadonlyMap<string, string | true>): string {
  const held = got.records.length;
  const all = got.total !== null && held >= got.total;
  return say('cli.operation.rentOrder', {
    all: all ? 'yes' : 'no',
    held,
    more: all || flags.has('all-pages') ? 'no' : 'yes',
    total: got.total ?? held,
  });
}

/**
 * The languages of a search's terminal table: `--lang` heads it and formats its figures, and then the records' texts
 * are picked as the window picks them for that language unless `--langs` asked for one. Without `--lang`, the table
 * is in the language of `--langs` (English by default), as it always was.
 */
function gridLanguages(
  ctx: CliContext,
  params: OperationInput<OperationName>,
  flags: ReadonlyMap<string, string | true>,
): GridLanguages {
  const asked = params as Record<string, unknown>;
  const dataLang = langOf(asked);
  if (!flags.has('lang')) return { lang: dataLang, dataLang: dataLangFor(dataLang) };
  return { lang: ctx.lang, dataLang: asked.langs === undefined ? dataLangFor(ctx.lang) : dataLangFor(dataLang) };
}

/** Runs one search and prints its records (table, --json or --csv FILE); a saved search runs through here too. */
export async function collectAndPrint(
  ctx: CliContext,
  operation: OperationName,
  params: OperationInput<OperationName>,
  flags: ReadonlyMap<string, string | true>,
): Promise<Collected> {
  const got = await collect(ctx, operation, params, { allPages: flags.has('all-pages') });
  assertNotSilentlyEmpty(got);
  // The failure, when there is one, is told once: as the command's error line at the end, not also as a warning.
  for (const warning of got.shown) {
    if (warning !== got.failure?.message) ctx.io.err(ctx.say('cli.warning', { warning }));
  }
  if (!flags.has('json') && yearlyRentOrder(operation, params) !== null) ctx.io.err(rentOrderLine(ctx.say, got, flags));
  const csv = flags.get('csv');
  await writeGridCsv(ctx, operation, params, got.records, flags);
  const xlsx = flags.get('xlsx');
  if (xlsx !== undefined) {
    const written = await writeWorkbook(ctx, operation, params, flags, flags.has('all-pages'));
    for (const warning of allSaid(written.warnings, ctx.lang)) ctx.io.err(ctx.say('cli.warning', { warning }));
    const file = written.saved.kind === 'file' ? written.saved.path : written.fileName;
    ctx.io.err(ctx.say('cli.rowsWritten', { rows: written.rows, file }));
  }
  if (flags.has('json')) {
    ctx.io.out(
      `${JSON.stringify({ operation, params, provenance: got.provenance, warnings: got.warnings, total: got.total, records: got.single ? undefined : got.records, record: got.single ? got.records[0] : undefined }, null, 2)}\n`,
    );
  } else if (typeof csv !== 'string' && xlsx === undefined) {
    // One record (its details) reads as its fields; a list in the grid's columns, headers and values.
    ctx.io.out(
      got.single
        ? renderTable(ctx.say, got.records)
        : (() => {
            const { headers, rows } = terminalGrid(
              operation,
              params,
              got.records,
              displayUnitOf(flags),
              gridLanguages(ctx, params, flags),
            );
            return renderColumns(ctx.say, headers, rows);
          })(),
    );
    ctx.io.err(
      ctx.say('cli.operation.shown', {
        single: got.single ? 'yes' : 'no',
        shown: got.records.length,
        total: got.total ?? got.records.length,
        source: got.provenance.source,
        cache: got.provenance.fromCache ? 'yes' : 'no',
        at: uaeTimeText(got.provenance.fetchedAt),
      }),
    );
  }
  return got;
}
