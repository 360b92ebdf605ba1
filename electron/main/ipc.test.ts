import { describe, expect, it, vi } from 'vitest';
import { createDispatcher } from '#core/ipc/dispatch';
import type { Handlers } from '#core/ipc/handlers';
import { ipcEventFrom } from '../../test/support/electron-stand-in';
import { isTrustedSender, registerIpc, type IpcMainLike } from './ipc';

function wire() {
  const registered = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>();
  const ipcMain = {
    handle: (channel: string, handler: (event: unknown, input: unknown) => Promise<unknown>) =>
      registered.set(channel, handler),
    removeHandler: (channel: string) => registered.delete(channel),
  } as unknown as IpcMainLike;
  const search = vi.fn(async () => ({
    query: 'q',
    locations: [],
    total: 0,
    provenance: { source: 'demo', fetchedAt: '', fromCache: false },
  }));
  const handlers = { 'app:info': vi.fn(), 'locations:search': search } as unknown as Handlers;
  const unregister = registerIpc(ipcMain, createDispatcher(handlers), isTrustedSender(['file://']));
  return { registered, search, unregister };
}

describe('IPC wiring', () => {
  it('a valid request reaches the core', async () => {
    const { registered, search } = wire();
    const result = await registered.get('locations:search')!(ipcEventFrom('file:///x/index.html'), {
      query: 'q',
      lang: 'en',
    });
    expect(result).toMatchObject({ ok: true });
    expect(search).toHaveBeenCalledOnce();
  });

  it('a malformed request gets a typed validation error and never reaches the core', async () => {
    const { registered, search } = wire();
    for (const bad of [
      undefined,
      null,
      'marina',
      [],
      { query: '', lang: 'en' },
      { query: 'q', lang: 'en', extra: true },
    ]) {
      const result = await registered.get('locations:search')!(ipcEventFrom('file:///x/index.html'), bad);
      expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    }
    expect(search).not.toHaveBeenCalled();
  });

  it('unregisters every handler', () => {
    const { registered, unregister } = wire();
    expect(registered.size).toBeGreaterThan(0);
    unregister();
    expect(registered.size).toBe(0);
  });
});
