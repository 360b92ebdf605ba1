// The client report as a broker gets it from `aqar report cma --pdf`: the renderer's own printable document (the
// built out/renderer), printed by the system Chromium, read back. A 1-bedroom JVC sale in English and a 2-bedroom
// Dubai Marina rent with a current rent in Arabic: A4 pages, more than one; the subject's place, the central
// estimate as the JSON of the same run gives it (in the digits asked), the number of comparables and the
// disclaimer are in the PDF's text, with every page's number in the digits asked; and the range is recomputed here
// from the JSON's included comparables by the rule cma-estimate.ts states, written again plainly. Page 1 of each is rendered to PNG to be looked at.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataLangFor, type Lang } from '#shared/domain/lang';
import type { CmaReport } from '#shared/ipc/contract';
import type { PrintNumerals } from '#shared/report/numerals';
import { LOCALES } from '#shared/words/plural';
import { messageTemplate } from '#shared/messages/catalogue';
import '#shared/messages/messages';
import { knownPlaceName } from '#shared/words/uae-place-names';
import { aqar } from '../support/cli-io';
import { firstPagePng, missingWords, pdfInfo, pdfText } from '../support/pdf-read';
import { DISCLAIMER_PHRASES } from '../support/report-document-words';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-report-pdf-');
afterAll(() => dir.remove());
/** Where the first pages are left to be looked at. */
const PAGES = join(tmpdir(), 'aqar-report-pdf-pages');

/** Linear interpolation between order statistics (numpy's default), written apart from the app's. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** The range by the printed rule: P25, P50, P75 of the included AED per sq ft (to the fils), times the size. */
function rangeOf(report: CmaReport) {
  const values = report.comparables.filter((c) => c.included).map((c) => c.pricePerSqft!);
  const perSqft = (p: number) => Math.round(percentile(values, p) * 100) / 100;
  const size = report.subject.sizeSqft;
  return {
    n: values.length,
    low: Math.round(perSqft(0.25) * size),
    central: Math.round(perSqft(0.5) * size),
    high: Math.round(perSqft(0.75) * size),
  };
}

const pick = (env: NodeJS.ProcessEnv, name: string) => (env[name] ? { [name]: env[name] } : {});

async function printReport(name: string, flags: string[], lang: Lang, numerals: PrintNumerals) {
  const file = join(dir.path, `${name}.pdf`);
  const run = await aqar(
    [
      'report',
      'cma',
      '--demo',
      // The demo service sets no limit: the CLI's default 5 requests a second only made the test wait.
      '--rate',
      '100',
      '--period',
      '6m',
      '--json',
      ...flags,
      '--lang',
      lang,
      '--numerals',
      numerals,
      '--pdf',
      file,
    ],
    // The built renderer's page; AQAR_RENDERER_DIR, when the test's environment names one, points at another build.
    { AQAR_DATA_DIR: join(dir.path, 'data'), ...pick(process.env, 'AQAR_RENDERER_DIR') },
  );
  expect(run.code, run.err).toBe(0);
  const report = JSON.parse(run.out) as CmaReport;
  const png = firstPagePng(file, PAGES, name);
  console.info(`page 1 of the ${name} report: ${png}`);
  return { file, report, text: pdfText(file), info: pdfInfo(file), err: run.err };
}

function expectReportText(text: string, report: CmaReport, lang: Lang, numerals: PrintNumerals): void {
  const digits = new Intl.NumberFormat(`${LOCALES[lang]}-u-nu-${numerals}`, { maximumFractionDigits: 0 });
  const english = report.subject.place.name;
  const places = [english, knownPlaceName(english, dataLangFor(lang))].filter((p): p is string => Boolean(p));
  expect(
    places.some((place) => missingWords(text, place).length === 0),
    `${places.join(' or ')} in the text`,
  ).toBe(true);
  expect(text).toContain(digits.format(report.estimate!.central));
  expect(text).toMatch(new RegExp(`(^|[^\\p{N}])${digits.format(report.estimate!.n)}([^\\p{N}]|$)`, 'u'));
  expect(missingWords(text, DISCLAIMER_PHRASES[lang])).toEqual([]);
}

