// One snapshot for the team: a snapshot of a shared watch taken on this laptop is pushed to the team server (each
// listing state uploaded once, by content, however many members saw it), and a colleague's run is pulled and stored
// here as a snapshot of the same watch, spending no request of the data service.
import { createHash } from 'node:crypto';
import type { TeamClient } from '#shared/team/client';
import { canonicalJson } from '#shared/team/canonical-json';
import { MAX_HASHES_PER_CALL, MAX_STATES_PER_UPLOAD, type RunSummary } from '#shared/team/snapshots';
import { summarize } from '../portfolio/summary';
import { writeSnapshot } from '../portfolio/snapshot-writer';
import type { ListingState } from '../store/workspace/listing-states-repo';
import type { PlaceName } from '../store/workspace/snapshot-places-repo';
import type { Workspace } from '../store/workspace/workspace';

/** What a team listing state holds: the local state (its 48-bit hash included) and the names of its places. */
type StateBody = Omit<ListingState, 'entity'> & { entity: number; places: PlaceName[] };

const sha256 = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('hex');
const runKey = (s: { entity: number; externalID: string }): string => `${s.entity}:${s.externalID}`;
const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export class TeamSnapshotFailure extends Error {}

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new TeamSnapshotFailure(result.error.message);
  return result.value;
}

/**
 * Pushes the newest complete snapshot of each shared watch taken here since the last one exchanged with the team.
 * Returns how many runs were pushed.
 */
export async function pushSnapshots(workspace: Workspace, client: TeamClient): Promise<number> {
  let pushed = 0;
  for (const watch of await workspace.team.sharedWatches()) {
    const [latest] = await workspace.snapshots.lastCompleteIds(watch.localId);
    if (latest === undefined || (watch.snapshotId !== null && latest <= watch.snapshotId)) continue;
    const snapshot = await workspace.snapshots.get(latest);
    if (!snapshot) continue;
    const states = await workspace.listingStates.presentAt(watch.localId, latest);
    const placeIds = new Set(states.flatMap((s) => (s.location ?? '').split('/').filter(Boolean)));
    const named = new Map<string, PlaceName[]>();
    for (const id of placeIds) {
      const place = await workspace.snapshotPlaces.get(id);
      named.set(id, place ? [place] : []);
    }
    const bodies = states.map((s): { hash: string; body: StateBody } => {
      const body: StateBody = {
        entity: s.entity,
        externalID: s.externalID,
        hash: s.hash,
        price: s.price,
        purpose: s.purpose,
        rentFrequency: s.rentFrequency,
        rooms: s.rooms,
        baths: s.baths,
        areaSqft: s.areaSqft,
        propertyType: s.propertyType,
        location: s.location,
        createdAt: s.createdAt,
        title: s.title,
        places: (s.location ?? '')
          .split('/')
          .filter(Boolean)
          .flatMap((id) => named.get(id) ?? []),
      };
      return { hash: sha256(body), body };
    });
    // Only the states the server lacks are uploaded.
    const missing = new Set<string>();
    for (const part of chunks([...new Set(bodies.map((b) => b.hash))], MAX_HASHES_PER_CALL)) {
      for (const hash of unwrap(await client.call('statesMissing', { hashes: part })).missing) missing.add(hash);
    }
    const upload = [...new Map(bodies.filter((b) => missing.has(b.hash)).map((b) => [b.hash, b])).values()];
    for (const part of chunks(upload, MAX_STATES_PER_UPLOAD)) {
      unwrap(await client.call('statesPut', { states: part.map((b) => ({ hash: b.hash, body: b.body })) }));
    }
    const created = unwrap(
      await client.call('runCreate', {
        watchId: watch.itemId,
        takenAt: snapshot.takenAt,
        requestsSpent: await workspace.team.spentFor(latest),
        complete: true,
        listings: bodies.map((b) => ({ externalID: runKey(b.body), hash: b.hash })),
      }),
    );
    await workspace.team.exchanged(watch.localId, latest, created.run.id);
    pushed++;
  }
  return pushed;
}

/** Whether a run pulled from the changes feed is one this laptop should store: a colleague's complete run, new here. */
export async function wantsRun(
  workspace: Pick<Workspace, 'team'>,
  run: RunSummary,
  meId: string,
): Promise<number | null> {
  if (!run.complete || run.createdBy.id === meId) return null;
  const watch = await workspace.team.watchRun(run.watchId);
  if (!watch) return null;
  if (watch.runSeq !== null && BigInt(run.id) <= BigInt(watch.runSeq)) return null;
  return watch.localId;
}

/** Stores a colleague's run as a snapshot of the local watch, with no request spent. Returns the snapshot's id. */
export async function pullSnapshot(
  workspace: Workspace,
  client: TeamClient,
  run: RunSummary,
  localId: number,
  source: string,
): Promise<number> {
  const got = unwrap(await client.call('runGet', { id: run.id }));
  if (!('listings' in got)) throw new TeamSnapshotFailure(`The team server sent run ${run.id} as a change.`);
  const hashes = [...new Set(got.listings.map((l) => l.hash))];
  const bodies = new Map<string, StateBody>();
  for (const part of chunks(hashes, MAX_STATES_PER_UPLOAD)) {
    for (const state of unwrap(await client.call('statesGet', { hashes: part })).states) {
      bodies.set(state.hash, state.body as StateBody);
    }
  }
  const states: ListingState[] = [];
  const places = new Map<string, PlaceName>();
  for (const listing of got.listings) {
    const body = bodies.get(listing.hash);
    if (!body) throw new TeamSnapshotFailure(`The team server did not send listing state ${listing.hash}.`);
    const { places: named, ...state } = body;
    states.push({ ...state, entity: state.entity as ListingState['entity'] });
    for (const place of named ?? []) places.set(place.externalID, place);
  }
  const runId = await workspace.snapshotRuns.start(localId, 'schedule', process.pid, Date.now());
  const written = await writeSnapshot(workspace, {
    itemId: localId,
    runId,
    takenAt: Date.parse(run.takenAt),
    source,
    states,
    places: [...places.values()],
    pages: 0,
    reportedTotal: states.length,
    summary: summarize(states),
    requestsSpent: 0,
  });
  await workspace.team.exchanged(localId, written.snapshotId, run.id);
  // Whose run it was and what it cost them: the usage view says this snapshot cost 0 requests here.
  await workspace.team.recordPulledRun({
    snapshotId: written.snapshotId,
    itemId: localId,
    runSeq: run.id,
    takenBy: run.createdBy.name,
    takenAt: Date.parse(run.takenAt),
    theirRequests: run.requestsSpent,
    listings: states.length,
    at: Date.now(),
  });
  return written.snapshotId;
}
