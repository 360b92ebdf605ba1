// Two laptops (two data folders on one machine) of one brokerage, each running `aqar` against a real team server
// over HTTP and a real PostgreSQL, with the member tokens in a real gnome-keyring (one entry per data folder): the
// admin joins with an invite, shares a saved search and team-watches an agency; the member joins, syncs and sees
// both with their author; with the server stopped the member adds a team search (kept in the outbox), and once the
// server is back both sync and agree. Then a later write wins with a notice naming whose change replaced whose.
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inviteMember } from '../../team-server/services/members-service';
import { aqar } from '../support/cli-io';
import { startLiveFixture, TEST_KEY, testMarket, type LiveFixture } from '../support/demo-fixture';
import { keyringUnavailable, startKeyringSession, type KeyringSession } from '../support/keyring-session';
import { makeTempDir } from '../support/temp-dir';
import { describeWithPostgres, startTestServer, useCluster, type TestServer } from './support';

const noKeyring = keyringUnavailable();
const describeHere = noKeyring ? describeWithPostgres.skip : describeWithPostgres;
if (noKeyring) console.warn(`Laptop sync test skipped: ${noKeyring}`);

type Listed = { name: string; team: boolean; by?: string; pending?: boolean; kind?: string; externalID?: string };

describeHere('two laptops sharing through the team server', () => {
  const cluster = useCluster();
  const dir = makeTempDir('aqar-team-laptops-');
  let keyring: KeyringSession;
  let live: LiveFixture;
  let server: TestServer;
  let database: string;
  let port: number;

  beforeAll(async () => {
    keyring = await startKeyringSession();
    // keytar (libsecret) in this process reads the session's address when it first connects.
    process.env.DBUS_SESSION_BUS_ADDRESS = keyring.address;
    live = await startLiveFixture();
    database = await cluster().createDatabase();
    server = await startTestServer(database);
    port = Number(new URL(server.url).port);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await live?.close();
    keyring?.stop();
    dir.remove();
  });

  const laptop = (name: string) => {
    const env = {
      AQAR_DATA_DIR: join(dir.path, name),
      AQAR_API_KEY: TEST_KEY,
      DBUS_SESSION_BUS_ADDRESS: keyring.address,
    };
    return async (...args: string[]) => {
      const run = await aqar([...args, '--base-url', live.server.url], env);
      return run;
    };
  };
  const json = <T>(run: { code: number; out: string; err: string }): T => {
    expect(run.code, run.err).toBe(0);
    return JSON.parse(run.out) as T;
  };

  it('shares a saved search and a team watch, works offline and converges', async () => {
    const huda = laptop('huda');
    const omar = laptop('omar');
    const adminInvite = await inviteMember(server.pool, { name: 'Huda', role: 'admin' });
    const memberInvite = await inviteMember(server.pool, { name: 'Omar', role: 'member' });

    const joined = await huda('team', 'join', server.url, '--token', adminInvite.inviteToken, '--json');
    expect(json<{ member: string; role: string; token: string }>(joined)).toMatchObject({
      member: 'Huda',
      role: 'admin',
      token: 'keychain',
    });
    // The token is kept, never shown.
    expect(joined.out + joined.err).not.toContain('aqm.');

    const saved = await huda(
      'saved',
      'add',
      'Marina rentals',
      '--team',
      '--json',
      '--',
      'search-property',
      '--purpose',
      'for-rent',
    );
    expect(json<Listed>(saved)).toMatchObject({ name: 'Marina rentals', team: true, by: 'Huda', pending: true });
    const agency = testMarket().agencies[3]!;
    const watched = await huda('watch', 'add', '--agency', agency.name, '--team', '--json');
    expect(json<Listed>(watched)).toMatchObject({ kind: 'agency', team: true, by: 'Huda' });
    const pushed = json<{ pushed: number; reachable: boolean; outbox: { waiting: number } }>(
      await huda('team', 'sync', '--json'),
    );
    expect(pushed).toMatchObject({ pushed: 2, reachable: true, outbox: { waiting: 0 } });

    expect(
      json<{ member: string }>(await omar('team', 'join', server.url, '--token', memberInvite.inviteToken, '--json')),
    ).toMatchObject({ member: 'Omar' });
    // Joining pulled what the team shares: both items, with their author.
    expect(json<Listed[]>(await omar('saved', 'list', '--json'))).toEqual([
      expect.objectContaining({ name: 'Marina rentals', team: true, by: 'Huda', pending: false }),
    ]);
    expect(json<Listed[]>(await omar('watch', 'list', '--json'))).toEqual([
      expect.objectContaining({ kind: 'agency', externalID: agency.externalID, team: true, by: 'Huda' }),
    ]);

    // The server goes away; Omar keeps working, and his team search waits in the outbox.
    await server.stop();
    const offline = await omar(
      'saved',
      'add',
      'JVC sales',
      '--team',
      '--json',
      '--',
      'search-property',
      '--purpose',
      'for-sale',
    );
    expect(json<Listed>(offline)).toMatchObject({ name: 'JVC sales', team: true, by: 'Omar', pending: true });
    const failed = await omar('team', 'sync', '--json');
    expect(failed.code).toBe(5);
    expect(JSON.parse(failed.out)).toMatchObject({ reachable: false, outbox: { waiting: 1 } });
    const status = json<{ outbox: { waiting: number }; reachable: boolean; lastError: string }>(
      await omar('team', 'status', '--json'),
    );
    expect(status).toMatchObject({ outbox: { waiting: 1 }, reachable: false });
    expect(status.lastError).toMatch(/Cannot reach the team server/);
    // Why the last try stopped, kept as a message: worded in English by default, in Arabic with --lang ar.
    const en = await omar('team', 'status');
    expect(en.out).toMatch(/^Last sync: .+; the last try stopped: Cannot reach the team server at http/m);
    expect(en.out).toContain('Outbox: 1 change waiting to be pushed (1 not taken yet).');
    const ar = await omar('team', 'status', '--lang', 'ar');
    expect(ar.out).toMatch(/^آخر مزامنة: .+؛ توقفت المحاولة الأخيرة: \u2068تعذّر الوصول إلى خادم الفريق في /m);
    expect(ar.out).toContain('يتعذّر الوصول إلى الخادم الآن.');
    expect(ar.out).not.toMatch(/Last sync|Cannot reach/);

    server = await startTestServer(database, { listen: { host: '127.0.0.1', port } });
    const hi = await omar('team', 'sync', '--lang', 'hi');
    expect(hi.code, hi.err).toBe(0);
    expect(hi.out).toMatch(/^1 बदलाव भेजा गया, 1 बदलाव लिया गया।$/m);
    expect(hi.out).toMatch(/^आउटबॉक्स में कोई बदलाव प्रतीक्षा में नहीं है।$/m);
    const members = await omar('team', 'members', '--lang', 'ar');
    expect(members.out.split('\n')[0]).toMatch(/^الاسم +الدور/);
    expect(members.out).toMatch(/Omar +عضو/);
    expect(json<{ pulled: number }>(await huda('team', 'sync', '--json'))).toMatchObject({ pulled: 1 });
    const names = (list: Listed[]) => list.map((q) => [q.name, q.by, q.team]);
    const hudaSaved = json<Listed[]>(await huda('saved', 'list', '--json'));
    const omarSaved = json<Listed[]>(await omar('saved', 'list', '--json'));
    expect(names(hudaSaved)).toEqual([
      ['JVC sales', 'Omar', true],
      ['Marina rentals', 'Huda', true],
    ]);
    expect(names(omarSaved)).toEqual(names(hudaSaved));
  }, 120_000);

  it('lets the later write win and tells the broker whose change replaced his', async () => {
    const huda = laptop('huda');
    const omar = laptop('omar');
    // Both rename the same shared search before either syncs: Omar's (his own) goes first, Huda's (an admin) later.
    expect((await omar('saved', 'rename', 'JVC sales', 'JVC sales (Omar)')).code).toBe(0);
    expect((await huda('saved', 'rename', 'JVC sales', 'JVC sales (Huda)')).code).toBe(0);
    expect(json<{ pushed: number }>(await omar('team', 'sync', '--json'))).toMatchObject({ pushed: 1 });
    const hudaSync = json<{ notices: string[] }>(await huda('team', 'sync', '--json'));
    expect(hudaSync.notices.join(' ')).toMatch(/replaced a change Omar made/);
    const omarSync = json<{ notices: string[] }>(await omar('team', 'sync', '--json'));
    expect(omarSync.notices.join(' ')).toMatch(
      /Huda changed the shared saved search "JVC sales \(Huda\)" after your change/,
    );
    const names = (list: Listed[]) => list.map((q) => q.name).sort();
    expect(names(json<Listed[]>(await omar('saved', 'list', '--json')))).toEqual([
      'JVC sales (Huda)',
      'Marina rentals',
    ]);

    // Leaving keeps a local copy of what was shared; the keychain entry is gone.
    const left = json<{ left: boolean; kept: Record<string, number>; unsent: number }>(
      await omar('team', 'leave', '--json'),
    );
    expect(left).toEqual({
      left: true,
      kept: { savedSearches: 2, watches: 1, notes: 0, compareBoards: 0, reports: 0 },
      unsent: 0,
    });
    expect(json<Listed[]>(await omar('saved', 'list', '--json')).map((q) => q.team)).toEqual([false, false]);
    expect(json<{ joined: boolean }>(await omar('team', 'status', '--json'))).toMatchObject({ joined: false });
  }, 120_000);
});
