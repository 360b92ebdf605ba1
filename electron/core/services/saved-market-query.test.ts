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

function failure(run: () => unknown): { message: string; field?: string } {
  try {
    run();
  } catch (error) {
    return (error as { appError: { message: string; field?: string } }).appError;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  workspace = (await WorkspaceStore.open(workspaceFiles(`${dir.path}/a`))).store;
  other = (await WorkspaceStore.open(workspaceFiles(`${dir.path}/b`))).store;
  saved = new SavedQueryService(workspace, () => Date.UTC(2026, 5, 1));
});
afterAll(() => {
  workspace.close();
  other.close();
  dir.remove();
});

describe('saved market analyses', () => {
  it('saves the market query with its place names and outlier choice, without the run’s cache policy', () => {
    const query = saved.createMarket(market.name, market.market);
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
    expect(() => saved.createMarket('MARINA VS JVC', market.market)).toThrow(/already exists/);
  });

  it('lists searches and market analyses together, each with its kind, as stored', () => {
    saved.create(search.name, search.request, search.picks);
    expect(saved.list().map((q) => [q.name, q.kind, q.operation])).toEqual([
      ['Marina rentals', 'search', 'search-property'],
      ['Marina vs JVC', 'market', 'market'],
    ]);
    // Read back from the database, not from what was written: a fresh repo over the same file.
    expect(saved.findByName('marina vs jvc')).toEqual(saved.list()[1]);
  });

  it('renames, duplicates, changes and notes runs of a market analysis', () => {
    const query = saved.findByName('Marina vs JVC');
    expect(saved.update(query.id, { name: 'Marina against JVC' })).toMatchObject({
      kind: 'market',
      params: query.params,
    });
    const copy = saved.duplicate(query.id);
    expect(copy).toMatchObject({ name: 'Marina against JVC (copy)', kind: 'market', params: query.params });
    expect(saved.markRun(copy.id, 1234)).toMatchObject({ lastResultCount: 1234 });
    const changed = saved.update(copy.id, {
      market: CHANNELS['saved:create-market'].input.parse({
        name: 'x',
        market: { query: { places: [{ id: '5002', name: 'Dubai Marina' }], purpose: 'for-sale' }, analysis: 'trends' },
      }).market,
    });
    expect(changed).toMatchObject({ kind: 'market', params: { analysis: 'trends', query: { purpose: 'for-sale' } } });
    expect(failure(() => saved.update(copy.id, { picks: search.picks }))).toMatchObject({ field: 'picks' });
    // Turned into a search, it is one.
    expect(saved.update(copy.id, { request: search.request, picks: search.picks })).toMatchObject({
      kind: 'search',
      operation: 'search-property',
      picks: search.picks,
    });
    saved.delete(copy.id);
    saved.update(query.id, { name: 'Marina vs JVC' });
  });

  it('exports a file of searches only as version 1 (older apps read it) and one with a market as version 2', () => {
    const [searchOnly] = saved.list().filter((q) => q.kind === 'search');
    const v1 = saved.export([searchOnly!.id]).file;
    expect(v1.version).toBe(1);
    expect(v1.queries[0]).not.toHaveProperty('kind');
    const v2 = saved.export().file;
    expect(v2.version).toBe(2);
    expect(v2.queries.find((q) => q.name === 'Marina vs JVC')).toEqual({
      name: 'Marina vs JVC',
      kind: 'market',
      operation: 'market',
      params: saved.findByName('Marina vs JVC').params,
    });
  });

  it('imports both kinds into another workspace, and a version 1 file still imports', () => {
    const into = new SavedQueryService(other, () => Date.UTC(2026, 5, 2));
    const result = into.import(saved.export().text);
    expect(result.imported.map((q) => [q.name, q.kind])).toEqual([
      ['Marina rentals', 'search'],
      ['Marina vs JVC', 'market'],
    ]);
    expect(into.findByName('Marina vs JVC').params).toEqual(saved.findByName('Marina vs JVC').params);
    const [searchOnly] = saved.list().filter((q) => q.kind === 'search');
    // The very search imported twice is kept once; the same name holding another search gets a free name.
    const again = into.import(saved.export([searchOnly!.id]).text);
    expect(again.imported).toEqual([]);
    expect(again.alreadySaved).toEqual(['Marina rentals']);
    const file = JSON.parse(saved.export([searchOnly!.id]).text) as { queries: { params: Record<string, unknown> }[] };
    file.queries[0]!.params.rooms = ['3'];
    const changed = into.import(JSON.stringify(file));
    expect(changed.renamed).toEqual([{ from: 'Marina rentals', to: 'Marina rentals (2)' }]);
  });

  const withEntry = (entry: object, version = 2): string =>
    JSON.stringify({ format: 'aqar-lens.saved-queries', version, queries: [entry] });
  const good = (): SavedQueriesFile['queries'][number] =>
    structuredClone(saved.export().file.queries.find((q) => q.name === 'Marina vs JVC')!);

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
  ])('refuses a file with %s, naming the field, and imports nothing', (_label, text, message, field) => {
    const before = saved.list().length;
    const error = failure(() => saved.import(text()));
    expect(error.message).toMatch(message);
    expect(error.field).toBe(field);
    expect(saved.list()).toHaveLength(before);
  });

  it('is never tracked over time: the watchlist says why', async () => {
    // Watching a saved search reads only the workspace: no request is sent, so no data runtime is needed.
    const watchlist = new WatchlistService(workspace, {} as DataRuntime);
    const query = saved.findByName('Marina vs JVC');
    await expect(watchlist.add({ kind: 'saved', savedQueryId: query.id })).rejects.toThrow(/is a market analysis/);
    expect(saved.findByName('Marina vs JVC').watchItemId).toBeNull();
  });
});
