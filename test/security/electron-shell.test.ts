// Replays finding 9 on the Electron main process (against the stand-in for `electron`, as an installed build):
// the renderer came from file:// and any file:// page passed the IPC sender and navigation checks, and
// ELECTRON_RENDERER_URL was honoured in a packaged app.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createElectronStandIn, ipcEventFrom } from '../support/electron-stand-in';
import { makeTempDir } from '../support/temp-dir';

const dataDir = makeTempDir('aqar-shell-');
const standIn = createElectronStandIn('/nonexistent/default-user-data', { isPackaged: true });
vi.mock('electron', () => standIn.electron);

beforeAll(async () => {
  process.env.AQAR_DATA_DIR = dataDir.path;
  // A page an attacker controls, named in the environment of an installed app.
  process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173/';
  await import('../../electron/main/index');
  standIn.makeReady();
  await vi.waitFor(() => expect(standIn.windows).toHaveLength(1));
});
afterAll(() => {
  delete process.env.ELECTRON_RENDERER_URL;
  delete process.env.AQAR_DATA_DIR;
  standIn.electron.app.emit('will-quit');
  dataDir.remove();
});

describe('Electron shell (packaged)', () => {
  it('ignores ELECTRON_RENDERER_URL and loads the renderer from app://aqar', () => {
    expect(standIn.windows[0]!.loaded).toBe('app://aqar/index.html');
  });

  it('registers app:// as standard and secure before the app is ready, and serves it after', () => {
    expect(standIn.schemes).toMatchObject([
      { scheme: 'app', afterReady: false, privileges: { standard: true, secure: true } },
    ]);
    expect(standIn.protocolHandlers.has('app')).toBe(true);
  });

  it.each([
    'file:///Applications/Aqar%20Lens.app/Contents/Resources/app.asar/out/renderer/index.html',
    'file:///home/broker/Downloads/listing.html',
    'http://localhost:5173/',
    'app://aqar.evil/index.html',
  ])('refuses IPC from %s', async (url) => {
    const result = await standIn.handlers.get('app:info')!(ipcEventFrom(url), {});
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
  });

  it('answers IPC from app://aqar', async () => {
    expect(await standIn.handlers.get('app:info')!(ipcEventFrom('app://aqar/index.html'), {})).toMatchObject({
      ok: true,
    });
  });

  it.each(['file:///etc/passwd', 'http://localhost:5173/', 'app://aqar.evil/'])('blocks navigation to %s', (url) => {
    let prevented = false;
    standIn.windows[0]!.webContents.emit('will-navigate', { preventDefault: () => (prevented = true) }, url);
    expect(prevented).toBe(true);
  });
});
