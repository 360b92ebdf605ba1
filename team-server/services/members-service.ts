// Members and their rights of entry: inviting (the first invite of an empty database makes the team), joining with
// an invite (once), revoking (at once, every device; open event streams are closed through a notification) and
// changing roles. The admin commands and the API both call these.
import { randomUUID } from 'node:crypto';
import type { TeamInfo, TeamRole } from '#shared/team/basics';
import { INVITE_DAYS, type InviteResponse, type JoinResponse, type TeamMember } from '#shared/team/members';
import { parseToken } from '#shared/team/tokens';
import { hashToken, makeToken } from '../auth/tokens';
import {
  countActiveAdmins,
  findInviteForUpdate,
  findMemberById,
  findMemberByName,
  insertDevice,
  insertInvite,
  insertMember,
  markInviteUsed,
  revokeMember,
  updateMember,
} from '../db/members-repo';
import { inTransaction, type Pool, type Queryable } from '../db/pool';
import { ensureTeam, readTeam } from '../db/team-repo';
import { TeamFailure } from '../errors';
import { ref } from '#shared/messages/message-ref';

export const DEFAULT_TEAM_NAME = 'Aqar Lens team';
/** The channel that tells every server a member was revoked (payload: the member id). */
export const MEMBERS_CHANNEL = 'team_members';

const day = (d: Date): string => d.toISOString().slice(0, 10);
const plain = (m: TeamMember): TeamMember => ({ id: m.id, name: m.name, role: m.role });

export interface InviteOutcome extends InviteResponse {
  team: TeamInfo;
  teamCreated: boolean;
}

/**
 * Makes a one-time invite for NAME. A new name becomes a member with `role`; a revoked one is reinstated with it;
 * an active one gets an invite for another device, and must keep its role (changing it is `role`).
 */
export async function inviteMember(
  pool: Pool,
  input: { name: string; role: TeamRole; teamName?: string },
): Promise<InviteOutcome> {
  return inTransaction(pool, async (db) => {
    const { team, created } = await ensureTeam(db, input.teamName ?? DEFAULT_TEAM_NAME);
    let member = await findMemberByName(db, input.name, true);
    if (!member) member = await insertMember(db, randomUUID(), input.name, input.role);
    else if (member.revokedAt) member = await updateMember(db, member.id, input.role, true);
    else if (member.role !== input.role) {
      throw new TeamFailure(
        'conflict',
        ref('error.teamServer.alreadyMember', { name: member.name, role: member.role, wanted: input.role }),
        { field: 'role' },
      );
    }
    const inviteToken = makeToken('invite', team.id);
    const expiresAt = await insertInvite(db, hashToken(inviteToken), member.id, INVITE_DAYS);
    return { inviteToken, expiresAt: expiresAt.toISOString(), member: plain(member), team, teamCreated: created };
  });
}

/** Exchanges an invite for a member token for one device; the invite cannot be used again. */
export async function joinTeam(pool: Pool, input: { inviteToken: string; deviceName: string }): Promise<JoinResponse> {
  return inTransaction(pool, async (db) => {
    const team = await readTeam(db);
    const parsed = parseToken(input.inviteToken);
    if (!team) {
      throw new TeamFailure('invite-unusable', ref('error.teamServer.noTeamYet'));
    }
    if (parsed && parsed.teamId !== team.id) {
      throw new TeamFailure(
        'foreign-token',
        ref('error.teamServer.foreignInvite', { teamId: parsed.teamId, team: team.name }),
        { field: 'inviteToken' },
      );
    }
    const hash = hashToken(input.inviteToken);
    const invite = await findInviteForUpdate(db, hash);
    if (!invite) {
      throw new TeamFailure('invite-unusable', ref('error.teamServer.inviteNotOurs', { team: team.name }), {
        field: 'inviteToken',
      });
    }
    if (invite.usedAt) {
      throw new TeamFailure('invite-unusable', ref('error.teamServer.inviteUsed', { day: day(invite.usedAt) }), {
        field: 'inviteToken',
      });
    }
    if (invite.revokedAt) {
      throw new TeamFailure('invite-unusable', ref('error.teamServer.inviteWithdrawn'), {
        field: 'inviteToken',
      });
    }
    if (invite.expired) {
      throw new TeamFailure(
        'invite-unusable',
        ref('error.teamServer.inviteExpired', { day: day(invite.expiresAt), days: INVITE_DAYS }),
        { field: 'inviteToken' },
      );
    }
    const member = await findMemberById(db, invite.memberId);
    if (!member || member.revokedAt) {
      throw new TeamFailure('revoked', ref('error.teamServer.inviteeRevoked'));
    }
    const memberToken = makeToken('member', team.id);
    await insertDevice(db, {
      id: randomUUID(),
      memberId: member.id,
      tokenHash: hashToken(memberToken),
      name: input.deviceName,
    });
    await markInviteUsed(db, hash);
    return { memberToken, member: plain(member), team };
  });
}

async function mustFind(db: Queryable, name: string) {
  const member = await findMemberByName(db, name, true);
  if (!member) throw new TeamFailure('not-found', ref('error.teamServer.noMember', { name }), { field: 'name' });
  return member;
}

/**
 * Revokes NAME on every device at once. `guardLastAdmin` (the API) refuses to revoke the last admin, which would
 * leave the team with nobody to manage it; the server's operator (the command line) may.
 */
export async function revokeByName(pool: Pool, name: string, guardLastAdmin: boolean): Promise<TeamMember> {
  return inTransaction(pool, async (db) => {
    const member = await mustFind(db, name);
    if (guardLastAdmin && member.role === 'admin' && !member.revokedAt && (await countActiveAdmins(db)) <= 1) {
      throw new TeamFailure('conflict', ref('error.teamServer.lastAdmin', { name: member.name }));
    }
    const revoked = await revokeMember(db, member.id);
    await db.query('SELECT pg_notify($1, $2)', [MEMBERS_CHANNEL, member.id]);
    return plain(revoked);
  });
}

export async function changeRole(
  pool: Pool,
  name: string,
  role: TeamRole,
  guardLastAdmin: boolean,
): Promise<TeamMember> {
  return inTransaction(pool, async (db) => {
    const member = await mustFind(db, name);
    if (member.revokedAt) {
      throw new TeamFailure('conflict', ref('error.teamServer.memberRevoked', { name: member.name }));
    }
    if (guardLastAdmin && member.role === 'admin' && role !== 'admin' && (await countActiveAdmins(db)) <= 1) {
      throw new TeamFailure('conflict', ref('error.teamServer.lastAdmin', { name: member.name }));
    }
    return plain(await updateMember(db, member.id, role, false));
  });
}
