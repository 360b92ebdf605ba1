// Later write wins, with the notice naming who, for a shared saved search and a shared note (compare boards have
// theirs in laptop-boards-reports.test.ts): two laptops change the same item from the same version; the one that
// pushes second replaces the first and is told whose change it replaced; the first is told at its next sync who
// changed it after them, and keeps their version.
import { afterEach, expect, it } from 'vitest';
import { describeWithPostgres, openLaptop, startTestServer, useCluster } from './support';

const LISTING = { kind: 'listing', externalID: '8812345' } as const;
const REQUEST = { operation: 'search-property', params: { purpose: 'for-rent', location_ids: '5002' } } as const;

describeWithPostgres('later write wins on shared searches and notes, naming who', () => {
  const cluster = useCluster();
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function team() {
    const server = await startTestServer(await cluster().createDatabase());
    cleanups.push(() => server.stop());
    const huda = await openLaptop(cleanups);
    await huda.joinAs(server, 'Huda', 'admin');
    const rana = await openLaptop(cleanups);
    await rana.joinAs(server, 'Rana', 'admin');
    return { huda, rana };
  }

  it('a saved search: the later rename wins, and Huda is told Rana changed it', async () => {
    const { huda, rana } = await team();
    const search = await huda.call('saved:create', { name: 'Marina rentals', request: REQUEST });
    await huda.call('team:share', { kind: 'saved-search', id: search.id });
    await huda.call('team:sync', {});
    await rana.call('team:sync', {});
    const ranas = await rana.call('saved:list', {});
    expect(ranas.map((q) => q.name)).toEqual(['Marina rentals']);

    // Both rename from the same version; Huda's reaches the server first.
    await huda.call('saved:update', { id: search.id, name: 'Marina rentals (Huda)' });
    await rana.call('saved:update', { id: ranas[0]!.id, name: 'Marina rentals (Rana)' });
    expect((await huda.call('team:sync', {})).notices).toEqual([]);
    const ranaSync = await rana.call('team:sync', {});
    expect(ranaSync.notices.join(' ')).toMatch(/replaced a change Huda made/);

    const hudaSync = await huda.call('team:sync', {});
    expect(hudaSync.notices).toContain(
      'Rana changed the shared saved search "Marina rentals (Rana)" after your change; their version is kept.',
    );
    const hudas = await huda.call('saved:get', { id: search.id });
    expect(hudas).toMatchObject({ name: 'Marina rentals (Rana)', team: { by: 'Huda', updatedBy: 'Rana' } });
    // Told once: the next sync has nothing more to say.
    expect((await huda.call('team:sync', {})).notices).toEqual([]);
  });

  it('a note: the later edit wins, and its author is told who changed it', async () => {
    const { huda, rana } = await team();
    const note = await huda.call('notes:add', { target: LISTING, text: 'Seller wants 2.4M.', team: true });
    await huda.call('team:sync', {});
    await rana.call('team:sync', {});
    const [ranas] = await rana.call('notes:list', { target: LISTING });
    expect(ranas).toMatchObject({ text: 'Seller wants 2.4M.', author: 'Huda' });

    await huda.call('notes:edit', { id: note.id, text: 'Seller will take 2.35M.' });
    await rana.call('notes:edit', { id: ranas!.id, text: 'Seller will take 2.3M cash.' });
    await huda.call('team:sync', {});
    expect((await rana.call('team:sync', {})).notices.join(' ')).toMatch(/replaced a change Huda made/);

    const hudaSync = await huda.call('team:sync', {});
    expect(hudaSync.notices).toContain(
      'Rana changed the shared note "Seller will take 2.3M cash." after your change; their version is kept.',
    );
    const [hudas] = await huda.call('notes:list', { target: LISTING });
    expect(hudas).toMatchObject({ id: note.id, text: 'Seller will take 2.3M cash.', author: 'Huda' });
  });
});
