// A second process holding a database in `BEGIN EXCLUSIVE` longer than SQLite waits (a backup tool, a
// stuck aqar run): a refresh paid for while the cache is locked is shown all the same, with a warning that it could
// not be saved, and counted; looking again costs nothing; a save while the workspace is locked is refused naming the
// locked database, never as "internal error". What the server received, the request log says.
import { worded } from '../../support/worded';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '#core/create-core';
import type { AppError } from '#shared/errors';
import type { DataAnswer, UsageView } from '#shared/ipc/contract';
import { startLiveFixture, type LiveFixture } from '../../support/demo-fixture';
import { holdExclusive, loggedRequests } from './support';

// SQLite waits 5 s for another process's lock before the refusal under test; a short wait proves the same refusal
// (the lock is held until released, far longer) without the test waiting 5 s for each.
process.env.AQAR_BUSY_TIMEOUT_MS = '400';
let fixture: LiveFixture;
let core: Core;

beforeAll(async () => {
  fixture = await startLiveFixture();
  core = await fixture.core();
  const first = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'marina' } });
  expect(first.ok).toBe(true);
}, 60_000);
afterAll(async () => fixture.close());

async function thisMonth(): Promise<number> {
  const usage = await core.dispatch('usage:get', {});
  if (!usage.ok) throw new Error(usage.error.message);
  return (usage.value as UsageView).thisMonth;
}

describe('a database locked by another process', () => {
  it('shows and counts an answer paid for while the cache is locked, and serves it again for nothing', async () => {
    const lock = await holdExclusive(join(fixture.dataDir, 'cache.db'));
    try {
      const result = await core.dispatch('data:fetch', {
        operation: 'autocomplete',
        params: { query: 'downtown' },
        policy: 'refresh',
      });
      expect(result.ok, JSON.stringify(result)).toBe(true);
      const answer = (result as { value: DataAnswer<'autocomplete'> }).value;
      expect(JSON.stringify(answer.result)).toMatch(/Downtown Dubai/);
      expect(worded(answer.warnings)[0]).toMatch(
        /could not be saved to the offline cache: the cache \(.*cache\.db\) is locked/,
      );
      expect(await thisMonth()).toBe(fixture.server.traffic.requestsThisMonth);
      const before = fixture.server.traffic.requestsThisMonth;
      const again = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'downtown' } });
      expect(again.ok).toBe(true);
      expect(fixture.server.traffic.requestsThisMonth).toBe(before);
      expect(core.notices.list().some((n) => n.code === 'answers-not-saved')).toBe(true);
    } finally {
      await lock.release();
    }
    expect(loggedRequests(fixture.dataDir)).toBe(fixture.server.traffic.requestsThisMonth);
  }, 60_000);

  it('refuses a save while the workspace is locked, naming the locked database', async () => {
    const lock = await holdExclusive(join(fixture.dataDir, 'workspace.db'));
    try {
      const saved = await core.dispatch('saved:create', {
        name: 'Marina',
        request: { operation: 'autocomplete', params: { query: 'marina' } },
      });
      expect(saved.ok).toBe(false);
      const error = (saved as { error: AppError }).error;
      expect(error.code).toBe('storage');
      expect(error.storage).toMatchObject({ reason: 'locked', database: 'workspace' });
      expect(error.message).toContain(join(fixture.dataDir, 'workspace.db'));
      expect(error.message).toMatch(/locked by another program.*Try again/);
    } finally {
      await lock.release();
    }
  }, 60_000);

  it('refuses to set or check an alert while the workspace is locked, naming it, and keeps the rules as they were', async () => {
    const watched = await core.dispatch('watch:add', { kind: 'agency', externalID: '100026', name: 'An agency' });
    expect(watched.ok, JSON.stringify(watched)).toBe(true);
    const itemId = (watched as { value: { id: number } }).value.id;
    const lock = await holdExclusive(join(fixture.dataDir, 'workspace.db'));
    try {
      for (const [channel, input] of [
        ['alerts:add', { itemId, trigger: 'gone' }],
        ['alerts:check', {}],
      ] as const) {
        const result = await core.dispatch(channel, input);
        expect(result.ok, channel).toBe(false);
        const error = (result as { error: AppError }).error;
        expect(error.storage, channel).toMatchObject({ reason: 'locked', database: 'workspace' });
        expect(error.message).toMatch(/locked by another program.*Try again/);
      }
    } finally {
      await lock.release();
    }
    const rules = await core.dispatch('alerts:rules', {});
    expect(rules).toMatchObject({ ok: true, value: [] });
    expect(await core.dispatch('alerts:add', { itemId, trigger: 'gone' })).toMatchObject({ ok: true });
  }, 60_000);

  it('refuses to keep a client report while the workspace is locked, naming it, and keeps nothing of it', async () => {
    const query = {
      subject: { place: { id: '5006', name: 'Jumeirah Village Circle' }, purpose: 'for-sale', beds: 1, sizeSqft: 750 },
    } as const;
    const lock = await holdExclusive(join(fixture.dataDir, 'workspace.db'));
    try {
      const kept = await core.dispatch('reports:keep', { query });
      expect(kept.ok).toBe(false);
      const error = (kept as { error: AppError }).error;
      expect(error.storage).toMatchObject({ reason: 'locked', database: 'workspace' });
      expect(error.message).toMatch(/locked by another program.*Try again/);
    } finally {
      await lock.release();
    }
    expect(await core.dispatch('reports:list', {})).toMatchObject({ ok: true, value: [] });
    expect(await core.dispatch('reports:keep', { query })).toMatchObject({ ok: true, value: { id: 1, version: 1 } });
  }, 60_000);

  it('counts a request sent while the workspace is locked, in the journal, and merges it later', async () => {
    const lock = await holdExclusive(join(fixture.dataDir, 'workspace.db'));
    try {
      const result = await core.dispatch('data:fetch', {
        operation: 'autocomplete',
        params: { query: 'palm' },
        policy: 'refresh',
      });
      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(await thisMonth()).toBe(fixture.server.traffic.requestsThisMonth);
      expect(core.notices.list().some((n) => n.code === 'requests-journaled')).toBe(true);
    } finally {
      await lock.release();
    }
    await core.close();
    core = await fixture.core();
    expect(await thisMonth()).toBe(fixture.server.traffic.requestsThisMonth);
    expect(loggedRequests(fixture.dataDir)).toBe(fixture.server.traffic.requestsThisMonth);
  }, 90_000);
});
