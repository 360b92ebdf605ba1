// How the CLI ends a run it cannot carry out, in the language `--lang` asks: a command line refused as written (before
// it is read whole), and a failure nobody foresaw (a bug: exit 1, the program's own message kept as it is, what a bug
// report needs). English as it always was.
import { describe, expect, it } from 'vitest';
import type { Io } from './cli-context';
import { EXIT } from './exit-codes';
import { runCli } from './main';

/** A terminal whose standard output breaks on the first write, with `broken`: `--version` then fails unforeseen. */
async function cli(argv: string[], broken = false): Promise<{ err: string; code: number }> {
  let err = '';
  const io: Io = {
    out: () => {
      if (broken) throw new Error('stdout went away');
    },
    err: (t) => void (err += t),
    env: {},
    isTTY: false,
    readStdin: () => Promise.resolve(''),
  };
  const code = await runCli(argv, io);
  return { err, code };
}

describe('an internal error on the command line', () => {
  it('is said in English by default, as before', async () => {
    expect(await cli(['--version'], true)).toEqual({
      err: 'aqar: internal error: stdout went away\n',
      code: EXIT.internal,
    });
  });

  it('is said in the language asked, the detail as the program gave it', async () => {
    const { err, code } = await cli(['--version', '--lang', 'ar'], true);
    expect(code).toBe(EXIT.internal);
    expect(err).toMatch(/^aqar: .*خطأ داخلي: .*stdout went away/);
    const hindi = await cli(['--version', '--lang', 'hi'], true);
    expect(hindi.err).toMatch(/^aqar: आंतरिक त्रुटि: .*stdout went away/);
  });
});

describe('a command line refused as written', () => {
  it('is refused in the language it asks for, even when --lang comes after the fault', async () => {
    expect(await cli(['search-property', '--agency', '--lang', 'ar'])).toEqual({
      err: 'aqar: الخيار \u2068--agency\u2069 يحتاج إلى قيمة.\n',
      code: EXIT.usage,
    });
    expect((await cli(['search-property', '--agency', '--lang=ru'])).err).toMatch(/^aqar: .*agency/);
    expect((await cli(['search-property', '--agency', '--lang=ru'])).err).toMatch(/[а-я]/);
    expect(await cli(['search-property', '--agency'])).toEqual({
      err: 'aqar: --agency needs a value.\n',
      code: EXIT.usage,
    });
  });
});
