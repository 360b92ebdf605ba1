// The compiled CLI's quick answers (help and version from the build's table, in the language `--lang` asks) say
// exactly what the CLI itself says, with the same exit code, and leave every other command line to the CLI.
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '#shared/data-service/operations';
import { helpTable, type HelpTable } from './help-table';
import { runCli } from './main';
import { helpFileName, helpLang, isHelpTable, quickAnswer } from './quick-answer';
import type { Io } from './cli-context';

async function cli(argv: string[]): Promise<{ text: string; code: number }> {
  let text = '';
  const io: Io = {
    out: (t) => void (text += t),
    err: (t) => void (text += `[err] ${t}`),
    env: {},
    isTTY: false,
    readStdin: () => Promise.resolve(''),
  };
  const code = await runCli(argv, io);
  return { text, code };
}

const table = helpTable('en');
const arabic = helpTable('ar');

describe('quick answers of the compiled CLI', () => {
  const answered = [
    [],
    ['--help'],
    ['-h'],
    ['help'],
    ['help', 'saved'],
    ['--version'],
    ...OPERATION_NAMES.map((op) => [op, '--help']),
    ['search-property', 'extra', '--help'],
    ['market', '--help'],
    ['market', 'trends', '--help'],
    ['same-unit', '-h'],
    ['compare', '--help'],
    ['compare', 'export', '--help'],
    ['compare', 'nonsense', '--help'],
    ['saved', '--help'],
    ['saved', 'run', '--help'],
    ['saved', 'nonsense', '--help'],
    ['watch', 'add', '--help'],
    ['snapshot', '--help'],
    ['history', '--help'],
    ['cache', 'purge', '--help'],
    ['key', 'set', '--help'],
    ['usage', '--help'],
  ];

  it.each(answered.map((argv) => [argv.join(' ') || '(nothing)', argv]))(
    'aqar %s: the same text and exit code as the CLI',
    async (_name, argv) => {
      const quick = quickAnswer(argv as string[], table);
      expect(quick).not.toBeNull();
      expect(quick).toEqual(await cli(argv as string[]));
    },
  );

  const inLanguages = [
    ['--help', '--lang', 'ar'],
    ['--lang', 'ar', '--help'],
    ['--lang=ar', 'saved', 'run', '--help'],
    ['market', '--lang', 'ar', '--help'],
    ['help', '--lang', 'ar'],
    ['--lang', 'ar'],
    ['--version', '--lang', 'ar'],
    ['compare', 'export', '--help', '--lang', 'ar'],
  ];

  it.each(inLanguages.map((argv) => [argv.join(' '), argv]))(
    'aqar %s: the table of that language says what the CLI says',
    async (_name, argv) => {
      expect(helpLang(argv as string[])).toBe('ar');
      const quick = quickAnswer(argv as string[], arabic);
      expect(quick).not.toBeNull();
      expect(quick).toEqual(await cli(argv as string[]));
    },
  );

  it('reads the language from --lang, and names its file', () => {
    expect(helpLang(['--help'])).toBe('en');
    expect(helpLang(['saved', '--lang', 'hi', '--help'])).toBe('hi');
    expect(helpLang(['--help', '--lang'])).toBeNull();
    expect(helpLang(['--lang', '--help'])).toBeNull();
    expect(helpLang(['--lang=', '--help'])).toBeNull();
    expect(helpLang(['--lang', '../x', '--help'])).toBeNull();
    expect(helpFileName('en')).toBe('help.json');
    expect(helpFileName('zh')).toBe('help.zh.json');
  });

  it("leaves a --lang other than the table's, or given twice, to the CLI", () => {
    expect(quickAnswer(['--help', '--lang', 'ar'], table)).toBeNull();
    expect(quickAnswer(['--help', '--lang', 'ru'], arabic)).toBeNull();
    expect(quickAnswer(['--help', '--lang', 'ar', '--lang', 'ar'], arabic)).toBeNull();
  });

  it('leaves anything beyond the plain forms to the CLI', () => {
    for (const argv of [
      ['search-property', '--purpose', 'for-sale'],
      ['--version', '--json'],
      ['search-property', '--json', '--help'],
      ['--help', 'search-property'],
      ['nonsense', '--help'],
      ['cache', 'stats'],
      ['--data-dir', 'x', '--help'],
    ]) {
      expect(quickAnswer(argv, table), argv.join(' ')).toBeNull();
    }
  });

  it('answers nothing from a table that lacks the text asked for', () => {
    const thin: HelpTable = { version: '1.2.3', lang: 'en', texts: { '': 'overview\n' }, anyAction: [] };
    expect(quickAnswer(['--help'], thin)).toEqual({ text: 'overview\n', code: 0 });
    expect(quickAnswer(['--version'], thin)).toEqual({ text: 'aqar 1.2.3', code: 0 });
    expect(quickAnswer(['saved', '--help'], thin)).toBeNull();
    expect(quickAnswer(['--help'], { ...thin, texts: {} })).toBeNull();
  });

  it('reads only a table of the right shape from the file', () => {
    expect(isHelpTable(JSON.parse(JSON.stringify(table)))).toBe(true);
    for (const bad of [
      null,
      'text',
      { version: 1, lang: 'en', texts: {}, anyAction: [] },
      { version: '1', lang: 'en', texts: { a: 2 }, anyAction: [] },
      { version: '1', texts: {}, anyAction: [] },
    ]) {
      expect(isHelpTable(bad)).toBe(false);
    }
  });
});
