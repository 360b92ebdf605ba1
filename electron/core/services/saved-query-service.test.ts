// Saved searches in a real workspace: save, rename, duplicate, delete, runs noted, and the exported file read back
// by another workspace, with import errors that name the bad field and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '#shared/ipc/contract';
import { makeTempDir } from '../../../test/support/temp-dir';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { freeName, SavedQueryService } from './saved-query-service';

const dir = makeTempDir('aqar-saved-');
let workspace: WorkspaceStore;
let other: WorkspaceStore;
let saved: SavedQueryService;

const marina = CHANNELS['saved:create'].input.parse({
  name: '2-bed Marina rentals under 120k',
  request: {
    operation: 'search-property',
    params: { purpose: 'for-rent', location_ids: '50', rooms: '2', price_max: '120000', page: 3 },
  },
  picks: [{ param: 'location_ids', id: '50', name: 'Dubai Marina' }],
});

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

describe('saved searches', () => {
  it('saves a search with the names picked, without its page, and refuses a second of the same name', async () => {
    const query = await saved.create(marina.name, marina.request, marina.picks);
    expect(query).toMatchObject({
      name: '2-bed Marina rentals under 120k',
      operation: 'search-property',
      params: { purpose: 'for-rent', location_ids: ['50'], rooms: [2], price_max: 120000 },
      picks: [{ param: 'location_ids', id: '50', name: 'Dubai Marina' }],
      lastRunAt: null,
      lastResultCount: null,
      watchItemId: null,
    });
    expect(query.params).not.toHaveProperty('page');
    await expect(saved.create('2-BED MARINA RENTALS UNDER 120K', marina.request)).rejects.toThrow(/already exists/);
  });

  it('renames, duplicates, notes runs and deletes', async () => {
    const [query] = await saved.list();
    const renamed = await saved.update(query!.id, { name: 'Marina 2-bed' });
    expect(renamed.name).toBe('Marina 2-bed');
    const copy = await saved.duplicate(query!.id);
    expect(copy.name).toBe('Marina 2-bed (copy)');
    expect((await saved.duplicate(query!.id)).name).toBe('Marina 2-bed (copy) (2)');
    const ran = await saved.markRun(copy.id, 42);
    expect(ran).toMatchObject({ lastRunAt: '2026-06-01T00:00:00.000Z', lastResultCount: 42 });
    // A search saved with its results on screen ran when they came; a time after now is taken as now.
    const earlier = Date.parse('2026-05-31T23:50:00.000Z');
    expect(await saved.markRun(copy.id, 40, earlier)).toMatchObject({ lastRunAt: '2026-05-31T23:50:00.000Z' });
    expect((await saved.markRun(copy.id, 40, earlier + 86_400_000)).lastRunAt).toBe('2026-06-01T00:00:00.000Z');
    expect(await saved.delete(copy.id)).toEqual({ deleted: true });
    expect(await saved.delete(copy.id)).toEqual({ deleted: false });
    expect((await saved.list()).map((q) => q.name)).toEqual(['Marina 2-bed', 'Marina 2-bed (copy) (2)']);
    expect(freeName('x', new Set(['x', 'x (2)']))).toBe('x (3)');
  });

  it('exports a file another workspace imports, renaming what clashes', async () => {
    const { text, suggestedName } = await saved.export();
    expect(suggestedName).toBe('aqar-saved-searches-2026-06-01.json');
    const there = new SavedQueryService(other.workspace);
    await there.create('Marina 2-bed', { operation: 'transactions', params: { purpose: 'for-sale' } });
    const result = await there.import(text);
    expect(result.imported.map((q) => q.name)).toEqual(['Marina 2-bed (2)', 'Marina 2-bed (copy) (2)']);
    expect(result.renamed).toEqual([{ from: 'Marina 2-bed', to: 'Marina 2-bed (2)' }]);
    expect(result.imported[0]).toMatchObject({
      params: (await saved.list())[0]!.params,
      picks: (await saved.list())[0]!.picks,
    });
  });

  it('skips a search already saved here (same name, operation and parameters) and counts it, never "(2)"', async () => {
    const { text } = await saved.export();
    const before = await saved.list();
    const again = await saved.import(text);
    expect(again.imported).toEqual([]);
    expect(again.renamed).toEqual([]);
    expect(again.alreadySaved).toEqual(before.map((q) => q.name));
    expect(await saved.list()).toHaveLength(before.length);
    // The same name with other parameters is another search: it is imported under a free name.
    const file = JSON.parse(text) as { queries: { name: string; params: Record<string, unknown> }[] };
    const changed = { ...file, queries: [{ ...file.queries[0]!, params: { ...file.queries[0]!.params, rooms: [3] } }] };
    const other = await saved.import(JSON.stringify(changed));
    expect(other.alreadySaved).toEqual([]);
    expect(other.imported.map((q) => q.name)).toEqual([`${before[0]!.name} (2)`]);
    await saved.delete(other.imported[0]!.id);
  });

  it.each([
    ['not JSON', '{"format":', /not valid JSON/, 'file'],
    [
      'another format',
      JSON.stringify({ format: 'x', version: 1, queries: [] }),
      /format: must be "aqar-lens.saved-queries"/,
      'format',
    ],
    [
      'a newer version',
      JSON.stringify({ format: 'aqar-lens.saved-queries', version: 3, queries: [] }),
      /version: must be 1 or 2/,
      'version',
    ],
    [
      'an unknown operation',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [{ name: 'a', operation: 'drop-table', params: {} }],
      }),
      /queries\.0\.operation/,
      'queries.0.operation',
    ],
    [
      'a bad parameter in the second query',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [
          { name: 'ok', operation: 'transactions', params: { purpose: 'for-sale' } },
          { name: 'bad', operation: 'search-property', params: { purpose: 'to-let' } },
        ],
      }),
      /queries\.1\.params\.purpose/,
      'queries.1.params.purpose',
    ],
    [
      'an empty name',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [{ name: ' ', operation: 'transactions', params: { purpose: 'for-sale' } }],
      }),
      /queries\.0\.name: must not be empty/,
      'queries.0.name',
    ],
    [
      'a pick without its name',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [
          {
            name: 'p',
            operation: 'transactions',
            params: { purpose: 'for-sale' },
            picks: [{ param: 'location_ids', id: '5' }],
          },
        ],
      }),
      /queries\.0\.picks\.0\.name/,
      'queries.0.picks.0.name',
    ],
    [
      'a pick of an id the search does not hold',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [
          {
            name: 'p',
            operation: 'search-property',
            params: { purpose: 'for-rent', location_ids: '5002' },
            picks: [{ param: 'location_ids', id: '9999', name: 'Dubai Marina' }],
          },
        ],
      }),
      /queries\.0\.picks\.0\.id: "9999" is not among location_ids$/,
      'queries.0.picks.0.id',
    ],
    [
      'a pick of a parameter the search has not set',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [
          {
            name: 'p',
            operation: 'search-property',
            params: { purpose: 'for-rent', location_ids: ['5002'] },
            picks: [
              { param: 'location_ids', id: '5002', name: 'Dubai Marina' },
              { param: 'agency_ids', id: '7', name: 'Lantern Compass' },
            ],
          },
        ],
      }),
      /queries\.0\.picks\.1\.id: "7" is not among agency_ids \(the search has no agency_ids\)/,
      'queries.0.picks.1.id',
    ],
    [
      'a pick of a parameter its operation does not take',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [
          {
            name: 'p',
            operation: 'search-new-projects',
            params: { location_ids: '5002' },
            picks: [{ param: 'agency_ids', id: '5002', name: 'Lantern Compass' }],
          },
        ],
      }),
      /queries\.0\.picks\.0\.param: "agency_ids" is not a parameter of search-new-projects/,
      'queries.0.picks.0.param',
    ],
    [
      'a pick of a parameter that takes no ids',
      JSON.stringify({
        format: 'aqar-lens.saved-queries',
        version: 1,
        queries: [
          {
            name: 'p',
            operation: 'search-property',
            params: { purpose: 'for-rent' },
            picks: [{ param: 'purpose', id: 'for-rent', name: 'To let' }],
          },
        ],
      }),
      /queries\.0\.picks\.0\.param: "purpose" takes no ids picked by name/,
      'queries.0.picks.0.param',
    ],
  ])('refuses a file with %s, naming the field, and imports nothing', async (_label, text, message, field) => {
    const before = (await saved.list()).length;
    try {
      await saved.import(text);
      expect.unreachable('the import should have failed');
    } catch (error) {
      const appError = (error as { appError: { code: string; message: string; field?: string } }).appError;
      expect(appError.code).toBe('validation');
      expect(appError.message).toMatch(message);
      expect(appError.field).toBe(field);
    }
    expect(await saved.list()).toHaveLength(before);
  });

  it('refuses to save or change a search with a name picked for an id it does not hold', async () => {
    const request = CHANNELS['saved:create'].input.parse({
      name: 'x',
      request: { operation: 'search-property', params: { purpose: 'for-rent', location_ids: '5002' } },
    }).request;
    const fail = async (run: () => Promise<unknown>): Promise<{ message: string; field?: string }> => {
      try {
        await run();
      } catch (error) {
        return (error as { appError: { message: string; field?: string } }).appError;
      }
      throw new Error('it should have failed');
    };
    const wrongId = [{ param: 'location_ids', id: '9999', name: 'Dubai Marina' }];
    expect(await fail(() => saved.create('Wrong pick', request, wrongId))).toMatchObject({
      code: 'validation',
      message: 'picks.0.id: "9999" is not among location_ids',
      field: 'picks.0.id',
    });
    const parsed = CHANNELS['saved:create'].input.safeParse({
      name: 'Wrong pick',
      request: { operation: 'search-property', params: { purpose: 'for-rent', location_ids: '5002' } },
      picks: [{ param: 'agent_id', id: '5002', name: 'Someone' }],
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['picks', 0, 'param'],
      message: '"agent_id" is not a parameter of search-property',
    });
    const query = await saved.create('Right pick', request, [{ param: 'location_ids', id: '5002', name: 'JVC' }]);
    expect((await fail(() => saved.update(query.id, { picks: wrongId }))).field).toBe('picks.0.id');
    // A changed search keeps the names of the ids it still holds, and only those.
    const elsewhere = CHANNELS['saved:create'].input.parse({
      name: 'x',
      request: { operation: 'search-property', params: { purpose: 'for-rent', location_ids: '6001' } },
    }).request;
    expect((await saved.update(query.id, { request: elsewhere })).picks).toEqual([]);
    expect((await saved.list()).some((q) => q.name === 'Wrong pick')).toBe(false);
  });
});
