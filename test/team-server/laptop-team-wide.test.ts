// An admin makes a watch or a saved search team-wide (issue 38, item 4) through the app's core and a real team server
// over a throw-away PostgreSQL: the item becomes the team's (its author, a member, can no longer change it: the
// server refuses the push and says why), a watch not shared yet is shared with it, colleagues see it marked
// team-wide, and members and viewers are refused at once, nothing queued; --off gives it back to its author.
import { afterEach, expect, it } from 'vitest';
import { describeWithPostgres, openLaptop, startTestServer, useCluster } from './support';

describeWithPostgres('team-wide saved searches and watches', () => {
  const cluster = useCluster();
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('lets an admin make a member’s saved search and a watch team-wide, and refuses members and viewers', async () => {
    const server = await startTestServer(await cluster().createDatabase());
    cleanups.push(() => server.stop());
    const huda = await openLaptop(cleanups);
    await huda.joinAs(server, 'Huda', 'admin');
    const omar = await openLaptop(cleanups);
    await omar.joinAs(server, 'Omar', 'member');
    const vera = await openLaptop(cleanups);
    await vera.joinAs(server, 'Vera', 'viewer');

    const search = await omar.call('saved:create', {
      name: 'JVC studios for rent',
      request: { operation: 'search-property', params: { purpose: 'for-rent', location_ids: '5006' } },
    });
    await omar.call('team:share', { kind: 'saved-search', id: search.id });
    await omar.call('team:sync', {});
    await huda.call('team:sync', {});
    const hudas = (await huda.call('saved:list', {})).find((q) => q.name === 'JVC studios for rent')!;
    expect(hudas.team).toMatchObject({ by: 'Omar', teamWide: false });

    // Members and viewers are refused at once, nothing queued.
    expect(
      (await omar.refused('team:team-wide', { kind: 'saved-search', id: search.id, teamWide: true })).message,
    ).toBe('Only an admin of Aqar Lens team can make a saved search or a watch team-wide; you are a member.');
    await vera.call('team:sync', {});
    const veras = (await vera.call('saved:list', {}))[0]!;
    expect(
      (await vera.refused('team:team-wide', { kind: 'saved-search', id: veras.id, teamWide: true })).message,
    ).toMatch(/you are a viewer\.$/);
    expect((await omar.call('team:status', {})).outbox.waiting).toBe(0);

    // The admin makes it team-wide: the colleagues see it so after a sync.
    await huda.call('team:team-wide', { kind: 'saved-search', id: hudas.id, teamWide: true });
    expect((await huda.call('saved:get', { id: hudas.id })).team).toMatchObject({ teamWide: true, pending: true });
    expect(await huda.call('team:sync', {})).toMatchObject({ pushed: 1, refused: [] });
    await omar.call('team:sync', {});
    expect((await omar.call('saved:get', { id: search.id })).team).toMatchObject({ by: 'Omar', teamWide: true });

    // Its author, a member, can no longer change it: the server refuses the rename and says why.
    await omar.call('saved:update', { id: search.id, name: 'My JVC studios' });
    const refused = await omar.call('team:sync', {});
    expect(refused.refused).toEqual([
      {
        item: 'the shared saved search "My JVC studios"',
        message: 'This saved search is team-wide: only an admin can change it.',
        // The same as messages, which the window and the CLI word in their language.
        itemSaid: { id: 'notice.team.sharedItem', args: { kind: 'savedSearch', name: 'My JVC studios' } },
        said: { id: 'team.push.teamWide', args: { kind: 'savedSearch' } },
      },
    ]);

    // A watch not shared yet is shared and made team-wide in one step.
    const watch = await huda.call('watch:add', { kind: 'agency', externalID: '77', name: 'Harbour Line Realty' });
    await huda.call('team:team-wide', { kind: 'watch', id: watch.id, teamWide: true });
    await huda.call('team:sync', {});
    await vera.call('team:sync', {});
    expect((await vera.call('watch:list', {})).find((w) => w.externalID === '77')?.team).toMatchObject({
      by: 'Huda',
      teamWide: true,
    });

    // Given back to its author: Omar may change his search again.
    await huda.call('team:team-wide', { kind: 'saved-search', id: hudas.id, teamWide: false });
    await huda.call('team:sync', {});
    await omar.call('team:sync', {});
    expect((await omar.call('saved:get', { id: search.id })).team).toMatchObject({ teamWide: false });
    await omar.call('saved:update', { id: search.id, name: 'My JVC studios' });
    expect(await omar.call('team:sync', {})).toMatchObject({ pushed: 1, refused: [] });
  });
});
