// Team snapshots: listing states uploaded once by content (the server recomputes each hash), runs stored as the
// change from the watch's latest complete run (whole or delta uploads alike), and runs read back whole or as the
// change from a run the laptop already has.
import { createHash } from 'node:crypto';
import { canonicalJson } from '#shared/team/canonical-json';
import type {
  RunCreateRequest,
  RunGetResponse,
  RunListing,
  RunSummary,
  TeamListingState,
} from '#shared/team/snapshots';
import type { Principal } from '../auth/authenticate';
import { lockChanges, notifyChange } from '../db/changes-repo';
import { loadItems } from '../db/items-repo';
import { inTransaction, lockKeys, type Pool, type Queryable } from '../db/pool';
import {
  closeStretches,
  countOpen,
  insertPartialListings,
  insertRun,
  latestCompleteRun,
  nextRunId,
  openListings,
  openStretches,
  readRun,
  runListings,
} from '../db/runs-repo';
import { insertStates, missingStates } from '../db/states-repo';
import { TeamFailure } from '../errors';
import { ref } from '#shared/messages/message-ref';

export function stateHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body), 'utf8').digest('hex');
}

/** Stores the states, after checking each one's hash against its body; a mismatch refuses the upload. */
export async function putStates(
  pool: Pool,
  who: Principal,
  states: TeamListingState[],
): Promise<{ stored: number; alreadyHad: number }> {
  states.forEach((state, index) => {
    const actual = stateHash(state.body);
    if (actual !== state.hash) {
      throw new TeamFailure(
        'invalid',
        ref('error.teamServer.hashMismatch', {
          n: index + 1,
          given: state.hash.slice(0, 12),
          actual: actual.slice(0, 12),
        }),
        { field: `states.${index}.hash` },
      );
    }
  });
  const stored = await insertStates(pool, states, who.member.id);
  return { stored, alreadyHad: states.length - stored };
}

/** The watch a run or lease is for: a shared, undeleted item of kind `watch`. */
export async function requireWatch(db: Queryable, watchId: string, lock = false): Promise<void> {
  // The item's own lock (the one pushes take): a run and an edit of its watch never interleave.
  if (lock) await lockKeys(db, [`item:${watchId}`]);
  const item = (await loadItems(db, [watchId])).get(watchId);
  if (!item || item.kind !== 'watch') {
    throw new TeamFailure('not-found', ref('error.teamServer.noWatch', { id: watchId }), {
      field: 'watchId',
    });
  }
  if (item.deleted) {
    throw new TeamFailure('not-found', ref('error.teamServer.watchDeleted', { name: String(item.body.name) }), {
      field: 'watchId',
    });
  }
}

function sayMissing(missing: string[]): TeamFailure {
  return new TeamFailure(
    'invalid',
    ref('error.teamServer.statesMissing', { count: missing.length, first: missing[0]!.slice(0, 12) }),
    { field: 'listings' },
  );
}

/** What a run changes in its watch's stretches: listings whose stretch ends, and those that start one. */
interface RunChange {
  ended: string[];
  started: RunListing[];
  listingCount: number;
}

/** A whole run: compared with every open stretch of the watch. */
async function wholeRunChange(db: Queryable, watchId: string, listings: RunListing[]): Promise<RunChange> {
  const open = await openListings(db, watchId);
  const next = new Map(listings.map((l) => [l.externalID, l.hash]));
  return {
    ended: [...open].filter(([id, hash]) => next.get(id) !== hash).map(([id]) => id),
    started: [...next]
      .filter(([id, hash]) => open.get(id) !== hash)
      .map(([externalID, hash]) => ({ externalID, hash })),
    listingCount: next.size,
  };
}

