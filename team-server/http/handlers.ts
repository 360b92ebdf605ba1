// One handler per route of the contract, typed against it: a route without its handler, or a handler answering
// the wrong shape, does not compile. Handlers call the services; rights by role were checked before they run.
import type { TeamInfo } from '#shared/team/basics';
import type { MemberListing } from '#shared/team/members';
import type { TEAM_ROUTES, TeamRouteName, TeamRouteOutput, TeamRouteParsedInput } from '#shared/team/routes';
import type { Principal } from '../auth/authenticate';
import { changesAfter, currentCursor } from '../db/changes-repo';
import { listMembers } from '../db/members-repo';
import type { Pool } from '../db/pool';
import { listRuns } from '../db/runs-repo';
import { missingStates, readStates } from '../db/states-repo';
import { TeamFailure } from '../errors';
import { acquireLease, dropLease } from '../services/lease-service';
import { changeRole, inviteMember, joinTeam, revokeByName } from '../services/members-service';
import { applyPush } from '../services/push-service';
import { createRun, getRun, putStates } from '../services/snapshot-service';
import { ref } from '#shared/messages/message-ref';

export interface HandlerDeps {
  pool: Pool;
  /** For the writes that take the change lock (pushes, snapshot runs), apart so their queue holds up nothing else. */
  changePool: Pool;
  /**
   * Where the bulk reads (changes, runs, states) go: a streaming replica when one is given, else the primary.
   * A replica replays commits in their order, so a cursor read there never skips a change either.
   */
  readPool: Pool;
  version: string;
  /** The team, read once it exists (its id never changes). */
  team(): Promise<TeamInfo | null>;
  databaseUp(): Promise<boolean>;
  listenerUp(): boolean;
}

/** Open routes (access `none`) run without a caller; every other route knows who calls. */
type CallerOf<R extends TeamRouteName> = (typeof TEAM_ROUTES)[R]['access'] extends 'none' ? null : Principal;
type Handler<R extends TeamRouteName> = (
  who: CallerOf<R>,
  input: TeamRouteParsedInput<R>,
) => Promise<TeamRouteOutput<R>>;
export type Handlers = { [R in TeamRouteName]: Handler<R> };

async function teamOf(deps: HandlerDeps): Promise<TeamInfo> {
  const team = await deps.team();
  if (!team) throw new TeamFailure('not-found', ref('error.teamServer.noTeam'));
  return team;
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const { pool, changePool, readPool } = deps;
  return {
    health: async () => {
      const database = (await deps.databaseUp()) ? 'up' : 'down';
      const listener = deps.listenerUp() ? 'up' : 'down';
      return { ok: database === 'up' && listener === 'up', database, listener, version: deps.version };
    },
    join: async (_who, input) => joinTeam(pool, input),
    me: async (who) => ({
      member: who.member,
      team: await teamOf(deps),
      device: who.deviceName,
      cursor: await currentCursor(pool),
    }),
    members: async (who) => {
      const all = await listMembers(pool);
      if (who.member.role === 'admin') return { members: all };
      // Everyone may see who is in the team; only admins see devices, revocations and pending invites.
      const visible: MemberListing[] = all
        .filter((m) => !m.revokedAt)
        .map((m) => ({ id: m.id, name: m.name, role: m.role }));
      return { members: visible };
    },
    invite: async (_who, input) => {
      const { inviteToken, expiresAt, member } = await inviteMember(pool, input);
      return { inviteToken, expiresAt, member };
    },
    revoke: async (_who, input) => ({ member: await revokeByName(pool, input.name, true) }),
    role: async (_who, input) => ({ member: await changeRole(pool, input.name, input.role, true) }),
    push: async (who, input) => applyPush(changePool, who, input),
    changes: async (_who, input) => {
      const page = await changesAfter(readPool, input.after, input.limit);
      const last = page.changes.at(-1);
      return { changes: page.changes, cursor: last ? last.seq : input.after, more: page.more };
    },
    statesMissing: async (_who, input) => ({ missing: await missingStates(pool, input.hashes) }),
    statesPut: async (who, input) => putStates(pool, who, input.states),
    statesGet: async (_who, input) => {
      const states = await readStates(readPool, input.hashes);
      const found = new Set(states.map((s) => s.hash));
      return { states, missing: [...new Set(input.hashes)].filter((h) => !found.has(h)) };
    },
    runCreate: async (who, input) => ({ run: await createRun(changePool, who, input) }),
    runsList: async (_who, input) => listRuns(readPool, input.watchId, input.after, input.limit),
    runGet: async (_who, input) => getRun(readPool, input.id, input.base),
    leaseAcquire: async (who, input) => acquireLease(pool, who, input.watchId, input.ttlSeconds, false),
    leaseRenew: async (who, input) => acquireLease(pool, who, input.watchId, input.ttlSeconds, true),
    leaseRelease: async (who, input) => dropLease(pool, who, input.watchId),
  };
}
