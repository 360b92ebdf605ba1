// How each `aqar` command writes what it found (--json, --csv FILE, --xlsx FILE, --all-pages): one table read by
// both the help texts and the check that refuses an output flag a command would otherwise silently ignore. The help's
// words are messages; this module names them and imports no catalogue (main.ts loads it for every command).
import { LANGS } from '#shared/domain/lang';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { MessageId } from '#shared/messages/catalogue';
import type { Say } from '#shared/messages/say-in';
import { OPERATION_NAMES, isPagedOperation, type OperationName } from '#shared/data-service/operations';

export const OUTPUT_FLAGS = ['json', 'csv', 'xlsx', 'pdf', 'display-unit', 'all-pages'] as const;
export type OutputFlag = (typeof OUTPUT_FLAGS)[number];

const JSON_ONLY: readonly OutputFlag[] = ['json'];
const TABLES: readonly OutputFlag[] = ['json', 'csv', 'xlsx'];
/** Commands that list records of the data service: the grid's exports. */
const RECORDS: readonly OutputFlag[] = ['json', 'csv', 'xlsx', 'display-unit'];

const COMMANDS: Readonly<Record<string, readonly OutputFlag[]>> = {
  'saved add': JSON_ONLY,
  'saved list': JSON_ONLY,
  'saved run': [...RECORDS, 'all-pages'],
  'saved rename': JSON_ONLY,
  'saved duplicate': JSON_ONLY,
  'saved delete': [],
  'saved export': [],
  'saved import': JSON_ONLY,
  'watch add': JSON_ONLY,
  'watch list': JSON_ONLY,
  'watch remove': JSON_ONLY,
  'alerts add': JSON_ONLY,
  'alerts list': JSON_ONLY,
  'alerts check': JSON_ONLY,
  'alerts inbox': JSON_ONLY,
  'alerts remove': JSON_ONLY,
  radar: TABLES,
  snapshot: JSON_ONLY,
  history: TABLES,
  diff: TABLES,
  portfolio: TABLES,
  share: TABLES,
  market: TABLES,
  'compare add': JSON_ONLY,
  'compare list': JSON_ONLY,
  'compare remove': JSON_ONLY,
  'compare clear': JSON_ONLY,
  'compare show': JSON_ONLY,
  'compare export': ['csv', 'xlsx', 'display-unit'],
  usage: JSON_ONLY,
  'same-unit': JSON_ONLY,
  'report cma': [...TABLES, 'pdf'],
  'report list': JSON_ONLY,
  'report show': [...TABLES, 'pdf'],
  'report rerun': JSON_ONLY,
  'report history': JSON_ONLY,
  'report duplicate': JSON_ONLY,
  'report rename': JSON_ONLY,
  'report remove': JSON_ONLY,
  'cache stats': [],
  'cache purge': [],
  'key set': [],
  'key clear': [],
  'key status': [],
  'workspace status': JSON_ONLY,
  'workspace restore': JSON_ONLY,
  'workspace backup': JSON_ONLY,
  'workspace start-new': JSON_ONLY,
  'brand show': JSON_ONLY,
  'brand set': JSON_ONLY,
  'team join': JSON_ONLY,
  'team status': JSON_ONLY,
  'team sync': JSON_ONLY,
  'team leave': JSON_ONLY,
  'team members': JSON_ONLY,
  'notes list': JSON_ONLY,
  'notes add': JSON_ONLY,
  'notes edit': JSON_ONLY,
  'notes remove': JSON_ONLY,
};

/** Commands whose action (the second word) decides what they take. */
const WITH_ACTIONS = new Set([
  'alerts',
  'saved',
  'watch',
  'compare',
  'cache',
  'key',
  'workspace',
  'report',
  'brand',
  'team',
  'notes',
]);

export function isOperation(word: string): word is OperationName {
  return (OPERATION_NAMES as string[]).includes(word);
}

/** The command as the table names it: "history", "saved run", "search-property"; null when not one. */
export function commandKey(words: readonly string[]): string | null {
  const [command, action] = words;
  if (!command) return null;
  if (isOperation(command)) return command;
  const key = WITH_ACTIONS.has(command) ? `${command} ${action ?? ''}` : command;
  return key in COMMANDS ? key : null;
}

/** The output flags a command takes; null for a command (or action) that is not one. */
export function outputsOf(key: string): readonly OutputFlag[] | null {
  if (isOperation(key)) return isPagedOperation(key) ? [...RECORDS, 'all-pages'] : RECORDS;
  return COMMANDS[key] ?? null;
}

/** Every command of the table, by key (the operations included). */
export function outputCommands(): string[] {
  return [...OPERATION_NAMES, ...Object.keys(COMMANDS)];
}

/** Refuses an output flag the command does not take, instead of ignoring it; says what it writes instead. */
export function refuseOutputs(words: readonly string[], flags: ReadonlyMap<string, string | true>): void {
  const key = commandKey(words);
  const takes = key === null ? null : outputsOf(key);
  if (takes === null || key === null) return;
  const extra = OUTPUT_FLAGS.find((flag) => flags.has(flag) && !takes.includes(flag));
  if (!extra) return refuseTwoOnStdout(flags);
  const instead = takes
    .filter((f) => f !== 'display-unit')
    .map((f) => `--${f}${f === 'csv' || f === 'xlsx' || f === 'pdf' ? ' FILE' : ''}`);
  throw new AppFailure(
    'validation',
    instead.length
      ? ref('error.cli.outputRefused', { command: key, flag: extra, outputs: instead.join(', ') })
      : ref('error.cli.outputRefusedNone', { command: key, flag: extra }),
    { field: extra },
  );
}

/**
 * Every output flag a command takes is honoured: files go to their files and --json to standard output. Two outputs
 * cannot both own standard output (a script could not split JSON from CSV), so `--json` with `--csv -` is refused.
 */
function refuseTwoOnStdout(flags: ReadonlyMap<string, string | true>): void {
  if (!flags.has('json') || flags.get('csv') !== '-') return;
  throw new AppFailure('validation', ref('error.cli.jsonAndCsvStdout'), { field: 'csv' });
}

/** Each output flag as its help line shows it (the flag, padded to the column of its words) and what it does. */
const LINES = {
  json: ['--json                 ', 'cli.help.output.json'],
  csv: ['--csv FILE             ', 'cli.help.output.csv'],
  xlsx: ['--xlsx FILE            ', 'cli.help.output.xlsx'],
  pdf: ['--pdf FILE             ', (say) => say('cli.help.output.pdf', { langs: LANGS.join('|') })],
  'display-unit': ['--display-unit sqft|sqm   ', 'cli.help.output.displayUnit'],
  'all-pages': ['--all-pages            ', 'cli.help.output.allPages'],
} as const satisfies Readonly<Record<OutputFlag, readonly [string, MessageId | ((say: Say) => string)]>>;

/** The "Output:" section of a command's help, in the language of `say`: exactly the output flags it takes. */
export function outputHelp(key: string, say: Say): string {
  const takes = outputsOf(key) ?? [];
  if (takes.length === 0) return say('cli.help.output.none');
  const words = (f: OutputFlag): string => {
    const what = LINES[f][1];
    return typeof what === 'function' ? what(say) : say(what);
  };
  return `${say('cli.help.output.heading')}\n${takes.map((f) => `  ${LINES[f][0]}${words(f)}`).join('\n')}`;
}
