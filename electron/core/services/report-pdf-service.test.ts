// The PDF service with a printer that stands in for Chromium: the printer gets the print route's address (query,
// language and digits read back as the page reads them) and a temporary beside the destination, renamed into place
// only when the print succeeded; a failed print leaves nothing; a window's path, the workspace's own files and a host
// that cannot print are refused, each saying why; a download is served as a workbook's is; a kept report's version
// is addressed by its id and version.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import type { CmaQueryInput } from '#shared/ipc/contract/report';
import { reportPdfSchema } from '#shared/ipc/contract/report';
import { printRouteFrom } from '#shared/report/print-route';
import { makeTempDir } from '../../../test/support/temp-dir';
import { Downloads } from '../export/downloads';
import type { PrintOptions, ReportPrinter } from '../report/pdf-printer';
import { brandLine, ReportPdfService } from './report-pdf-service';
import { ref } from '#shared/messages/message-ref';

const dir = makeTempDir('aqar-report-pdf-');
const downloads = new Downloads();
afterAll(() => {
  downloads.close();
  dir.remove();
});

const QUERY: CmaQueryInput = {
  subject: { place: { id: '5006', name: 'Jumeirah Village Circle' }, purpose: 'for-sale', beds: 1, sizeSqft: 750 },
};

interface Call {
  url: string;
  file: string;
  options: PrintOptions;
}

function printer(fails?: string): ReportPrinter & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    async print(url, file, options) {
      calls.push({ url, file, options });
      writeFileSync(file, '%PDF-1.4 half a report');
      if (fails) throw new AppFailure('not-found', ref('error.report.drawFailed', { detail: fails }));
      return { pages: 3, bytes: 22 };
    },
    close: async () => undefined,
  };
}

const service = (allowPaths = true) => new ReportPdfService({ allowPaths, downloads, dataDir: join(dir.path, 'data') });
const request = (input: Partial<Parameters<typeof reportPdfSchema.parse>[0]>) =>
  reportPdfSchema.parse({ query: QUERY, ...input });

describe('ReportPdfService', () => {
  it('prints the print route of the query, language and digits to a temporary renamed into place', async () => {
    const pdf = service();
    const fake = printer();
    pdf.useSite({ printer: fake, urlOf: (route) => `http://127.0.0.1:9/?token=t#${route}` });
    const file = join(dir.path, 'jvc.pdf');
    const result = await pdf.print(request({ lang: 'ar', numerals: 'arab', file: { kind: 'path', path: file } }));
    expect(result).toMatchObject({ file: 'jvc.pdf', saved: { kind: 'file', path: file }, pages: 3 });
    expect(readFileSync(file, 'utf8')).toBe('%PDF-1.4 half a report');
    const call = fake.calls[0]!;
    expect(dirname(call.file)).toBe(dir.path);
    expect(basename(call.file)).toMatch(/^\.jvc\.pdf\.[0-9a-f]{8}\.partial$/);
    const route = printRouteFrom(call.url.split('#')[1]!);
    expect(route).toMatchObject({ ok: true, route: { lang: 'ar', numerals: 'arab' } });
    expect(route?.ok && route.route.query.subject.place.name).toBe('Jumeirah Village Circle');
    expect(call.options).toMatchObject({ title: 'تحليل مقارن للسوق — Jumeirah Village Circle', lang: 'ar' });
  });

  it('prints a kept report’s version by its id and version, so the page reads its stored result', async () => {
    const pdf = service();
    const fake = printer();
    pdf.useSite({ printer: fake, urlOf: (route) => `http://127.0.0.1:9/?token=t#${route}` });
    await pdf.print(request({ kept: { id: 4, version: 2 }, file: { kind: 'path', path: join(dir.path, 'kept.pdf') } }));
    const route = printRouteFrom(fake.calls[0]!.url.split('#')[1]!);
    expect(route).toMatchObject({ ok: true, route: { reportId: 4, version: 2 } });
    expect(reportPdfSchema.safeParse({ query: QUERY, kept: { id: 0 } }).success).toBe(false);
  });

  it('leaves no file and no temporary when the print fails, and keeps the previous file', async () => {
    const pdf = service();
    pdf.useSite({ printer: printer('The report could not be drawn: no evidence.'), urlOf: (r) => r });
    const folder = makeTempDir('aqar-report-pdf-fail-');
    try {
      const file = join(folder.path, 'old.pdf');
      writeFileSync(file, 'the broker’s earlier report');
      const failure = await pdf.print(request({ file: { kind: 'path', path: file } })).catch((e: AppFailure) => e);
      expect(failure).toBeInstanceOf(AppFailure);
      expect((failure as AppFailure).message).toMatch(/no evidence/);
      expect(readdirSync(folder.path)).toEqual(['old.pdf']);
      expect(readFileSync(file, 'utf8')).toBe('the broker’s earlier report');
    } finally {
      folder.remove();
    }
  });

  it('refuses the workspace’s own files, a window naming a path, and a host that cannot print', async () => {
    const pdf = service();
    pdf.useSite({ printer: printer(), urlOf: (r) => r });
    const own = join(dir.path, 'data', 'workspace.db');
    await expect(pdf.print(request({ file: { kind: 'path', path: own } }))).rejects.toThrow(/own files/);
    expect(existsSync(own)).toBe(false);
    const windowed = service(false);
    windowed.useSite({ printer: printer(), urlOf: (r) => r });
    await expect(windowed.print(request({ file: { kind: 'path', path: join(dir.path, 'x.pdf') } }))).rejects.toThrow(
      /cannot name a file on disk/,
    );
    await expect(service().print(request({}))).rejects.toThrow(/cannot print a report to PDF/);
  });

  it('hands a window without a dialog a download, served as a PDF under the report’s title', async () => {
    const pdf = service(false);
    pdf.useSite({ printer: printer(), urlOf: (r) => r });
    const result = await pdf.print(request({}));
    expect(result.saved.kind).toBe('download');
    expect(result.file).toMatch(/^Comparative market analysis — Jumeirah Village Circle \d{4}-\d\d-\d\d\.pdf$/);
    const id = result.saved.kind === 'download' ? result.saved.id : '';
    expect(downloads.get(id)).toMatchObject({ format: 'pdf', fileName: result.file });
  });

  it('prints the broker’s name and agency in the footer when a brand is kept', async () => {
    const brand = { name: 'Sara Haddad', brn: '12345', agency: 'Marina Homes', phone: null, email: null };
    const pdf = new ReportPdfService({
      allowPaths: true,
      downloads,
      brand: async () => ({ ...brand, logo: null, photo: null }),
    });
    const fake = printer();
    pdf.useSite({ printer: fake, urlOf: (r) => r });
    await pdf.print(request({ file: { kind: 'path', path: join(dir.path, 'branded.pdf') } }));
    expect(fake.calls[0]!.options.brand).toBe('Sara Haddad · Marina Homes');
    expect(brandLine({ ...brand, agency: null, logo: null, photo: null })).toBe('Sara Haddad');
    expect(brandLine(null)).toBeNull();
  });

  it('withdraws a site only while it is the one in use', async () => {
    const pdf = service();
    const first = pdf.useSite({ printer: printer(), urlOf: (r) => r });
    pdf.useSite({ printer: printer(), urlOf: (r) => r });
    first();
    await expect(pdf.print(request({ file: { kind: 'path', path: join(dir.path, 'y.pdf') } }))).resolves.toMatchObject({
      pages: 3,
    });
  });
});
