// `aqar compare …`: the compare panel from a terminal, through the same channels: pin and unpin items (by id, or
// by name for places, agencies, agents and developers), list the pins, show the comparison, export it.
import { allSaid } from './said';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AppFailure } from '#shared/errors';
import { sayIn, type Say } from '#shared/messages/say-in';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import {
  COMPARE_KINDS,
  MAX_PINS,
  type CompareKind,
  type ComparisonRow,
  type ComparisonView,
  type PinsView,
} from '#shared/ipc/contract';
import { bestStatement, codedValue, measureName } from '#shared/compare/comparison-names';
import { formatMessage } from '#shared/messages/messages';
import { LANGS, type Lang } from '#shared/domain/lang';
import { AREA_UNITS, type AreaUnit } from '#shared/settings';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';
import { resolveNames } from './resolve-names';
import { terminalCell } from './terminal-grid';
import { terminalSafe } from './terminal-text';
import { runCompareBoardCommand } from './compare-board-command';
import { compareUsage } from './compare-usage';

/** Kinds `compare add --name` finds by name. */
const NAMED_KINDS: readonly CompareKind[] = ['place', 'agency', 'agent', 'developer'];

/** A refusal that says why and quotes the usage lines, their notes in the language errors are worded in. */
function usage(say: Say, why: MessageRef, field = 'action'): AppFailure {
  return new AppFailure(
    'validation',
    ref('error.cli.compare.usage', { why, usage: ref('error.cli.usage', { lines: compareUsage(say) }) }),
    { field },
  );
}

function kindOf(word: string | undefined, say: Say): CompareKind {
  if (!word || !(COMPARE_KINDS as readonly string[]).includes(word)) {
    throw usage(say, ref('error.cli.compare.kind'), 'kind');
  }
  return word as CompareKind;
}

function option<T extends string>(
  flags: ReadonlyMap<string, string | true>,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  const value = flags.get(name);
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new AppFailure('validation', ref('error.cli.mustBeOneOf', { flag: name, values: allowed.join(', ') }), {
      field: name,
    });
  }
  return value as T;
}

/** The ids an `add` names: given as words, or found by name (places, agencies, agents, developers). */
async function idsToAdd(
  ctx: CliContext,
  kind: CompareKind,
  words: string[],
  name: string | true | undefined,
): Promise<string[]> {
  if (typeof name !== 'string') return words;
  switch (kind) {
    case 'place':
      return resolveNames(ctx, 'search-property', 'location', name, 'name');
    case 'agency':
      return resolveNames(ctx, 'agency-details', 'agency', name, 'name');
    case 'agent':
      return resolveNames(ctx, 'agent-details', 'agent', name, 'name');
    case 'developer':
      return resolveNames(ctx, 'search-new-projects', 'developer', name, 'name');
    default:
      throw usage(ctx.say, ref('error.cli.compare.nameKinds', { kind }), 'name');
  }
}

function printPins(ctx: CliContext, view: PinsView, json: boolean, lang: Lang): void {
  if (json) return void ctx.io.out(`${JSON.stringify(view, null, 2)}\n`);
  const say = sayIn(lang);
  if (view.pins.length === 0) return void ctx.io.out(`${say('cli.compare.nonePinned', { kind: view.kind })}\n`);
  ctx.io.out(`${view.pins.map((p) => `${p.position + 1}. ${terminalSafe(p.label)} (${p.id})`).join('\n')}\n`);
  ctx.io.err(say('cli.compare.pinnedCount', { count: view.pins.length, max: view.max }));
}

/**
 * The comparison as lines, one per measure. Given --lang, the measure names and the best statements are the panel's
 * words in that language (shared with the workbook); without it, the core's English labels, as before.
 */
