// The team benchmark's first half: 50 members syncing at once (each pushes a batch of 5 changes, then pulls every
// change since its cursor) against one team server over loopback, beside the same work done with plain SQL over
// `pg` (INSERT … ON CONFLICT, SELECT … WHERE seq > cursor) by 50 workers sharing a pool of the server's size.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTeamClient, type TeamClient } from '#shared/team/client';
import type { PushOp } from '#shared/team/push';
import { migrate } from '../team-server/db/migrate';
import { createPool } from '../team-server/db/pool';
import { inviteMember, joinTeam } from '../team-server/services/members-service';
import type { PostgresCluster } from '../test/support/postgres-cluster';
import { startTeamServerChild } from './support/team-server-child';
import { summarize } from './support/stats';

export const MEMBERS = 50;
const OPS_PER_PUSH = 5;
const POOL_SIZE = 10;
const PAGE = 200;

export interface SyncRound {
  pushesPerSecond: number;
  opsPerSecond: number;
  pullP50: number;
  pullP99: number;
  pulls: number;
  /** Calls answered 503 or 429 and retried after their Retry-After. */
  retries: number;
}

const searchBody = (n: number) => ({
  name: `Search ${n}`,
  operation: 'search-property',
  params: { purpose: 'for-rent', location_ids: '5002', rooms: '1,2', price_max: String(100_000 + n) },
});

