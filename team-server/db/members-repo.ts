// The members, invites and devices tables: who belongs to the team, with which role, on which devices; tokens
// are looked up by their sha-256 only.
import type { TeamRole } from '#shared/team/basics';
import type { MemberListing, TeamMember } from '#shared/team/members';
import type { Queryable } from './pool';

export interface MemberRow extends TeamMember {
  createdAt: Date;
  revokedAt: Date | null;
}

interface RawMember {
  id: string;
  name: string;
  role: TeamRole;
  created_at: Date;
  revoked_at: Date | null;
}

const toMember = (r: RawMember): MemberRow => ({
  id: r.id,
  name: r.name,
  role: r.role,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

export async function findMemberByName(db: Queryable, name: string, lock = false): Promise<MemberRow | null> {
  const { rows } = await db.query<RawMember>(
    `SELECT * FROM members WHERE lower(name) = lower($1)${lock ? ' FOR UPDATE' : ''}`,
    [name],
  );
  return rows[0] ? toMember(rows[0]) : null;
}

export async function insertMember(db: Queryable, id: string, name: string, role: TeamRole): Promise<MemberRow> {
  const { rows } = await db.query<RawMember>('INSERT INTO members (id, name, role) VALUES ($1, $2, $3) RETURNING *', [
    id,
    name,
    role,
  ]);
  return toMember(rows[0]!);
}

/** Sets the role, and lifts a revocation (a re-invited member); its old devices stay revoked. */
export async function updateMember(db: Queryable, id: string, role: TeamRole, reinstate: boolean): Promise<MemberRow> {
  const { rows } = await db.query<RawMember>(
    `UPDATE members SET role = $2, revoked_at = CASE WHEN $3 THEN NULL ELSE revoked_at END WHERE id = $1 RETURNING *`,
    [id, role, reinstate],
  );
  return toMember(rows[0]!);
}

export async function countActiveAdmins(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    "SELECT count(*) AS n FROM members WHERE role = 'admin' AND revoked_at IS NULL",
  );
  return Number(rows[0]!.n);
}

/** Revokes the member, every device and every unused invite of it, at once. */
export async function revokeMember(db: Queryable, id: string): Promise<MemberRow> {
  const { rows } = await db.query<RawMember>(
    'UPDATE members SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING *',
    [id],
  );
  await db.query('UPDATE devices SET revoked_at = coalesce(revoked_at, now()) WHERE member_id = $1', [id]);
  await db.query('UPDATE invites SET revoked_at = now() WHERE member_id = $1 AND used_at IS NULL', [id]);
  await db.query('DELETE FROM leases WHERE device_id IN (SELECT id FROM devices WHERE member_id = $1)', [id]);
  return toMember(rows[0]!);
}

export async function insertInvite(db: Queryable, tokenHash: Buffer, memberId: string, days: number): Promise<Date> {
  const { rows } = await db.query<{ expires_at: Date }>(
    `INSERT INTO invites (token_hash, member_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))
     RETURNING expires_at`,
    [tokenHash, memberId, days],
  );
  return rows[0]!.expires_at;
}

export interface InviteRow {
  memberId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
  expired: boolean;
}

export async function findInviteForUpdate(db: Queryable, tokenHash: Buffer): Promise<InviteRow | null> {
  const { rows } = await db.query<{
    member_id: string;
    expires_at: Date;
    used_at: Date | null;
    revoked_at: Date | null;
    expired: boolean;
  }>('SELECT *, expires_at <= now() AS expired FROM invites WHERE token_hash = $1 FOR UPDATE', [tokenHash]);
  const r = rows[0];
  return r
    ? { memberId: r.member_id, expiresAt: r.expires_at, usedAt: r.used_at, revokedAt: r.revoked_at, expired: r.expired }
    : null;
}

export async function markInviteUsed(db: Queryable, tokenHash: Buffer): Promise<void> {
  await db.query('UPDATE invites SET used_at = now() WHERE token_hash = $1', [tokenHash]);
}

export async function findMemberById(db: Queryable, id: string): Promise<MemberRow | null> {
  const { rows } = await db.query<RawMember>('SELECT * FROM members WHERE id = $1', [id]);
  return rows[0] ? toMember(rows[0]) : null;
}

export async function insertDevice(
  db: Queryable,
  device: { id: string; memberId: string; tokenHash: Buffer; name: string },
): Promise<void> {
  await db.query('INSERT INTO devices (id, member_id, token_hash, name) VALUES ($1, $2, $3, $4)', [
    device.id,
    device.memberId,
    device.tokenHash,
    device.name,
  ]);
}

export interface DevicePrincipalRow {
  deviceId: string;
  deviceName: string;
  member: TeamMember;
  /** When the device or its member was revoked (the earlier), or null. */
  revokedAt: Date | null;
  lastSeenAt: Date | null;
}

export async function findDeviceByToken(db: Queryable, tokenHash: Buffer): Promise<DevicePrincipalRow | null> {
  const { rows } = await db.query<{
    device_id: string;
    device_name: string;
    member_id: string;
    member_name: string;
    role: TeamRole;
    revoked_at: Date | null;
    last_seen_at: Date | null;
  }>(
    `SELECT d.id AS device_id, d.name AS device_name, m.id AS member_id, m.name AS member_name, m.role,
            least(d.revoked_at, m.revoked_at) AS revoked_at, d.last_seen_at
       FROM devices d JOIN members m ON m.id = d.member_id WHERE d.token_hash = $1`,
    [tokenHash],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    deviceId: r.device_id,
    deviceName: r.device_name,
    member: { id: r.member_id, name: r.member_name, role: r.role },
    revokedAt: r.revoked_at,
    lastSeenAt: r.last_seen_at,
  };
}

export async function touchDevice(db: Queryable, deviceId: string): Promise<void> {
  await db.query('UPDATE devices SET last_seen_at = now() WHERE id = $1', [deviceId]);
}

/** Of these devices, the ones now revoked (directly or through their member). */
export async function revokedDevices(db: Queryable, deviceIds: string[]): Promise<string[]> {
  if (deviceIds.length === 0) return [];
  const { rows } = await db.query<{ id: string }>(
    `SELECT d.id FROM devices d JOIN members m ON m.id = d.member_id
      WHERE d.id = ANY($1::uuid[]) AND (d.revoked_at IS NOT NULL OR m.revoked_at IS NOT NULL)`,
    [deviceIds],
  );
  return rows.map((r) => r.id);
}

export async function listMembers(db: Queryable): Promise<Required<MemberListing>[]> {
  const { rows } = await db.query<RawMember & { devices: string; last_seen_at: Date | null; invite_pending: boolean }>(
    `SELECT m.*,
            (SELECT count(*) FROM devices d WHERE d.member_id = m.id AND d.revoked_at IS NULL) AS devices,
            (SELECT max(d.last_seen_at) FROM devices d WHERE d.member_id = m.id) AS last_seen_at,
            EXISTS (SELECT 1 FROM invites i WHERE i.member_id = m.id AND i.used_at IS NULL
                      AND i.revoked_at IS NULL AND i.expires_at > now()) AS invite_pending
       FROM members m ORDER BY lower(m.name)`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: r.role,
    createdAt: r.created_at.toISOString(),
    revokedAt: r.revoked_at?.toISOString() ?? null,
    devices: Number(r.devices),
    lastSeenAt: r.last_seen_at?.toISOString() ?? null,
    invitePending: r.invite_pending,
  }));
}
