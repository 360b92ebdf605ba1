// The team server under faults, with a real PostgreSQL: the server killed (SIGKILL) in the middle of a push and the
// push retried (nothing lost, nothing twice), PostgreSQL restarted under a running server (503 meanwhile, then
// recovery, the event listener reconnected), a revoked member's event stream closed, and a clean stop on SIGTERM.
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { createTeamClient, type TeamClient } from '#shared/team/client';
import type { TeamEvent } from '#shared/team/events';
import { runTeamCommand, startChildServer, type ChildServer } from './child-server';
import {
  batch,
  describeWithPostgres,
  join,
  ok,
  savedSearchBody,
  startTestServer,
  upsert,
  useCluster,
  type TestServer,
} from './support';

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Invites NAME with the admin command, as an operator would, and joins with the invite. */
async function joinWithCli(url: string, database: string, name: string): Promise<string> {
  const invited = await runTeamCommand(['invite', '--database', database, '--name', name, '--role', 'admin']);
  expect(invited.stderr).toBe('');
  const inviteToken = invited.stdout.trim().split('\n').at(-1)!;
  return ok(await createTeamClient({ baseUrl: url }).call('join', { inviteToken, deviceName: 'laptop' })).memberToken;
}

/** Reads a member's event stream into `events` until aborted; resolves when the stream ends. */
function listen(client: TeamClient, events: TeamEvent[], abort: AbortController): Promise<void> {
  return (async () => {
    const stream = ok(await client.events(abort.signal));
    for await (const event of stream) events.push(event);
  })();
}

async function count(db: pg.Client, sql: string): Promise<number> {
  return Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
}

