// Settings → Team in the window, against a real team server over a throw-away PostgreSQL (issue 38, item 7): the
// broker joins with the server's address and an invite; the team's shared search appears in Saved searches marked
// with its author; the status bar says the team is synced, and says so when the server is gone; admins see the
// members. Looked at in English and Arabic (screenshots in test-results/screenshots).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inviteMember } from '../../team-server/services/members-service';
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
} from '../team-server/support';
import { appPage } from './pages/app-page';
import { savedPage } from './pages/saved-page';
import { teamPage } from './pages/team-page';
import { openSession, type Session } from './support/session';

/** The text as read, without the direction isolates that keep a name from reordering the sentence around it. */
const plain = (text: string | null): string => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describeWithPostgres('Settings → Team', () => {
  const cluster = useCluster();
  let server: TestServer;
  let serverStopped = false;
  let omar: Awaited<ReturnType<typeof join>>;
  let s: Session;
  beforeAll(async () => {
    server = await startTestServer(await cluster().createDatabase());
    // A colleague already shared a search before this broker joins.
    omar = await join(server, 'Omar', 'member');
    ok(await omar.client.call('push', batch(upsert('saved-search', savedSearchBody('Marina rentals')))));
    s = await openSession([], { viewport: { width: 1280, height: 800 } });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    if (!serverStopped) await server?.stop();
  });

  it('joins with an invite and shows the team, its members and the colleague’s shared search', async () => {
    const team = teamPage(s.page);
    await team.open();
    const invite = await inviteMember(server.pool, { name: 'Huda', role: 'admin' });
    await team.join(server.url, invite.inviteToken);
    await team.member.waitFor();
    expect(plain(await team.member.textContent())).toMatch(
      /^You are Huda \(admin\) in .+, on this computer as “.+”\.$/,
    );
    await team.members.getByText('Omar').waitFor();
    await s.page.locator('[data-testid="status-team"][data-state="synced"]').waitFor();
    expect(await team.statusBar.textContent()).toBe('Team synced');
    await team.section.scrollIntoViewIfNeeded();
    await s.shot('team-settings-1280-en');

    await s.page.getByTestId('nav-saved').click();
    await team.sharedBy('Omar').waitFor();
    expect(plain(await team.sharedBy('Omar').textContent())).toBe('Shared by Omar');
    await s.shot('team-shared-search-1280-en');
  });

  it('shares a search of this computer, which the app sends to the team by itself', async () => {
    const team = teamPage(s.page);
    const saved = savedPage(s.page);
    await saved.duplicate('Marina rentals');
    const copy = saved.row('Marina rentals (copy)');
    await copy.waitFor();
    expect(await copy.getByTestId('shared-by').count()).toBe(0);
    await copy.getByTestId('team-share').click();
    // Marked at once as the broker's share; the app syncs shortly after a change, and the mark loses "not sent yet".
    await copy.locator('[data-testid="shared-by"][data-by="Huda"]').waitFor();
    await s.page.waitForFunction(
      () =>
        document
          .querySelector('[data-name="Marina rentals (copy)"] [data-testid="shared-by"]')
          ?.textContent?.includes('not sent yet') === false,
    );
    expect(await copy.getByTestId('team-share').count()).toBe(0);
    await s.page.locator('[data-testid="status-team"][data-state="synced"]').waitFor();
    expect(await team.statusBar.textContent()).toBe('Team synced');
    // The colleague's laptop pulls it, with its author.
    const { changes } = ok(await omar.client.call('changes', { after: '0' }));
    const shared = changes.flatMap((c) => (c.type === 'item' ? [[c.item.body.name, c.item.createdBy.name]] : []));
    expect(shared).toContainEqual(['Marina rentals (copy)', 'Huda']);
  });

  it('reads right to left in Arabic', async () => {
    const team = teamPage(s.page);
    await appPage(s.page).setLanguage('ar');
    await s.page.getByTestId('nav-saved').click();
    await s.page.getByText('البحوث المحفوظة').first().waitFor();
    expect(plain(await team.sharedBy('Omar').textContent())).toBe('شاركه Omar');
    await s.shot('team-shared-search-1280-ar');
    await team.open();
    expect(plain(await team.member.textContent())).toMatch(/^أنت Huda \(مسؤول\) في /);
    expect(await team.section.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await team.section.scrollIntoViewIfNeeded();
    await s.shot('team-settings-1280-ar');
  });

  it('says the server cannot be reached when it is gone, and keeps working', async () => {
    const team = teamPage(s.page);
    await appPage(s.page).setLanguage('en');
    await server.stop();
    serverStopped = true;
    await team.syncNow();
    await s.page.locator('[data-testid="status-team"][data-state="offline"]').waitFor();
    expect(await team.statusBar.textContent()).toBe('Team server unreachable');
    await s.page.getByText('The team server cannot be reached; your changes wait here and are sent later.').waitFor();
    expect(s.errors).toEqual([]);
  });
});
