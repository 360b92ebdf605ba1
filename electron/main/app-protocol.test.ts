// The app:// protocol handler: serves the built renderer with the right content types and the CSP, and nothing
// outside its folder, however the path is spelled.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/support/temp-dir';
import {
  APP_ENTRY_URL,
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
  hasOrigin,
  registerAppScheme,
} from './app-protocol';

const dir = makeTempDir();
const rendererDir = join(dir.path, 'renderer');
mkdirSync(join(rendererDir, 'assets'), { recursive: true });
writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(rendererDir, 'assets', 'app.css'), 'body{}');
writeFileSync(join(dir.path, 'secret.txt'), 'top secret');
afterAll(() => dir.remove());

const serve = createAppProtocolHandler(rendererDir);
const get = (url: string, method = 'GET') => serve(new Request(url, { method }));

describe('app:// protocol', () => {
  it.each([
    [APP_ENTRY_URL, 'text/html; charset=utf-8', '<title>app</title>'],
    ['app://aqar/', 'text/html; charset=utf-8', '<title>app</title>'],
    ['app://aqar/assets/app.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['app://aqar/assets/app.css', 'text/css; charset=utf-8', 'body{}'],
  ])('serves %s as %s with the CSP', async (url, type, text) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain(text);
  });

  it.each([
    'app://aqar/../secret.txt',
    'app://aqar/..%2Fsecret.txt',
    'app://aqar/%2e%2e/secret.txt',
    'app://aqar/%2e%2e%2fsecret.txt',
    'app://aqar/assets/..%2F..%2Fsecret.txt',
    'app://aqar/..%5Csecret.txt',
    'app://aqar/index.html%00.js',
    'app://aqar/%E0%A4%A',
    'app://other/index.html',
    'app://aqar.evil/index.html',
    'app://aqar/missing.js',
  ])('serves nothing outside the renderer folder or host: %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('top secret');
  });

  it('refuses methods other than GET and HEAD, and serves demo photos', async () => {
    expect((await get(APP_ENTRY_URL, 'POST')).status).toBe(405);
    const photo = await get('app://aqar/media/listing/1003250155/2.svg');
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await photo.text()).toContain('<svg');
  });

  it('compares origins exactly', () => {
    expect(hasOrigin('app://aqar/index.html', 'app://aqar')).toBe(true);
    expect(hasOrigin('app://AQAR/x', 'app://aqar')).toBe(true);
    expect(hasOrigin('file:///app/index.html', 'file://')).toBe(false);
    expect(hasOrigin('app://aqar.evil/', 'app://aqar')).toBe(false);
    expect(hasOrigin('app://aqar@evil/', 'app://aqar')).toBe(false);
  });
});

describe('app:// scheme', () => {
  it('is registered standard and secure, with V8’s code cache (which Electron gives a standard scheme only)', () => {
    const registered: unknown[] = [];
    registerAppScheme({ registerSchemesAsPrivileged: (schemes) => void registered.push(...schemes) });
    expect(registered).toEqual([APP_SCHEME_PRIVILEGES]);
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({
      scheme: 'app',
      privileges: { standard: true, secure: true, corsEnabled: true, codeCache: true },
    });
  });
});
