// Which Chromium prints, and what a missing one says: AQAR_CHROMIUM as an absolute path (a relative one is refused
// naming the variable), Debian's otherwise; a printer whose Chromium is not there says so and how to fix it, before
// anything is loaded or launched.
import { describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
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
});