describeWithPostgres('team server faults', () => {
  // Stops and restarts PostgreSQL: a cluster of its own.
  const cluster = useCluster({ own: true });
  const children: ChildServer[] = [];
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const c of children.splice(0)) c.child.kill('SIGKILL');
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });

  it('loses nothing and applies nothing twice when the server is killed mid-push and the push is retried', async () => {
    const database = await cluster().createDatabase();
    const first = await startChildServer(['serve', '--database', database, '--listen', '127.0.0.1:0']);
    children.push(first);
    const token = await joinWithCli(first.url, database, 'Huda');
    const ops = Array.from({ length: 400 }, (_, i) => upsert('report', { title: `CMA ${i}`, html: 'x'.repeat(8_000) }));
    const pushBatch = batch(...ops);
    const watcher = new pg.Client({ connectionString: database });
    watcher.on('error', () => undefined); // a restart in another test must not become an unhandled error
    await watcher.connect();
    // Holds the history table, so the push stops inside its transaction after writing its operations and items and
    // before its history rows: the kill lands mid-push however fast or loaded the machine (polling for that moment
    // once missed it: the push had committed before a poll saw it).
    const holder = new pg.Client({ connectionString: database });
    holder.on('error', () => undefined);
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE item_history IN ACCESS EXCLUSIVE MODE');
    try {
      const pushing = createTeamClient({ baseUrl: first.url, token }).call('push', pushBatch);
      // Kill the server once its push transaction has written rows and waits, uncommitted, for the history table.
      await until(
        async () =>
          (await count(
            watcher,
            `SELECT count(*) AS n FROM pg_stat_activity
              WHERE application_name LIKE 'aqar-team-server%' AND backend_xid IS NOT NULL
                AND wait_event_type = 'Lock' AND query LIKE '%item_history%'`,
          )) > 0,
        60_000,
      );
      first.child.kill('SIGKILL');
      await holder.query('ROLLBACK');
      const lost = await pushing;
      expect(!lost.ok && lost.error.code).toBe('unavailable');
      // PostgreSQL rolls the transaction back when its connection dies: none of the batch is there.
      await until(
        async () =>
          (await count(
            watcher,
            "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name LIKE 'aqar-team%'",
          )) === 0,
      );
      expect(await count(watcher, 'SELECT count(*) AS n FROM items')).toBe(0);

      // The laptop retries the same batch against the restarted server: applied once; once more: all duplicates.
      const second = await startChildServer(['serve', '--database', database, '--listen', '127.0.0.1:0']);
      children.push(second);
      const client = createTeamClient({ baseUrl: second.url, token });
      const retried = ok(await client.call('push', pushBatch));
      expect(retried.results.every((r) => r.status === 'applied' && r.version === 1)).toBe(true);
      const again = ok(await client.call('push', pushBatch));
      expect(again.results.every((r) => r.status === 'duplicate' && r.firstStatus === 'applied')).toBe(true);
      expect(await count(watcher, 'SELECT count(*) AS n FROM items')).toBe(400);
      expect(await count(watcher, 'SELECT count(*) AS n FROM item_history')).toBe(400);
      expect(await count(watcher, 'SELECT count(*) AS n FROM items WHERE version <> 1')).toBe(0);
    } finally {
      await holder.end().catch(() => undefined);
      await watcher.end();
    }
  }, 120_000);

  it('answers 503 while PostgreSQL restarts, then recovers, its event listener reconnected', async () => {
    const server = await startTestServer(await cluster().createDatabase());
    servers.push(server);
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    const events: TeamEvent[] = [];
    const abort = new AbortController();
    const stream = listen(omar.client, events, abort);
    await until(() => events.length === 1);

    cluster().stopServer();
    const during = await huda.client.call('push', batch(upsert('saved-search', savedSearchBody('while down'))));
    expect(during.ok).toBe(false);
    if (!during.ok) {
      expect(during.status).toBe(503);
      expect(during.error).toMatchObject({ code: 'unavailable', retryAfterSeconds: 2 });
    }
    const health = await fetch(`${server.url}/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: false, database: 'down' });

    cluster().startServer();
    await until(async () => {
      const h = await huda.client.call('health', {});
      return h.ok && h.value.ok;
    });
    ok(await huda.client.call('push', batch(upsert('saved-search', savedSearchBody('after restart')))));
    // The stream opened before the restart hears of the change: the listener reconnected.
    await until(() => events.some((e) => e.event === 'change' && e.data.cursor !== '0'));
    const messages = server.logs.map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(messages).toContain('change listener down');
    expect(messages.lastIndexOf('change listener up')).toBeGreaterThan(messages.indexOf('change listener down'));
    abort.abort();
    await stream.catch(() => undefined);
  });

  it('closes a revoked member’s event stream at once, saying why', async () => {
    const server = await startTestServer(await cluster().createDatabase());
    servers.push(server);
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    const events: TeamEvent[] = [];
    const stream = listen(omar.client, events, new AbortController());
    await until(() => events.length === 1);
    ok(await huda.client.call('revoke', { name: 'Omar' }));
    await stream; // ends: the server closed it
    expect(events.at(-1)).toEqual({
      event: 'revoked',
      data: {
        message: 'Your access to the team was revoked by an admin.',
        said: { id: 'notice.team.revoked', args: {} },
      },
    });
    const reopened = await omar.client.events(new AbortController().signal);
    expect(!reopened.ok && reopened.error.code).toBe('revoked');
  });

  it('stops cleanly on SIGTERM: event streams ended, the process exits 0', async () => {
    const database = await cluster().createDatabase();
    const server = await startChildServer(['serve', '--database', database, '--listen', '127.0.0.1:0']);
    children.push(server);
    const token = await joinWithCli(server.url, database, 'Huda');
    const events: TeamEvent[] = [];
    const stream = listen(createTeamClient({ baseUrl: server.url, token }), events, new AbortController());
    await until(() => events.length === 1);
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(5_000);
    await stream.catch(() => undefined);
    expect(server.lines.some((l) => l.includes('"msg":"team server stopped"'))).toBe(true);
  }, 120_000);
});
