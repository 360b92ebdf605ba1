// The team lease and the local snapshot lease follow one rule, checked on an injected clock at its edge: a lease is
// live while less than its time to live has passed since its last heartbeat (whatever process or device holds it),
// and from that instant anyone may take it over; the former holder can then no longer renew it.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { DEFAULT_LEASE_TIMING, isLive } from '#core/services/snapshot-lease';
import { workspaceFiles, WorkspaceStore } from '#core/store/workspace/workspace-store';
import { readLease, takeLease } from '../../team-server/db/leases-repo';
import { makeTempDir } from '../support/temp-dir';
import { batch, describeWithPostgres, join, ok, startTestServer, upsert, useCluster, type TestServer } from './support';

const T0 = Date.parse('2026-12-01T08:00:00.000Z');
const TTL_MS = DEFAULT_LEASE_TIMING.ttlMs;
/** Around the edge, and well past it. */
const OFFSETS = [0, 1, TTL_MS - 1, TTL_MS, TTL_MS + 1, 10 * TTL_MS];

describeWithPostgres('one lease rule for the team and the laptop', () => {
  const cluster = useCluster();
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it('the team lease: live, taken over and renewed exactly as the local snapshot lease', async () => {
    server = await startTestServer(await cluster().createDatabase());
    const huda = await join(server, 'Huda', 'admin');
    await join(server, 'Omar', 'member');
    const watch = upsert('watch', { target: { kind: 'agency', externalID: '4242' }, name: 'Lantern Compass' });
    ok(await huda.client.call('push', batch(watch)));
    const device = async (name: string) =>
      (
        await server!.pool.query<{ id: string }>(
          'SELECT d.id FROM devices d JOIN members m ON m.id = d.member_id WHERE m.name = $1',
          [name],
        )
      ).rows[0]!.id;
    const [hudaDevice, omarDevice] = [await device('Huda'), await device('Omar')];
    const at = (ms: number) => new Date(T0 + ms);
    const ttlSeconds = TTL_MS / 1000;

    expect(await takeLease(server.pool, watch.id, hudaDevice, ttlSeconds, false, at(0))).toBe(true);
    for (const offset of OFFSETS) {
      const seen = await readLease(server.pool, watch.id, omarDevice, at(offset));
      expect({ offset, live: seen!.live }).toEqual({ offset, live: isLive(T0, T0 + offset) });
    }
    // Another device is refused while it is live, and takes it at the very instant the local rule says it is over.
    expect(await takeLease(server.pool, watch.id, omarDevice, ttlSeconds, false, at(TTL_MS - 1))).toBe(false);
    expect(await takeLease(server.pool, watch.id, omarDevice, ttlSeconds, false, at(TTL_MS))).toBe(true);
    // The former holder's heartbeat finds it gone, as a local run's renewal does after a takeover.
    expect(await takeLease(server.pool, watch.id, hudaDevice, ttlSeconds, true, at(TTL_MS + 1))).toBe(false);
    // A renewal counts the time to live from the heartbeat.
    expect(await takeLease(server.pool, watch.id, omarDevice, ttlSeconds, true, at(2 * TTL_MS))).toBe(true);
    expect(await takeLease(server.pool, watch.id, hudaDevice, ttlSeconds, false, at(3 * TTL_MS - 1))).toBe(false);
    expect(await takeLease(server.pool, watch.id, hudaDevice, ttlSeconds, false, at(3 * TTL_MS))).toBe(true);
  });

  it('the local snapshot lease, on the same clock, agrees at every point', async () => {
    const dir = makeTempDir('aqar-lease-rule-');
    const { store } = await WorkspaceStore.open(workspaceFiles(dir.path));
    try {
      const leases = store.portfolio.snapshotLeases;
      const itemId = store.portfolio.watchItems.upsert({
        kind: 'agency',
        externalID: '4242',
        name: 'Lantern Compass',
        ownerID: null,
        savedQueryId: null,
        at: T0,
      });
      const claim = (holder: string, ms: number) =>
        leases.acquire({ itemId, holder, pid: 1, machine: holder, at: T0 + ms }, (lease) =>
          isLive(lease.renewedAt, T0 + ms),
        );
      const [a, b] = [randomUUID(), randomUUID()];
      expect(claim(a, 0)).toBeNull();
      expect(claim(b, TTL_MS - 1)?.holder).toBe(a);
      expect(claim(b, TTL_MS)).toBeNull();
      expect(leases.renew(itemId, a, T0 + TTL_MS + 1)).toBe(false);
      expect(leases.renew(itemId, b, T0 + 2 * TTL_MS)).toBe(true);
      expect(claim(a, 3 * TTL_MS - 1)?.holder).toBe(b);
      expect(claim(a, 3 * TTL_MS)).toBeNull();
    } finally {
      store.close();
      dir.remove();
    }
  });
});
