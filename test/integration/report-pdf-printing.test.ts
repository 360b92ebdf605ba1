// The printing machinery of `aqar report cma --pdf`, proved against a stand-in of the report page (the real document
// is the renderer's; report-pdf.test.ts reads that one): the CLI serves the page from its own in-process browser
// host, the system Chromium prints it to A4 with a footer in the report's language (the broker's brand in it; the
// page number is the page's own, so the stand-in has none), and
// the PDF reads back with the place, the central estimate as the report's JSON gives it in the digits asked, the
// number of comparables and the disclaimer, in English and in Arabic. A page that cannot draw the report says why and
// leaves no file; a missing Chromium or a misnamed file is said before any request is spent.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMessage } from '#shared/messages/format-message';
import type { CmaReport } from '#shared/ipc/contract';
import { LOCALES } from '#shared/words/plural';
import { messageTemplate } from '#shared/messages/catalogue';
import '#shared/messages/messages';
import { DISCLAIMER_PHRASES } from '../support/report-document-words';
import { aqar } from '../support/cli-io';
import { missingWords, pdfInfo, pdfText } from '../support/pdf-read';
import { standInRenderer } from '../support/print-stand-in';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-pdf-print-');
const page = standInRenderer('draw');
afterAll(() => {
  dir.remove();
  page.remove();
});
const env = (renderer = page.path) => ({ AQAR_DATA_DIR: join(dir.path, 'data'), AQAR_RENDERER_DIR: renderer });

const JVC = ['--location', 'Jumeirah Village Circle', '--purpose', 'for-sale', '--beds', '1', '--size', '750'];
const MARINA = [
  ...['--location', 'Dubai Marina', '--purpose', 'for-rent', '--beds', '2', '--size', '1200'],
  ...['--current-rent', '100000'],
];

async function printed(flags: string[], file: string, renderer?: string) {
  const run = await aqar(
    // The demo service sets no limit: the CLI's default 5 requests a second only made the test wait.
    ['report', 'cma', '--demo', '--rate', '100', '--period', '6m', '--json', ...flags, '--pdf', file],
    env(renderer),
  );
  return { ...run, report: run.code === 0 ? (JSON.parse(run.out) as CmaReport) : null };
}

