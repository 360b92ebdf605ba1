// What the compiled CLI answers before loading itself: the overview, a command's --help and the version, from the
// table the build made with the CLI's own help (help-table.ts). Only the plain forms are answered here (`aqar`,
// `aqar --help`, `aqar help …`, `aqar WORDS --help`, `aqar --version`); anything else, flags among the words
// included, is the CLI's to read and answer, so both always say the same.
import { EXIT } from './exit-codes';
import type { HelpTable } from './help-table';

export interface QuickAnswer {
  text: string;
  code: number;
}

/** A help table read from its file, checked by hand: a schema library would cost more to load than the answer. */
export function isHelpTable(value: unknown): value is HelpTable {
  if (typeof value !== 'object' || value === null) return false;
  const { version, texts, anyAction } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    typeof texts === 'object' &&
    texts !== null &&
    Object.values(texts).every((t) => typeof t === 'string') &&
    Array.isArray(anyAction) &&
    anyAction.every((w) => typeof w === 'string')
  );
}

function isHelpFlag(word: string | undefined): boolean {
  return word === '--help' || word === '-h';
}

/** The help of `aqar WORDS --help` from the table, or null when the table does not hold it. */
function helpOf(table: HelpTable, [word, action]: readonly string[]): string | null {
  if (word === undefined) return table.texts[''] ?? null;
  if (action !== undefined && table.texts[`${word} ${action}`] !== undefined) return table.texts[`${word} ${action}`]!;
  if (action !== undefined && !table.anyAction.includes(word)) return null;
  return table.texts[word] ?? null;
}

export function quickAnswer(argv: readonly string[], table: HelpTable): QuickAnswer | null {
  if (argv.length === 1 && argv[0] === '--version') return { text: `aqar ${table.version}`, code: EXIT.ok };
  const help = isHelpFlag(argv[argv.length - 1]);
  const words = help ? argv.slice(0, -1) : argv;
  if (words.some((w) => w.startsWith('-'))) return null;
  const main = table.texts[''];
  if (main === undefined) return null;
  // `aqar` alone prints the overview as a usage error; `aqar help …` and `aqar --help` as asked for.
  if (words.length === 0) return { text: main, code: help ? EXIT.ok : EXIT.usage };
  if (words[0] === 'help') return { text: main, code: EXIT.ok };
  if (!help) return null;
  const text = helpOf(table, words);
  return text === null ? null : { text, code: EXIT.ok };
}
