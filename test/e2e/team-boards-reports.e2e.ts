// Compare boards and kept reports shared with the team in the window (issue 38, item 4), against a real team server
// over a throw-away PostgreSQL: an admin saves the compare panel's listings as a board shared with the team and
// shares a kept report from its row; a member's laptop (a second data folder) sees both marked with their author, in
// English and Arabic, and opens the board into its own panel; a change of the admin's board or report (only its
// author or an admin may) is not offered to the member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteMember } from '../../team-server/services/members-service';
import { postgresAvailability, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { startTestServer, type TestServer } from '../team-server/support';
import { appPage } from './pages/app-page';
import { comparePage } from './pages/compare-page';
import { keptPage } from './pages/kept-page';
import { reportPage } from './pages/report-page';
import { testMarket } from '../support/demo-fixture';
import { hostApi } from './support/host-api';
import { openSession, type Session } from './support/session';

const availability = postgresAvailability();
const describeHere = availability.ok ? describe : describe.skip;

const listing = (externalID: string, en: string, price: number) => ({
  kind: 'listing' as const,
  id: externalID,
  snapshot: { externalID, title: { en }, purpose: 'for-sale' as const, price, areaSqft: 1200, rooms: 2 },
});

describeHere('compare boards and kept reports shared with the team', () => {
  let cluster: PostgresCluster;
  let server: TestServer;
  let admin: Session;
  let member: Session;

  beforeAll(async () => {
    cluster = await startPostgresCluster({ fast: true });
    server = await startTestServer(await cluster.createDatabase());
    admin = await openSession([], { viewport: { width: 1280, height: 800 } });
    member = await openSession([], { viewport: { width: 1280, height: 800 } });
    for (const [s, name, role] of [
      [admin, 'Layla Haddad', 'admin'],
      [member, 'Omar Nasser', 'member'],
    ] as const) {
      const invite = await inviteMember(server.pool, { name, role });
      await hostApi(s.host)('team:join', { server: server.url, token: invite.inviteToken });
    }
  }, 120_000);
  afterAll(async () => {
    await admin?.close();
    await member?.close();
    await server?.stop();
    cluster?.destroy();
  });

  it('saves the panel’s listings as a board shared with the team, marked with its author once synced', async () => {
    const invoke = hostApi(admin.host);
    await invoke('compare:pin', listing('9100001', 'Marina Gate 2-bed', 2_350_000));
    await invoke('compare:pin', listing('9100002', 'Marina Heights 2-bed', 2_100_000));
    await admin.page.reload();
    const c = comparePage(admin.page);
    await c.open('listing');
    const boards = admin.page.getByTestId('compare-boards');
    await boards.scrollIntoViewIfNeeded();
    expect(await boards.getByTestId('boards-none').textContent()).toBe('No board is saved yet.');
    await boards.getByTestId('board-name').fill('Marina 2-beds for the Khans');
    await boards.getByTestId('board-share-too').check();
    await boards.getByTestId('board-save').click();
    const row = boards.locator('[data-testid="board-row"][data-name="Marina 2-beds for the Khans"]');
    await row.waitFor();
    expect(await row.getByTestId('board-team').getAttribute('data-by')).toBe('Layla Haddad');
    await expect.poll(() => row.getByTestId('board-team').getAttribute('data-pending')).toBe('false');
    expect(await row.getByTestId('board-share').count()).toBe(0);
    await row.scrollIntoViewIfNeeded();
    await admin.shot('team-board-shared-1280-en');
  });

  it('shares a kept report from its row', async () => {
    const invoke = hostApi(admin.host);
    await invoke('reports:keep', {
      query: {
        subject: {
          place: { id: '5006', name: 'Jumeirah Village Circle' },
          purpose: 'for-sale',
          beds: 1,
          sizeSqft: 750,
        },
      },
      name: 'JVC 1-bed for Mr Khan',
    });
    await reportPage(admin.page).open();
    const k = keptPage(admin.page);
    const row = k.rowNamed('JVC 1-bed for Mr Khan');
    await row.waitFor();
    await row.getByTestId('kept-share').click();
    await row.getByTestId('kept-team').waitFor();
    await expect.poll(() => row.getByTestId('kept-team').getAttribute('data-pending')).toBe('false');
    await row.scrollIntoViewIfNeeded();
    await admin.shot('team-report-shared-1280-en');
  });

  it('a member sees the board and the report with their author in English and Arabic, and opens the board', async () => {
    await hostApi(member.host)('team:sync', {});
    await member.page.reload();
    const c = comparePage(member.page);
    await c.open('listing');
    const boards = member.page.getByTestId('compare-boards');
    const row = boards.locator('[data-testid="board-row"][data-name="Marina 2-beds for the Khans"]');
    await row.waitFor();
    // An English sentence sets a Latin name in as it is; the formatter isolates names only where directions can differ.
    expect(await row.getByTestId('board-team').textContent()).toContain('Shared by Layla Haddad');
    // A member may not share or remove a colleague's board: neither is offered (the core would refuse).
    expect(await row.getByTestId('board-share').count()).toBe(0);
    expect(await row.getByTestId('board-remove').count()).toBe(0);
    await row.getByTestId('board-open').click();
    await c.waitForItems(2);
    await boards.scrollIntoViewIfNeeded();
    await member.shot('team-board-member-1280-en');
    await appPage(member.page).setLanguage('ar');
    await expect.poll(() => boards.locator('h2').textContent()).toBe('لوحات المقارنة');
    expect(await row.getByTestId('board-team').textContent()).toContain('شاركه \u2068Layla Haddad\u2069');
    await boards.scrollIntoViewIfNeeded();
    await member.shot('team-board-member-1280-ar');

    await reportPage(member.page).open();
    const report = keptPage(member.page).rowNamed('JVC 1-bed for Mr Khan');
    await report.waitFor();
    expect(await report.getByTestId('kept-team').textContent()).toContain('شاركه \u2068Layla Haddad\u2069');
    // Nor re-run, rename or remove a colleague's report; open and duplicate stay.
    for (const id of ['kept-rerun', 'kept-rename', 'kept-remove']) expect(await report.getByTestId(id).count()).toBe(0);
    expect(await report.getByTestId('kept-duplicate').count()).toBe(1);
    await report.scrollIntoViewIfNeeded();
    await member.shot('team-report-member-1280-ar');
    await appPage(member.page).setLanguage('en');
    expect(await report.getByTestId('kept-team').textContent()).toContain('Shared by Layla Haddad');
    await member.shot('team-report-member-1280-en');
    expect(member.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  it('Settings → Team counts the shared boards and reports on the member’s computer', async () => {
    await member.page.getByTestId('nav-settings').click();
    const facts = member.page.getByTestId('team-facts');
    await facts.waitFor();
    await facts.scrollIntoViewIfNeeded();
    const fact = (id: string) => member.page.getByTestId(`team-fact-${id}`).locator('dd').textContent();
    expect(await fact('shared-boards')).toBe('1');
    expect(await fact('shared-reports')).toBe('1');
    expect(await member.page.getByTestId('team-fact-shared-boards').locator('dt').textContent()).toBe(
      'Compare boards shared',
    );
    await member.shot('team-facts-boards-1280-en');
  });

  it('the status bar says a colleague’s snapshot pulled from the team cost 0 requests here, and whose run it was', async () => {
    const agency = testMarket().agencies[3]!;
    const invoke = hostApi(admin.host);
    const watched = await invoke('watch:add', { kind: 'agency', externalID: agency.externalID, name: agency.name });
    await invoke('team:share', { kind: 'watch', id: watched.id });
    await invoke('team:sync', {});
    const taken = await invoke('snapshot:run', { itemId: watched.id, taskId: 'e2e-team-snapshot' });
    expect(taken.run.status).toBe('done');
    // The app syncs by itself too (a change announced by the server): whichever sync pushes and pulls the run, the
    // member's usage ends up counting it once.
    await invoke('team:sync', {});
    expect(await admin.page.getByTestId('status-team-snapshots').count()).toBe(0);

    const spent = (await hostApi(member.host)('usage:get', {})).thisMonth;
    await expect
      .poll(async () => {
        await hostApi(member.host)('team:sync', {});
        return (await hostApi(member.host)('usage:get', {})).teamSnapshots.thisMonth;
      })
      .toBe(1);
    const pill = member.page.getByTestId('status-team-snapshots');
    await pill.waitFor();
    expect(await pill.textContent()).toBe('Team snapshots: 1 pulled this month, 0 requests here');
    expect(await pill.getAttribute('title')).toMatch(
      new RegExp(
        `^Last pulled: Layla Haddad’s snapshot of ${agency.name}, taken .+ \\(\\d+ listings\\)\\. It cost 0 requests here and ${taken.run.requestsSpent} on their computer\\.$`,
      ),
    );
    expect((await hostApi(member.host)('usage:get', {})).thisMonth).toBe(spent);
    await member.shot('team-snapshot-usage-1280-en');
    await appPage(member.page).setLanguage('ar');
    await expect.poll(() => pill.textContent()).toBe('لقطات الفريق: جُلبت لقطة واحدة هذا الشهر، بلا أي طلب هنا');
    await member.shot('team-snapshot-usage-1280-ar');
    await appPage(member.page).setLanguage('en');
  });

  it('an admin makes a saved search team-wide from its row; the member sees it marked and is offered no such button', async () => {
    const saved = await hostApi(admin.host)('saved:create', {
      name: 'Marina 2-bed rents',
      request: { operation: 'search-property', params: { purpose: 'for-rent' } },
    });
    await admin.page.getByTestId('nav-saved').click();
    const row = admin.page.locator('[data-testid="saved-row"][data-name="Marina 2-bed rents"]');
    await row.getByTestId('saved-make-team-wide').click();
    await row.getByTestId('saved-make-team-wide').waitFor();
    await expect.poll(() => row.getByTestId('saved-make-team-wide').getAttribute('aria-pressed')).toBe('true');
    expect(await row.getByTestId('saved-make-team-wide').textContent()).toBe('Give back to its author');
    await expect.poll(() => row.getByTestId('saved-team').getAttribute('data-pending')).toBe('false');
    expect(await row.getByTestId('saved-team').textContent()).toContain('Team-wide');
    await admin.shot('team-wide-admin-1280-en');
    expect((await hostApi(admin.host)('saved:get', { id: saved.id })).team?.teamWide).toBe(true);

    await expect
      .poll(async () => {
        await hostApi(member.host)('team:sync', {});
        return (await hostApi(member.host)('saved:list', {})).find((q) => q.name === 'Marina 2-bed rents')?.team
          ?.teamWide;
      })
      .toBe(true);
    await member.page.getByTestId('nav-saved').click();
    const theirs = member.page.locator('[data-testid="saved-row"][data-name="Marina 2-bed rents"]');
    await theirs.getByTestId('saved-make-team-wide').waitFor({ state: 'detached' });
    await theirs.getByTestId('saved-team').waitFor();
    expect(await theirs.getByTestId('saved-team').textContent()).toContain('Team-wide');
    await member.shot('team-wide-member-1280-en');
    await appPage(member.page).setLanguage('ar');
    await expect.poll(() => theirs.getByTestId('saved-team').textContent()).toContain('للفريق كله');
    await member.shot('team-wide-member-1280-ar');
    await appPage(member.page).setLanguage('en');
  });
});
