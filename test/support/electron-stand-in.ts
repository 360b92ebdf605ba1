// A stand-in for the `electron` module: records what the main process asks of Electron so tests can check
// the window's hardening and the IPC wiring without Electron's binary.
import { EventEmitter } from 'node:events';

type Handler = (event: unknown, ...args: unknown[]) => unknown;

export function createElectronStandIn(userDataDir: string) {
  const handlers = new Map<string, Handler>();
  const windows: FakeWindow[] = [];
  const opened: string[] = [];
  const sessionHooks: {
    permissionRequest?: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;
    permissionCheck?: () => boolean;
    headers?: (details: { responseHeaders?: Record<string, string[]> }, callback: (r: unknown) => void) => void;
  } = {};

  class FakeWebContents extends EventEmitter {
    windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
    sent: [string, unknown][] = [];
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
      this.windowOpenHandler = handler;
    }
    send(channel: string, payload: unknown): void {
      this.sent.push([channel, payload]);
    }
  }

  class FakeWindow extends EventEmitter {
    static getAllWindows = (): FakeWindow[] => windows;
    readonly webContents = new FakeWebContents();
    loaded: string | null = null;
    constructor(readonly options: { webPreferences: Record<string, unknown> }) {
      super();
      windows.push(this);
    }
    isDestroyed(): boolean {
      return false;
    }
    show(): void {}
    async loadURL(url: string): Promise<void> {
      this.loaded = url;
    }
    async loadFile(file: string): Promise<void> {
      this.loaded = `file://${file}`;
    }
  }

  let resolveReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  const app = Object.assign(new EventEmitter(), {
    sandboxEnabled: false,
    enableSandbox(): void {
      this.sandboxEnabled = true;
    },
    whenReady: () => ready,
    paths: new Map<string, string>([['userData', userDataDir]]),
    getPath(name: string): string {
      return this.paths.get(name) ?? `/tmp/${name}`;
    },
    setPath(name: string, path: string): void {
      this.paths.set(name, path);
    },
    getVersion: () => '0.0.0-test',
    quit(): void {},
  });

  const electron = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: {
      handle: (channel: string, handler: Handler) => handlers.set(channel, handler),
      removeHandler: (channel: string) => handlers.delete(channel),
    },
    shell: {
      openExternal: async (url: string) => {
        opened.push(url);
      },
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (h: typeof sessionHooks.permissionRequest) => (sessionHooks.permissionRequest = h),
        setPermissionCheckHandler: (h: typeof sessionHooks.permissionCheck) => (sessionHooks.permissionCheck = h),
        webRequest: { onHeadersReceived: (h: typeof sessionHooks.headers) => (sessionHooks.headers = h) },
      },
    },
  };

  return { electron, handlers, windows, opened, sessionHooks, makeReady: resolveReady };
}

/** An IPC event as Electron would deliver it from a frame at `url`. */
export function ipcEventFrom(url: string, { subFrame = false } = {}) {
  return { senderFrame: { url, parent: subFrame ? {} : null } };
}
