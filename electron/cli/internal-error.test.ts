// A failure nobody foresaw (a bug) ends the CLI with exit 1 and one line on standard error: said in the language
// `--lang` asks, the program's own message kept as it is (what a bug report needs), English as it always was.
import { describe, expect, it } from 'vitest';
import type { Io } from './cli-context';
import { EXIT } from './exit-codes';
import { runCli } from './main';

/** A terminal whose standard output breaks on the first write: `--version` then fails where nothing expects it. */
async function broken(argv: string[]): Promise<{ err: string; code: number }> {
  let err = '';
  const io: Io = {
    out: () => {
      throw new Error('stdout went away');
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
    expect(await broken(['--version'])).toEqual({
      err: 'aqar: internal error: stdout went away\n',
      code: EXIT.internal,
    });
  });

  it('is said in the language asked, the detail as the program gave it', async () => {
    const { err, code } = await broken(['--version', '--lang', 'ar']);
    expect(code).toBe(EXIT.internal);
    expect(err).toMatch(/^aqar: .*خطأ داخلي: .*stdout went away/);
    const hindi = await broken(['--version', '--lang', 'hi']);
    expect(hindi.err).toMatch(/^aqar: आंतरिक त्रुटि: .*stdout went away/);
  });
});
