// One snapshot for the team, against a real team server and PostgreSQL and the demo data service over HTTP: the
// admin's laptop takes the team lease for a team-watched agency and snapshots it; the member's laptop is told a
// colleague holds the lease, then pulls the run and stores the same snapshot, spending no request.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveFixture, TEST_KEY, testMarket, type LiveFixture } from '../support/demo-fixture';
import { describeWithPostgres, openLaptop, startTestServer, useCluster, type TestServer } from './support';

describeWithPostgres('one snapshot for the team', () => {
  const cluster = useCluster();
  const cleanups: (() => Promise<void> | void)[] = [];
  let live: LiveFixture;
  let server: TestServer;
  beforeAll(async () => {
    live = await startLiveFixture();
    server = await startTestServer(await cluster().createDatabase());
  }, 60_000);
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await server?.stop();
    await live?.close();
  });

  async function laptop(name: string, role: 'admin' | 'member') {
    const opened = await openLaptop(cleanups, {
      settings: { source: 'live', connection: { baseUrl: live.server.url, timeoutMs: 5000 } },
      apiKey: async () => TEST_KEY,
    });
    await opened.joinAs(server, name, role);
    return opened;
  }

  it('is taken once under the team lease and pulled by the colleague for 0 requests', async () => {
    const huda = await laptop('Huda', 'admin');
    const omar = await laptop('Omar', 'member');
    const agency = testMarket().agencies[3]!;
    const watched = await huda.call('watch:add', { kind: 'agency', externalID: agency.externalID, name: agency.name });
    await huda.call('team:share', { kind: 'watch', id: watched.id });
    expect(await huda.call('team:sync', {})).toMatchObject({ pushed: 1, error: null });
    expect(await omar.call('team:sync', {})).toMatchObject({ pulled: 1, error: null });
    const [omarWatch] = await omar.call('watch:list', {});
    expect(omarWatch).toMatchObject({ externalID: agency.externalID, team: { by: 'Huda' }, snapshots: 0 });

    // Huda's scheduler takes the team lease first; Omar's is told who holds it, and waits for the run.
    const hudaItem = (await huda.call('watch:list', {}))[0]!;
    expect(await huda.core.services.team.teamGate(hudaItem)).toBeNull();
    expect(await omar.core.services.team.teamGate(omarWatch!)).toMatch(/^Huda \(.*\) is taking the team's snapshot/);

    const taken = await huda.call('snapshot:run', { itemId: hudaItem.id, taskId: 'team-snapshot-1' });
    expect(taken.run.status).toBe('done');
    expect(taken.run.requestsSpent).toBeGreaterThan(0);
    expect(await huda.call('team:sync', {})).toMatchObject({ snapshotsPushed: 1, error: null });
    // A second sync has nothing new to push.
    expect(await huda.call('team:sync', {})).toMatchObject({ snapshotsPushed: 0 });

    const spentBefore = (await omar.call('usage:get', {})).today;
    const pulled = await omar.call('team:sync', {});
    expect(pulled).toMatchObject({ snapshotsPulled: 1, error: null });
    expect(pulled.notices).toEqual([]);
    expect(pulled.snapshotNotes).toEqual([
      expect.stringMatching(
        /^Huda's snapshot of .+ \(\d+ listings, \d+ requests on their laptop\) was pulled from the team: no request was spent here\.$/,
      ),
    ]);
    const usage = await omar.call('usage:get', {});
    expect(usage.today).toBe(spentBefore);
    // The usage view says which snapshot cost nothing here, and whose run it was.
    expect(usage.teamSnapshots).toEqual({
      thisMonth: 1,
      theirRequests: taken.run.requestsSpent,
      latest: {
        watch: agency.name,
        by: 'Huda',
        takenAt: taken.snapshot!.takenAt,
        pulledAt: expect.any(String),
        listings: taken.snapshot!.counts.total,
        theirRequests: taken.run.requestsSpent,
      },
    });
    expect((await huda.call('usage:get', {})).teamSnapshots).toEqual({ thisMonth: 0, theirRequests: 0, latest: null });
    const [after] = await omar.call('watch:list', {});
    expect(after).toMatchObject({ snapshots: 1, lastSnapshot: { listings: taken.snapshot!.counts.total } });
    // The same snapshot: its summary (counts, medians by type and bedrooms) and when the market was read.
    const mine = await omar.call('history:item', { itemId: after!.id });
    expect(mine.points.at(-1)).toMatchObject({
      takenAt: taken.snapshot!.takenAt,
      counts: taken.snapshot!.counts,
      medianPrice: taken.snapshot!.medianPrice,
      byRooms: taken.snapshot!.byRooms,
    });
    // Pulled once: the next sync stores nothing again, and the member's own runs are never pushed back.
    expect(await omar.call('team:sync', {})).toMatchObject({ snapshotsPulled: 0, snapshotsPushed: 0 });
  }, 60_000);
});
