// Where the window loads the renderer from: the app protocol, or the development server only in an unpackaged
// build (a packaged app that honoured ELECTRON_RENDERER_URL would hand window.api to whatever page it names).
import { isLoopbackHostname } from '#core/client/key-guard';
import { APP_ENTRY_URL, APP_ORIGIN, originOf } from './app-protocol';

export interface RendererLocation {
  url: string;
  /** The one origin IPC senders and navigations are checked against. */
  origin: string;
}

export function rendererLocation(isPackaged: boolean, devServerUrl: string | undefined): RendererLocation {
  if (!isPackaged && devServerUrl) {
    try {
      const url = new URL(devServerUrl);
      // The development server runs on this machine; a remote page never gets the app's IPC.
      if ((url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHostname(url.hostname)) {
        return { url: url.href, origin: originOf(url) };
      }
    } catch {
      // An unreadable development URL falls back to the built renderer.
    }
  }
  return { url: APP_ENTRY_URL, origin: APP_ORIGIN };
}
