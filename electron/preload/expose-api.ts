// Builds the renderer's `window.api` over an ipcRenderer-like object: allow-listed channels and events only,
// never the raw ipcRenderer, and every failure returned as a typed result.
import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { fail } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { isAppEvent, isChannel, type AqarApi } from '#shared/ipc/contract';

export type IpcRendererLike = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createPreloadApi(ipc: IpcRendererLike): AqarApi {
  return {
    invoke: async (channel, input) => {
      if (!isChannel(channel))
        return fail('unknown-channel', ref('error.window.unknownChannel', { channel: String(channel) }));
      try {
        return await ipc.invoke(channel, input);
      } catch {
        return fail('internal', ref('error.window.coreSilent'));
      }
    },
    on: (event, listener) => {
      if (!isAppEvent(event)) return () => {};
      const wrapped = (_e: IpcRendererEvent, payload: unknown): void => listener(payload as never);
      ipc.on(event, wrapped);
      return () => ipc.removeListener(event, wrapped);
    },
  };
}
