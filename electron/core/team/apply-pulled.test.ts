// Applying what a sync pulled: a colleague's search whose name is taken here arrives as "Name (2)"; an item with a
// change of this laptop's waiting is left as this laptop has it; a pulled deletion deletes the search and unwatches
// its watch (history kept); a kind or a body this version cannot read is left aside, never half-stored; a
// colleague's change over this laptop's own write is told.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeamItem } from '#shared/team/items';
import { makeTempDir, type TempDir } from '../../../test/support/temp-dir';
import { workspaceFiles, WorkspaceStore } from '../store/workspace/workspace-store';
import { applyPulledItem } from './apply-pulled';

const ME = randomUUID();
const HUDA = { id: randomUUID(), name: 'Huda' };

function item(kind: TeamItem['kind'], body: Record<string, unknown>, extra: Partial<TeamItem> = {}): TeamItem {
  const at = '2026-12-01T08:00:00.000Z';
  return {
    kind,
    id: randomUUID(),
    body,
    teamWide: false,
    createdBy: HUDA,
    createdAt: at,
    updatedBy: HUDA,
    updatedAt: at,
    version: 1,
    deleted: false,
    seq: '1',
    ...extra,
  };
}

const search = (name: string) => ({ name, operation: 'search-property', params: { purpose: 'for-rent' }, picks: [] });

describe('applying pulled team items', () => {
  let dir: TempDir;
  let ws: WorkspaceStore;
  beforeEach(async () => {
    dir = makeTempDir('aqar-apply-pulled-');
    ws = (await WorkspaceStore.open(workspaceFiles(dir.path))).store;
  });
  afterEach(() => {
    ws.close();
    dir.remove();
  });
  // One pulled item applied in its own unit of work, as a sync applies a page of them.
  const pulled = (pulledItem: TeamItem, me: string) =>
    ws.workspace.unitOfWork((tx) => applyPulledItem(tx, pulledItem, me));

  it('keeps a name taken here apart, and follows later changes of the same item', async () => {
    ws.portfolio.savedQueries.insert({
      name: 'Marina',
      operation: 'search-property',
      params: { purpose: 'for-sale' },
      picks: [],
      at: 1,
    });
    const shared = item('saved-search', search('Marina'));
    expect(await pulled(shared, ME)).toEqual({ kind: 'applied' });
    expect(ws.portfolio.savedQueries.list().map((q) => [q.name, q.team?.by ?? null])).toEqual([
      ['Marina', null],
      ['Marina (2)', 'Huda'],
    ]);
    const renamed = { ...shared, body: search('Marina rentals'), version: 2 };
    expect(await pulled(renamed, ME)).toEqual({ kind: 'applied' });
    expect(ws.portfolio.savedQueries.list().map((q) => q.name)).toEqual(['Marina', 'Marina rentals']);
  });

  it('leaves an item with a change of this laptop waiting as this laptop has it', async () => {
    const shared = item('saved-search', search('Mine'));
    await pulled(shared, ME);
    ws.team.queue({
      opId: randomUUID(),
      kind: 'saved-search',
      itemId: shared.id,
      action: 'upsert',
      body: search('Mine, edited'),
      baseVersion: 1,
      at: 2,
    });
    expect(await pulled({ ...shared, body: search('Theirs'), version: 2 }, ME)).toEqual({ kind: 'kept-local' });
    expect(ws.portfolio.savedQueries.list().map((q) => q.name)).toEqual(['Mine']);
  });

  it('tells when a colleague’s change replaced the version this laptop wrote', async () => {
    const shared = item('saved-search', search('Ours'));
    await pulled({ ...shared, updatedBy: { id: ME, name: 'Omar' } }, ME);
    const theirs = { ...shared, body: search('Theirs'), version: 2 };
    expect(await pulled(theirs, ME)).toEqual({ kind: 'overwritten', by: 'Huda', name: 'Theirs' });
    // Told once: the next change of hers is no longer over a version of this laptop.
    expect(await pulled({ ...theirs, version: 3 }, ME)).toEqual({ kind: 'applied' });
  });

  it('deletes a pulled deleted search and unwatches its watch, keeping the watch’s history', async () => {
    const shared = item('saved-search', search('Gone'));
    await pulled(shared, ME);
    const watch = item('watch', { name: 'Gone', target: { kind: 'saved-search', itemId: shared.id } });
    expect(await pulled(watch, ME)).toEqual({ kind: 'applied' });
    expect(ws.portfolio.watchItems.list()).toHaveLength(1);
    expect(await pulled({ ...shared, deleted: true, version: 2 }, ME)).toEqual({ kind: 'applied' });
    expect(ws.portfolio.savedQueries.list()).toEqual([]);
    expect(ws.portfolio.watchItems.list()).toEqual([]);
    expect(ws.portfolio.watchItems.list(true)).toHaveLength(1);
  });

  it('leaves aside what this version cannot read', async () => {
    // A board without the kind of its pins (an older app's shape) is not half-read.
    expect(await pulled(item('compare-board', { name: 'Marina', pins: [] }), ME)).toEqual({
      kind: 'skipped',
      reason: 'its body is not a compare board this version reads',
    });
    expect(await pulled(item('report', { title: 'JVC' }), ME)).toEqual({
      kind: 'skipped',
      reason: 'its body is not a report this version reads',
    });
    expect(ws.compareBoards.list()).toEqual([]);
    const unknown = item('saved-search', { name: 'Future', operation: 'search-spaceships', params: {} });
    expect(await pulled(unknown, ME)).toEqual({
      kind: 'skipped',
      reason: 'its search (search-spaceships) is not one this version reads',
    });
    expect(ws.portfolio.savedQueries.list()).toEqual([]);
  });
});
