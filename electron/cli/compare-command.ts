// `aqar compare …`: the compare panel from a terminal, through the same channels: pin and unpin items (by id, or
// by name for places, agencies, agents and developers), list the pins, show the comparison, export it.
import { resolve } from 'node:path';
import { AppFailure } from '#shared/errors';
import { COMPARE_KINDS, type CompareKind, type ComparisonView, type PinsView } from '#shared/ipc/contract';
import { LANGS, type Lang } from '#shared/domain/lang';
import { AREA_UNITS, type AreaUnit } from '#shared/settings';
import type { CliContext } from './cli-context';
import { invoke } from './invoke';
import { resolveNames } from './resolve-names';
import { terminalSafe } from './terminal-text';

export const COMPARE_USAGE = `Usage:
  aqar compare add KIND ID… | aqar compare add KIND --name NAME   (places, agencies, agents, developers by name)
  aqar compare list KIND [--json]
  aqar compare remove KIND ID
  aqar compare clear KIND
  aqar compare show KIND [--lang en|ar|ru|zh] [--refresh] [--json]
  aqar compare export KIND --xlsx FILE | --csv FILE [--lang …] [--display-unit sqft|sqm]
KIND is one of ${COMPARE_KINDS.join(', ')}.`;

function usage(message: string, field = 'action'): AppFailure {
  return new AppFailure('validation', `${message}\n${COMPARE_USAGE}`, { field });
}

function kindOf(word: string | undefined): CompareKind {
  if (!word || !(COMPARE_KINDS as readonly string[]).includes(word)) throw usage(`Name a kind to compare.`, 'kind');
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
    throw new AppFailure('validation', `--${name} must be one of ${allowed.join(', ')}.`, { field: name });
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
      return resolveNames(ctx, 'search-property', 'location', name);
    case 'agency':
      return resolveNames(ctx, 'agency-details', 'agency', name);
    case 'agent':
      return resolveNames(ctx, 'agent-details', 'agent', name);
    case 'developer':
      return resolveNames(ctx, 'search-new-projects', 'developer', name);
    default:
      throw usage(`--name works for places, agencies, agents and developers; give ${kind} ids.`, 'name');
  }
}

function printPins(ctx: CliContext, view: PinsView, json: boolean): void {
  if (json) return void ctx.io.out(`${JSON.stringify(view, null, 2)}\n`);
  if (view.pins.length === 0) return void ctx.io.out(`No ${view.kind} is pinned.\n`);
  ctx.io.out(`${view.pins.map((p) => `${p.position + 1}. ${terminalSafe(p.label)} (${p.id})`).join('\n')}\n`);
  ctx.io.err(`${view.pins.length} of at most ${view.max} pinned.`);
}

function printComparison(ctx: CliContext, view: ComparisonView): void {
  const cell = (v: unknown): string => (v === null || v === undefined ? '—' : terminalSafe(String(v)));
  const lines = view.rows.map((row) => {
    const values = row.values.map(
      (v, i) =>
        `${row.best?.items.includes(i) ? '*' : ''}${cell(v)}${row.partial?.[i] ? ' (sample)' : ''}${row.differs[i] ? '!' : ''}`,
    );
    return `${row.label}: ${values.join(' | ')}${row.best ? `   (best: ${row.best.statement})` : ''}`;
  });
  ctx.io.out(`${view.items.map((i, n) => `[${n + 1}] ${terminalSafe(i.label)}`).join('   ')}\n${lines.join('\n')}\n`);
  ctx.io.err('* best value, ! differs from the rest of its row');
  if (view.rows.some((r) => r.partial?.some(Boolean))) {
    ctx.io.err('(sample): from the few listings the offline cache holds, not all of them (--json has each note)');
  }
  for (const warning of view.warnings) ctx.io.err(`warning: ${warning}`);
}

export async function runCompareCommand(
  ctx: CliContext,
  words: readonly string[],
  flags: ReadonlyMap<string, string | true>,
): Promise<void> {
  const [action, kindWord, ...rest] = words;
  const kind = kindOf(kindWord);
  const json = flags.has('json');
  const lang = option<Lang>(flags, 'lang', LANGS, 'en');
  switch (action) {
    case 'add': {
      const ids = await idsToAdd(ctx, kind, rest, flags.get('name'));
      if (ids.length === 0) throw usage('Name what to pin.', 'id');
      let view: PinsView | null = null;
      for (const id of ids) view = await invoke(ctx, 'compare:pin', { kind, id });
      return printPins(ctx, view!, json);
    }
    case 'list':
      return printPins(ctx, await invoke(ctx, 'compare:list', { kind }), json);
    case 'remove':
      if (!rest[0]) throw usage('Name the id to remove.', 'id');
      return printPins(ctx, await invoke(ctx, 'compare:unpin', { kind, id: rest[0] }), json);
    case 'clear':
      return printPins(ctx, await invoke(ctx, 'compare:clear', { kind }), json);
    case 'show': {
      const view = await invoke(ctx, 'compare:view', { kind, lang, refresh: flags.has('refresh') });
      if (json) return void ctx.io.out(`${JSON.stringify(view, null, 2)}\n`);
      return printComparison(ctx, view);
    }
    case 'export': {
      const xlsx = flags.get('xlsx');
      const csv = flags.get('csv');
      const file = typeof xlsx === 'string' ? xlsx : typeof csv === 'string' ? csv : null;
      if (!file || file === '-') throw usage('Name the file: --xlsx FILE or --csv FILE.', 'xlsx');
      const areaUnit = option<AreaUnit>(flags, 'display-unit', AREA_UNITS, 'sqft');
      const written = await invoke(ctx, 'compare:export', {
        kind,
        format: typeof xlsx === 'string' ? 'xlsx' : 'csv',
        destination: { kind: 'path', path: resolve(file) },
        presentation: { lang, areaUnit },
      });
      ctx.io.err(`${written.rows} row(s) written to ${file}`);
      return;
    }
    default:
      throw usage(`Unknown compare action "${action ?? ''}".`);
  }
}
