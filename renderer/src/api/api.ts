// The renderer's one handle on the core: Electron's preload API when present, else the browser-mode bridge.
import type { AqarApi } from '#shared/ipc/contract';
import { fail } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { stripBidiDeep } from '#shared/text/bidi-controls';
import { createBrowserBridge, readSessionToken } from './browser-bridge';
import { admit } from './start-gate';

declare global {
  interface Window {
    api?: AqarApi;
  }
}

function unavailable(): AqarApi {
  return { invoke: async () => fail('validation', ref('error.window.noToken')), on: () => () => {} };
}

function resolveApi(): AqarApi {
  // Outside a window there is no core to reach: a unit test of a module that imports a feature's index loads this
  // module too, in Node.
  if (typeof window === 'undefined') return unavailable();
  if (window.api) return window.api;
  const token = readSessionToken(document);
  return token ? createBrowserBridge(token) : unavailable();
}

/**
 * Every answer and event of the core with its bidirectional controls taken out: service text is neutralised when
 * it is normalized, but what was saved before (compare pins, snapshots, names) reaches the window here too, so no
 * title can read reordered ("exe.png Villa" for "gnp.exe Villa") in the grid, the details or the compare panel.
 */
function withoutBidiControls(inner: AqarApi): AqarApi {
  return {
    invoke: (async (channel: Parameters<AqarApi['invoke']>[0], input: never) => {
      // A request asked for while the window starts waits for its first frame, and for the broker's (start-gate.ts).
      const { wait, done } = admit();
      if (wait) await wait;
      try {
        return stripBidiDeep(await inner.invoke(channel, input));
      } finally {
        done();
      }
    }) as AqarApi['invoke'],
    on: (event, listener) => inner.on(event, (payload) => listener(stripBidiDeep(payload))),
  };
}

export const api: AqarApi = withoutBidiControls(resolveApi());
