// Splits a command line into positional words and --flags (`--name value`, `--name=value`, bare `--switch`);
// words after a lone `--` are kept as they are (`aqar saved add NAME -- search-property --purpose for-rent`).
import { AppFailure } from '#shared/errors';

export interface ParsedArgv {
  positionals: string[];
  flags: Map<string, string | true>;
  /** The words after `--`, unparsed. */
  rest: string[];
}

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
]);

export function parseArgv(argv: readonly string[]): ParsedArgv {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === '--') return { positionals, flags, rest: argv.slice(i + 1) };
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
    if (flags.has(name)) throw new AppFailure('validation', `--${name} is given twice.`, { field: name });
    if (eq > 0) flags.set(name, word.slice(eq + 1));
    else if (SWITCHES.has(name)) flags.set(name, true);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--'))
        throw new AppFailure('validation', `--${name} needs a value.`, { field: name });
      flags.set(name, value);
      i++;
    }
  }
  return { positionals, flags, rest: [] };
}
