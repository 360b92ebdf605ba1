// IPC wiring: every channel goes through the sender check and the dispatcher; malformed input never reaches the core.
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
  const unregister = registerIpc(ipcMain, createDispatcher(handlers), isTrustedSender(['app://aqar']));
  return { registered, search, unregister };
}

describe('IPC wiring', () => {
  it('a valid request reaches the core', async () => {
    const { registered, search } = wire();
    const result = await registered.get('locations:search')!(ipcEventFrom('app://aqar/index.html'), {
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
      const result = await registered.get('locations:search')!(ipcEventFrom('app://aqar/index.html'), bad);
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

  it('trusts exact origins only, never by prefix', () => {
    const trusted = isTrustedSender(['app://aqar', 'http://localhost:5173']);
    const check = (url: string) => trusted(ipcEventFrom(url) as unknown as Parameters<typeof trusted>[0]);
    expect(check('app://aqar/index.html')).toBe(true);
    expect(check('http://localhost:5173/')).toBe(true);
    for (const url of ['http://localhost:51730/', 'app://aqar.evil/', 'file:///x/index.html', 'not a url']) {
      expect(check(url)).toBe(false);
    }
  });
});
