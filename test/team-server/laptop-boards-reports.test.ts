// Compare boards and kept client reports shared through the app's core and a real team server over a throw-away
// PostgreSQL: a board saved from the panel and a kept report are the broker's own until shared; shared, a colleague
// pulls them with their author and opens the board into their own panel (its pins' snapshots come with it, no
// request); a member cannot change a colleague's board or report (said before anything is queued) while an admin
// can; two admins editing the same board: the later write wins and the one replaced is told who changed it; a
// removal reaches the colleague.
import { afterEach, expect, it } from 'vitest';
import { describeWithPostgres, openLaptop, startTestServer, useCluster } from './support';

const listing = (externalID: string, en: string, price: number) => ({
  kind: 'listing' as const,
  id: externalID,
  snapshot: { externalID, title: { en }, purpose: 'for-sale' as const, price, areaSqft: 1200 },
});

const QUERY = {
  subject: { place: { id: '5006', name: 'Jumeirah Village Circle' }, purpose: 'for-sale', beds: 1, sizeSqft: 750 },
} as const;

describeWithPostgres('compare boards and kept reports shared through the team server', () => {
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

  it('shares a compare board: pulled with its author, opened into a colleague’s panel, later write wins, removal synced', async () => {
    const server = await start();
    const huda = await laptop();
    await huda.call('compare:pin', listing('101', 'Marina Gate 2-bed', 2_350_000));
    await huda.call('compare:pin', listing('102', 'Marina Heights 2-bed', 2_100_000));
    const own = await huda.call('compare:board-save', { kind: 'listing', name: 'Private shortlist', team: false });
    expect(own).toMatchObject({ team: null, pins: [{ id: '101' }, { id: '102' }] });
    expect((await huda.refused('compare:board-save', { kind: 'listing', name: 'x', team: true })).message).toMatch(
      /has not joined a team/,
    );
    expect((await huda.refused('compare:board-save', { kind: 'agency', name: 'Empty', team: false })).message).toMatch(
      /Nothing of that kind \(agency\) is pinned/,
    );

    await huda.joinAs(server, 'Huda', 'admin');
    const shared = await huda.call('compare:board-save', { kind: 'listing', name: 'Marina 2-beds', team: true });
    expect(shared.team).toMatchObject({ by: 'Huda', pending: true });
    expect(await huda.call('team:sync', {})).toMatchObject({ pushed: 1, outbox: { waiting: 0 } });

    const omar = await laptop();
    await omar.joinAs(server, 'Omar', 'member');
    const boards = await omar.call('compare:boards', {});
    expect(boards.map((b) => b.name)).toEqual(['Marina 2-beds']);
    expect(boards[0]).toMatchObject({ kind: 'listing', team: { by: 'Huda', pending: false } });
    // Opened into Omar's own panel with the pins' snapshots: the comparison answers from them, offline.
    const opened = await omar.call('compare:board-open', { id: boards[0]!.id });
    expect(opened.pins.map((p) => [p.id, p.label])).toEqual([
      ['101', 'Marina Gate 2-bed'],
      ['102', 'Marina Heights 2-bed'],
    ]);
    const view = await omar.call('compare:view', { kind: 'listing', lang: 'en', refresh: false });
    expect(view.rows.find((r) => r.id === 'price')?.values).toEqual([2_350_000, 2_100_000]);
    expect((await omar.call('team:status', {})).shared).toMatchObject({ compareBoards: 1 });

    // A member may not change a colleague's board; said at once, nothing queued.
    expect(
      (await omar.refused('compare:board-save', { kind: 'listing', name: 'Mine', id: boards[0]!.id, team: false }))
        .message,
    ).toMatch(/only its author or an admin/);
    expect((await omar.refused('compare:board-remove', { id: boards[0]!.id })).message).toMatch(/only its author/);
    expect((await omar.call('team:status', {})).outbox.waiting).toBe(0);

    // Two admins write the same board: the later write wins and Huda is told who replaced hers.
    const rana = await laptop();
    await rana.joinAs(server, 'Rana', 'admin');
    const ranas = (await rana.call('compare:boards', {}))[0]!;
    await huda.call('compare:unpin', { kind: 'listing', id: '102' });
    await huda.call('compare:board-save', { kind: 'listing', name: 'Marina 2-beds', id: shared.id, team: false });
    await huda.call('team:sync', {});
    await rana.call('compare:pin', listing('103', 'Dorra Bay 2-bed', 1_990_000));
    await rana.call('compare:board-save', { kind: 'listing', name: 'Marina 2-beds (Rana)', id: ranas.id, team: false });
    const ranaSync = await rana.call('team:sync', {});
    expect(ranaSync.notices.join(' ')).toMatch(/replaced a change Huda made/);
    const hudaSync = await huda.call('team:sync', {});
    expect(hudaSync.notices).toContain(
      'Rana changed the shared compare board "Marina 2-beds (Rana)" after your change; their version is kept.',
    );
    const hudas = await huda.call('compare:boards', {});
    expect(hudas.find((b) => b.id === shared.id)).toMatchObject({
      name: 'Marina 2-beds (Rana)',
      team: { by: 'Huda', updatedBy: 'Rana' },
    });
    expect(hudas.find((b) => b.id === shared.id)!.pins.map((p) => p.id)).toEqual(['103']);

    // The author's removal reaches the colleagues; the private board never left Huda's laptop.
    await huda.call('compare:board-remove', { id: shared.id });
    await huda.call('team:sync', {});
    await omar.call('team:sync', {});
    expect(await omar.call('compare:boards', {})).toEqual([]);
    expect((await huda.call('compare:boards', {})).map((b) => b.name)).toEqual(['Private shortlist']);
  });

  it('shares a kept report: a colleague reads it with its author, a re-run reaches them as a new version, removal synced', async () => {
    const server = await start();
    const huda = await laptop();
    await huda.joinAs(server, 'Huda', 'member');
    const kept = await huda.call('reports:keep', { query: QUERY, name: 'JVC 1-bed for Mr Khan', team: true });
    expect(kept.team).toMatchObject({ by: 'Huda', pending: true });
    const own = await huda.call('reports:keep', { query: QUERY, name: 'Private draft', team: false });
    expect(own.team).toBeNull();
    expect(await huda.call('team:sync', {})).toMatchObject({ pushed: 1, refused: [] });

    const omar = await laptop();
    await omar.joinAs(server, 'Omar', 'member');
    const list = await omar.call('reports:list', {});
    expect(list.map((r) => r.name)).toEqual(['JVC 1-bed for Mr Khan']);
    expect(list[0]).toMatchObject({ version: 1, place: 'Jumeirah Village Circle', beds: 1, team: { by: 'Huda' } });
    const theirs = await omar.call('reports:get', { id: list[0]!.id });
    expect(theirs.report).toEqual(kept.report);
    expect(theirs.query).toEqual(kept.query);

    // Omar may not re-run or rename Huda's report; said at once, nothing queued.
    expect((await omar.refused('reports:rename', { id: theirs.id, name: 'Mine' })).message).toMatch(
      /Huda's, shared with the team: only its author or an admin/,
    );
    expect((await omar.refused('reports:rerun', { id: theirs.id })).message).toMatch(/only its author/);
    expect((await omar.call('team:status', {})).outbox.waiting).toBe(0);

    // Huda renames it: the name reaches Omar; the figures are the same, so no version is added.
    await huda.call('reports:rename', { id: kept.id, name: 'JVC 1-bed for Mr Khan (final)' });
    await huda.call('team:sync', {});
    expect((await omar.call('team:sync', {})).pulled).toBe(1);
    expect(await omar.call('reports:get', { id: theirs.id })).toMatchObject({
      name: 'JVC 1-bed for Mr Khan (final)',
      versions: 1,
    });

    // Her re-run is a new version on Omar's laptop too, the first kept beside it.
    const rerun = await huda.call('reports:rerun', { id: kept.id });
    // Her own changes pulled back add no version on her laptop.
    expect(rerun).toMatchObject({ version: 2, versions: 2 });
    await huda.call('team:sync', {});
    await omar.call('team:sync', {});
    expect(await omar.call('reports:get', { id: theirs.id })).toMatchObject({ version: 2, versions: 2 });
    expect((await omar.call('reports:get', { id: theirs.id })).report.asOf).toBe(rerun.report.asOf);
    expect((await omar.call('reports:get', { id: theirs.id, version: 1 })).report).toEqual(kept.report);

    await huda.call('reports:remove', { id: kept.id });
    await huda.call('team:sync', {});
    await omar.call('team:sync', {});
    expect(await omar.call('reports:list', {})).toEqual([]);
    expect((await huda.call('reports:list', {})).map((r) => r.name)).toEqual(['Private draft']);
  });
});
