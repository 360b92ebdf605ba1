// A stand-in for the `electron` module: records what the main process asks of Electron so tests can check
// the window's hardening, the app protocol and the IPC wiring without Electron's binary.
import { EventEmitter } from 'node:events';

type Handler = (event: unknown, ...args: unknown[]) => unknown;
type ProtocolHandler = (request: Request) => Response | Promise<Response>;

export interface StandInOptions {
  /** What `app.isPackaged` answers: false for `npm start`, true for an installed build. */
  isPackaged?: boolean;
}

export interface RegisteredScheme {
  scheme: string;
  privileges?: Record<string, boolean | undefined>;
  /** Whether the app was already ready when the scheme was registered (Electron requires it to be before). */
  afterReady: boolean;
}

export function createElectronStandIn(userDataDir: string, options: StandInOptions = {}) {
  const handlers = new Map<string, Handler>();
  const protocolHandlers = new Map<string, ProtocolHandler>();
  const schemes: RegisteredScheme[] = [];
  let isReady = false;
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
  const makeReady = (): void => {
    isReady = true;
    resolveReady();
  };
  const app = Object.assign(new EventEmitter(), {
    isPackaged: options.isPackaged ?? false,
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

  const protocol = {
    registerSchemesAsPrivileged(custom: { scheme: string; privileges?: Record<string, boolean | undefined> }[]): void {
      for (const scheme of custom) schemes.push({ ...scheme, afterReady: isReady });
    },
    handle(scheme: string, handler: ProtocolHandler): void {
      if (!isReady) throw new Error('protocol.handle called before the app is ready');
      protocolHandlers.set(scheme, handler);
    },
  };

  const electron = {
    app,
    protocol,
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

  return { electron, handlers, windows, opened, sessionHooks, schemes, protocolHandlers, makeReady };
}

/** An IPC event as Electron would deliver it from a frame at `url`. */
export function ipcEventFrom(url: string, { subFrame = false } = {}) {
  return { senderFrame: { url, parent: subFrame ? {} : null } };
}
