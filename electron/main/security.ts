// Hardening of the window and its session: no navigation, no new windows, no permissions, strict CSP.
import type { Session, WebContents, WebPreferences } from 'electron';
import { hasOrigin } from './app-protocol';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';
import { isSafeExternalUrl } from './safe-open-external';

export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
    // V8's code cache of the app's scripts written at their first run rather than their second (Chromium's default
    // waits to see a script twice): the window's next start compiles nothing it ran before (app-protocol.ts).
    v8CacheOptions: 'bypassHeatCheck',
  };
}

type WebContentsLike = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * Blocks every navigation away from the app's exact origin (a prefix test would let `app://aqar.evil` or another
 * port through) and every new window; https links go to the system browser.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  appOrigin: string,
  openInBrowser: (url: string) => Promise<unknown>,
): void {
  contents.on('will-navigate', (event, url) => {
    if (!hasOrigin(url, appOrigin)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!hasOrigin(url, appOrigin)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void openInBrowser(url);
    return { action: 'deny' };
  });
}

type SessionLike = Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> & {
  webRequest: Pick<Session['webRequest'], 'onHeadersReceived'>;
};

export function hardenSession(session: SessionLike): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
        'X-Content-Type-Options': ['nosniff'],
      },
    });
  });
}
