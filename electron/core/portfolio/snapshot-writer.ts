// Writes a finished snapshot in one transaction: the snapshot row, the listings whose state changed (unchanged
// ones only stay open), the place names, and the run marked done. Nothing of a run that fails before this exists.
import type { SnapshotSummary } from '#shared/domain/portfolio';
import type { ListingState, OpenState } from '../store/workspace/listing-states-repo';
import type { PlaceName } from '../store/workspace/snapshot-places-repo';
import type { WorkspaceStore } from '../store/workspace/workspace-store';

export interface FinishedSnapshot {
  itemId: number;
  runId: number;
  takenAt: number;
  source: string;
  /** Null for a count-only snapshot. */
  states: ListingState[] | null;
  places: PlaceName[];
  pages: number;
  reportedTotal: number;
  summary: SnapshotSummary;
  requestsSpent: number;
}

export interface Changes {
  added: number;
  removed: number;
  repriced: number;
}

const keyOf = (s: { entity: number; externalID: string }): string => `${s.entity}:${s.externalID}`;

/** Returns the snapshot's id and its changes against the item's previous complete snapshot (null for the first). */
export function writeSnapshot(
  workspace: WorkspaceStore,
  snap: FinishedSnapshot,
): { snapshotId: number; changes: Changes | null } {
  const { db } = workspace;
  const repos = workspace.portfolio;
  // IMMEDIATE: the write lock is taken before the item's current states are read, so two processes snapshotting
  // the same item (the app and a cron'd CLI) cannot interleave their reads and writes.
  return db
    .transaction(() => {
      const previous = repos.snapshots.lastCompleteIds(snap.itemId)[0] ?? null;
      const snapshotId = repos.snapshots.insert({
        itemId: snap.itemId,
        runId: snap.runId,
        takenAt: snap.takenAt,
        source: snap.source,
        complete: snap.states !== null,
        pages: snap.pages,
        reportedTotal: snap.reportedTotal,
        summary: snap.summary,
      });
      let changes: Changes | null = null;
      if (snap.states !== null) {
        const open = new Map<string, OpenState>(repos.listingStates.open(snap.itemId).map((s) => [keyOf(s), s]));
        const closed: number[] = [];
        const started: ListingState[] = [];
        let added = 0;
        let repriced = 0;
        for (const state of snap.states) {
          const key = keyOf(state);
          const current = open.get(key);
          if (current) open.delete(key);
          if (current && current.hash === state.hash) continue;
          if (current) {
            closed.push(current.id);
            if (state.entity === 0 && current.price !== state.price) repriced++;
          } else if (state.entity === 0) {
            added++;
          }
          started.push(state);
        }
        let removed = 0;
        for (const gone of open.values()) {
          closed.push(gone.id);
          if (gone.entity === 0) removed++;
        }
        if (previous !== null) repos.listingStates.close(closed, previous);
        repos.listingStates.insertMany(snap.itemId, snapshotId, started);
        repos.snapshotPlaces.upsertMany(snap.places);
        changes = previous === null ? null : { added, removed, repriced };
      }
      const finished = repos.snapshotRuns.finish(snap.runId, {
        status: 'done',
        at: Date.now(),
        requestsSpent: snap.requestsSpent,
        snapshotId,
      });
      if (!finished) throw new Error(`snapshot run ${snap.runId} was no longer running; its snapshot was not stored`);
      return { snapshotId, changes };
    })
    .immediate();
}
