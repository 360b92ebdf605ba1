// Electron entry: owns the core, opens one hardened window and wires IPC. Nothing slow runs here.
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, protocol, session } from 'electron';
import { createCore, type Core } from '#core/create-core';
import { defaultDataDir } from '#core/paths';
import { APP_SCHEME, createAppProtocolHandler, registerAppScheme } from './app-protocol';
import { chooseExportPath } from './choose-export-path';
import { confirmKeyTransfer } from './confirm-key-transfer';
import { isTrustedSender, registerIpc } from './ipc';
import { electronPrintSite } from './print-to-pdf';
import { rendererLocation } from './renderer-location';
import { hardenSession, hardenWebContents, secureWebPreferences } from './security';
import { openInSystemBrowser } from './system-browser';

// Before ready: the app:// scheme's privileges (standard, secure) are fixed when Chromium starts.
registerAppScheme(protocol);
const renderer = rendererLocation(app.isPackaged, process.env.ELECTRON_RENDERER_URL);
const PRELOAD = join(import.meta.dirname, '../preload/index.cjs');

function createWindow(core: Core): BrowserWindow {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Aqar Lens',
    backgroundColor: '#0f172a',
    webPreferences: secureWebPreferences(PRELOAD),
  });
  hardenWebContents(window.webContents, renderer.origin, openInSystemBrowser);
  const unsubscribe = core.events.subscribe((event, payload) => {
    if (!window.isDestroyed()) window.webContents.send(event, payload);
  });
  window.on('closed', unsubscribe);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(renderer.url);
  return window;
}

app.enableSandbox();
// One data folder for the app, browser mode and the CLI, so they share the cache, the settings and the budget.
app.setPath('userData', defaultDataDir());

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
});

void app.whenReady().then(async () => {
  protocol.handle(APP_SCHEME, createAppProtocolHandler(join(import.meta.dirname, '../renderer')));
  hardenSession(session.defaultSession);
  const core = await createCore({
    dataDir: app.getPath('userData'),
    host: 'electron',
    version: app.getVersion(),
    probeKeychainAtStart: true,
    confirmKeyTransfer: (change) => confirmKeyTransfer(BrowserWindow.getFocusedWindow(), change),
    chooseExportPath: (name, format) => chooseExportPath(BrowserWindow.getFocusedWindow(), name, format),
  });
  registerIpc(ipcMain, core.dispatch, isTrustedSender([renderer.origin]));
  // The client report prints from a hidden window loading the same print route.
  core.services.reportPdf.useSite(electronPrintSite(PRELOAD, renderer));
  createWindow(core);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(core);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => void core.close());
});
