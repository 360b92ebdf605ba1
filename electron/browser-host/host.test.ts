// Browser mode's host: token, host-header and origin checks, the contract over HTTP, and server-sent events.
import { asWritten } from '#shared/messages/message-ref';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import { appErrorSchema, saidOf } from '#shared/errors';
import { formatRef } from '#shared/messages/messages';
import { makeTempDir } from '../../test/support/temp-dir';
import { startBrowserHost, type RunningBrowserHost } from './host';

const dir = makeTempDir();
let core: Core;
let host: RunningBrowserHost;

beforeAll(async () => {
  const rendererDir = join(dir.path, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir.path, 'secret.txt'), 'top secret');
  core = await createCore({ dataDir: join(dir.path, 'data'), host: 'test', version: 'test', log: () => {} });
  host = await startBrowserHost({ core, rendererDir });
});
afterAll(async () => {
  await host.close();
  dir.remove();
});

const invoke = (channel: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${host.origin}/api/invoke/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-aqar-token': host.token, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function rawGet(path: string, hostHeader: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path, headers: { host: hostHeader } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('browser host', () => {
  it('listens on loopback only', () => {
    expect(host.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves the page with its token embedded, and refuses it without the token', async () => {
    const page = await fetch(host.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain(`<meta name="aqar-token" content="${host.token}"`);
    expect((await fetch(`${host.origin}/`)).status).toBe(403);
    expect((await fetch(`${host.origin}/?token=wrong`)).status).toBe(403);
  });

  it('carries the contract over HTTP', async () => {
    const response = await invoke('locations:search', { query: 'marina', lang: 'en' });
    const body = (await response.json()) as { ok: boolean; value: { locations: { name: { en: string } }[] } };
    expect(body.ok).toBe(true);
    expect(body.value.locations.map((l) => l.name.en)).toContain('Dubai Marina');
  });

  it('refuses API calls without the token, from another origin, or with a bad body', async () => {
    expect((await invoke('app:info', {}, { 'x-aqar-token': 'nope' })).status).toBe(403);
    expect((await invoke('app:info', {}, { origin: 'https://evil.example' })).status).toBe(403);
    const malformed = await invoke('app:info', '{not json');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ ok: false, error: { code: 'validation' } });
    const invalid = await invoke('locations:search', { query: 5, lang: 'en' });
    expect(await invalid.json()).toMatchObject({ ok: false, error: { code: 'validation', field: 'query' } });
    expect(await (await invoke('no:such', {})).json()).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
  });

  it("words a refusal in the window's language from what it said, English kept as its message", async () => {
    const answer = (await (await invoke('app:info', {}, { 'x-aqar-token': 'nope' })).json()) as { error: unknown };
    const error = appErrorSchema.parse(answer.error);
    expect(error.message).toBe('Missing or wrong session token.');
    expect(formatRef('ar', saidOf(error))).toBe('رمز الجلسة مفقود أو خاطئ.');
    expect(formatRef('hi', saidOf(error))).toBe('सत्र टोकन नहीं है या गलत है।');
  });

  it('refuses other Host headers (DNS rebinding) and paths outside the renderer folder', async () => {
    expect(await rawGet('/assets/app.js', 'evil.example')).toBe(421);
    expect(await rawGet('/assets/app.js', `127.0.0.1:${host.port}`)).toBe(200);
    expect(await rawGet('/..%2Fsecret.txt', `127.0.0.1:${host.port}`)).toBe(404);
    expect(await rawGet('/../secret.txt', `127.0.0.1:${host.port}`)).toBe(404);
  });

  it('serves the demo service photos at same-origin paths', async () => {
    const response = await fetch(`${host.origin}/media/listing/1003250155/2.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });

  it('pushes core events as server-sent events to token holders', async () => {
    expect((await fetch(`${host.origin}/api/events`)).status).toBe(403);
    const controller = new AbortController();
    const response = await fetch(`${host.origin}/api/events?token=${host.token}`, { signal: controller.signal });
    const reader = response.body!.getReader();
    await reader.read();
    core.notices.raise({ level: 'info', said: asWritten('hello') });
    let text = '';
    while (!text.includes('hello')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('event: app:notice');
    controller.abort();
  });
});
