// Saved market analyses beside saved searches in a real workspace: saved without the run's cache policy, listed,
// renamed, duplicated, changed, runs noted; exported (version 2 only when the file holds one, so older apps still
// read files of searches) and imported into another workspace, a bad field named; never tracked over time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '#shared/ipc/contract';
import type { SavedQueriesFile } from '#shared/domain/saved-query';
import { makeTempDir } from '../../../test/support/temp-dir';
import type { DataRuntime } from '../data/data-runtime';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { SavedQueryService } from './saved-query-service';
import { WatchlistService } from './watchlist-service';

const dir = makeTempDir('aqar-saved-market-');
let workspace: WorkspaceStore;
let other: WorkspaceStore;
let saved: SavedQueryService;

const market = CHANNELS['saved:create-market'].input.parse({
  name: 'Marina vs JVC',
  market: {
    query: {
      places: [
        { id: '5002', name: 'Dubai Marina' },
        { id: '5006', name: 'Jumeirah Village Circle' },
      ],
      purpose: 'both',
      category: 'apartments',
      beds: [1, 2],
      period: '24m',
      policy: 'offline',
    },
    includeOutliers: true,
  },
});
const search = CHANNELS['saved:create'].input.parse({
  name: 'Marina rentals',
  request: { operation: 'search-property', params: { purpose: 'for-rent', location_ids: '5002' } },
  picks: [{ param: 'location_ids', id: '5002', name: 'Dubai Marina' }],
});

async function failure(run: () => Promise<unknown>): Promise<{ message: string; field?: string }> {
  try {
    await run();
  } catch (error) {
    return (error as { appError: { message: string; field?: string } }).appError;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  workspace = (await WorkspaceStore.open(workspaceFiles(`${dir.path}/a`))).store;
  other = (await WorkspaceStore.open(workspaceFiles(`${dir.path}/b`))).store;
  saved = new SavedQueryService(workspace.workspace, () => Date.UTC(2026, 5, 1));
});
afterAll(() => {
  workspace.close();
  other.close();
  dir.remove();
});

