// What the broker paid for survives: deleting or corrupting the disposable cache keeps the month's request count
// (it lives in the workspace), and a corrupted workspace is answered by a clear notice and the newest backup,
// never by a silently empty workspace.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core';
import type { UsageView, WorkspaceStatusView } from '#shared/ipc/contract';
import { makeTempDir, type TempDir } from '../support/temp-dir';

let dir: TempDir;
afterEach(() => dir.remove());

const open = (dataDir: string): Promise<Core> => createCore({ dataDir, host: 'test', version: 'test', log: () => {} });

async function value<T>(promise: Promise<{ ok: boolean; value?: unknown }>): Promise<T> {
  const result = await promise;
  expect(result.ok).toBe(true);
  return result.value as T;
}

async function spend(core: Core, queries: string[]): Promise<void> {
  for (const query of queries) {
    await value(core.dispatch('data:fetch', { operation: 'autocomplete', params: { query } }));
  }
}

describe('the two databases', () => {
  it('keeps the request count when the cache is corrupted or deleted, and says the cache was rebuilt', async () => {
    dir = makeTempDir('aqar-durability-');
    let core = await open(dir.path);
    await spend(core, ['marina', 'downtown', 'palm']);
    expect((await value<UsageView>(core.dispatch('usage:get', {}))).thisMonth).toBe(3);
    await core.close();

    writeFileSync(join(dir.path, 'cache.db'), 'garbage, not a database '.repeat(300));
    rmSync(join(dir.path, 'cache.db-wal'), { force: true });
    core = await open(dir.path);
    const notices = core.notices.list();
    expect(notices.some((n) => n.level === 'warning' && /offline cache was unreadable.*rebuilt/.test(n.message))).toBe(
      true,
    );
    expect((await value<UsageView>(core.dispatch('usage:get', {}))).thisMonth).toBe(3);
    await spend(core, ['jvc']);
    await core.close();

    rmSync(join(dir.path, 'cache.db'));
    core = await open(dir.path);
    expect((await value<UsageView>(core.dispatch('usage:get', {}))).thisMonth).toBe(4);
    await core.close();
  }, 60_000);

  it('opens the newest backup read-only with an error notice when the workspace is corrupted, and restores it', async () => {
    dir = makeTempDir('aqar-durability-');
    let core = await open(dir.path);
    await spend(core, ['marina', 'downtown']);
    const backedUp = await value<WorkspaceStatusView>(core.dispatch('workspace:backup-now', {}));
    expect(backedUp.backups.length).toBeGreaterThan(0);
    await core.close();

    writeFileSync(join(dir.path, 'workspace.db'), 'garbage, not a database '.repeat(300));
    rmSync(join(dir.path, 'workspace.db-wal'), { force: true });
    rmSync(join(dir.path, 'workspace.db-shm'), { force: true });
    core = await open(dir.path);
    const notices = await value<{ level: string; message: string }[]>(core.dispatch('app:notices', {}));
    expect(notices.some((n) => n.level === 'error' && /newest good backup.*read-only/.test(n.message))).toBe(true);
    const status = await value<WorkspaceStatusView>(core.dispatch('workspace:status', {}));
    expect(status.mode).toBe('backup-read-only');
    expect((await value<UsageView>(core.dispatch('usage:get', {}))).thisMonth).toBe(2);
    // Searching still works, and counts, while the workspace is read-only.
    await spend(core, ['palm']);
    expect((await value<UsageView>(core.dispatch('usage:get', {}))).thisMonth).toBe(3);

    const restored = await value<WorkspaceStatusView>(
      core.dispatch('workspace:restore', { backup: status.openBackup!.id }),
    );
    expect(restored.mode).toBe('normal');
    // The request spent while read-only stays counted in the restored workspace.
    expect((await value<UsageView>(core.dispatch('usage:get', {}))).thisMonth).toBe(3);
    await core.close();
  }, 60_000);
});
