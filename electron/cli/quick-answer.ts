// What the compiled CLI answers before loading itself: the overview, a command's --help and the version, from the
// table the build made with the CLI's own help (help-table.ts) in the language `--lang` asks. Only the plain forms
// are answered here (`aqar`, `aqar --help`, `aqar help …`, `aqar WORDS --help`, `aqar --version`, each with or
// without one `--lang L`); anything else, other flags among the words included, is the CLI's to read and answer, so
// both always say the same.
import { EXIT } from './exit-codes';
import type { HelpTable } from './help-table';

export interface QuickAnswer {
  text: string;
  code: number;
}

/** A help table read from its file, checked by hand: a schema library would cost more to load than the answer. */
export function isHelpTable(value: unknown): value is HelpTable {
  if (typeof value !== 'object' || value === null) return false;
  const { version, lang, texts, anyAction } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    typeof lang === 'string' &&
    typeof texts === 'object' &&
    texts !== null &&
    Object.values(texts).every((t) => typeof t === 'string') &&
    Array.isArray(anyAction) &&
    anyAction.every((w) => typeof w === 'string')
  );
}

/** The file of a language's help table beside the compiled CLI: help.json for English, help.<lang>.json otherwise. */
export function helpFileName(lang: string): string {
  return lang === 'en' ? 'help.json' : `help.${lang}.json`;
}

/** Where `--lang L` or `--lang=L` is on the command line: its first word, how many words it takes and its value. */
function langFlagOf(argv: readonly string[]): { at: number; words: number; value: string | undefined } | null {
  const at = argv.findIndex((w) => w === '--lang' || w.startsWith('--lang='));
  if (at < 0) return null;
  const word = argv[at]!;
  return word === '--lang' ? { at, words: 2, value: argv[at + 1] } : { at, words: 1, value: word.slice(7) };
}

/**
 * The language whose table may answer this command line: English without `--lang`, the code it names otherwise; null
 * when its value is no language code (the CLI then says what is wrong, or words it in English).
 */
export function helpLang(argv: readonly string[]): string | null {
  const flag = langFlagOf(argv);
  if (flag === null) return 'en';
  return flag.value !== undefined && /^[a-z]{2,3}$/.test(flag.value) ? flag.value : null;
}

/** The command line without its `--lang` of the table's language (the words a table answers are the same in each). */
function withoutLang(argv: readonly string[], lang: string): readonly string[] {
  const flag = langFlagOf(argv);
  if (flag === null || flag.value !== lang) return argv;
  return [...argv.slice(0, flag.at), ...argv.slice(flag.at + flag.words)];
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

export function quickAnswer(asTyped: readonly string[], table: HelpTable): QuickAnswer | null {
  const argv = withoutLang(asTyped, table.lang);
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
