// The renderer's one handle on the core: Electron's preload API when present, else the browser-mode bridge.
import type { AqarApi } from '#shared/ipc/contract';
import { fail } from '#shared/errors';
import { createBrowserBridge, readSessionToken } from './browser-bridge';

declare global {
  interface Window {
    api?: AqarApi;
  }
}

function unavailable(): AqarApi {
  const message = 'This page was opened without a session token: open the address the app printed.';
  return { invoke: async () => fail('validation', message), on: () => () => {} };
}

function resolveApi(): AqarApi {
  if (window.api) return window.api;
  const token = readSessionToken(document);
  return token ? createBrowserBridge(token) : unavailable();
}

export const api: AqarApi = resolveApi();
