// Splits a command line into positional words and --flags (`--name value`, `--name=value`, bare `--switch`). A flag
// may be given twice only where the command allows it (`aqar market … --location A --location B`); words after a
// lone `--` are kept as they are (`aqar saved add NAME -- search-property --purpose for-rent`).
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { stripBidiControls } from '#shared/text/bidi-controls';

export interface ParsedArgv {
  positionals: string[];
  /** Each flag's value; for a repeated flag, its first. */
  flags: Map<string, string | true>;
  /** The words after `--`, unparsed. */
  rest: string[];
  /** Every value of each valued flag, in order. */
  lists: Map<string, string[]>;
}

/** Whether a flag may repeat, given the positional words read before it. */
export type RepeatRule = (positionals: readonly string[], flag: string) => boolean;

/** `aqar market …` takes several places as repeated --location flags. */
export const MARKET_REPEATS: RepeatRule = (positionals, flag) => positionals[0] === 'market' && flag === 'location';

/** Flags that never take a value. */
export const SWITCHES: ReadonlySet<string> = new Set([
  'json',
  'demo',
  'live',
  'offline',
  'refresh',
  'all-pages',
  'help',
  'yes',
  'quiet',
  'stdin',
  'all',
  'keep-outliers',
  'keep',
  'version',
  // aqar alerts add: what a rule watches for.
  'new-listings',
  'back-on-market',
  'gone',
  'new-projects',
  'new-transactions',
  'remove-logo',
  'remove-photo',
  // aqar saved add … --team, aqar watch add … --team: share it with the team.
  'team',
]);

/**
 * A word of the command line, a flag's name read without bidirectional controls: a flag copied from an Arabic
 * sentence or help brings the isolates that keep it one left-to-right run there (`\u2068--agency\u2069`), and no
 * flag name means anything with them. Values and other words stay as typed: a text holding such controls is
 * refused where it is read, with the reason, never changed behind the broker's back.
 */
export function typedWord(word: string): string {
  const bare = stripBidiControls(word);
  if (bare === word || !bare.startsWith('--')) return word;
  const eq = word.indexOf('=');
  return eq < 0 ? bare : `${stripBidiControls(word.slice(0, eq))}${word.slice(eq)}`;
}

export function parseArgv(argv: readonly string[], repeats: RepeatRule = () => false): ParsedArgv {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  const lists = new Map<string, string[]>();
  const add = (name: string, value: string): void => {
    if (!flags.has(name)) flags.set(name, value);
    lists.set(name, [...(lists.get(name) ?? []), value]);
  };
  for (let i = 0; i < argv.length; i++) {
    const word = typedWord(argv[i]!);
    if (word === '--') return { positionals, flags, lists, rest: argv.slice(i + 1) };
    if (word === '-h') {
      flags.set('help', true);
      continue;
    }
    if (!word.startsWith('--')) {
      positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = (eq > 0 ? word.slice(2, eq) : word.slice(2)).replaceAll('_', '-');
    if (flags.has(name) && !(lists.has(name) && repeats(positionals, name)))
      throw new AppFailure('validation', ref('error.cli.flagTwice', { flag: name }), { field: name });
    if (eq > 0) add(name, word.slice(eq + 1));
    else if (SWITCHES.has(name)) flags.set(name, true);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new AppFailure('validation', ref('error.cli.flagNeedsValue', { flag: name }), { field: name });
      add(name, value);
      i++;
    }
  }
  return { positionals, flags, lists, rest: [] };
}