/** A run sent as the change from the latest complete run: only the listings it names are looked at. */
async function deltaRunChange(
  db: Queryable,
  request: Extract<RunCreateRequest, { baseRunId: string }>,
  base: string | null,
): Promise<RunChange> {
  if (request.baseRunId !== base) {
    throw new TeamFailure(
      'conflict',
      ref('error.teamServer.staleBase', {
        base: request.baseRunId,
        latest: base ?? ref('error.teamServer.noneYet'),
      }),
      { field: 'baseRunId' },
    );
  }
  const changed = new Map(request.changed.map((l) => [l.externalID, l.hash]));
  const removed = request.removed.filter((id) => !changed.has(id));
  const open = await openListings(db, request.watchId, [...changed.keys(), ...removed]);
  const started = [...changed].filter(([id, hash]) => open.get(id) !== hash);
  const ended = [...started.map(([id]) => id).filter((id) => open.has(id)), ...removed.filter((id) => open.has(id))];
  return {
    ended,
    started: started.map(([externalID, hash]) => ({ externalID, hash })),
    listingCount: (await countOpen(db, request.watchId)) - ended.length + started.length,
  };
}

export async function createRun(pool: Pool, who: Principal, request: RunCreateRequest): Promise<RunSummary> {
  return inTransaction(pool, async (db) => {
    // The watch's lock keeps two runs of one watch from interleaving their stretches.
    await requireWatch(db, request.watchId, true);
    const base = await latestCompleteRun(db, request.watchId);
    const runId = await nextRunId(db);
    let listingCount: number;
    if (!request.complete || 'listings' in request) {
      const listings = 'listings' in request ? request.listings : [];
      const unique = new Map(listings.map((l) => [l.externalID, l]));
      if (request.complete) {
        const change = await wholeRunChange(db, request.watchId, [...unique.values()]);
        await storeChange(db, request.watchId, change, base, runId);
      } else {
        // Only states the server may lack are looked up: most of a run's listings are unchanged stretches.
        await requireStates(
          db,
          [...unique.values()].map((l) => l.hash),
        );
        await insertPartialListings(db, runId, [...unique.values()]);
      }
      listingCount = unique.size;
    } else {
      const change = await deltaRunChange(db, request, base);
      await storeChange(db, request.watchId, change, base, runId);
      listingCount = change.listingCount;
    }
    // Only the change number needs the change lock: taken last, it is held for the insert alone.
    await lockChanges(db);
    const seq = await insertRun(db, {
      id: runId,
      watchId: request.watchId,
      takenAt: request.takenAt,
      complete: request.complete,
      listingCount,
      requestsSpent: request.requestsSpent,
      memberId: who.member.id,
      deviceId: who.deviceId,
    });
    await notifyChange(db, seq);
    return (await readRun(db, runId))!;
  });
}

async function requireStates(db: Queryable, hashes: string[]): Promise<void> {
  const missing = await missingStates(db, hashes);
  if (missing.length > 0) throw sayMissing(missing);
}

async function storeChange(db: Queryable, watchId: string, change: RunChange, base: string | null, runId: string) {
  await requireStates(
    db,
    change.started.map((l) => l.hash),
  );
  if (base) await closeStretches(db, watchId, change.ended, base);
  await openStretches(db, watchId, change.started, runId);
}

export async function getRun(pool: Pool, id: string, baseId: string | undefined): Promise<RunGetResponse> {
  return inTransaction(
    pool,
    async (db) => {
      const run = await readRun(db, id);
      if (!run) throw new TeamFailure('not-found', ref('error.teamServer.noRun', { id }), { field: 'id' });
      const listings = await runListings(db, run);
      if (baseId === undefined) return { run, listings };
      const base = await readRun(db, baseId);
      if (!base || base.watchId !== run.watchId) {
        throw new TeamFailure('not-found', ref('error.teamServer.otherWatch', { id: baseId }), { field: 'base' });
      }
      const before = new Map((await runListings(db, base)).map((l) => [l.externalID, l.hash]));
      const changed = listings.filter((l) => before.get(l.externalID) !== l.hash);
      const now = new Set(listings.map((l) => l.externalID));
      const removed = [...before.keys()].filter((id) => !now.has(id)).sort();
      return { run, baseRunId: baseId, changed, removed };
    },
    'read only',
  );
}
