// Shared items into the outbox: sharing a local saved search, watch, note, compare board or kept report (a watched
// saved search shares its search too) links it to a new team item and queues it; a later change or deletion of a shared row queues that, with the
// version it was made on. Called inside the caller's unit of work (its `tx`), so the edit and its queued change are one.
import { randomUUID } from 'node:crypto';
import { AppFailure } from '#shared/errors';
import type { MembershipRow, SyncedKind } from '../store/workspace/team-repo';
import type { WorkspaceTx } from '../store/workspace/workspace';
import { boardBody, noteBody, reportBody, savedSearchBody, watchBody } from './item-bodies';
import { ref } from '#shared/messages/message-ref';

/** Links the row to a new team item (or finds its link) and queues it; returns the team item's id. */
export async function shareItem(
  tx: WorkspaceTx,
  row: MembershipRow,
  kind: SyncedKind,
  localId: number,
  at: number,
): Promise<string> {
  const team = tx.team;
  const linked = await team.itemOf(kind, localId);
  if (linked) return linked.itemId;
  if (kind === 'watch') {
    const watch = await tx.watchItems.get(localId);
    if (!watch) throw new AppFailure('not-found', ref('error.watch.noItem', { id: String(localId) }), { field: 'id' });
    if (watch.savedQueryId !== null) await shareItem(tx, row, 'saved-search', watch.savedQueryId, at);
  } else if (kind === 'note') {
    if (!(await tx.notes.get(localId)))
      throw new AppFailure('not-found', ref('error.note.noId', { id: String(localId) }), { field: 'id' });
  } else if (kind === 'compare-board') {
    const board = await tx.compareBoards.get(localId);
    if (!board || board.removedAt !== null) {
      throw new AppFailure('not-found', ref('error.board.noId', { id: String(localId) }), { field: 'id' });
    }
  } else if (kind === 'report') {
    if (!(await tx.keptReports.get(localId))) {
      throw new AppFailure('not-found', ref('error.kept.noId', { id: String(localId) }), { field: 'id' });
    }
  } else if (!(await tx.savedQueries.get(localId))) {
    throw new AppFailure('not-found', ref('error.saved.noId', { id: String(localId) }), { field: 'id' });
  }
  const itemId = randomUUID();
  await team.setLink(kind, localId, {
    itemId,
    author: row.member_name,
    updatedBy: null,
    updatedAt: null,
    version: 0,
    edited: false,
  });
  await queueChange(tx, kind, localId, 'upsert', at);
  return itemId;
}

/** Queues a change of a shared row; false when the row is not shared (or no team is joined). */
export async function queueChange(
  tx: WorkspaceTx,
  kind: SyncedKind,
  localId: number,
  action: 'upsert' | 'delete',
  at: number,
  teamWide: boolean | null = null,
): Promise<boolean> {
  const team = tx.team;
  const linked = await team.itemOf(kind, localId);
  if (!linked || !(await team.membership())) return false;
  let body: Record<string, unknown> | null = null;
  if (action === 'upsert') {
    if (kind === 'saved-search') {
      const query = await tx.savedQueries.get(localId);
      if (query) body = savedSearchBody(query);
    } else if (kind === 'note') {
      const note = await tx.notes.get(localId);
      if (note && note.removedAt === null) body = noteBody(note);
    } else if (kind === 'compare-board') {
      const stored = await tx.compareBoards.get(localId);
      if (stored && stored.removedAt === null) body = boardBody(stored.board, stored.pins);
    } else if (kind === 'report') {
      const kept = await tx.keptReports.get(localId);
      if (kept) body = reportBody(kept);
    } else {
      const watch = await tx.watchItems.get(localId);
      const saved = watch?.savedQueryId != null ? await team.itemOf('saved-search', watch.savedQueryId) : null;
      if (watch) body = watchBody(watch, saved?.itemId ?? null);
    }
    if (!body) return false;
  }
  await team.queue({
    opId: randomUUID(),
    kind,
    itemId: linked.itemId,
    action,
    body,
    teamWide,
    baseVersion: linked.version,
    at,
  });
  return true;
}
