// Team snapshots over real HTTP and a real PostgreSQL: listing states uploaded once by content (a hash that does
// not match its body is refused), runs sent whole or as a change and read back whole or as a change, partial runs
// kept apart, and the team lease that lets one laptop snapshot for everyone, expiring by time.
import { createHash, randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { canonicalJson } from '#shared/team/canonical-json';
import type { TeamClient } from '#shared/team/client';
import { batch, describeWithPostgres, join, ok, startTestServer, upsert, useCluster, type TestServer } from './support';

function state(externalID: string, price: number) {
  const body = { externalID, price, purpose: 'for-sale', rooms: 2, areaSqft: 1200, location: '/1/5002/' };
  return { hash: createHash('sha256').update(canonicalJson(body)).digest('hex'), body };
}

async function teamWatch(client: TeamClient): Promise<string> {
  const watch = upsert(
    'watch',
    { target: { kind: 'agency', externalID: '4242' }, name: 'Lantern Compass' },
    { teamWide: true },
  );
  ok(await client.call('push', batch(watch)));
  return watch.id;
}

describeWithPostgres('team snapshots and leases', () => {
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

  it('stores each listing state once however many members saw it, and refuses one whose hash is not its own', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    const states = Array.from({ length: 50 }, (_, i) => state(String(9000 + i), 1_000_000 + i));
    const hashes = states.map((s) => s.hash);
    expect(ok(await huda.client.call('statesMissing', { hashes })).missing.sort()).toEqual([...hashes].sort());
    expect(ok(await huda.client.call('statesPut', { states }))).toEqual({ stored: 50, alreadyHad: 0 });
    // Omar saw the same listings, plus two new ones: he uploads only those two.
    const more = [state('9100', 5), state('9101', 6)];
    const missing = ok(await omar.client.call('statesMissing', { hashes: [...hashes, ...more.map((s) => s.hash)] }));
    expect(missing.missing.sort()).toEqual(more.map((s) => s.hash).sort());
    expect(ok(await omar.client.call('statesPut', { states: [...more, states[0]!] }))).toEqual({
      stored: 2,
      alreadyHad: 1,
    });
    const count = await server.pool.query<{ n: string }>('SELECT count(*) AS n FROM listing_states');
    expect(count.rows[0]!.n).toBe('52');

    const forged = { hash: states[1]!.hash, body: { ...states[1]!.body, price: 1 } };
    const refused = await omar.client.call('statesPut', { states: [more[0]!, forged] });
    expect(!refused.ok && refused.status).toBe(400);
    expect(!refused.ok && refused.error.message).toMatch(/State 2 does not match its hash/);
    const got = ok(await omar.client.call('statesGet', { hashes: [states[3]!.hash, '0'.repeat(64)] }));
    expect(got.states).toEqual([states[3]]);
    expect(got.missing).toEqual(['0'.repeat(64)]);
  });

  it('stores runs whole or as a change, keeps unchanged listings as one stretch, and reads them back either way', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'viewer');
    const watchId = await teamWatch(huda.client);
    const day1 = Array.from({ length: 100 }, (_, i) => state(String(i), 1000 + i));
    ok(await huda.client.call('statesPut', { states: day1 }));
    const listing = (s: ReturnType<typeof state>) => ({ externalID: String(s.body.externalID), hash: s.hash });
    const run1 = ok(
      await huda.client.call('runCreate', {
        watchId,
        takenAt: '2026-11-01T04:00:00.000Z',
        complete: true,
        requestsSpent: 4,
        listings: day1.map(listing),
      }),
    ).run;
    expect(run1).toMatchObject({ listingCount: 100, requestsSpent: 4, createdBy: { name: 'Huda' } });

    // Day 2, as a change: listing 0 re-priced, 1 gone, 100 new.
    const repriced = state('0', 900);
    const added = state('100', 2000);
    const refusedFirst = await huda.client.call('runCreate', {
      watchId,
      takenAt: '2026-11-02T04:00:00.000Z',
      complete: true,
      requestsSpent: 4,
      baseRunId: run1.id,
      changed: [listing(repriced), listing(added)],
      removed: ['1'],
    });
    expect(!refusedFirst.ok && refusedFirst.error.message).toMatch(
      /2 listing states of this run are not on the server/,
    );
    ok(await huda.client.call('statesPut', { states: [repriced, added] }));
    const run2 = ok(
      await huda.client.call('runCreate', {
        watchId,
        takenAt: '2026-11-02T04:00:00.000Z',
        complete: true,
        requestsSpent: 4,
        baseRunId: run1.id,
        changed: [listing(repriced), listing(added)],
        removed: ['1'],
      }),
    ).run;
    expect(run2.listingCount).toBe(100);
    // Day 3, whole and unchanged: nothing new is stored.
    const day2 = ok(await omar.client.call('runGet', { id: run2.id }));
    if (!('listings' in day2)) throw new Error('expected the whole run');
    const run3 = ok(
      await huda.client.call('runCreate', {
        watchId,
        takenAt: '2026-11-03T04:00:00.000Z',
        complete: true,
        requestsSpent: 4,
        listings: day2.listings,
      }),
    ).run;
    const rows = await server.pool.query<{ n: string }>('SELECT count(*) AS n FROM run_listings');
    expect(rows.rows[0]!.n).toBe('102'); // 100 first stretches, plus the re-priced and the new listing

    // A stale base is refused (the laptop then sends the run whole).
    const stale = await huda.client.call('runCreate', {
      watchId,
      takenAt: '2026-11-04T04:00:00.000Z',
      complete: true,
      requestsSpent: 1,
      baseRunId: run1.id,
      changed: [],
      removed: [],
    });
    expect(!stale.ok && stale.status).toBe(409);

    // Reading back: run 1 whole as it was, run 3 against run 1 as the change.
    const first = ok(await omar.client.call('runGet', { id: run1.id }));
    expect('listings' in first && first.listings.find((l) => l.externalID === '0')?.hash).toBe(day1[0]!.hash);
    expect('listings' in first && first.listings).toHaveLength(100);
    const delta = ok(await omar.client.call('runGet', { id: run3.id, base: run1.id }));
    expect(delta).toMatchObject({ baseRunId: run1.id, removed: ['1'] });
    expect('changed' in delta && delta.changed.map((c) => c.externalID).sort()).toEqual(['0', '100']);

    const runs = ok(await omar.client.call('runsList', { watchId, limit: 2 }));
    expect(runs.runs.map((r) => r.id)).toEqual([run1.id, run2.id]);
    expect(runs.more).toBe(true);
    // Runs arrive in the changes feed, for laptops waiting on the team's snapshot.
    const changes = ok(await omar.client.call('changes', { after: '0' })).changes;
    expect(changes.filter((c) => c.type === 'snapshot-run').map((c) => c.type === 'snapshot-run' && c.run.id)).toEqual([
      run1.id,
      run2.id,
      run3.id,
    ]);
  });

  it('keeps a partial run whole and apart: the next complete run is compared with the last complete one', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const watchId = await teamWatch(huda.client);
    const all = Array.from({ length: 10 }, (_, i) => state(String(i), i));
    ok(await huda.client.call('statesPut', { states: all }));
    const listings = all.map((s) => ({ externalID: String(s.body.externalID), hash: s.hash }));
    const take = (complete: boolean, ls: typeof listings) =>
      huda.client.call('runCreate', {
        watchId,
        takenAt: new Date().toISOString(),
        complete,
        requestsSpent: 1,
        listings: ls,
      });
    const full = ok(await take(true, listings)).run;
    const partial = ok(await take(false, listings.slice(0, 3))).run;
    const next = ok(await take(true, listings)).run;
    expect(ok(await huda.client.call('runGet', { id: partial.id }))).toMatchObject({ listings: listings.slice(0, 3) });
    const delta = ok(await huda.client.call('runGet', { id: next.id, base: full.id }));
    expect(delta).toMatchObject({ changed: [], removed: [] });
    const partialDelta = await huda.client.call('runCreate', {
      watchId,
      takenAt: new Date().toISOString(),
      complete: true,
      requestsSpent: 1,
      baseRunId: partial.id,
      changed: [],
      removed: [],
    });
    expect(!partialDelta.ok && partialDelta.error.code).toBe('conflict');
  });

  it('grants the team lease to one laptop at a time, tells the others who holds it, and lets it lapse by time', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin', 'Huda laptop');
    const omar = await join(server, 'Omar', 'member', 'Omar laptop');
    const viewer = await join(server, 'Layla', 'viewer');
    const watchId = await teamWatch(huda.client);

    const mine = ok(await huda.client.call('leaseAcquire', { watchId, ttlSeconds: 5 }));
    expect(mine).toMatchObject({
      granted: true,
      lease: { holder: { member: { name: 'Huda' }, device: 'Huda laptop' } },
    });
    const theirs = ok(await omar.client.call('leaseAcquire', { watchId, ttlSeconds: 60 }));
    expect(theirs).toMatchObject({ granted: false, lease: { holder: { member: { name: 'Huda' } } } });
    expect(ok(await omar.client.call('leaseRenew', { watchId, ttlSeconds: 60 })).granted).toBe(false);
    // The holder's heartbeat keeps it, and the time it was first taken stays.
    const renewed = ok(await huda.client.call('leaseRenew', { watchId, ttlSeconds: 5 }));
    expect(renewed.granted).toBe(true);
    expect(renewed.lease!.acquiredAt).toBe(mine.lease!.acquiredAt);
    expect(Date.parse(renewed.lease!.heartbeatAt)).toBeGreaterThanOrEqual(Date.parse(mine.lease!.heartbeatAt));
    const viewerTry = await viewer.client.call('leaseAcquire', { watchId, ttlSeconds: 60 });
    expect(!viewerTry.ok && viewerTry.status).toBe(403);

    // The laptop holding it goes quiet: once it has expired, another takes it over (no process id involved).
    await server.pool.query("UPDATE leases SET expires_at = now() - interval '1 second'");
    const takeover = ok(await omar.client.call('leaseAcquire', { watchId, ttlSeconds: 60 }));
    expect(takeover).toMatchObject({ granted: true, lease: { holder: { member: { name: 'Omar' } } } });
    expect(ok(await huda.client.call('leaseRenew', { watchId, ttlSeconds: 5 })).granted).toBe(false);
    expect(ok(await huda.client.call('leaseRelease', { watchId }))).toEqual({ released: false });
    expect(ok(await omar.client.call('leaseRelease', { watchId }))).toEqual({ released: true });
    expect(ok(await huda.client.call('leaseAcquire', { watchId, ttlSeconds: 5 })).granted).toBe(true);

    const unknown = await huda.client.call('leaseAcquire', { watchId: randomUUID(), ttlSeconds: 5 });
    expect(!unknown.ok && unknown.status).toBe(404);
    const tooLong = await huda.client.call('leaseAcquire', { watchId, ttlSeconds: 86_400 });
    expect(!tooLong.ok && tooLong.error.message).toMatch(/ttlSeconds: must be at most 3600 seconds/);
  });
});
