// Writes a finished snapshot in one unit of work: the snapshot row, the listings whose state changed (unchanged
// ones only stay open), the place names, and the run marked done. Nothing of a run that fails before this exists.
import type { SnapshotSummary } from '#shared/domain/portfolio';
import type { ListingState, OpenState } from '../store/workspace/listing-states-repo';
import type { PlaceName } from '../store/workspace/snapshot-places-repo';
import type { Workspace } from '../store/workspace/workspace';

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
  target: Workspace | { readonly workspace: Workspace },
  snap: FinishedSnapshot,
): Promise<{ snapshotId: number; changes: Changes | null }> {
  // The store itself is taken too (it carries its workspace), for the benchmarks that hand it over.
  const workspace = 'unitOfWork' in target ? target : target.workspace;
  // One unit: on SQLite it takes the write lock before the item's current states are read (BEGIN IMMEDIATE), so two
  // processes snapshotting the same item (the app and a cron'd CLI) cannot interleave their reads and writes.
  return workspace.unitOfWork(async (repos) => {
    const previous = (await repos.snapshots.lastCompleteIds(snap.itemId))[0] ?? null;
    const snapshotId = await repos.snapshots.insert({
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
      const open = new Map<string, OpenState>((await repos.listingStates.open(snap.itemId)).map((s) => [keyOf(s), s]));
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
      if (previous !== null) await repos.listingStates.close(closed, previous);
      await repos.listingStates.insertMany(snap.itemId, snapshotId, started);
      await repos.snapshotPlaces.upsertMany(snap.places);
      changes = previous === null ? null : { added, removed, repriced };
    }
    const finished = await repos.snapshotRuns.finish(snap.runId, {
      status: 'done',
      at: Date.now(),
      requestsSpent: snap.requestsSpent,
      snapshotId,
    });
    if (!finished) throw new Error(`snapshot run ${snap.runId} was no longer running; its snapshot was not stored`);
    return { snapshotId, changes };
  });
}