function printComparison(ctx: CliContext, view: ComparisonView, lang: Lang | null): void {
  // Codes and yes/no in words, English without --lang ("Type: apartments", "Verified: false" read as data dumps).
  const words = lang ?? 'en';
  const say = sayIn(words);
  if (view.items.length === 0) {
    // A table of blank measure rows would claim a comparison; there is none to show.
    ctx.io.out(`${say('cli.compare.nothingPinned', { kind: view.kind })}\n`);
    const pin = { max: MAX_PINS, kind: view.kind };
    ctx.io.err(
      NAMED_KINDS.includes(view.kind) ? say('cli.compare.howToPinByName', pin) : say('cli.compare.howToPin', pin),
    );
    return;
  }
  const cell = (v: unknown): string => (v === null || v === undefined ? '—' : terminalSafe(String(v)));
  const shown = (row: ComparisonRow, v: unknown): string =>
    typeof v === 'string'
      ? cell(codedValue(row.id, v, words))
      : typeof v === 'boolean'
        ? cell(formatMessage(words, v ? 'comparison.yes' : 'comparison.no'))
        : typeof v === 'number'
          ? // "7,248,000" and "76%", not 7248000 and 0.76: the figures as every other terminal table shows them.
            terminalCell(v, row.kind, 'sqft', words)
          : cell(v);
  const lines = view.rows.map((row) => {
    const values = row.values.map(
      (v, i) =>
        `${row.best?.items.includes(i) ? '*' : ''}${shown(row, v)}${row.partial?.[i] ? say('cli.compare.sample') : ''}${row.differs[i] ? '!' : ''}`,
    );
    // Values are in sq ft (the view's unit), so the names say sq ft too.
    const name = lang === null ? row.label : measureName(row, view.kind, lang, 'sqft');
    const statement = lang === null ? row.best?.statement : bestStatement(row, lang);
    const best = lang === null ? 'best' : formatMessage(lang, 'comparison.best');
    // Listing titles hold "|" themselves ("Elegant 1 Bedroom | Below Market Price"): items are set apart by "│".
    const line = { name, values: values.join(' │ '), allDiffer: row.allDiffer ? 'yes' : 'no' } as const;
    return row.best && statement
      ? say('cli.compare.rowBest', { ...line, best, statement })
      : say('cli.compare.row', line);
  });
  // Why a figure is missing, partial or not ranked: what the panel shows under a row, said here too.
  const notes = view.rows.flatMap((row) => {
    const name = lang === null ? row.label : measureName(row, view.kind, lang, 'sqft');
    const own = (row.notes ?? []).flatMap((note, i) =>
      note ? [ref('cli.compare.itemNote', { name, item: String(i + 1), note: terminalSafe(note) })] : [],
    );
    return [...(row.note ? [ref('cli.compare.rowNote', { name, note: terminalSafe(row.note) })] : []), ...own];
  });
  ctx.io.out(`${view.items.map((i, n) => `[${n + 1}] ${terminalSafe(i.label)}`).join('   ')}\n${lines.join('\n')}\n`);
  ctx.io.err(say('cli.compare.legend'));
  if (view.rows.some((r) => r.partial?.some(Boolean))) ctx.io.err(say('cli.compare.sampleLegend'));
  for (const note of notes) ctx.io.err(say('cli.note', { note }));
  for (const warning of allSaid(view.warnings, words)) ctx.io.err(say('cli.warning', { warning }));
}

/**
 * `compare export`: every file asked is written (--xlsx FILE and --csv FILE together write both). `--csv -` sends the
 * CSV to standard output, as on every other command: the export service writes it to a file of its own first (the
 * same bytes a named file gets), then it is copied out and the file removed.
 */
