// Notes through the app's core (notes:* channels) and a real team server over a throw-away PostgreSQL: a note
// written before joining stays the broker's own; a note shared is pulled by a colleague with its author and what it
// is written on; a member cannot change a colleague's note (said before anything is queued) while an admin can; an
// edit and a removal reach the colleague; a note written offline waits in the outbox and goes when the server is back.
import { afterEach, expect, it } from 'vitest';
import { describeWithPostgres, openLaptop, startTestServer, useCluster } from './support';

const LISTING = { kind: 'listing', externalID: '8812345' } as const;

describeWithPostgres('notes shared through the team server', () => {
  const cluster = useCluster();
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const laptop = () => openLaptop(cleanups);

  async function start() {
    const server = await startTestServer(await cluster().createDatabase());
    cleanups.push(() => server.stop());
    return server;
  }

  it('keeps a note written before joining as the broker’s own, and shares one on request with its author', async () => {
    const server = await start();
    const huda = await laptop();
    const own = await huda.call('notes:add', { target: LISTING, text: 'Owner prefers cheques.' });
    expect(own).toMatchObject({ author: null, team: null, target: LISTING });
    expect((await huda.refused('notes:add', { target: LISTING, text: 'x', team: true })).message).toMatch(
      /has not joined a team/,
    );
    await huda.joinAs(server, 'Huda', 'admin');
    const shared = await huda.call('notes:add', {
      target: LISTING,
      targetName: 'Marina Gate 2-bed',
      text: 'Seller will take 2.35M if signed this week.',
      team: true,
    });
    expect(shared).toMatchObject({ author: 'Huda', team: { by: 'Huda' } });
    await huda.call('team:sync', {});

    const omar = await laptop();
    await omar.joinAs(server, 'Omar', 'member');
    const seen = await omar.call('notes:list', { target: LISTING });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      text: 'Seller will take 2.35M if signed this week.',
      author: 'Huda',
      targetName: 'Marina Gate 2-bed',
      team: { by: 'Huda', pending: false },
    });
    expect(await omar.call('notes:counts', { kind: 'listing', ids: ['8812345', '1'] })).toEqual({ '8812345': 1 });
    // The note kept private on Huda's laptop never left it.
    expect((await omar.call('notes:list', {})).map((n) => n.text)).not.toContain('Owner prefers cheques.');

    // A member may not change a colleague's note; said at once, nothing queued.
    const id = seen[0]!.id;
    expect((await omar.refused('notes:edit', { id, text: 'Mine now' })).message).toMatch(/only its author or an admin/);
    expect((await omar.call('team:status', {})).outbox.waiting).toBe(0);

    // The author's edit and removal reach the colleague.
    await huda.call('notes:edit', { id: shared.id, text: 'Seller now asks 2.4M.' });
    await huda.call('team:sync', {});
    await omar.call('team:sync', {});
    expect((await omar.call('notes:list', { target: LISTING }))[0]?.text).toBe('Seller now asks 2.4M.');
    await huda.call('notes:remove', { id: shared.id });
    await huda.call('team:sync', {});
    await omar.call('team:sync', {});
    expect(await omar.call('notes:list', { target: LISTING })).toEqual([]);
  });

  it('queues a note written while the server is away and sends it when it is back', async () => {
    const database = await cluster().createDatabase();
    const server = await startTestServer(database);
    const huda = await laptop();
    await huda.joinAs(server, 'Huda', 'member');
    await server.stop();
    const note = await huda.call('notes:add', {
      target: { kind: 'agency', externalID: '42' },
      text: 'Call Rami.',
      team: true,
    });
    expect(note.team?.pending).toBe(true);
    const away = await huda.call('team:sync', {});
    expect(away).toMatchObject({ reachable: false, outbox: { waiting: 1 } });
    const back = await startTestServer(database, {
      listen: { host: '127.0.0.1', port: Number(new URL(server.url).port) },
    });
    cleanups.push(() => back.stop());
    expect(await huda.call('team:sync', {})).toMatchObject({ reachable: true, pushed: 1, outbox: { waiting: 0 } });
    expect((await huda.call('notes:list', { target: { kind: 'agency', externalID: '42' } }))[0]?.team?.pending).toBe(
      false,
    );
  });
});
