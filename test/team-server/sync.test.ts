// Pulling by cursor and hearing of changes: a laptop offline for a week pulls everything it missed in pages,
// concurrent pushes never let a puller skip a change committed late, and server-sent events announce each change.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import type { TeamClient } from '#shared/team/client';
import type { TeamEvent } from '#shared/team/events';
import { lockChanges } from '../../team-server/db/changes-repo';
import { takeSeqs } from '../../team-server/db/items-repo';
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

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Pulls every page after `cursor`; returns what came, the pages it took and the new cursor. */
async function pullAll(client: TeamClient, cursor: string, limit: number) {
  const seen = new Map<string, number>();
  let pages = 0;
  for (;;) {
    const page = ok(await client.call('changes', { after: cursor, limit }));
    pages++;
    for (const c of page.changes) if (c.type === 'item') seen.set(c.item.id, c.item.version);
    cursor = page.cursor;
    if (!page.more) return { seen, pages, cursor };
  }
}

describeWithPostgres('pulling changes', () => {
  const cluster = useCluster();
  const servers: TestServer[] = [];
  const start = async () => {
    const server = await startTestServer(await cluster().createDatabase());
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });

  it('gives a laptop back from a week offline every change it missed, page by page, each item once at its latest', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    const { cursor: before } = ok(await omar.client.call('changes', { after: '0' }));
    // A week of the colleague's work: 7 days × 60 new searches, and each day half of them edited again.
    const ids: string[] = [];
    for (let day = 0; day < 7; day++) {
      const made = Array.from({ length: 60 }, (_, i) => upsert('saved-search', savedSearchBody(`day ${day} #${i}`)));
      ok(await huda.client.call('push', batch(...made)));
      ids.push(...made.map((m) => m.id));
      const edits = made
        .slice(0, 30)
        .map((m) => ({ ...m, opId: randomUUID(), baseVersion: 1, body: savedSearchBody('edited') }));
      ok(await huda.client.call('push', batch(...edits)));
    }
    const { seen, pages, cursor } = await pullAll(omar.client, before, 50);
    expect(seen.size).toBe(420);
    expect(ids.every((id) => seen.has(id))).toBe(true);
    expect([...seen.values()].filter((v) => v === 2)).toHaveLength(210);
    // 420 items, 50 a page: 9 pages (edits move an item forward; it is pulled once, at its latest version).
    expect(pages).toBe(9);
    const nothing = ok(await omar.client.call('changes', { after: cursor }));
    expect(nothing).toEqual({ changes: [], cursor, more: false });
  });

  it('never lets a puller skip a change while many members push at once', async () => {
    const server = await start();
    const members = await Promise.all(Array.from({ length: 6 }, (_, i) => join(server, `Broker ${i}`, 'member')));
    const reader = await join(server, 'Reader', 'viewer');
    const pushed = new Set<string>();
    let pushing = true;
    const writers = members.map(async (m) => {
      for (let round = 0; round < 6; round++) {
        const ops = Array.from({ length: 25 }, (_, i) =>
          upsert('note', { text: `r${round} n${i}`, target: { kind: 'agency', externalID: '1' } }),
        );
        ok(await m.client.call('push', batch(...ops)));
        ops.forEach((o) => pushed.add(o.id));
      }
    });
    const seen = new Set<string>();
    let cursor = '0';
    const puller = (async () => {
      while (pushing) {
        const page = ok(await reader.client.call('changes', { after: cursor, limit: 1000 }));
        page.changes.forEach((c) => c.type === 'item' && seen.add(c.item.id));
        cursor = page.cursor;
      }
    })();
    await Promise.all(writers);
    pushing = false;
    await puller;
    const rest = await pullAll(reader.client, cursor, 100);
    rest.seen.forEach((_, id) => seen.add(id));
    expect(pushed.size).toBe(6 * 6 * 25);
    expect([...pushed].filter((id) => !seen.has(id))).toEqual([]);
  });

  it('commits no later change number while an earlier one is still open, so a cursor never passes a gap', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    // Another writer has taken change numbers (under the change lock) and not yet committed.
    const other = await server.pool.connect();
    let early: string | undefined;
    let pushing: ReturnType<typeof huda.client.call<'push'>> | undefined;
    try {
      await other.query('BEGIN');
      await lockChanges(other);
      [early] = await takeSeqs(other, 1);
      let done = false;
      pushing = huda.client.call(
        'push',
        batch(upsert('note', { text: 'later', target: { kind: 'agency', externalID: '1' } })),
      );
      void pushing.then(() => (done = true));
      await new Promise((r) => setTimeout(r, 500));
      expect(done).toBe(false);
      const seen = ok(await huda.client.call('changes', { after: '0' }));
      expect(seen.changes).toEqual([]);
    } finally {
      await other.query('COMMIT');
      other.release();
    }
    ok(await pushing!);
    const after = ok(await huda.client.call('changes', { after: '0' }));
    expect(BigInt(after.cursor)).toBeGreaterThan(BigInt(early!));
  });

  it('answers pulls and token checks at once while many pushes queue behind the change lock', async () => {
    const database = await cluster().createDatabase();
    const server = await startTestServer(database, { poolSize: 3 });
    servers.push(server);
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    // Another writer holds the change lock, so every push waits for it at its final writes.
    const other = new pg.Client({ connectionString: database });
    await other.connect();
    // Watched from a session of its own: one inside a transaction keeps seeing the activity of its first look.
    const watcher = new pg.Client({ connectionString: database });
    await watcher.connect();
    const pushes: Promise<unknown>[] = [];
    try {
      await other.query('BEGIN');
      await lockChanges(other);
      for (let i = 0; i < 8; i++) {
        pushes.push(huda.client.call('push', batch(upsert('saved-search', savedSearchBody(`queued ${i}`)))));
      }
      const waitingOnLock = async () =>
        Number(
          (
            await watcher.query<{ n: string }>(
              "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event = 'advisory' AND pid <> pg_backend_pid()",
            )
          ).rows[0]!.n,
        );
      await until(async () => (await waitingOnLock()) >= 3);
      // Well inside the pool's 5 s wait for a connection, which would answer 503.
      const started = performance.now();
      const [page, me] = await Promise.all([omar.client.call('changes', { after: '0' }), omar.client.call('me', {})]);
      expect(page.ok ? 'answered' : `refused ${page.status}`).toBe('answered');
      expect(me.ok ? 'answered' : `refused ${me.status}`).toBe('answered');
      expect(performance.now() - started).toBeLessThan(3_000);
    } finally {
      await other.query('COMMIT');
      await Promise.all([other.end(), watcher.end()]);
    }
    for (const pushed of await Promise.all(pushes)) expect(pushed).toMatchObject({ ok: true });
    expect((await pullAll(omar.client, '0', 100)).seen.size).toBe(8);
  });

  it('sends the bulk reads to the read database when one is given, and everything else to the primary', async () => {
    const database = await cluster().createDatabase();
    const server = await startTestServer(database, { readDatabaseUrl: database });
    servers.push(server);
    const huda = await join(server, 'Huda', 'admin');
    ok(await huda.client.call('push', batch(upsert('saved-search', savedSearchBody('routed')))));
    expect(ok(await huda.client.call('changes', { after: '0' })).changes).toHaveLength(1);
    const { rows } = await server.pool.query<{ application_name: string; query: string }>(
      "SELECT application_name, query FROM pg_stat_activity WHERE application_name LIKE 'aqar-team-server%'",
    );
    const on = (name: string) =>
      rows
        .filter((r) => r.application_name === name)
        .map((r) => r.query)
        .join('\n');
    expect(on('aqar-team-server reads')).toMatch(/FROM snapshot_runs r|COMMIT/);
    expect(on('aqar-team-server reads')).not.toMatch(/item_history|devices/);
  });

  it('announces each change to open event streams, starting with the current cursor', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    ok(await huda.client.call('push', batch(upsert('saved-search', savedSearchBody('first')))));
    const abort = new AbortController();
    const stream = ok(await omar.client.events(abort.signal));
    const events: TeamEvent[] = [];
    const reading = (async () => {
      for await (const event of stream) {
        events.push(event);
        if (events.length === 2) break;
      }
    })();
    await waitFor(() => events.length >= 1);
    expect(events[0]).toEqual({ event: 'change', data: { cursor: '1' } });
    ok(await huda.client.call('push', batch(upsert('saved-search', savedSearchBody('second')))));
    await reading;
    expect(events[1]).toEqual({ event: 'change', data: { cursor: '2' } });
    abort.abort();
  });
});

export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