describe('saved market analyses', () => {
  it('saves the market query with its place names and outlier choice, without the run’s cache policy', async () => {
    const query = await saved.createMarket(market.name, market.market);
    expect(query).toMatchObject({
      kind: 'market',
      operation: 'market',
      picks: [],
      lastRunAt: null,
      params: {
        query: {
          places: [
            { id: '5002', name: 'Dubai Marina' },
            { id: '5006', name: 'Jumeirah Village Circle' },
          ],
          purpose: 'both',
          combine: false,
          completion: 'any',
          category: 'apartments',
          beds: [1, 2],
          period: '24m',
        },
        includeOutliers: true,
      },
    });
    expect(query.params).not.toHaveProperty('analysis');
    expect(query.kind === 'market' && query.params.query).not.toHaveProperty('policy');
    await expect(saved.createMarket('MARINA VS JVC', market.market)).rejects.toThrow(/already exists/);
  });

  it('lists searches and market analyses together, each with its kind, as stored', async () => {
    await saved.create(search.name, search.request, search.picks);
    expect((await saved.list()).map((q) => [q.name, q.kind, q.operation])).toEqual([
      ['Marina rentals', 'search', 'search-property'],
      ['Marina vs JVC', 'market', 'market'],
    ]);
    // Read back from the database, not from what was written: a fresh repo over the same file.
    expect(await saved.findByName('marina vs jvc')).toEqual((await saved.list())[1]);
  });

  it('renames, duplicates, changes and notes runs of a market analysis', async () => {
    const query = await saved.findByName('Marina vs JVC');
    expect(await saved.update(query.id, { name: 'Marina against JVC' })).toMatchObject({
      kind: 'market',
      params: query.params,
    });
    const copy = await saved.duplicate(query.id);
    expect(copy).toMatchObject({ name: 'Marina against JVC (copy)', kind: 'market', params: query.params });
    expect(await saved.markRun(copy.id, 1234)).toMatchObject({ lastResultCount: 1234 });
    const changed = await saved.update(copy.id, {
      market: CHANNELS['saved:create-market'].input.parse({
        name: 'x',
        market: { query: { places: [{ id: '5002', name: 'Dubai Marina' }], purpose: 'for-sale' }, analysis: 'trends' },
      }).market,
    });
    expect(changed).toMatchObject({ kind: 'market', params: { analysis: 'trends', query: { purpose: 'for-sale' } } });
    expect(await failure(() => saved.update(copy.id, { picks: search.picks }))).toMatchObject({ field: 'picks' });
    // Turned into a search, it is one.
    expect(await saved.update(copy.id, { request: search.request, picks: search.picks })).toMatchObject({
      kind: 'search',
      operation: 'search-property',
      picks: search.picks,
    });
    await saved.delete(copy.id);
    await saved.update(query.id, { name: 'Marina vs JVC' });
  });

  it('exports a file of searches only as version 1 (older apps read it) and one with a market as version 2', async () => {
    const [searchOnly] = (await saved.list()).filter((q) => q.kind === 'search');
    const v1 = (await saved.export([searchOnly!.id])).file;
    expect(v1.version).toBe(1);
    expect(v1.queries[0]).not.toHaveProperty('kind');
    const v2 = (await saved.export()).file;
    expect(v2.version).toBe(2);
    expect(v2.queries.find((q) => q.name === 'Marina vs JVC')).toEqual({
      name: 'Marina vs JVC',
      kind: 'market',
      operation: 'market',
      params: (await saved.findByName('Marina vs JVC')).params,
    });
  });

  it('imports both kinds into another workspace, and a version 1 file still imports', async () => {
    const into = new SavedQueryService(other.workspace, () => Date.UTC(2026, 5, 2));
    const result = await into.import((await saved.export()).text);
    expect(result.imported.map((q) => [q.name, q.kind])).toEqual([
      ['Marina rentals', 'search'],
      ['Marina vs JVC', 'market'],
    ]);
    expect((await into.findByName('Marina vs JVC')).params).toEqual((await saved.findByName('Marina vs JVC')).params);
    const [searchOnly] = (await saved.list()).filter((q) => q.kind === 'search');
    // The very search imported twice is kept once; the same name holding another search gets a free name.
    const again = await into.import((await saved.export([searchOnly!.id])).text);
    expect(again.imported).toEqual([]);
    expect(again.alreadySaved).toEqual(['Marina rentals']);
    const file = JSON.parse((await saved.export([searchOnly!.id])).text) as {
      queries: { params: Record<string, unknown> }[];
    };
    file.queries[0]!.params.rooms = ['3'];
    const changed = await into.import(JSON.stringify(file));
    expect(changed.renamed).toEqual([{ from: 'Marina rentals', to: 'Marina rentals (2)' }]);
  });

  const withEntry = (entry: object, version = 2): string =>
    JSON.stringify({ format: 'aqar-lens.saved-queries', version, queries: [entry] });
  // The analysis as exported, read at the start of each case below (the export answers with a promise).
  let exported: SavedQueriesFile['queries'][number] | null = null;
  const good = (): SavedQueriesFile['queries'][number] => structuredClone(exported!);

  it.each([
    [
      'a market analysis in a version 1 file',
      () => withEntry(good(), 1),
      /queries\.0\.kind: .*version 2/,
      'queries.0.kind',
    ],
    [
      'a bad purpose',
      () => withEntry({ ...good(), params: { query: { places: [{ id: '5002', name: 'M' }], purpose: 'to-let' } } }),
      /queries\.0\.params\.query\.purpose/,
      'queries.0.params.query.purpose',
    ],
    [
      'no place',
      () => withEntry({ ...good(), params: { query: { places: [], purpose: 'both' } } }),
      /queries\.0\.params\.query\.places: pick at least one place/,
      'queries.0.params.query.places',
    ],
    [
      'names picked beside the places',
      () => withEntry({ ...good(), picks: [{ param: 'location_ids', id: '5002', name: 'Dubai Marina' }] }),
      /queries\.0\.picks: must be empty/,
      'queries.0.picks',
    ],
    [
      'a market kind on a search',
      () => withEntry({ name: 'x', kind: 'market', operation: 'transactions', params: {} }),
      /queries\.0\.operation: must be "market"/,
      'queries.0.operation',
    ],
  ])('refuses a file with %s, naming the field, and imports nothing', async (_label, text, message, field) => {
    exported = (await saved.export()).file.queries.find((q) => q.name === 'Marina vs JVC')!;
    const before = (await saved.list()).length;
    const error = await failure(() => saved.import(text()));
    expect(error.message).toMatch(message);
    expect(error.field).toBe(field);
    expect(await saved.list()).toHaveLength(before);
  });

  it('is never tracked over time: the watchlist says why', async () => {
    // Watching a saved search reads only the workspace: no request is sent, so no data runtime is needed.
    const watchlist = new WatchlistService(workspace.workspace, {} as DataRuntime);
    const query = await saved.findByName('Marina vs JVC');
    await expect(watchlist.add({ kind: 'saved', savedQueryId: query.id })).rejects.toThrow(/is a market analysis/);
    expect((await saved.findByName('Marina vs JVC')).watchItemId).toBeNull();
  });
});
