// The team lease on a watch: acquire, renew (the running snapshot's heartbeat), release. The answer always says
// who holds a live lease, so the others wait for that laptop's run and pull it instead of spending requests.
import type { LeaseResponse } from '#shared/team/leases';
import type { Principal } from '../auth/authenticate';
import { readLease, releaseLease, takeLease } from '../db/leases-repo';
import { inTransaction, type Pool } from '../db/pool';
import { requireWatch } from './snapshot-service';

export async function acquireLease(
  pool: Pool,
  who: Principal,
  watchId: string,
  ttlSeconds: number,
  renewal: boolean,
): Promise<LeaseResponse> {
  return inTransaction(pool, async (db) => {
    await requireWatch(db, watchId);
    const granted = await takeLease(db, watchId, who.deviceId, ttlSeconds, renewal);
    const row = await readLease(db, watchId, who.deviceId);
    if (granted) return { granted: true, lease: row!.lease };
    return { granted: false, lease: row && row.live ? row.lease : null };
  });
}

export async function dropLease(pool: Pool, who: Principal, watchId: string): Promise<{ released: boolean }> {
  return { released: await releaseLease(pool, watchId, who.deviceId) };
}
