// What the team server's tests share: a throw-away PostgreSQL cluster (a fresh database per test),
// a server started in this process with its log lines kept, and members made by invite and join as a laptop would.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createCore, type Core, type CoreOptions } from '#core/create-core';
import { MemoryStore } from '#core/keychain/memory-store';
import type { AppError } from '#shared/errors';
import type { Channel, ChannelInput, ChannelOutput } from '#shared/ipc/contract';
import type { TeamRole } from '#shared/team/basics';
import { createTeamClient, type TeamClient } from '#shared/team/client';
import type { TeamItemKind } from '#shared/team/items';
import type { TeamMember } from '#shared/team/members';
import type { PushOp } from '#shared/team/push';
import { startTeamServer, type RunningTeamServer, type TeamServerOptions } from '../../team-server/http/server';
import { inviteMember } from '../../team-server/services/members-service';
import { postgresAvailability, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { makeTempDir } from '../support/temp-dir';

const availability = postgresAvailability();
if (!availability.ok) console.warn(`Team server tests skipped: ${availability.reason}`);

/** `describe`, skipped (with the reason printed once) where PostgreSQL is not installed. */
export const describeWithPostgres = availability.ok ? describe : describe.skip;

/** The test process's cluster, started by the first file that asks for one. */
let processCluster: Promise<PostgresCluster> | null = null;

function sharedCluster(): Promise<PostgresCluster> {
  if (!processCluster) {
    const starting = startPostgresCluster({ fast: true });
    processCluster = starting;
    starting.then(
      // Removed as the process ends; its watchdog removes it should the process be killed instead.
      (cluster) => process.once('exit', () => cluster.destroy()),
      () => processCluster === starting && (processCluster = null),
    );
  }
  return processCluster;
}

/** Drops a file's databases, ending what is still connected to them (a server a failed test left running). */
async function dropDatabases(cluster: PostgresCluster, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  try {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * A cluster for the file's tests. The files a test process runs one after another (vitest.config.ts: isolate:
 * false) share one, each file's databases dropped after its tests: starting a cluster took each file about a
 * second (initdb and pg_ctl). `own` gives a file that stops or restarts PostgreSQL a cluster of its own, removed
 * after its tests.
 */
export function useCluster({ own = false }: { own?: boolean } = {}): () => PostgresCluster {
  let cluster: PostgresCluster | null = null;
  const made: string[] = [];
  beforeAll(async () => {
    if (!availability.ok) return;
    if (own) {
      cluster = await startPostgresCluster({ fast: true });
      return;
    }
    const shared = await sharedCluster();
    cluster = {
      ...shared,
      async createDatabase(name) {
        const url = await shared.createDatabase(name);
        made.push(decodeURIComponent(new URL(url).pathname.slice(1)));
        return url;
      },
    };
  }, 120_000);
  afterAll(async () => {
    if (own) cluster?.destroy();
    else if (cluster) await dropDatabases(cluster, made);
  });
  return () => {
    if (!cluster) throw new Error('the PostgreSQL cluster did not start');
    return cluster;
  };
}

export interface TestServer extends RunningTeamServer {
  logs: string[];
}

export async function startTestServer(
  databaseUrl: string,
  options: Partial<TeamServerOptions> = {},
): Promise<TestServer> {
  const logs: string[] = [];
  const server = await startTeamServer({
    databaseUrl,
    listen: { host: '127.0.0.1', port: 0 },
    log: (level, msg, fields) => logs.push(JSON.stringify({ level, msg, ...fields })),
    // Tests make bursts of calls; the rate-limit test sets its own.
    rate: { perSecond: 10_000, burst: 10_000 },
    anonymousRate: { perSecond: 10_000, burst: 10_000 },
    ...options,
  });
  return Object.assign(server, { logs });
}

export interface TestMember {
  member: TeamMember;
  token: string;
  client: TeamClient;
}

/** Invites NAME (as the admin command does) and joins with the invite, as a laptop would. */
export async function join(server: RunningTeamServer, name: string, role: TeamRole, device = `${name}'s laptop`) {
  const invite = await inviteMember(server.pool, { name, role });
  const joined = await createTeamClient({ baseUrl: server.url }).call('join', {
    inviteToken: invite.inviteToken,
    deviceName: device,
  });
  if (!joined.ok) throw new Error(`join failed: ${joined.error.message}`);
  const token = joined.value.memberToken;
  return { member: joined.value.member, token, client: createTeamClient({ baseUrl: server.url, token }) };
}

export function savedSearchBody(name: string): Record<string, unknown> {
  return { name, operation: 'search-property', params: { purpose: 'for-rent', location_ids: '5002' } };
}

export function upsert(
  kind: TeamItemKind,
  body: Record<string, unknown>,
  extra: Partial<Extract<PushOp, { action: 'upsert' }>> = {},
): Extract<PushOp, { action: 'upsert' }> {
  return { opId: randomUUID(), kind, id: randomUUID(), action: 'upsert', body, ...extra };
}

export function batch(...ops: PushOp[]) {
  return { batchId: randomUUID(), ops };
}

/** Unwraps a client answer, failing the test with the server's message when it was refused. */
export function ok<T>(result: { ok: true; value: T } | { ok: false; status: number; error: { message: string } }): T {
  if (!result.ok) throw new Error(`refused (${result.status}): ${result.error.message}`);
  return result.value;
}

/**
 * A laptop of the team: the app's core on a temporary data folder of its own (its secrets in memory), driven through
 * the contract as the window drives it. `cleanups` runs in reverse: the core closes before its folder goes.
 */
export async function openLaptop(cleanups: (() => unknown)[], options: Partial<CoreOptions> = {}) {
  const dir = makeTempDir('aqar-team-laptop-');
  const store = new MemoryStore();
  const core: Core = await createCore({
    dataDir: dir.path,
    host: 'test',
    version: 'test',
    openSecrets: async () => ({ store, backend: null, warning: null }),
    ...options,
  });
  cleanups.push(
    () => dir.remove(),
    () => core.close(),
  );
  /** A channel's answer; a refusal throws, naming the channel. */
  const call = async <C extends Channel>(channel: C, input: ChannelInput<C>) => {
    const result = await core.dispatch(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
    return result.value as ChannelOutput<C>;
  };
  /** A channel's refusal; an answer throws. */
  const refused = async <C extends Channel>(channel: C, input: ChannelInput<C>): Promise<AppError> => {
    const result = await core.dispatch(channel, input);
    if (result.ok) throw new Error(`${channel} was accepted`);
    return result.error;
  };
  /** Invites NAME on the server (as the admin command does) and joins this laptop with the invite. */
  const joinAs = async (server: RunningTeamServer, name: string, role: TeamRole) => {
    const invite = await inviteMember(server.pool, { name, role });
    await call('team:join', { server: server.url, token: invite.inviteToken });
  };
  return { core, call, refused, joinAs };
}