/** Every page's number, drawn by the page in the digits asked: "Page 1 of N" in English, ‏"الصفحة ١ من N" in Arabic. */
function expectPageNumbers(text: string, pages: number, lang: Lang, numerals: PrintNumerals): void {
  const digits = new Intl.NumberFormat(`${LOCALES[lang]}-u-nu-${numerals}`);
  for (let page = 1; page <= pages; page++) {
    const template = messageTemplate(lang, 'reportPrint.pageOf');
    const sentence = template.replace('{page}', digits.format(page)).replace('{pages}', digits.format(pages));
    expect(missingWords(text, sentence), `page ${page}`).toEqual([]);
    if (lang === 'en') expect(text).toContain(sentence);
  }
  if (numerals === 'arab') expect(text).not.toMatch(/الصفحة\s*[0-9]/);
}

describe('aqar report cma --pdf: the printed client report', () => {
  it('prints a 1-bedroom JVC sale in English', async () => {
    const jvc = ['--location', 'Jumeirah Village Circle', '--purpose', 'for-sale', '--beds', '1', '--size', '750'];
    const { report, text, info, err, file } = await printReport('jvc-sale-en', jvc, 'en', 'latn');
    expect(info.sizeName).toBe('A4');
    expect(info.size.map(Math.floor)).toEqual([595, 842]);
    expect(info.pages).toBeGreaterThan(1);
    expect(err).toContain(`The report was printed to ${file}: ${info.pages} page(s)`);
    const e = report.estimate!;
    expect({ n: e.n, low: e.low, central: e.central, high: e.high }).toEqual(rangeOf(report));
    expectReportText(text, report, 'en', 'latn');
    expectPageNumbers(text, info.pages, 'en', 'latn');
  }, 300_000);

  it('prints a 2-bedroom Dubai Marina rent with a current rent in Arabic', async () => {
    const marina = [
      ...['--location', 'Dubai Marina', '--purpose', 'for-rent', '--beds', '2', '--size', '1200'],
      ...['--current-rent', '100000'],
    ];
    // The place looked up in Arabic once (as the window's place picker does): the store now holds its Arabic name.
    const lookup = await aqar(['autocomplete', '--demo', '--query', 'Dubai Marina', '--langs', 'en,ar', '--json'], {
      AQAR_DATA_DIR: join(dir.path, 'data'),
    });
    expect(lookup.code, lookup.err).toBe(0);
    const { report, text, info } = await printReport('marina-rent-ar', marina, 'ar', 'arab');
    // The place printed in the data language where the store has it: on the cover and in the PDF's title.
    expect(missingWords(text, 'دبي مارينا')).toEqual([]);
    expect(info.title).toBe('تحليل مقارن للسوق — دبي مارينا');
    expect(info.sizeName).toBe('A4');
    expect(info.pages).toBeGreaterThan(1);
    expect(report.rentIncrease).not.toBeNull();
    const e = report.estimate!;
    expect({ n: e.n, low: e.low, central: e.central, high: e.high }).toEqual(rangeOf(report));
    expectReportText(text, report, 'ar', 'arab');
    expectPageNumbers(text, info.pages, 'ar', 'arab');
  }, 300_000);

  it('prints the same rent in Hindi, amounts in lakhs and the place as the data service names it in English', async () => {
    const marina = [
      ...['--location', 'Dubai Marina', '--purpose', 'for-rent', '--beds', '2', '--size', '1200'],
      ...['--current-rent', '100000'],
    ];
    const { report, text, info } = await printReport('marina-rent-hi', marina, 'hi', 'latn');
    // Hindi reads the data in English (the service has no Hindi): the place keeps its English name.
    expect(info.title).toBe('तुलनात्मक बाज़ार विश्लेषण — Dubai Marina');
    expect(info.pages).toBeGreaterThan(1);
    // The current rent of 100,000 as Hindi writes it.
    expect(missingWords(text, 'AED 1,00,000')).toEqual([]);
    expectReportText(text, report, 'hi', 'latn');
    expectPageNumbers(text, info.pages, 'hi', 'latn');
  }, 300_000);
});
