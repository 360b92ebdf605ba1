// The core's log lines (issue 36): what fails in the background reaches the CLI's stderr as `warning: ` (literal, as
// a notice's level) and a sentence in the language of --lang, in English as it always said without it. A handler that
// fails in a way nobody foresaw is the cheapest to provoke: its answer is an internal error, and the core logs it.
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeTempDir } from '../../test/support/temp-dir';
import { createCliContext, type Io } from './cli-context';

const dir = makeTempDir('aqar-cli-log-');
afterAll(() => dir.remove());

/** What one run with these flags printed on stderr once a handler failed unforeseen. */
async function stderrOfFailingHandler(folder: string, lang?: string): Promise<string[]> {
  const flags = new Map<string, string | true>([
    ['data-dir', join(dir.path, folder)],
    ['demo', true],
    ...(lang ? ([['lang', lang]] as const) : []),
  ]);
  const err: string[] = [];
  const io: Io = {
    out: () => {},
    err: (text) => void err.push(text),
    env: {},
    isTTY: false,
    readStdin: async () => '',
  };
  const ctx = await createCliContext(flags, io, 'usage');
  try {
    vi.spyOn(ctx.core.services.usage, 'view').mockRejectedValue(new Error('unforeseen'));
    expect(await ctx.core.dispatch('usage:get', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
  } finally {
    await ctx.core.close();
  }
  return err;
}

describe('the core’s log on the CLI’s stderr', () => {
  it('words a log line in the language of --lang, after a literal warning:', async () => {
    expect(await stderrOfFailingHandler('ar', 'ar')).toEqual(['warning: خطأ داخلي في أحد معالجات الطلبات']);
  });

  it('says it in English, as before, without --lang', async () => {
    expect(await stderrOfFailingHandler('en')).toEqual(['warning: internal error in a handler']);
  });
});
