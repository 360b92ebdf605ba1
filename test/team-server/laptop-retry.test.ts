// The laptop's outbox against a real team server when answers get lost: a push whose answer never arrived (the
// server applied it, the connection dropped) is sent again with the same operation ids, answered `duplicate`, and
// the team holds the change once; a viewer cannot share; a revoked member's sync says why it stopped.
import { afterEach, expect, it } from 'vitest';
import { revokeByName } from '../../team-server/services/members-service';
import {
  batch,
  describeWithPostgres,
  openLaptop,
  join,
  ok,
  savedSearchBody,
  startTestServer,
  upsert,
  useCluster,
  type TestServer,
} from './support';

describeWithPostgres('a laptop whose push answers get lost', () => {
  const cluster = useCluster();
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function laptop(
    server: TestServer,
    role: 'admin' | 'member' | 'viewer',
    name: string,
    teamFetch?: typeof fetch,
    syncTeam = false,
  ) {
    const opened = await openLaptop(cleanups, { ...(teamFetch ? { teamFetch } : {}), syncTeam });
    await opened.joinAs(server, name, role);
    return opened;
  }

  async function start() {
    const server = await startTestServer(await cluster().createDatabase());
    cleanups.push(() => server.stop());
    return server;
  }

  it('sends a push again after its answer was lost, and the team holds the change once', async () => {
    const server = await start();
    let loseNextPush = false;
    const lossy: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (loseNextPush && String(input).endsWith('/v1/push')) {
        loseNextPush = false;
        await response.arrayBuffer();
        throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
      }
      return response;
    };
    const huda = await laptop(server, 'admin', 'Huda', lossy);
    const saved = await huda.call('saved:create', {
      name: 'Marina rentals',
      request: { operation: 'search-property', params: { purpose: 'for-rent' } },
    });
    expect(await huda.call('team:share', { kind: 'saved-search', id: saved.id })).toEqual({ waiting: 1, failed: 0 });
    loseNextPush = true;
    const lost = await huda.call('team:sync', {});
    expect(lost).toMatchObject({ reachable: false, pushed: 0, outbox: { waiting: 1, failed: 1 } });
    expect(lost.error).toMatch(/socket hang up/);
    const retried = await huda.call('team:sync', {});
    expect(retried).toMatchObject({ reachable: true, pushed: 0, duplicates: 1, outbox: { waiting: 0, failed: 0 } });

    const omar = await join(server, 'Omar', 'member');
    const changes = ok(await omar.client.call('changes', { after: '0' })).changes;
    expect(changes.map((c) => (c.type === 'item' ? [c.item.body.name, c.item.version] : null))).toEqual([
      ['Marina rentals', 1],
    ]);
    const [listed] = await huda.call('saved:list', {});
    expect(listed?.team).toMatchObject({ by: 'Huda', updatedBy: 'Huda', pending: false });
  });

  it('refuses a viewer who shares, and says why a revoked member cannot sync', async () => {
    const server = await start();
    const viewer = await laptop(server, 'viewer', 'Sara');
    const saved = await viewer.call('saved:create', {
      name: 'Mine',
      request: { operation: 'search-property', params: { purpose: 'for-sale' } },
    });
    const refused = await viewer.core.dispatch('team:share', { kind: 'saved-search', id: saved.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(!refused.ok && refused.error.message).toMatch(/As a viewer/);

    const member = await laptop(server, 'member', 'Omar');
    await revokeByName(server.pool, 'Omar', false);
    const sync = await member.call('team:sync', {});
    expect(sync.reachable).toBe(true);
    expect(sync.error).toMatch(/revoked/i);
  });

  it('hears of a colleague’s change from the server’s event stream and pulls it without waiting for the minute', async () => {
    const server = await start();
    const huda = await laptop(server, 'admin', 'Huda', undefined, true);
    const omar = await join(server, 'Omar', 'member');
    ok(await omar.client.call('push', batch(upsert('saved-search', savedSearchBody('Heard at once')))));
    const deadline = Date.now() + 10_000;
    let names: string[] = [];
    while (Date.now() < deadline) {
      names = (await huda.call('saved:list', {})).map((q) => q.name);
      if (names.includes('Heard at once')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(names).toEqual(['Heard at once']);
  });
});
