// Browser mode's downloads: an export written as a download is served once the token and the id check out, as
// an attachment under its own (Arabic) name; everything else is refused.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import type { ExportResult } from '#shared/ipc/contract';
import { makeTempDir } from '../../test/support/temp-dir';
import { attachment } from './download-route';
import { startBrowserHost, type RunningBrowserHost } from './host';

const dir = makeTempDir('aqar-download-');
let core: Core;
let host: RunningBrowserHost;
let saved: ExportResult;

beforeAll(async () => {
  const rendererDir = join(dir.path, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  core = await createCore({ dataDir: join(dir.path, 'data'), host: 'browser', version: 't', log: () => {} });
  host = await startBrowserHost({ core, rendererDir });
  const response = await fetch(`${host.origin}/api/invoke/export:table`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-aqar-token': host.token },
    body: JSON.stringify({
      format: 'csv',
      destination: { kind: 'download' },
      fileName: 'مقارنة',
      title: 'Comparison',
      sheets: [{ name: 'Comparison', columns: [{ id: 'a', header: 'السعر', kind: 'aed' }], rows: [[1_250_000]] }],
    }),
  });
  const body = (await response.json()) as { ok: boolean; value: ExportResult };
  expect(body.ok).toBe(true);
  saved = body.value;
});

afterAll(async () => {
  await host.close();
  await core.close();
  dir.remove();
});

const url = (): string => (saved.saved.kind === 'download' ? saved.saved.url : '');

describe('browser downloads', () => {
  it('serves the export as an attachment to the token holder', async () => {
    const response = await fetch(`${host.origin}${url()}?token=${host.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(attachment('مقارنة.csv'));
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''%D9%85");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // Read as bytes: Response.text() would drop the byte-order mark this test checks for.
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(text).toBe('\uFEFFالسعر\r\n1250000\r\n');
    const entry = core.services.exports.download(url().split('/').at(-1)!)!;
    expect(readFileSync(entry.file, 'utf8')).toBe(text);
  });

  it('refuses a missing token, an unknown or malformed id, and other methods', async () => {
    expect((await fetch(`${host.origin}${url()}`)).status).toBe(403);
    expect((await fetch(`${host.origin}${url()}?token=wrong`)).status).toBe(403);
    expect((await fetch(`${host.origin}/api/download/AAAAAAAAAAAAAAAAAAAAAAAA?token=${host.token}`)).status).toBe(404);
    expect((await fetch(`${host.origin}/api/download/..%2F..%2Fsecret?token=${host.token}`)).status).toBe(404);
    expect((await fetch(`${host.origin}${url()}?token=${host.token}`, { method: 'POST' })).status).toBe(405);
  });

  it('gives an ASCII fallback name for old browsers', () => {
    expect(attachment('Marina "best".xlsx')).toBe(
      `attachment; filename="Marina _best_.xlsx"; filename*=UTF-8''Marina%20%22best%22.xlsx`,
    );
  });
});