async function exportComparison(
  ctx: CliContext,
  kind: CompareKind,
  lang: Lang,
  flags: ReadonlyMap<string, string | true>,
): Promise<void> {
  const formats = (['xlsx', 'csv'] as const).flatMap((format) => {
    const file = flags.get(format);
    return typeof file === 'string' ? [{ format, file }] : [];
  });
  if (formats.length === 0) throw usage(ctx.say, ref('error.cli.compare.nameFile'), 'xlsx');
  const areaUnit = option<AreaUnit>(flags, 'display-unit', AREA_UNITS, 'sqft');
  for (const { format, file } of formats) {
    const toStdout = file === '-';
    const scratch = toStdout ? mkdtempSync(join(tmpdir(), 'aqar-compare-')) : null;
    const path = scratch ? join(scratch, `comparison.${format}`) : resolve(file);
    try {
      const written = await invoke(ctx, 'compare:export', {
        kind,
        format,
        destination: { kind: 'path', path },
        presentation: { lang, areaUnit },
      });
      if (toStdout) ctx.io.out(readFileSync(path, 'utf8'));
      else ctx.io.err(ctx.say('cli.rowsWritten', { rows: written.rows, file }));
    } finally {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    }
  }
}

export async function runCompareCommand(
  ctx: CliContext,
  words: readonly string[],
  flags: ReadonlyMap<string, string | true>,
): Promise<void> {
  const [action, kindWord, ...rest] = words;
  if (action === 'board') {
    return runCompareBoardCommand(ctx, words.slice(1), flags);
  }
  const kind = kindOf(kindWord, ctx.say);
  const json = flags.has('json');
  const lang = option<Lang>(flags, 'lang', LANGS, 'en');
  switch (action) {
    case 'add': {
      const ids = await idsToAdd(ctx, kind, rest, flags.get('name'));
      if (ids.length === 0) throw usage(ctx.say, ref('error.cli.compare.whatToPin'), 'id');
      let view: PinsView | null = null;
      const pinned: string[] = [];
      for (const id of ids) {
        try {
          view = await invoke(ctx, 'compare:pin', { kind, id });
          pinned.push(id);
        } catch (error) {
          // Those pinned before the failure stay pinned: said, with the panel as it now is, before the failure,
          // which names the id it was about (the service's "no such record" names none).
          if (view) printPins(ctx, view, json, lang);
          const left = ids.slice(pinned.length + 1);
          ctx.io.err(
            sayIn(lang)('cli.compare.pinFailed', {
              pinnedSome: pinned.length > 0 ? 'yes' : 'no',
              pinned: pinned.join(', '),
              id,
              someLeft: left.length > 0 ? 'yes' : 'no',
              left: left.join(', '),
            }),
          );
          throw error;
        }
      }
      return printPins(ctx, view!, json, lang);
    }
    case 'list':
      return printPins(ctx, await invoke(ctx, 'compare:list', { kind }), json, lang);
    case 'remove':
      if (!rest[0]) throw usage(ctx.say, ref('error.cli.compare.idToRemove'), 'id');
      return printPins(ctx, await invoke(ctx, 'compare:unpin', { kind, id: rest[0] }), json, lang);
    case 'clear': {
      // Said as what happened ("4 agencies removed"), not as a list that is now empty.
      const before = (await invoke(ctx, 'compare:list', { kind })).pins.length;
      const view = await invoke(ctx, 'compare:clear', { kind });
      if (json) return printPins(ctx, view, json, lang);
      const state = before === 0 ? 'none' : 'some';
      return void ctx.io.out(`${sayIn(lang)('cli.compare.cleared', { state, count: before, kind })}\n`);
    }
    case 'show': {
      const view = await invoke(ctx, 'compare:view', { kind, lang, refresh: flags.has('refresh') });
      if (json) return void ctx.io.out(`${JSON.stringify({ ...view, warnings: allSaid(view.warnings) }, null, 2)}\n`);
      return printComparison(ctx, view, flags.has('lang') ? lang : null);
    }
    case 'export':
      return exportComparison(ctx, kind, lang, flags);
    default:
      throw usage(ctx.say, ref('error.cli.compare.unknownAction', { action: action ?? '' }));
  }
}
