// Wires every contract channel to the core through ipcMain.handle; messages from untrusted frames are refused.
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { fail, type Result } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { CHANNEL_NAMES } from '#shared/ipc/contract';
import type { Dispatch } from '#core/ipc/dispatch';
import { hasOrigin } from './app-protocol';

export type IpcMainLike = Pick<IpcMain, 'handle' | 'removeHandler'>;

/** True when the message comes from our own page's main frame (not an iframe or a navigated-away page). */
export type SenderCheck = (event: IpcMainInvokeEvent) => boolean;

/** Exact origins only (`app://aqar`): no file:// page, no look-alike host, no other port passes. */
export function isTrustedSender(allowedOrigins: readonly string[]): SenderCheck {
  return (event) => {
    const frame = event.senderFrame;
    if (!frame || frame.parent !== null) return false;
    return allowedOrigins.some((origin) => hasOrigin(frame.url, origin));
  };
}

export function registerIpc(ipcMain: IpcMainLike, dispatch: Dispatch, trusted: SenderCheck): () => void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, async (event, input: unknown): Promise<Result<unknown>> => {
      if (!trusted(event)) return fail('validation', ref('error.window.untrusted'));
      return dispatch(channel, input, { caller: 'window' });
    });
  }
  return () => {
    for (const channel of CHANNEL_NAMES) ipcMain.removeHandler(channel);
  };
}
