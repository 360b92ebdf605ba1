// The workspace as the services see it: one asynchronous interface over the broker's repositories, and units of work
// for what must change together. SQLite on a laptop (sqlite-workspace.ts) is one implementation; an engine with a
// network between the app and its data (PostgreSQL behind the team server) can be another, because nothing here
// promises an answer before a promise settles.
import type { WorkspaceMode } from './open-workspace-db';
import type { AlertsRepo } from './alerts-repo';
import type { BrandRepo } from './brand-repo';
import type { CompareBoardsRepo } from './compare-boards-repo';
import type { ComparePinsRepo } from './compare-pins-repo';
import type { KeptReportsRepo } from './kept-reports-repo';
import type { ListingStatesRepo } from './listing-states-repo';
import type { NotesRepo } from './notes-repo';
import type { SavedQueriesRepo } from './saved-queries-repo';
import type { SnapshotLeasesRepo } from './snapshot-leases-repo';
import type { SnapshotPlacesRepo } from './snapshot-places-repo';
import type { SnapshotRunsRepo } from './snapshot-runs-repo';
import type { SnapshotScheduleRepo } from './snapshot-schedule-repo';
import type { SnapshotsRepo } from './snapshots-repo';
import type { TeamRepo } from './team-repo';
import type { WatchItemsRepo } from './watch-items-repo';

/** A repository's calls, each answering with a promise of what the synchronous one returns. */
export type AsyncRepo<R> = {
  readonly [K in keyof R]: R[K] extends (...args: infer A) => infer T ? (...args: A) => Promise<Awaited<T>> : never;
};

/**
 * The repositories of the workspace, by name, in their synchronous (SQLite) form. The request log is not among
 * them: requests are counted through the ledger, which must never be part of a unit that can roll back.
 */
export interface WorkspaceRepos {
  savedQueries: SavedQueriesRepo;
  watchItems: WatchItemsRepo;
  snapshotRuns: SnapshotRunsRepo;
  snapshotLeases: SnapshotLeasesRepo;
  snapshots: SnapshotsRepo;
  listingStates: ListingStatesRepo;
  snapshotPlaces: SnapshotPlacesRepo;
  snapshotSchedule: SnapshotScheduleRepo;
  comparePins: ComparePinsRepo;
  compareBoards: CompareBoardsRepo;
  keptReports: KeptReportsRepo;
  alerts: AlertsRepo;
  brand: BrandRepo;
  team: TeamRepo;
  notes: NotesRepo;
}

export type WorkspaceRepoName = keyof WorkspaceRepos;

/** The repositories inside one unit of work: what is done through them is committed together or not at all. */
export type WorkspaceTx = { readonly [K in WorkspaceRepoName]: AsyncRepo<WorkspaceRepos[K]> };

export interface Workspace extends WorkspaceTx {
  /** How the workspace is open (a backup or a temporary one cannot keep changes). */
  readonly mode: WorkspaceMode;
  /** Throws a clear failure when the broker's data cannot be written. */
  assertWritable(): void;
  /**
   * Runs `work` as one unit: everything it does through `tx` is committed when its promise resolves, and rolled back
   * when it rejects (the rejection is passed on). Units run one at a time; nothing else reaches the workspace while
   * one is open. The repositories of the workspace itself must not be used inside `work` (that would wait for the
   * unit to end): use `tx`.
   */
  unitOfWork<T>(work: (tx: WorkspaceTx) => Promise<T>): Promise<T>;
}

/** The names of the workspace's repositories, in one place for implementations that build them by name. */
export const WORKSPACE_REPO_NAMES: readonly WorkspaceRepoName[] = [
  'savedQueries',
  'watchItems',
  'snapshotRuns',
  'snapshotLeases',
  'snapshots',
  'listingStates',
  'snapshotPlaces',
  'snapshotSchedule',
  'comparePins',
  'compareBoards',
  'keptReports',
  'alerts',
  'brand',
  'team',
  'notes',
];