describe('aqar report cma --pdf (stand-in page)', () => {
  it('prints a 1-bed JVC sale in English: A4, two pages, footer, and the report’s figures', async () => {
    const brand = await aqar(['brand', 'set', '--name', 'Sara Haddad', '--agency', 'Marina Homes'], env());
    expect(brand.code, brand.err).toBe(0);
    const file = join(dir.path, 'jvc.pdf');
    const run = await printed(JVC, file);
    expect(run.code, run.err).toBe(0);
    const info = pdfInfo(file);
    expect(info.sizeName).toBe('A4');
    expect(info.size[0]).toBeCloseTo(595, -1);
    expect(info.size[1]).toBeCloseTo(842, -1);
    expect(info.pages).toBe(2);
    expect(info.tagged).toBe(true);
    expect(info.title).toBe('Comparative market analysis — Jumeirah Village Circle');
    // The outline Chromium builds from the page's headings.
    expect(readFileSync(file).toString('latin1')).toMatch(/\/Outlines\s+\d+ 0 R/);
    expect(run.err).toContain(`The report was printed to ${file}: 2 page(s)`);
    const text = pdfText(file);
    const e = run.report!.estimate!;
    expect(text).toContain('Jumeirah Village Circle');
    expect(text).toContain(`AED ${new Intl.NumberFormat(LOCALES.en).format(e.central)}`);
    expect(text).toContain(`n = ${e.n}`);
    expect(text).toContain(DISCLAIMER_PHRASES.en);
    expect(text).toContain('Comparative market analysis — Jumeirah Village Circle · Sara Haddad · Marina Homes');
    // The page number is the report page's own (report-pdf.test.ts reads it), in the digits asked: the footer has none.
    expect(text).not.toContain('Page 1 of 2');
  }, 180_000);

  it('prints a 2-bed Marina rent in Arabic with Arabic-Indic digits, its words extractable', async () => {
    const file = join(dir.path, 'marina.pdf');
    const run = await printed([...MARINA, '--lang', 'ar', '--numerals', 'arab'], file);
    expect(run.code, run.err).toBe(0);
    expect(pdfInfo(file)).toMatchObject({ pages: 2, sizeName: 'A4' });
    const text = pdfText(file);
    const digits = new Intl.NumberFormat(`${LOCALES.ar}-u-nu-arab`, { maximumFractionDigits: 0 });
    const e = run.report!.estimate!;
    expect(text).toContain(digits.format(e.central));
    expect(text).toContain(digits.format(e.n));
    expect(run.report!.rentIncrease).not.toBeNull();
    expect(missingWords(text, DISCLAIMER_PHRASES.ar)).toEqual([]);
    expect(missingWords(text, messageTemplate('ar', 'reportPrint.title').replace('{place}', 'Dubai Marina'))).toEqual(
      [],
    );
    expect(missingWords(text, 'الصفحة من')).toEqual(['الصفحة', 'من']);
  }, 180_000);

  it('says why the page could not draw the report, and leaves no file', async () => {
    const failing = standInRenderer('fail');
    const folder = makeTempDir('aqar-pdf-fail-');
    try {
      const run = await printed(JVC, join(folder.path, 'jvc.pdf'), failing.path);
      expect(run.code).toBe(6);
      expect(run.err).toMatch(
        /could not be drawn, so nothing was printed: Nothing is stored for this place, so the report has no evidence/,
      );
      expect(readdirSync(folder.path)).toEqual([]);
    } finally {
      failing.remove();
      folder.remove();
    }
  }, 180_000);

  it('names a missing Chromium, a missing page and a misnamed file before any request', async () => {
    const fresh = makeTempDir('aqar-pdf-refused-');
    try {
      const run = (flags: string[], extra: Record<string, string> = {}) =>
        aqar(['report', 'cma', '--demo', ...JVC, ...flags], {
          AQAR_DATA_DIR: fresh.path,
          AQAR_RENDERER_DIR: page.path,
          ...extra,
        });
      const noChromium = await run(['--pdf', join(fresh.path, 'a.pdf')], { AQAR_CHROMIUM: '/nowhere/chromium' });
      expect(noChromium.code).toBe(6);
      expect(noChromium.err).toMatch(/Chromium, which prints the report, is not at \/nowhere\/chromium/);
      const noPage = await run(['--pdf', join(fresh.path, 'a.pdf')], { AQAR_RENDERER_DIR: fresh.path });
      expect(noPage.code).toBe(2);
      expect(noPage.err).toMatch(/the report page is not built .*run npm run build/);
      const misnamed = await run(['--pdf', join(fresh.path, 'a.xlsx')]);
      expect(misnamed.err).toMatch(/--pdf .*a\.xlsx: a PDF is written; name the file with \.pdf/);
      const badLang = await run(['--pdf', join(fresh.path, 'a.pdf'), '--lang', 'fr']);
      expect(badLang.err).toMatch(/--lang: must be one of en, ar, ru, zh/);
      // The digits are the PDF's alone (--lang words the terminal and the files too).
      const numeralsAlone = await run(['--numerals', 'arab', '--lang', 'ar']);
      // Said in the language the command was given, as every refusal of the command line is.
      expect(numeralsAlone.err).toContain(formatMessage('ar', 'error.cli.report.pdfOnly', { flag: 'numerals' }));
      for (const refused of [noChromium, noPage, misnamed, badLang, numeralsAlone]) {
        expect(refused.err).not.toMatch(/look-up took|request\(s\) needed/);
      }
      const usage = await aqar(['usage', '--json'], { AQAR_DATA_DIR: fresh.path });
      expect((JSON.parse(usage.out) as { thisMonth: number }).thisMonth).toBe(0);
      expect(existsSync(join(fresh.path, 'a.pdf'))).toBe(false);
    } finally {
      fresh.remove();
    }
  }, 120_000);
});
