// Who is calling: the bearer token is checked against this team's id (a token of another team server is said to
// be one), then looked up by its sha-256; a revoked member is refused at once, with a message saying so.
import type { TeamInfo } from '#shared/team/basics';
import type { TeamMember } from '#shared/team/members';
import { parseToken } from '#shared/team/tokens';
import { findDeviceByToken, touchDevice } from '../db/members-repo';
import type { Pool } from '../db/pool';
import { TeamFailure } from '../errors';
import { hashToken } from './tokens';
import { ref } from '#shared/messages/message-ref';

export interface Principal {
  member: TeamMember;
  deviceId: string;
  deviceName: string;
  /** The laptop reads the messages of push results (`said`, SAID_HEADER): a laptop of an earlier version does not. */
  readsSaid?: boolean;
}

/** How often a device's last-seen time is written (not on every request: reads must stay reads). */
const TOUCH_EVERY_MS = 60_000;

export function bearerOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export async function authenticate(
  pool: Pool,
  team: TeamInfo | null,
  authorization: string | undefined,
  onTouchError: (error: unknown) => void,
): Promise<Principal> {
  const token = bearerOf(authorization);
  if (!token) {
    throw new TeamFailure('unauthorized', ref('error.teamServer.needsToken'));
  }
  const parsed = parseToken(token);
  if (!parsed || parsed.kind !== 'member') {
    throw new TeamFailure(
      'unauthorized',
      parsed?.kind === 'invite' ? ref('error.teamServer.inviteNotToken') : ref('error.teamServer.notToken'),
    );
  }
  if (!team || parsed.teamId !== team.id) {
    throw new TeamFailure(
      'foreign-token',
      team
        ? ref('error.teamServer.foreignToken', { teamId: parsed.teamId, team: team.name, id: team.id })
        : ref('error.teamServer.foreignTokenNoTeam', { teamId: parsed.teamId }),
    );
  }
  const device = await findDeviceByToken(pool, hashToken(token));
  if (!device) {
    throw new TeamFailure('unauthorized', ref('error.teamServer.unknownToken', { team: team.name }));
  }
  if (device.revokedAt) {
    throw new TeamFailure(
      'revoked',
      ref('error.teamServer.revoked', { team: team.name, day: device.revokedAt.toISOString().slice(0, 10) }),
    );
  }
  if (!device.lastSeenAt || Date.now() - device.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    touchDevice(pool, device.deviceId).catch(onTouchError);
  }
  return { member: device.member, deviceId: device.deviceId, deviceName: device.deviceName };
}
