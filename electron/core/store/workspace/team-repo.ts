// The team tables of the workspace (migrations 12, 13 and 15): this laptop's membership (one row), the outbox of
// local changes to shared items, and the team columns of saved_queries, watch_items, notes, compare_boards and
// report_series that link a local row to its team item.
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { TEAM_ROLES } from '#shared/team/basics';
import { parseRow } from './parse-row';

const membershipRowSchema = z.object({
  server_url: z.string(),
  team_id: z.string(),
  team_name: z.string(),
  member_id: z.string(),
  member_name: z.string(),
  role: z.enum(TEAM_ROLES),
  device: z.string(),
  cursor: z.string(),
  joined_at: z.number().int(),
  synced_at: z.number().int().nullable(),
  sync_error: z.string().nullable(),
});
export type MembershipRow = z.output<typeof membershipRowSchema>;
export type NewMembership = Omit<MembershipRow, 'cursor' | 'synced_at' | 'sync_error'>;

/** The kinds of shared item this laptop syncs so far, and the local table each lives in. */
export const SYNCED_KINDS = ['saved-search', 'watch', 'note', 'compare-board', 'report'] as const;
export type SyncedKind = (typeof SYNCED_KINDS)[number];
const TABLE: Record<SyncedKind, string> = {
  'saved-search': 'saved_queries',
  watch: 'watch_items',
  note: 'notes',
  'compare-board': 'compare_boards',
  report: 'report_series',
};
/** The kinds an admin may make team-wide (the item 4: a watch or a saved search). */
export const TEAM_WIDE_KINDS = ['saved-search', 'watch'] as const;