/** Runs `work` on each worker until `ms` have passed; returns the seconds it took. */
async function forAWhile(workers: number, ms: number, work: (worker: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() - started < ms) await work(w);
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Retries as a laptop would: after the Retry-After of a 503 or 429, counting each retry. */
async function withRetry<T>(
  call: () => Promise<
    { ok: true; value: T } | { ok: false; status: number; error: { message: string; retryAfterSeconds?: number } }
  >,
  retries: { n: number },
): Promise<T> {
  for (;;) {
    const result = await call();
    if (result.ok) return result.value;
    if (result.status !== 503 && result.status !== 429) throw new Error(result.error.message);
    retries.n++;
    await new Promise((r) => setTimeout(r, (result.error.retryAfterSeconds ?? 1) * 1000));
  }
}

interface Member {
  client: TeamClient;
  cursor: string;
  mine: { id: string; version: number }[];
}

async function ourRound(members: Member[], ms: number): Promise<SyncRound> {
  const retries = { n: 0 };
  const pulls: number[] = [];
  let pushes = 0;
  let n = 0;
  const seconds = await forAWhile(members.length, ms, async (w) => {
    const m = members[w]!;
    // Three new searches and two edits of its own earlier ones, as a broker's laptop would queue them.
    const edits = m.mine.slice(-2);
    const ops: PushOp[] = [
      ...Array.from({ length: OPS_PER_PUSH - edits.length }, (): PushOp => ({
        opId: randomUUID(),
        kind: 'saved-search',
        id: randomUUID(),
        action: 'upsert',
        body: searchBody(n++),
      })),
      ...edits.map((e): PushOp => ({
        opId: randomUUID(),
        kind: 'saved-search',
        id: e.id,
        action: 'upsert',
        body: searchBody(n++),
        baseVersion: e.version,
      })),
    ];
    const batchId = randomUUID();
    const pushed = await withRetry(() => m.client.call('push', { batchId, ops }), retries);
    pushes++;
    pushed.results.forEach((r, i) => {
      const op = ops[i]!;
      const known = m.mine.find((x) => x.id === op.id);
      if (known) known.version = r.version ?? known.version;
      else m.mine.push({ id: op.id, version: r.version ?? 1 });
    });
    for (;;) {
      const t = performance.now();
      const page = await withRetry(() => m.client.call('changes', { after: m.cursor, limit: PAGE }), retries);
      // A pull that had to wait for a retry counts with its wait: that is what the laptop saw.
      pulls.push(performance.now() - t);
      m.cursor = page.cursor;
      if (!page.more) break;
    }
  });
  const s = summarize(pulls);
  return {
    pushesPerSecond: pushes / seconds,
    opsPerSecond: (pushes * OPS_PER_PUSH) / seconds,
    pullP50: s.p50,
    pullP99: s.p99,
    pulls: pulls.length,
    retries: retries.n,
  };
}

/** The floor: the same rows written and read with plain SQL, no HTTP, no checks, no rights, no change lock. */
async function plainRound(pool: pg.Pool, ms: number): Promise<SyncRound> {
  const pulls: number[] = [];
  let pushes = 0;
  let n = 0;
  const cursors = Array.from({ length: MEMBERS }, () => '0');
  const mine: string[][] = Array.from({ length: MEMBERS }, () => []);
  const seconds = await forAWhile(MEMBERS, ms, async (w) => {
    const ids = [...Array.from({ length: 3 }, () => randomUUID()), ...mine[w]!.slice(-2)];
    const values = ids.map((_, i) => `($${i * 2 + 1}::uuid, $${i * 2 + 2}::jsonb, 1, now(), nextval('plain_seq'))`);
    await pool.query(
      `INSERT INTO plain_items (id, body, version, updated_at, seq) VALUES ${values.join(', ')}
       ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, version = plain_items.version + 1,
         updated_at = EXCLUDED.updated_at, seq = EXCLUDED.seq`,
      ids.flatMap((id) => [id, JSON.stringify(searchBody(n++))]),
    );
    pushes++;
    mine[w]!.push(...ids.slice(0, 3));
    for (;;) {
      const t = performance.now();
      const { rows } = await pool.query<{ seq: string }>(
        'SELECT * FROM plain_items WHERE seq > $1 ORDER BY seq LIMIT $2',
        [cursors[w], PAGE + 1],
      );
      pulls.push(performance.now() - t);
      const page = rows.slice(0, PAGE);
      if (page.length > 0) cursors[w] = page.at(-1)!.seq;
      if (rows.length <= PAGE) break;
    }
  });
  const s = summarize(pulls);
  return {
    pushesPerSecond: pushes / seconds,
    opsPerSecond: (pushes * OPS_PER_PUSH) / seconds,
    pullP50: s.p50,
    pullP99: s.p99,
    pulls: pulls.length,
    retries: 0,
  };
}

/** Sets up a team of 50 members on a fresh database and runs `rounds` rounds of both, alternating. */
export async function syncRounds(
  cluster: PostgresCluster,
  rounds: number,
  ms: number,
): Promise<{ ours: SyncRound[]; plain: SyncRound[] }> {
  const database = await cluster.createDatabase('team_sync');
  const admin = createPool(database, { max: 4 });
  await migrate(admin);
  const invites = [];
  for (let i = 0; i < MEMBERS; i++) invites.push(await inviteMember(admin, { name: `Broker ${i}`, role: 'member' }));
  await admin.query(`CREATE SEQUENCE plain_seq; CREATE TABLE plain_items (id uuid PRIMARY KEY, body jsonb NOT NULL,
    version integer NOT NULL, updated_at timestamptz NOT NULL, seq bigint NOT NULL UNIQUE)`);
  const server = await startTeamServerChild([
    '--database', database, '--listen', '127.0.0.1:0', '--rate', '100000/s', '--pool-size', String(POOL_SIZE),
  ]); // prettier-ignore
  const plainPool = new pg.Pool({ connectionString: database, max: POOL_SIZE });
  try {
    const members: Member[] = [];
    // Joined through the service: 50 joins from one address would meet the limit on calls without a token.
    for (const invite of invites) {
      const joined = await joinTeam(admin, { inviteToken: invite.inviteToken, deviceName: 'bench laptop' });
      const client = createTeamClient({ baseUrl: server.url, token: joined.memberToken });
      members.push({ client, cursor: '0', mine: [] });
    }
    const ours: SyncRound[] = [];
    const plain: SyncRound[] = [];
    for (let r = 0; r < rounds; r++) {
      ours.push(await ourRound(members, ms));
      plain.push(await plainRound(plainPool, ms));
    }
    return { ours, plain };
  } finally {
    await server.stop();
    await plainPool.end();
    await admin.end();
  }
}
