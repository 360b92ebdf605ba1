// Which Chromium prints, and what a missing one says: AQAR_CHROMIUM as an absolute path (a relative one is refused
// naming the variable), Debian's otherwise; a printer whose Chromium is not there says so and how to fix it, before
// anything is loaded or launched; a caller that goes away stops the print at once, wherever the print was (Chromium
// starting, the page loading or reloading), writes nothing, and the next print prints.
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
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

  // Closing a page whose navigation is committing could leave every wait on it unsettled: one print in about thirty,
  // aborted at a random moment of a page that reloads, never answered before the print waited on nothing after an
  // abort. Here the aborts land at moments spread over the page's load and reloads.
  it.skipIf(!existsSync(DEFAULT_CHROMIUM))(
    'answers every abandoned print at once, wherever the abort lands, and prints the next one',
    async () => {
      const server = createServer((request, response) => {
        response.setHeader('content-type', 'text/html');
        if (request.url === '/slow.png') setTimeout(() => response.end(), 3000);
        else if (request.url === '/ready')
          response.end('<p>Drawn</p><script>document.documentElement.dataset.printReady = "done"</script>');
        else
          response.end(
            '<p>Never drawn</p><img src="/slow.png"><script>setTimeout(() => location.reload(), 150)</script>',
          );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const printer = new ChromiumPrinter();
      const folder = makeTempDir('aqar-pdf-aborts-');
      const options = { title: 'T', brand: null, lang: 'en' as const, timeoutMs: 45_000 };
      try {
        for (let i = 0; i < 12; i++) {
          const abort = new AbortController();
          const printing = printer.print(`${origin}/`, `${folder.path}/x${i}.pdf`, {
            ...options,
            signal: abort.signal,
          });
          // The moment of the abort is the subject: each lands 90 ms later in the load than the one before.
          await new Promise((resolve) => setTimeout(resolve, i * 90));
          let answer: string | null = null;
          void printing.then(
            () => (answer = 'printed'),
            (error: AppFailure) => (answer = error.appError?.code ?? String(error)),
          );
          abort.abort();
          await expect.poll(() => answer, { timeout: 10_000, message: `abort ${i}: answered` }).not.toBeNull();
          expect(answer, `abort ${i}`).toBe('cancelled');
        }
        expect(readdirSync(folder.path)).toEqual([]);
        const printed = await printer.print(`${origin}/ready`, `${folder.path}/after.pdf`, options);
        expect(printed.pages).toBe(1);
      } finally {
        await printer.close();
        server.close();
        folder.remove();
      }
    },
    120_000,
  );

  // Chromium can acknowledge a context's close and never finish it. The printer then gives that browser up: the
  // next print starts another, and the old one is closed once no print uses it. The hang is stood in for by a real
  // context whose close never answers.
  it.skipIf(!existsSync(DEFAULT_CHROMIUM))(
    'gives up a browser whose context would not close, and prints on a new one',
    async () => {
      const printer = new ChromiumPrinter();
      const folder = makeTempDir('aqar-pdf-retire-');
      const launched = () => (printer as unknown as { browser: Promise<Browser> | null }).browser;
      const page = 'data:text/html,<script>document.documentElement.dataset.printReady = "done"</script><p>Drawn</p>';
      const options = { title: 'T', brand: null, lang: 'en' as const, timeoutMs: 30_000 };
      try {
        await printer.print(page, `${folder.path}/first.pdf`, options);
        const first = (await launched())!;
        const newContext = first.newContext.bind(first);
        first.newContext = async (...args) => {
          const context = await newContext(...args);
          context.close = () => new Promise<void>(() => undefined);
          return context;
        };
        const stuck = await printer.print(page, `${folder.path}/stuck.pdf`, options);
        expect(stuck.pages).toBe(1);
        await expect.poll(() => first.isConnected(), { message: 'the browser given up is closed' }).toBe(false);
        const next = await printer.print(page, `${folder.path}/next.pdf`, options);
        expect(next.pages).toBe(1);
        expect(await launched()).not.toBe(first);
        expect(readdirSync(folder.path).sort()).toEqual(['first.pdf', 'next.pdf', 'stuck.pdf']);
      } finally {
        await printer.close();
        folder.remove();
      }
    },
    60_000,
  );
});
