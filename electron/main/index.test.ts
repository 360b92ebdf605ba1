// The Electron main process against a stand-in for the `electron` module: hardening, the app:// protocol and IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES } from '#shared/ipc/contract';
import { createElectronStandIn, ipcEventFrom } from '../../test/support/electron-stand-in';

const dataDir = mkdtempSync(join(tmpdir(), 'aqar-main-'));
// The main process puts its data where the CLI and browser mode do; point that at a temporary folder.
process.env.AQAR_DATA_DIR = dataDir;
const standIn = createElectronStandIn('/nonexistent/default-user-data');
vi.mock('electron', () => standIn.electron);

// The main process it starts has no way to quit here: its open files go with this process, which ends next.
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

beforeAll(async () => {
  await import('./index');
  standIn.makeReady();
  await vi.waitFor(() => expect(standIn.windows).toHaveLength(1));
});

describe('Electron main process', () => {
  it('keeps its data in the folder shared with the CLI and browser mode', () => {
    expect(standIn.electron.app.getPath('userData')).toBe(dataDir);
  });

  it('opens a hardened window', () => {
    const prefs = standIn.windows[0]!.options.webPreferences;
    expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    // Its scripts' compiled code kept from their first run (the app:// scheme's code cache).
    expect(prefs).toMatchObject({ v8CacheOptions: 'bypassHeatCheck' });
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(standIn.electron.app.sandboxEnabled).toBe(true);
  });

  it('serves the renderer from app://aqar, a standard and secure scheme registered before ready', async () => {
    expect(standIn.windows[0]!.loaded).toBe('app://aqar/index.html');
    expect(standIn.schemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        afterReady: false,
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    const serve = standIn.protocolHandlers.get('app')!;
    expect(serve).toBeTypeOf('function');
    expect((await serve(new Request('app://other/index.html'))).status).toBe(404);
  });

  it('registers a handler for every contract channel and no other', () => {
    expect([...standIn.handlers.keys()].sort()).toEqual([...CHANNEL_NAMES].sort());
  });

  it('answers a valid request from the app page through the real core (demo mode by default)', async () => {
    const handler = standIn.handlers.get('locations:search')!;
    const result = (await handler(ipcEventFrom('app://aqar/index.html'), {
      query: 'marina',
      lang: 'en',
    })) as {
      ok: boolean;
      value: { locations: { name: { en: string } }[]; provenance: { source: string } };
    };
    expect(result.ok).toBe(true);
    expect(result.value.provenance.source).toBe('demo');
    expect(result.value.locations.map((l) => l.name.en)).toContain('Dubai Marina');
  });

  it('returns a typed validation error for a malformed request', async () => {
    const handler = standIn.handlers.get('locations:search')!;
    const result = await handler(ipcEventFrom('app://aqar/index.html'), { query: 7 });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', field: 'query' } });
  });

  it('refuses requests from sub-frames, file:// pages and any origin but app://aqar exactly', async () => {
    const handler = standIn.handlers.get('app:info')!;
    expect(await handler(ipcEventFrom('app://aqar/index.html', { subFrame: true }), {})).toMatchObject({ ok: false });
    for (const url of [
      'https://evil.example/',
      'file:///app/out/renderer/index.html',
      'file:///tmp/downloaded.html',
      'app://aqar.evil/index.html',
      'app://other/index.html',
      'http://aqar/index.html',
      'about:blank',
      '',
    ]) {
      expect(await handler(ipcEventFrom(url), {})).toMatchObject({ ok: false });
    }
    expect(await handler(ipcEventFrom('app://aqar/index.html#/listings'), {})).toMatchObject({ ok: true });
  });

  it('blocks navigation and new windows; only https links reach the system browser', async () => {
    const contents = standIn.windows[0]!.webContents;
    const prevented = (url: string): boolean => {
      let stopped = false;
      contents.emit('will-navigate', { preventDefault: () => (stopped = true) }, url);
      return stopped;
    };
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://aqar.evil/', 'app://aqarx/index.html']) {
      expect(prevented(url)).toBe(true);
    }
    expect(prevented('app://aqar/index.html#/compare')).toBe(false);
    expect(contents.windowOpenHandler!({ url: 'https://www.example.com/listing' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(contents.windowOpenHandler!({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(standIn.opened).toEqual(['https://www.example.com/listing']));
  });

  it('denies every permission and sets a strict CSP on responses', () => {
    let granted: boolean | undefined;
    standIn.sessionHooks.permissionRequest!({}, 'geolocation', (g) => (granted = g));
    expect(granted).toBe(false);
    expect(standIn.sessionHooks.permissionCheck!()).toBe(false);
    let headers: Record<string, string[]> = {};
    standIn.sessionHooks.headers!(
      { responseHeaders: {} },
      (r) => (headers = (r as { responseHeaders: Record<string, string[]> }).responseHeaders),
    );
    const csp = headers['Content-Security-Policy']![0]!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
  });
});
