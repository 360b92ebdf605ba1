// Pushing shared items over real HTTP into a real PostgreSQL: rights by role and authorship, the later write wins
// and names the change it replaced, deletions are soft, and a retried batch applies nothing twice.
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { pushResultSchema, SAID_HEADER, type PushOp } from '#shared/team/push';
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

describeWithPostgres('pushing shared items', () => {
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

  it('answers each operation on its own: a bad body is invalid without refusing the rest of the batch', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const good = upsert('saved-search', savedSearchBody('JVC rents'));
    const badNote = upsert('note', { text: '\u202Egnp.exe', target: { kind: 'listing', externalID: '7' } });
    const huge = upsert('report', { title: 'CMA', html: 'x'.repeat(300 * 1024) });
    const wrongShape = { opId: randomUUID(), kind: 'watch', id: 'not-a-uuid', action: 'upsert', body: {} };
    const answer = ok(await huda.client.call('push', batch(good, badNote, huge, wrongShape as unknown as PushOp)));
    expect(answer.results.map((r) => r.status)).toEqual(['applied', 'invalid', 'invalid', 'invalid']);
    expect(answer.results[1]!.message).toMatch(/text: must not hold control or text-direction characters/);
    expect(answer.results[2]!.message).toMatch(/larger than 256 KB/);
    expect(answer.results[3]!.message).toMatch(/id/);
  });

  it('sends a refusal’s message (said) only to a laptop that asks for it: an earlier laptop reads results strictly', async () => {
    const server = await start();
    const viewer = await join(server, 'Layla', 'viewer');
    const push = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/v1/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${viewer.token}`, ...headers },
        body: JSON.stringify(batch(upsert('note', noteBody('Call back')))),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { results: Record<string, unknown>[] }).results[0]!;
    };
    // The previous version's schema of a result, strict: the earlier laptop refused a batch's answer over `said`.
    const earlier = pushResultSchema.omit({ said: true }).strict();
    const old = await push({});
    expect(old).not.toHaveProperty('said');
    expect(earlier.safeParse(old).success).toBe(true);
    const current = await push({ [SAID_HEADER]: '1' });
    expect(current).toMatchObject({ status: 'forbidden', said: { id: 'team.push.viewer' } });
    expect(earlier.safeParse(current).success).toBe(false);
    // This laptop reads a `said` naming a message it does not have (a newer server's) by its English message.
    expect(pushResultSchema.parse({ ...current, said: { id: 'team.push.notYetWritten', args: {} } }).said).toBe(
      undefined,
    );
  });

  it('lets viewers change nothing, members change what they shared, admins anything and team-wide items', async () => {
    const server = await start();
    const admin = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    const sara = await join(server, 'Sara', 'member');
    const viewer = await join(server, 'Layla', 'viewer');

    const viewerTry = ok(await viewer.client.call('push', batch(upsert('note', noteBody('Call back')))));
    expect(viewerTry.results[0]).toMatchObject({
      status: 'forbidden',
      message: expect.stringMatching(/Viewers/),
      said: { id: 'team.push.viewer', args: {} },
    });

    const search = upsert('saved-search', savedSearchBody('Marina 2BR'));
    ok(await omar.client.call('push', batch(search)));
    const saraEdit = ok(
      await sara.client.call(
        'push',
        batch({ ...search, opId: randomUUID(), body: savedSearchBody('mine'), baseVersion: 1 }),
      ),
    );
    expect(saraEdit.results[0]).toMatchObject({ status: 'forbidden', version: 1 });
    expect(saraEdit.results[0]!.message).toMatch(/Only Omar, who shared this saved search, or an admin/);
    expect(saraEdit.results[0]!.said).toEqual({
      id: 'team.push.authorOnly',
      args: { author: 'Omar', kind: 'savedSearch' },
    });

    const memberTeamWide = ok(await omar.client.call('push', batch(upsert('watch', watchBody(), { teamWide: true }))));
    expect(memberTeamWide.results[0]!.status).toBe('forbidden');

    // An admin makes Omar's search team-wide: from then on it is the team's, and only admins change it.
    const promote = { ...search, opId: randomUUID(), teamWide: true, baseVersion: 1 };
    expect(ok(await admin.client.call('push', batch(promote))).results[0]).toMatchObject({
      status: 'applied',
      version: 2,
    });
    const omarAfter = ok(
      await omar.client.call(
        'push',
        batch({ ...search, opId: randomUUID(), body: savedSearchBody('x'), baseVersion: 2 }),
      ),
    );
    expect(omarAfter.results[0]!.message).toMatch(/team-wide: only an admin/);

    const pulled = ok(await viewer.client.call('changes', { after: '0' }));
    const item = pulled.changes.find((c) => c.type === 'item' && c.item.id === search.id);
    expect(item?.type === 'item' && item.item).toMatchObject({
      teamWide: true,
      version: 2,
      createdBy: { name: 'Omar' },
      updatedBy: { name: 'Huda' },
    });
  });

  it('lets the later write win and names the change it replaced, for the laptop to tell its broker', async () => {
    const server = await start();
    const admin = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    const note = upsert('note', noteBody('Owner wants 1.2M'));
    ok(await omar.client.call('push', batch(note)));
    // Huda edits version 1; Omar, offline, also edited version 1 and pushes later.
    ok(
      await admin.client.call(
        'push',
        batch({ ...note, opId: randomUUID(), body: noteBody('Owner now at 1.1M'), baseVersion: 1 }),
      ),
    );
    const late = ok(
      await omar.client.call(
        'push',
        batch({ ...note, opId: randomUUID(), body: noteBody('Owner firm at 1.2M'), baseVersion: 1 }),
      ),
    );
    expect(late.results[0]).toMatchObject({
      status: 'applied',
      version: 3,
      overwrote: { by: { name: 'Huda' }, version: 2, at: expect.any(String) },
    });
    const history = await server.pool.query<{ version: number; member: string; overwrote_version: number | null }>(
      `SELECT h.version, m.name AS member, h.overwrote_version FROM item_history h JOIN members m ON m.id = h.member_id
        WHERE item_id = $1 ORDER BY seq`,
      [note.id],
    );
    expect(history.rows).toEqual([
      { version: 1, member: 'Omar', overwrote_version: null },
      { version: 2, member: 'Huda', overwrote_version: null },
      { version: 3, member: 'Omar', overwrote_version: 2 },
    ]);
  });

  it('deletes softly: the item stays, marked deleted with its last body, and is pulled as such', async () => {
    const server = await start();
    const omar = await join(server, 'Omar', 'member');
    const search = upsert('saved-search', savedSearchBody('Downtown studios'));
    ok(await omar.client.call('push', batch(search)));
    const { cursor } = ok(await omar.client.call('changes', { after: '0' }));
    const del: PushOp = { opId: randomUUID(), kind: 'saved-search', id: search.id, action: 'delete', baseVersion: 1 };
    expect(ok(await omar.client.call('push', batch(del))).results[0]).toMatchObject({ status: 'applied', version: 2 });
    const after = ok(await omar.client.call('changes', { after: cursor }));
    expect(after.changes).toHaveLength(1);
    expect(after.changes[0]!.type === 'item' && after.changes[0]!.item).toMatchObject({
      deleted: true,
      version: 2,
      body: savedSearchBody('Downtown studios'),
    });
    const missing: PushOp = { opId: randomUUID(), kind: 'note', id: randomUUID(), action: 'delete' };
    expect(ok(await omar.client.call('push', batch(missing))).results[0]!.status).toBe('invalid');
  });

  it('applies a retried batch once and answers it the same, each operation marked as a duplicate', async () => {
    const server = await start();
    const omar = await join(server, 'Omar', 'member');
    const viewer = await join(server, 'Layla', 'viewer');
    const ops = Array.from({ length: 20 }, (_, i) => upsert('saved-search', savedSearchBody(`search ${i}`)));
    const first = ok(await omar.client.call('push', batch(...ops)));
    expect(first.results.every((r) => r.status === 'applied' && r.version === 1)).toBe(true);
    const again = ok(await omar.client.call('push', { batchId: first.batchId, ops }));
    expect(again.results.map((r) => [r.status, r.firstStatus, r.version])).toEqual(
      ops.map(() => ['duplicate', 'applied', 1]),
    );
    const counts = await server.pool.query<{ items: string; history: string; max_version: number }>(
      'SELECT (SELECT count(*) FROM items) AS items, (SELECT count(*) FROM item_history) AS history, (SELECT max(version) FROM items) AS max_version',
    );
    expect(counts.rows[0]).toEqual({ items: '20', history: '20', max_version: 1 });
    // The same operation twice in one batch is applied once too; a refusal is remembered like an application.
    const twice = upsert('note', noteBody('x'));
    expect(ok(await omar.client.call('push', batch(twice, twice))).results.map((r) => r.status)).toEqual([
      'applied',
      'duplicate',
    ]);
    const refused = upsert('note', noteBody('y'));
    ok(await viewer.client.call('push', batch(refused)));
    const refusedAgain = ok(await viewer.client.call('push', batch(refused)));
    expect(refusedAgain.results[0]).toMatchObject({ status: 'duplicate', firstStatus: 'forbidden' });
  });
});

function noteBody(text: string) {
  return { text, target: { kind: 'listing', externalID: '8123456' } };
}

function watchBody() {
  return { target: { kind: 'agency', externalID: '4242' }, name: 'Lantern Compass Real Estate' };
}
