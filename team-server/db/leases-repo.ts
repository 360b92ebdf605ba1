// The leases table: which device snapshots a watch for the team, until when. Every time is the database's clock,
// so several servers (and laptops in other time zones) agree on when a lease lapsed; a test may give the time instead
// (`at`), to check the rule at its edge. The rule is the local snapshot lease's (electron/core/services/
// snapshot-lease.ts): live while less than its time to live has passed since its last heartbeat; then anyone's.
import type { TeamLease } from '#shared/team/leases';
import type { Queryable } from './pool';

interface RawLease {
  watch_id: string;
  device_id: string;
  device_name: string;
  member_id: string;
  member_name: string;
  acquired_at: Date;
  heartbeat_at: Date;
  expires_at: Date;
  mine: boolean;
  live: boolean;
}

export interface LeaseRow {
  lease: TeamLease;
  mine: boolean;
  live: boolean;
}

function toLease(r: RawLease): LeaseRow {
  return {
    lease: {
      watchId: r.watch_id,
      holder: { member: { id: r.member_id, name: r.member_name }, device: r.device_name },
      acquiredAt: r.acquired_at.toISOString(),
      heartbeatAt: r.heartbeat_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
    },
    mine: r.mine,
    live: r.live,
  };
}

export async function readLease(
  db: Queryable,
  watchId: string,
  deviceId: string,
  at: Date | null = null,
): Promise<LeaseRow | null> {
  const { rows } = await db.query<RawLease>(
    `SELECT l.*, d.name AS device_name, m.id AS member_id, m.name AS member_name,
            l.device_id = $2 AS mine, l.expires_at > coalesce($3::timestamptz, now()) AS live
       FROM leases l JOIN devices d ON d.id = l.device_id JOIN members m ON m.id = d.member_id
      WHERE l.watch_id = $1`,
    [watchId, deviceId, at],
  );
  return rows[0] ? toLease(rows[0]) : null;
}

/**
 * Takes or renews the lease for `deviceId` unless another device holds a live one. `mustHold` (a renewal) also
 * refuses when there is no lease of this device to renew (another took it over, or it was released).
 */
export async function takeLease(
  db: Queryable,
  watchId: string,
  deviceId: string,
  ttlSeconds: number,
  mustHold: boolean,
  at: Date | null = null,
): Promise<boolean> {
  if (mustHold) {
    // A renewal: only this device's own lease, live or lapsed while nobody else took it, is extended.
    const renewed = await db.query(
      `UPDATE leases SET heartbeat_at = coalesce($4::timestamptz, now()),
              expires_at = coalesce($4::timestamptz, now()) + make_interval(secs => $3)
        WHERE watch_id = $1 AND device_id = $2`,
      [watchId, deviceId, ttlSeconds, at],
    );
    return (renewed.rowCount ?? 0) > 0;
  }
  const { rowCount } = await db.query(
    `WITH clock AS (SELECT coalesce($4::timestamptz, now()) AS t)
     INSERT INTO leases AS l (watch_id, device_id, acquired_at, heartbeat_at, expires_at)
     SELECT $1, $2, clock.t, clock.t, clock.t + make_interval(secs => $3) FROM clock
     ON CONFLICT (watch_id) DO UPDATE SET
       acquired_at = CASE WHEN l.device_id = EXCLUDED.device_id THEN l.acquired_at ELSE EXCLUDED.acquired_at END,
       device_id = EXCLUDED.device_id, heartbeat_at = EXCLUDED.heartbeat_at, expires_at = EXCLUDED.expires_at
     WHERE l.device_id = EXCLUDED.device_id OR l.expires_at <= EXCLUDED.heartbeat_at`,
    [watchId, deviceId, ttlSeconds, at],
  );
  return (rowCount ?? 0) > 0;
}

export async function releaseLease(db: Queryable, watchId: string, deviceId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM leases WHERE watch_id = $1 AND device_id = $2', [watchId, deviceId]);
  return (rowCount ?? 0) > 0;
}
