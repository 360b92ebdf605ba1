// Browser mode prints the client report over its real HTTP API: `report:pdf` from the page (with the session token)
// prints the print route through the system Chromium from this very host, and hands back a download that the
// download route serves as a PDF under the report's title, as a workbook is served. The report page is a stand-in;
// the market is loaded first by the CLI, as a broker's earlier search would have.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import { ChromiumPrinter } from '#core/report/pdf-chromium';
import type { Result } from '#shared/errors';
import type { ReportPdfInput, ReportPdfResult } from '#shared/ipc/contract/report';
import { startBrowserHost, TOKEN_HEADER, type RunningBrowserHost } from '../../electron/browser-host/host';
import { browserPrintSite } from '../../electron/browser-host/print-site';
import { aqar } from '../support/cli-io';
import { standInRenderer } from '../support/print-stand-in';
import { makeTempDir } from '../support/temp-dir';

const data = makeTempDir('aqar-pdf-browser-');
const page = standInRenderer('draw');
let core: Core;
let host: RunningBrowserHost;
/** The host's printer, closed with the core (its site's printer is closed when the core closes). */
const hostPrinter = new ChromiumPrinter();

beforeAll(async () => {
  const subject = ['--location', 'Dubai Marina', '--purpose', 'for-sale', '--beds', '2', '--size', '1200'];
  const loaded = await aqar(['report', 'cma', '--demo', '--period', '6m', '--json', ...subject], {
    AQAR_DATA_DIR: data.path,
  });
  expect(loaded.code, loaded.err).toBe(0);
  core = await createCore({ dataDir: data.path, host: 'test', version: 'test', settings: { source: 'demo' } });
  host = await startBrowserHost({ core, rendererDir: page.path, port: 0 });
  core.services.reportPdf.useSite(browserPrintSite(host, hostPrinter));
}, 180_000);
afterAll(async () => {
  await host?.close();
  await core?.close();
  page.remove();
  data.remove();
});

const QUERY: ReportPdfInput['query'] = {
  subject: { place: { id: '5002', name: 'Dubai Marina' }, purpose: 'for-sale', beds: 2, sizeSqft: 1200 },
  period: '6m',
};

describe('report:pdf in browser mode', () => {
  it('prints through the host’s own page and serves the PDF as a download', async () => {
    const answer = (await fetch(`${host.origin}/api/invoke/report:pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token },
      body: JSON.stringify({ query: QUERY, lang: 'en' }),
    }).then((r) => r.json())) as Result<ReportPdfResult>;
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    const printed = (answer as { value: ReportPdfResult }).value;
    expect(printed).toMatchObject({ pages: 2, saved: { kind: 'download' } });
    expect(printed.file).toMatch(/^Comparative market analysis — Dubai Marina \d{4}-\d\d-\d\d\.pdf$/);
    const url = printed.saved.kind === 'download' ? printed.saved.url : '';
    const refused = await fetch(`${host.origin}${url}`);
    expect(refused.status).toBe(403);
    const download = await fetch(`${host.origin}${url}?token=${host.token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(encodeURIComponent(printed.file));
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.byteLength).toBe(printed.bytes);
  }, 120_000);

  it('refuses a path named by the page, even on a host that may name paths (the CLI’s print host)', async () => {
    const folder = makeTempDir('aqar-pdf-window-path-');
    try {
      const answer = (await fetch(`${host.origin}/api/invoke/report:pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token },
        body: JSON.stringify({ query: QUERY, file: { kind: 'path', path: `${folder.path}/x.pdf` } }),
      }).then((r) => r.json())) as Result<ReportPdfResult>;
      expect(answer).toMatchObject({ ok: false, error: { code: 'validation', field: 'destination' } });
      expect(!answer.ok && answer.error.message).toMatch(/cannot name a file on disk/);
      expect(readdirSync(folder.path)).toEqual([]);
    } finally {
      folder.remove();
    }
  });

  it('refuses a call without the session token, printing nothing', async () => {
    const response = await fetch(`${host.origin}/api/invoke/report:pdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY }),
    });
    expect(response.status).toBe(403);
  });

  it('stops a print whose caller went away, says so, and writes nothing', async () => {
    const hanging = standInRenderer('hang');
    const other = await startBrowserHost({ core, rendererDir: hanging.path, port: 0 });
    const printer = new ChromiumPrinter();
    core.services.reportPdf.useSite(browserPrintSite(other, printer));
    const folder = makeTempDir('aqar-pdf-cancel-');
    try {
      const abort = new AbortController();
      const started = Date.now();
      setTimeout(() => abort.abort(), 1500);
      const result = await core.dispatch(
        'report:pdf',
        { query: QUERY, file: { kind: 'path', path: `${folder.path}/x.pdf` } },
        { signal: abort.signal },
      );
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.code).toBe('cancelled');
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(readdirSync(folder.path)).toEqual([]);
    } finally {
      core.services.reportPdf.useSite(browserPrintSite(host, hostPrinter));
      await printer.close();
      await other.close();
      hanging.remove();
      folder.remove();
    }
  }, 60_000);
});
