// One snapshot for the team, against a real team server and PostgreSQL and the demo data service over HTTP: the
// admin's laptop takes the team lease for a team-watched agency (held past its time by renewals, released when let
// go) and snapshots it with Snapshot now, which takes the lease for its run and releases it when the run ends; the
// member's laptop is refused as busy, naming the colleague, while it is held, then pulls the run and stores the same
// snapshot, spending no request.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLiveFixture, TEST_KEY, testMarket, type LiveFixture } from '../support/demo-fixture';
import { describeWithPostgres, openLaptop, startTestServer, useCluster, type TestServer } from './support';

/** The team lease's time without renewal here (the server's least): a held lease outlives it only by renewals. */
const LEASE_SECONDS = 5;

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
      teamLeaseSeconds: LEASE_SECONDS,
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

    // Huda's laptop holds the team lease (as a run of hers does while it lasts): Omar's Snapshot now is refused as
    // busy, naming her, with nothing spent; the lease is renewed past its time while held, and let go at once.
    const hudaItem = (await huda.call('watch:list', {}))[0]!;
    const hold = await huda.core.services.team.teamLease(hudaItem);
    expect(hold).not.toBeNull();
    const omarSpent = (await omar.call('usage:get', {})).today;
    const busy = await omar.refused('snapshot:run', { itemId: omarWatch!.id, taskId: 'omar-1' });
    expect(busy.code).toBe('busy');
    expect(busy.message).toMatch(/^Huda \(.*\) is taking the team's snapshot of .+; it is pulled from the team/);
    await sleep((LEASE_SECONDS + 2) * 1000);
    expect((await omar.refused('snapshot:run', { itemId: omarWatch!.id, taskId: 'omar-2' })).code).toBe('busy');
    expect((await omar.call('usage:get', {})).today).toBe(omarSpent);
    await hold!.release();
    const omarHold = await omar.core.services.team.teamLease(omarWatch!);
    expect(omarHold).not.toBeNull();
    await omarHold!.release();

    // Huda's own Snapshot now (not the schedule) takes the lease for its run and lets it go when the run ends.
    const taken = await huda.call('snapshot:run', { itemId: hudaItem.id, taskId: 'team-snapshot-1' });
    const after = await omar.core.services.team.teamLease(omarWatch!);
    expect(after).not.toBeNull();
    await after!.release();
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
    // The same note as a message, worded by the CLI in its --lang.
    expect(pulled.snapshotNotesSaid).toEqual([
      { id: 'team.sync.snapshotPulled', args: expect.objectContaining({ by: 'Huda' }) },
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
    const [pulledWatch] = await omar.call('watch:list', {});
    expect(pulledWatch).toMatchObject({ snapshots: 1, lastSnapshot: { listings: taken.snapshot!.counts.total } });
    // The same snapshot: its summary (counts, medians by type and bedrooms) and when the market was read.
    const mine = await omar.call('history:item', { itemId: pulledWatch!.id });
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
