// A printed report meets a full disk or a read-only folder: the print fails as a storage failure saying which folder
// and why (as a workbook's does), the broker's earlier PDF stays exactly as it was, and no temporary is left beside
// it. The report page is a stand-in (the machinery is under test here, not the document); Chromium is the system's.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import { ChromiumPrinter } from '#core/report/pdf-chromium';
import type { ReportPdfInput, ReportPdfResult } from '#shared/ipc/contract/report';
import { startBrowserHost, type RunningBrowserHost } from '../../../electron/browser-host/host';
import { browserPrintSite } from '../../../electron/browser-host/print-site';
import { aqar as inProcess } from '../../support/cli-io';
import { standInRenderer } from '../../support/print-stand-in';
import { makeTempDir, type TempDir } from '../../support/temp-dir';
import { aqar, mountTmpfs, nobodyFolder, skipReason, type Mount } from './support';

const skip = skipReason({ mount: true, setpriv: true });
if (skip) console.warn(`report PDF fault tests skipped: ${skip}`);

const JVC = ['--location', 'Jumeirah Village Circle', '--purpose', 'for-sale', '--beds', '1', '--size', '750'];
const QUERY: ReportPdfInput['query'] = {
  subject: { place: { id: '5006', name: 'Jumeirah Village Circle' }, purpose: 'for-sale', beds: 1, sizeSqft: 750 },
  period: '6m',
};

describe.skipIf(skip !== null)('a printed report on a full disk or a read-only folder', () => {
  let data: TempDir;
  let page: TempDir;
  let mount: Mount;
  let core: Core;
  let host: RunningBrowserHost;
  beforeAll(async () => {
    data = makeTempDir('aqar-pdf-faults-');
    page = standInRenderer('draw');
    // The market the report rests on, loaded as a broker's first run loads it.
    const loaded = await inProcess(['report', 'cma', '--demo', '--period', '6m', '--json', ...JVC], {
      AQAR_DATA_DIR: data.path,
    });
    expect(loaded.code, loaded.err).toBe(0);
    core = await createCore({ dataDir: data.path, host: 'test', version: 'test', settings: { source: 'demo' } });
    host = await startBrowserHost({ core, rendererDir: page.path, port: 0 });
    core.services.reportPdf.useSite(browserPrintSite(host, new ChromiumPrinter()));
    mount = mountTmpfs(8 * 1024 * 1024);
  }, 180_000);
  afterAll(async () => {
    mount?.unmount();
    await host?.close();
    await core?.close();
    page?.remove();
    data?.remove();
  });

  const print = (file: string) => core.dispatch('report:pdf', { query: QUERY, file: { kind: 'path', path: file } });

  it('prints to the mount while it has room', async () => {
    const result = await print(join(mount.path, 'room.pdf'));
    expect(result.ok && (result.value as ReportPdfResult).pages).toBe(2);
  }, 60_000);

  it('says the disk is full and keeps the earlier PDF, with no temporary beside it', async () => {
    const folder = join(mount.path, 'full');
    const file = join(folder, 'jvc.pdf');
    mkdirSync(folder);
    writeFileSync(file, 'the broker’s earlier report');
    const release = mount.fill(2048);
    try {
      const result = await print(file);
      expect(result.ok).toBe(false);
      const error = !result.ok ? result.error : null;
      expect(error?.code, error?.message).toBe('storage');
      expect(error?.storage).toMatchObject({ reason: 'disk-full' });
      expect(error?.message).toMatch(/is full/);
      expect(readdirSync(folder)).toEqual(['jvc.pdf']);
      expect(readFileSync(file, 'utf8')).toBe('the broker’s earlier report');
    } finally {
      release();
    }
  }, 60_000);

  it('says the folder is read-only and writes nothing', async () => {
    mount.readOnly(true);
    try {
      const result = await print(join(mount.path, 'ro.pdf'));
      expect(result.ok).toBe(false);
      const error = !result.ok ? result.error : null;
      expect(error?.code, error?.message).toBe('storage');
      expect(error?.storage).toMatchObject({ reason: 'read-only' });
      expect(readdirSync(mount.path).filter((name) => name.includes('ro.pdf'))).toEqual([]);
    } finally {
      mount.readOnly(false);
    }
  }, 60_000);

  it('refuses, before any request, a folder the broker cannot write to (aqar run as an unprivileged user)', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'aqar-pdf-ro-folder-'));
    try {
      chmodSync(parent, 0o755);
      chmodSync(page.path, 0o755);
      const dataDir = nobodyFolder(parent, 'data');
      const folder = join(parent, 'reports');
      mkdirSync(folder, { mode: 0o755 }); // root's: nobody may not write in it
      const run = await aqar(['report', 'cma', '--demo', ...JVC, '--pdf', join(folder, 'jvc.pdf')], {
        dataDir,
        asNobody: true,
        env: { AQAR_RENDERER_DIR: page.path },
      });
      expect(run.code, run.err).toBe(2);
      expect(run.err).toContain(`--pdf ${join(folder, 'jvc.pdf')}: the folder ${folder} cannot be written to.`);
      expect(run.err).not.toMatch(/look-up took/);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);
});