const outboxRowSchema = z.object({
  id: z.number().int(),
  op_id: z.string(),
  kind: z.enum(SYNCED_KINDS),
  item_id: z.string(),
  action: z.enum(['upsert', 'delete']),
  body: z.string().nullable(),
  team_wide: z.number().int().nullable(),
  base_version: z.number().int(),
  sent_at: z.number().int().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type OutboxRow = z.output<typeof outboxRowSchema>;

export interface QueuedOp {
  opId: string;
  kind: SyncedKind;
  itemId: string;
  action: 'upsert' | 'delete';
  body: Record<string, unknown> | null;
  /** Asks the server to make the item team-wide (true) or the author's again (false); left out, it stays as it is. */
  teamWide?: boolean | null;
  baseVersion: number;
  at: number;
}

/** A local row's link to its team item. */
export interface TeamLink {
  localId: number;
  version: number;
  /** A local change was pushed since the last pull: a colleague's later write replaces it (and is told). */
  edited: boolean;
}

export interface PulledRun {
  snapshotId: number;
  itemId: number;
  runSeq: string;
  takenBy: string;
  takenAt: number;
  theirRequests: number;
  listings: number;
  at: number;
}

export interface SharedCounts {
  savedSearches: number;
  watches: number;
  notes: number;
  compareBoards: number;
  reports: number;
}

export interface TeamFields {
  itemId: string;
  author: string;
  updatedBy: string | null;
  updatedAt: number | null;
  version: number;
  edited: boolean;
}

export function createTeamRepo(db: Database) {
  const membership = db.prepare<[], unknown>('SELECT * FROM team_membership WHERE id = 1');
  const join = db.prepare(
    `INSERT INTO team_membership (id, server_url, team_id, team_name, member_id, member_name, role, device, joined_at)
     VALUES (1, @server_url, @team_id, @team_name, @member_id, @member_name, @role, @device, @joined_at)`,
  );
  const leave = db.prepare('DELETE FROM team_membership');
  const setRole = db.prepare('UPDATE team_membership SET role = ?, member_name = ?, team_name = ? WHERE id = 1');
  const setCursor = db.prepare('UPDATE team_membership SET cursor = ? WHERE id = 1');
  const synced = db.prepare(
    'UPDATE team_membership SET synced_at = coalesce(?, synced_at), sync_error = ? WHERE id = 1',
  );
  const queue = db.prepare(
    `INSERT INTO team_outbox (op_id, kind, item_id, action, body, team_wide, base_version, queued_at)
     VALUES (@opId, @kind, @itemId, @action, @body, @teamWide, @baseVersion, @at)`,
  );
  const unsentFor = db.prepare<[string], { id: number }>(
    'SELECT id FROM team_outbox WHERE item_id = ? AND sent_at IS NULL ORDER BY id DESC LIMIT 1',
  );
  // A merged change keeps a team-wide request queued before it unless it asks for one itself.
  const merge = db.prepare(
    `UPDATE team_outbox SET action = @action, body = @body, team_wide = coalesce(@teamWide, team_wide), queued_at = @at
     WHERE id = @id`,
  );
  // One operation per item per batch, the oldest first: the next of the same item waits for this one's answer.
  const batch = db.prepare<[number], unknown>(
    `SELECT * FROM team_outbox o WHERE o.id = (SELECT min(id) FROM team_outbox WHERE item_id = o.item_id)
     ORDER BY o.id LIMIT ?`,
  );
  const markSent = db.prepare(
    'UPDATE team_outbox SET sent_at = coalesce(sent_at, ?), attempts = attempts + 1 WHERE id = ?',
  );
  const fail = db.prepare('UPDATE team_outbox SET last_error = ? WHERE id = ?');
  const done = db.prepare('DELETE FROM team_outbox WHERE op_id = ?');
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM team_outbox');
  const failed = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM team_outbox WHERE last_error IS NOT NULL');
  const clearOutbox = db.prepare('DELETE FROM team_outbox');
  const shared = db.prepare<[], { saved: number; watches: number; notes: number; boards: number; reports: number }>(
    `SELECT (SELECT count(*) FROM saved_queries WHERE team_item_id IS NOT NULL) AS saved,
     (SELECT count(*) FROM watch_items WHERE team_item_id IS NOT NULL AND removed_at IS NULL) AS watches,
     (SELECT count(*) FROM notes WHERE team_item_id IS NOT NULL AND removed_at IS NULL) AS notes,
     (SELECT count(*) FROM compare_boards WHERE team_item_id IS NOT NULL AND removed_at IS NULL) AS boards,
     (SELECT count(*) FROM report_series WHERE team_item_id IS NOT NULL AND removed_at IS NULL) AS reports`,
  );
  const sharedWatches = db.prepare<
    [],
    { id: number; team_item_id: string; team_snapshot_id: number | null; team_run_seq: string | null }
  >(
    `SELECT id, team_item_id, team_snapshot_id, team_run_seq FROM watch_items
     WHERE team_item_id IS NOT NULL AND removed_at IS NULL`,
  );
  const exchanged = db.prepare('UPDATE watch_items SET team_snapshot_id = ?, team_run_seq = ? WHERE id = ?');
  const runSeqOf = db.prepare<[string], { id: number; team_run_seq: string | null }>(
    'SELECT id, team_run_seq FROM watch_items WHERE team_item_id = ?',
  );
  const spentFor = db.prepare<[number], { spent: number }>(
    'SELECT requests_spent AS spent FROM snapshot_runs WHERE snapshot_id = ?',
  );
  const teamWide = {
    'saved-search': db.prepare('UPDATE saved_queries SET team_wide = ? WHERE id = ?'),
    watch: db.prepare('UPDATE watch_items SET team_wide = ? WHERE id = ?'),
  } as const;
  const recordPulled = db.prepare(
    `INSERT OR REPLACE INTO team_pulled_runs (snapshot_id, item_id, run_seq, taken_by, taken_at, their_requests,
       listings, pulled_at) VALUES (@snapshotId, @itemId, @runSeq, @takenBy, @takenAt, @theirRequests, @listings, @at)`,
  );
  const pulledSince = db.prepare<[number], { n: number; requests: number | null }>(
    'SELECT count(*) AS n, sum(their_requests) AS requests FROM team_pulled_runs WHERE pulled_at >= ?',
  );
  const latestPulled = db.prepare<
    [],
    {
      snapshot_id: number;
      name: string;
      taken_by: string;
      taken_at: number;
      their_requests: number;
      listings: number;
      pulled_at: number;
    }
  >(
    `SELECT p.snapshot_id, w.name, p.taken_by, p.taken_at, p.their_requests, p.listings, p.pulled_at
     FROM team_pulled_runs p JOIN watch_items w ON w.id = p.item_id ORDER BY p.pulled_at DESC, p.snapshot_id DESC LIMIT 1`,
  );
  const forItem = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM team_outbox WHERE item_id = ?');

  const links = Object.fromEntries(
    Object.entries(TABLE).map(([kind, table]) => [
      kind,
      {
        get: db.prepare<[string], { id: number; team_version: number; team_edited: number }>(
          `SELECT id, team_version, team_edited FROM ${table} WHERE team_item_id = ?`,
        ),
        itemOf: db.prepare<[number], { team_item_id: string | null; team_version: number }>(
          `SELECT team_item_id, team_version FROM ${table} WHERE id = ?`,
        ),
        set: db.prepare(
          `UPDATE ${table} SET team_item_id = @itemId, team_author = @author, team_updated_by = @updatedBy,
           team_updated_at = @updatedAt, team_version = @version, team_edited = @edited WHERE id = @id`,
        ),
        answered: db.prepare(
          `UPDATE ${table} SET team_version = max(team_version, @version), team_edited = 1,
           team_updated_by = @updatedBy, team_updated_at = @updatedAt WHERE team_item_id = @itemId`,
        ),
        unlink: db.prepare<[]>(
          `UPDATE ${table} SET team_item_id = NULL, team_version = 0, team_edited = 0${table === 'watch_items' ? ', team_snapshot_id = NULL, team_run_seq = NULL' : ''} WHERE team_item_id IS NOT NULL`,
        ),
      },
    ]),
  ) as Record<
    SyncedKind,
    Record<'get' | 'itemOf' | 'set' | 'answered', ReturnType<Database['prepare']>> & {
      unlink: ReturnType<Database['prepare']>;
    }
  >;

  return {
    membership: (): MembershipRow | null => {
      const row = membership.get();
      return row === undefined ? null : parseRow(membershipRowSchema, row, 'teamMembership');
    },
    join: (row: NewMembership): void => void join.run(row),
    /** Forgets the membership and the outbox; shared rows stay, unlinked: the broker keeps a local copy. */
    leave: (): void => {
      leave.run();
      clearOutbox.run();
      for (const kind of SYNCED_KINDS) links[kind].unlink.run([]);
    },
    updateMember: (role: string, memberName: string, teamName: string): void =>
      void setRole.run(role, memberName, teamName),
    setCursor: (cursor: string): void => void setCursor.run(cursor),
    /** Notes a sync's end: when it reached the server (null keeps the last time) and what failed, if anything. */
    noteSync: (at: number | null, error: string | null): void => void synced.run(at, error),

    /**
     * Queues a change. A change of an item whose previous change was not sent yet replaces it (only the latest state
     * of an item matters to the server); one already sent stays as it was, since the server may hold it.
     */
    queue: (op: QueuedOp): void => {
      const body = op.body === null ? null : JSON.stringify(op.body);
      const teamWide = op.teamWide == null ? null : op.teamWide ? 1 : 0;
      const unsent = unsentFor.get(op.itemId);
      if (unsent) merge.run({ id: unsent.id, action: op.action, body, teamWide, at: op.at });
      else queue.run({ ...op, body, teamWide });
    },
    nextBatch: (limit: number): OutboxRow[] => batch.all(limit).map((r) => parseRow(outboxRowSchema, r, 'teamOutbox')),
    markSent: (id: number, at: number): void => void markSent.run(at, id),
    fail: (id: number, error: string): void => void fail.run(error, id),
    done: (opId: string): void => void done.run(opId),
    pending: (): { waiting: number; failed: number } => ({ waiting: count.get()!.n, failed: failed.get()!.n }),
    /** Shared watches still watched here, with the newest snapshot exchanged with the team. */
    sharedWatches: (): { localId: number; itemId: string; snapshotId: number | null; runSeq: string | null }[] =>
      sharedWatches.all().map((r) => ({
        localId: r.id,
        itemId: r.team_item_id,
        snapshotId: r.team_snapshot_id,
        runSeq: r.team_run_seq,
      })),
    /** The watch's snapshot `snapshotId` is the team's run `runSeq` (pushed from here, or pulled). */
    exchanged: (localId: number, snapshotId: number, runSeq: string): void =>
      void exchanged.run(snapshotId, runSeq, localId),
    /** The local watch of a team watch item and the last run exchanged for it. */
    watchRun: (itemId: string): { localId: number; runSeq: string | null } | null => {
      const row = runSeqOf.get(itemId);
      return row ? { localId: row.id, runSeq: row.team_run_seq } : null;
    },
    /** Requests the run that took snapshot `snapshotId` spent (0 for one pulled from the team). */
    spentFor: (snapshotId: number): number => spentFor.get(snapshotId)?.spent ?? 0,
    sharedCounts: (): SharedCounts => {
      const row = shared.get()!;
      return {
        savedSearches: row.saved,
        watches: row.watches,
        notes: row.notes,
        compareBoards: row.boards,
        reports: row.reports,
      };
    },
    pendingFor: (itemId: string): number => forItem.get(itemId)!.n,
    /** A colleague's run stored here as snapshot `snapshotId`, for 0 requests: whose it was and what it cost them. */
    recordPulledRun: (run: PulledRun): void => void recordPulled.run(run),
    /** The colleagues' runs pulled since `since` and the requests their laptops spent on them. */
    pulledSince: (since: number): { count: number; theirRequests: number } => {
      const row = pulledSince.get(since)!;
      return { count: row.n, theirRequests: row.requests ?? 0 };
    },
    /** The colleague's run pulled last, with the watch's name. */
    latestPulled: () => {
      const row = latestPulled.get();
      return row
        ? {
            snapshotId: row.snapshot_id,
            watch: row.name,
            by: row.taken_by,
            takenAt: row.taken_at,
            theirRequests: row.their_requests,
            listings: row.listings,
            pulledAt: row.pulled_at,
          }
        : null;
    },
    /** Whether a shared saved search or watch is team-wide, as the server last said (only admins change it). */
    markTeamWide: (kind: (typeof TEAM_WIDE_KINDS)[number], localId: number, wide: boolean): void =>
      void teamWide[kind].run(wide ? 1 : 0, localId),

    link: (kind: SyncedKind, itemId: string): TeamLink | null => {
      const row = links[kind].get.get(itemId) as { id: number; team_version: number; team_edited: number } | undefined;
      return row ? { localId: row.id, version: row.team_version, edited: row.team_edited === 1 } : null;
    },
    /** The team item id and version of a local row, or null when it is not shared. */
    itemOf: (kind: SyncedKind, localId: number): { itemId: string; version: number } | null => {
      const row = links[kind].itemOf.get(localId) as { team_item_id: string | null; team_version: number } | undefined;
      return row?.team_item_id ? { itemId: row.team_item_id, version: row.team_version } : null;
    },
    setLink: (kind: SyncedKind, localId: number, fields: TeamFields): void =>
      void links[kind].set.run({ id: localId, ...fields, edited: fields.edited ? 1 : 0 }),
    /** The server applied this laptop's change: the version it holds now, marked as edited here. */
    answered: (kind: SyncedKind, itemId: string, version: number, updatedBy: string, at: number): void =>
      void links[kind].answered.run({ itemId, version, updatedBy, updatedAt: at }),
  };
}

export type TeamRepo = ReturnType<typeof createTeamRepo>;
