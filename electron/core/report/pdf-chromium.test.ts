// Which Chromium prints, and what a missing one says: AQAR_CHROMIUM as an absolute path (a relative one is refused
// naming the variable), Debian's otherwise; a printer whose Chromium is not there says so and how to fix it, before
// anything is loaded or launched; a caller that goes away while Chromium is still starting stops the print at once.
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import { makeTempDir } from '../../../test/support/temp-dir';
import { ChromiumPrinter, chromiumPath, DEFAULT_CHROMIUM } from './pdf-chromium';

describe('chromiumPath', () => {
  it('takes AQAR_CHROMIUM when it is an absolute path, else Debian’s Chromium', () => {
    expect(chromiumPath({ AQAR_CHROMIUM: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(chromiumPath({})).toBe(DEFAULT_CHROMIUM);
    expect(chromiumPath({ AQAR_CHROMIUM: '  ' })).toBe(DEFAULT_CHROMIUM);
  });

  it('refuses a relative path, naming the variable', () => {
    expect(() => chromiumPath({ AQAR_CHROMIUM: 'chromium' })).toThrow(
      'AQAR_CHROMIUM chromium: must be an absolute path to the Chromium program.',
    );
  });
});

describe('ChromiumPrinter', () => {
  it('says where Chromium was looked for and how to install it when it is missing', async () => {
    const printer = new ChromiumPrinter('/nowhere/chromium');
    const failure = await printer
      .print('http://127.0.0.1:9/', '/tmp/never.pdf', { title: 'T', brand: null, lang: 'en', timeoutMs: 1000 })
      .catch((error: AppFailure) => error);
    expect(failure).toBeInstanceOf(AppFailure);
    expect((failure as AppFailure).appError).toMatchObject({ code: 'not-found' });
    expect((failure as AppFailure).message).toMatch(/not at \/nowhere\/chromium: install it \(apt install chromium\)/);
    await printer.close();
  });

  // The abort lands while the browser launches (print runs synchronously up to its first await), before the printer
  // listens for it. A page that never says it is drawn would then hold the print until its timeout.
  it.skipIf(!existsSync(DEFAULT_CHROMIUM))(
    'stops when its caller went away while Chromium was starting, writing nothing',
    async () => {
      const printer = new ChromiumPrinter();
      const folder = makeTempDir('aqar-pdf-early-abort-');
      try {
        const abort = new AbortController();
        const printing = printer.print('data:text/html,<p>Never drawn</p>', `${folder.path}/x.pdf`, {
          title: 'T',
          brand: null,
          lang: 'en',
          timeoutMs: 45_000,
          signal: abort.signal,
        });
        const started = Date.now();
        abort.abort();
        const failure = await printing.catch((error: AppFailure) => error);
        // Before the fix it was cancelled too, but only once the print's own timeout had run out.
        expect(Date.now() - started, 'stopped before the print timed out').toBeLessThan(30_000);
        expect(failure).toBeInstanceOf(AppFailure);
        expect((failure as AppFailure).appError).toMatchObject({ code: 'cancelled' });
        expect(readdirSync(folder.path)).toEqual([]);
      } finally {
        await printer.close();
        folder.remove();
      }
    },
    60_000,
  );
});
