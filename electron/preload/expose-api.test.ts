import { describe, expect, it, vi } from 'vitest';
import type { Channel } from '#shared/ipc/contract';
import { createPreloadApi, type IpcRendererLike } from './expose-api';

function fakeIpc() {
  return {
    invoke: vi.fn(async () => ({ ok: true, value: 1 })),
    on: vi.fn(),
    removeListener: vi.fn(),
  };
}

describe('preload API', () => {
  it('forwards contract channels and refuses others without touching IPC', async () => {
    const ipc = fakeIpc();
    const api = createPreloadApi(ipc as unknown as IpcRendererLike);
    expect(await api.invoke('app:info', {})).toEqual({ ok: true, value: 1 });
    expect(await api.invoke('shell:exec' as Channel, {} as never)).toMatchObject({
      ok: false,
      error: { code: 'unknown-channel' },
    });
    expect(ipc.invoke).toHaveBeenCalledTimes(1);
  });

  it('turns a failed IPC call into a typed error', async () => {
    const ipc = fakeIpc();
    ipc.invoke.mockRejectedValueOnce(new Error('boom'));
    const api = createPreloadApi(ipc as unknown as IpcRendererLike);
    expect(await api.invoke('app:info', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
  });

  it('subscribes only to contract events and unsubscribes', () => {
    const ipc = fakeIpc();
    const api = createPreloadApi(ipc as unknown as IpcRendererLike);
    const off = api.on('fetch:progress', () => {});
    api.on('evil:event' as never, () => {});
    expect(ipc.on).toHaveBeenCalledTimes(1);
    off();
    expect(ipc.removeListener).toHaveBeenCalledTimes(1);
  });
});
