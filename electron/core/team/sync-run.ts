// One sync of this laptop with its team: push the outbox, push the snapshots of shared watches taken here, then
// pull every change after the cursor (items applied in one transaction per page, colleagues' runs stored before the
// cursor moves past them). It stops at the first failure, saying why; what was done stays done.
import type { TeamSyncResult } from '#shared/ipc/contract';
import type { TeamClient } from '#shared/team/client';
import type { TeamItem } from '#shared/team/items';
import type { RunSummary } from '#shared/team/snapshots';
import type { MembershipRow } from '../store/workspace/team-repo';
import type { Workspace, WorkspaceTx } from '../store/workspace/workspace';
import { applyPulledItem } from './apply-pulled';
import { accessRefused, KIND_KEYS, pushOutbox, sharedItem } from './push-outbox';
import { pullSnapshot, pushSnapshots, wantsRun } from './team-snapshots';
import { AppFailure, englishOf, saidOf } from '#shared/errors';
import { asWritten, ref, type MessageRef } from '#shared/messages/message-ref';
import { storedSyncError } from './sync-error';

const PULL_PAGE = 500;

/** What a failure thrown on the way said: an AppFailure's message, else its text as written. */
function thrownSaid(error: unknown): MessageRef {
  if (error instanceof AppFailure) return saidOf(error.appError);
  return asWritten(error instanceof Error ? error.message : String(error));
}

/** Tells the broker after a sync: the notice as a message, and its English wording for hosts that show it so. */
function tell(result: TeamSyncResult, said: MessageRef): void {
  result.notices.push(englishOf(said));
  (result.noticesSaid ??= []).push(said);
}

export interface SyncRun {
  workspace: Workspace;
  client: TeamClient;
  membership: MembershipRow;
  now: () => number;
  /** The data source a pulled snapshot is recorded under. */
  source: string;
}

export async function syncWithTeam(sync: SyncRun): Promise<TeamSyncResult> {
  const { workspace, client, membership: row } = sync;
  const team = workspace.team;
  const stop = async (
    result: TeamSyncResult,
    said: MessageRef,
    unreachable: boolean,
    refused = false,
  ): Promise<TeamSyncResult> => {
    await team.noteSync(null, storedSyncError(said));
    return {
      ...result,
      reachable: !unreachable,
      error: englishOf(said),
      errorSaid: said,
      accessRefused: refused,
      outbox: await team.pending(),
    };
  };
  const pushed = await pushOutbox(workspace, client, row.member_name, sync.now);
  const result: TeamSyncResult = {
    reachable: true,
    error: null,
    pushed: pushed.pushed,
    duplicates: pushed.duplicates,
    refused: pushed.refused,
    pulled: 0,
    snapshotsPushed: 0,
    snapshotsPulled: 0,
    cursor: row.cursor,
    notices: pushed.notices.map(englishOf),
    noticesSaid: [...pushed.notices],
    snapshotNotes: [],
    snapshotNotesSaid: [],
    outbox: await team.pending(),
  };
  if (pushed.stopped) {
    return stop(result, pushed.stopped.said, pushed.stopped.unreachable, pushed.stopped.accessRefused);
  }
  try {
    // Viewers read the team's runs; only members and admins store them.
    if (row.role !== 'viewer') result.snapshotsPushed = await pushSnapshots(workspace, client);
  } catch (error) {
    return stop(result, thrownSaid(error), false);
  }
  let cursor = row.cursor;
  for (;;) {
    const page = await client.call('changes', { after: cursor, limit: PULL_PAGE });
    if (!page.ok) {
      const unreachable = page.status === 0 || page.error.code === 'unavailable';
      return stop(
        result,
        page.error.said ?? asWritten(page.error.message),
        unreachable,
        accessRefused(page.error.code),
      );
    }
    const runs: { run: RunSummary; localId: number }[] = [];
    await workspace.unitOfWork(async (tx) => {
      for (const change of page.value.changes) {
        if (change.type === 'snapshot-run') {
          const localId = await wantsRun(tx, change.run, row.member_id);
          if (localId !== null) runs.push({ run: change.run, localId });
          continue;
        }
        await applyItem(tx, change.item, row.member_id, result);
      }
    });
    // A colleague's run is stored before the cursor moves past it: one that fails to come is asked for again.
    for (const { run, localId } of runs) {
      try {
        await pullSnapshot(workspace, client, run, localId, sync.source);
        result.snapshotsPulled++;
        const name = (await workspace.watchItems.get(localId))?.name ?? run.watchId;
        const note = ref('team.sync.snapshotPulled', {
          by: run.createdBy.name,
          watch: name,
          listings: run.listingCount,
          requests: run.requestsSpent,
        });
        result.snapshotNotes.push(englishOf(note));
        (result.snapshotNotesSaid ??= []).push(note);
      } catch (error) {
        return stop(result, thrownSaid(error), false);
      }
    }
    await team.setCursor(page.value.cursor);
    cursor = page.value.cursor;
    if (!page.value.more) break;
  }
  await team.noteSync(sync.now(), null);
  return { ...result, cursor, outbox: await team.pending() };
}

async function applyItem(tx: WorkspaceTx, item: TeamItem, meId: string, result: TeamSyncResult): Promise<void> {
  const outcome = await applyPulledItem(tx, item, meId);
  if (outcome.kind === 'applied' || outcome.kind === 'overwritten') result.pulled++;
  if (outcome.kind === 'overwritten') {
    tell(result, ref('notice.team.theirsKept', { by: outcome.by, item: sharedItem(item.kind, outcome.name) }));
  }
  if (outcome.kind === 'skipped') {
    const kind = item.kind in KIND_KEYS ? KIND_KEYS[item.kind as keyof typeof KIND_KEYS] : 'other';
    tell(result, ref('notice.team.leftAside', { kind, reason: outcome.reason }));
  }
}
