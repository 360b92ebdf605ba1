// Shared items into the outbox: sharing a local saved search, watch, note, compare board or kept report (a watched
// saved search shares its search too) links it to a new team item and queues it; a later change or deletion of a shared row queues that, with the
// version it was made on. Called inside the caller's transaction, so the edit and its queued change are one.
import { randomUUID } from 'node:crypto';
import { AppFailure } from '#shared/errors';
import type { MembershipRow, SyncedKind } from '../store/workspace/team-repo';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import { boardBody, noteBody, reportBody, savedSearchBody, watchBody } from './item-bodies';

/** Links the row to a new team item (or finds its link) and queues it; returns the team item's id. */
export function shareItem(
  workspace: WorkspaceStore,
  row: MembershipRow,
  kind: SyncedKind,
  localId: number,
  at: number,
): string {
  const team = workspace.team;
  const linked = team.itemOf(kind, localId);
  if (linked) return linked.itemId;
  const repos = workspace.portfolio;
  if (kind === 'watch') {
    const watch = repos.watchItems.get(localId);
    if (!watch) throw new AppFailure('not-found', `Nothing on the watchlist has the id ${localId}.`, { field: 'id' });
    if (watch.savedQueryId !== null) shareItem(workspace, row, 'saved-search', watch.savedQueryId, at);
  } else if (kind === 'note') {
    if (!workspace.notes.get(localId)) throw new AppFailure('not-found', `No note ${localId}.`, { field: 'id' });
  } else if (kind === 'compare-board') {
    const board = workspace.compareBoards.get(localId);
    if (!board || board.removedAt !== null) {
      throw new AppFailure('not-found', `No compare board ${localId}.`, { field: 'id' });
    }
  } else if (kind === 'report') {
    if (!repos.keptReports.get(localId)) {
      throw new AppFailure('not-found', `No kept report has the id ${localId}.`, { field: 'id' });
    }
  } else if (!repos.savedQueries.get(localId)) {
    throw new AppFailure('not-found', `No saved search ${localId}.`, { field: 'id' });
  }
  const itemId = randomUUID();
  team.setLink(kind, localId, {
    itemId,
    author: row.member_name,
    updatedBy: null,
    updatedAt: null,
    version: 0,
    edited: false,
  });
  queueChange(workspace, kind, localId, 'upsert', at);
  return itemId;
}

/** Queues a change of a shared row; false when the row is not shared (or no team is joined). */
export function queueChange(
  workspace: WorkspaceStore,
  kind: SyncedKind,
  localId: number,
  action: 'upsert' | 'delete',
  at: number,
  teamWide: boolean | null = null,
): boolean {
  const team = workspace.team;
  const linked = team.itemOf(kind, localId);
  if (!linked || !team.membership()) return false;
  let body: Record<string, unknown> | null = null;
  if (action === 'upsert') {
    const repos = workspace.portfolio;
    if (kind === 'saved-search') {
      const query = repos.savedQueries.get(localId);
      if (query) body = savedSearchBody(query);
    } else if (kind === 'note') {
      const note = workspace.notes.get(localId);
      if (note && note.removedAt === null) body = noteBody(note);
    } else if (kind === 'compare-board') {
      const stored = workspace.compareBoards.get(localId);
      if (stored && stored.removedAt === null) body = boardBody(stored.board, stored.pins);
    } else if (kind === 'report') {
      const kept = repos.keptReports.get(localId);
      if (kept) body = reportBody(kept);
    } else {
      const watch = repos.watchItems.get(localId);
      const saved = watch?.savedQueryId != null ? team.itemOf('saved-search', watch.savedQueryId) : null;
      if (watch) body = watchBody(watch, saved?.itemId ?? null);
    }
    if (!body) return false;
  }
  team.queue({
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
