// Applies an item pulled from the team server to the local workspace: a saved search, watch, note, compare board or
// kept report made, changed or (soft-)deleted by a colleague. The local row keeps its own id and history; a name taken here by another search
// gets "(2)". An item with a change still waiting in the outbox is left as this laptop has it: that change is pushed
// next and, being later, wins. A colleague's change pulled over the version this laptop wrote last is told, naming
// who changed it (the server says whose change a push replaced; the one replaced learns it here).
import { canonicalJson } from '#shared/team/canonical-json';
import type { TeamItem } from '#shared/team/items';
import { freeName } from '../services/saved-query-service';
import type { WorkspaceTx } from '../store/workspace/workspace';
import { SYNCED_KINDS, type SyncedKind } from '../store/workspace/team-repo';
import { readBoard, readNote, readReport, readSavedSearch, readWatch } from './item-bodies';

export type PullOutcome =
  | { kind: 'applied' }
  | { kind: 'kept-local' }
  | { kind: 'skipped'; reason: string }
  /** A colleague's later write replaced this laptop's pushed change: said to the broker. */
  | { kind: 'overwritten'; by: string; name: string };

const isSynced = (kind: string): kind is SyncedKind => (SYNCED_KINDS as readonly string[]).includes(kind);

function nameOf(item: TeamItem): string {
  const { name, text, title } = item.body as { name?: unknown; text?: unknown; title?: unknown };
  if (typeof name === 'string') return name;
  if (typeof title === 'string') return title;
  // A note is named by its opening words.
  return typeof text === 'string' ? (text.length > 40 ? `${text.slice(0, 40)}…` : text) : item.id;
}

/** Applies one pulled item inside the caller's unit of work (one per page of changes). */
export async function applyPulledItem(tx: WorkspaceTx, item: TeamItem, meId: string): Promise<PullOutcome> {
  if (!isSynced(item.kind)) return { kind: 'skipped', reason: `${item.kind} items are not synced by this version` };
  const team = tx.team;
  if ((await team.pendingFor(item.id)) > 0) return { kind: 'kept-local' };
  const link = await team.link(item.kind, item.id);
  const outcome = await APPLY[item.kind](tx, item, link?.localId ?? null);
  if (outcome.kind !== 'applied') return outcome;
  const localId = outcome.localId;
  if (localId !== null) {
    if (item.kind === 'saved-search' || item.kind === 'watch')
      await team.markTeamWide(item.kind, localId, item.teamWide);
    await team.setLink(item.kind, localId, {
      itemId: item.id,
      author: item.createdBy.name,
      updatedBy: item.updatedBy.name,
      updatedAt: Date.parse(item.updatedAt),
      version: item.version,
      // This laptop's change stays "its own" until a colleague's change replaces it: that one is then told.
      edited: item.updatedBy.id === meId,
    });
  }
  const replacedMine = link?.edited === true && item.updatedBy.id !== meId && item.version > link.version;
  return replacedMine ? { kind: 'overwritten', by: item.updatedBy.name, name: nameOf(item) } : { kind: 'applied' };
}

type Applied = { kind: 'applied'; localId: number | null } | { kind: 'skipped'; reason: string };

async function applySavedSearch(tx: WorkspaceTx, item: TeamItem, localId: number | null): Promise<Applied> {
  const repos = tx;
  const at = Date.parse(item.updatedAt);
  if (item.deleted) {
    if (localId === null) return { kind: 'applied', localId: null };
    const query = await repos.savedQueries.get(localId);
    if (query?.watchItemId != null) await repos.watchItems.remove(query.watchItemId, at);
    await repos.savedQueries.remove(localId);
    return { kind: 'applied', localId: null };
  }
  const read = readSavedSearch(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  const { name: wanted, ...content } = read.value;
  const taken = await repos.savedQueries.names();
  if (localId === null) {
    const id = await repos.savedQueries.insert({ name: freeName(wanted, taken), ...content, at });
    return { kind: 'applied', localId: id };
  }
  const current = await repos.savedQueries.get(localId);
  if (current) taken.delete(current.name.toLowerCase());
  const name = freeName(wanted, taken);
  await repos.savedQueries.update(localId, { name, ...content, at });
  if (current?.watchItemId != null) await repos.watchItems.rename(current.watchItemId, name);
  return { kind: 'applied', localId };
}

async function applyWatch(tx: WorkspaceTx, item: TeamItem, localId: number | null): Promise<Applied> {
  const repos = tx;
  const at = Date.parse(item.updatedAt);
  if (item.deleted) {
    // Unwatched, its snapshots kept: the history is the broker's as much as the team's.
    if (localId !== null) await repos.watchItems.remove(localId, at);
    return { kind: 'applied', localId };
  }
  const read = readWatch(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  const watch = read.value;
  if (watch.kind === 'saved-search') {
    const saved = await tx.team.link('saved-search', watch.itemId);
    if (!saved) return { kind: 'skipped', reason: 'the saved search it follows is not shared with this laptop' };
    const id = await repos.watchItems.upsert({
      kind: 'saved',
      externalID: String(saved.localId),
      name: watch.name,
      ownerID: null,
      savedQueryId: saved.localId,
      at,
    });
    return { kind: 'applied', localId: id };
  }
  // The same firm watched here already becomes the shared one: one watch, one history.
  const id = await repos.watchItems.upsert({
    kind: watch.kind,
    externalID: watch.externalID,
    name: watch.name,
    ownerID: watch.ownerID,
    savedQueryId: null,
    at,
  });
  return { kind: 'applied', localId: id };
}

async function applyNote(tx: WorkspaceTx, item: TeamItem, localId: number | null): Promise<Applied> {
  const at = Date.parse(item.updatedAt);
  if (item.deleted) {
    if (localId !== null) await tx.notes.remove(localId, at);
    return { kind: 'applied', localId };
  }
  const read = readNote(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  const note = { ...read.value, author: item.createdBy.name, at };
  if (localId === null) {
    return { kind: 'applied', localId: await tx.notes.insert({ ...note, createdAt: Date.parse(item.createdAt) }) };
  }
  await tx.notes.replace(localId, note);
  return { kind: 'applied', localId };
}

async function applyBoard(tx: WorkspaceTx, item: TeamItem, localId: number | null): Promise<Applied> {
  const at = Date.parse(item.updatedAt);
  const boards = tx.compareBoards;
  if (item.deleted) {
    if (localId !== null) await boards.remove(localId, at);
    return { kind: 'applied', localId };
  }
  const read = readBoard(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  if (localId === null) {
    return {
      kind: 'applied',
      localId: await boards.insert({ ...read.value, at, createdAt: Date.parse(item.createdAt) }),
    };
  }
  await boards.replace(localId, read.value, at);
  return { kind: 'applied', localId };
}

/**
 * A colleague's report: a new one is kept here as a series with their version; a change brings its name, and a
 * version whose figures differ from the latest one here is added as the next version (the earlier ones are kept,
 * as a re-run here keeps them).
 */
async function applyReport(tx: WorkspaceTx, item: TeamItem, localId: number | null): Promise<Applied> {
  const at = Date.parse(item.updatedAt);
  const reports = tx.keptReports;
  if (item.deleted) {
    if (localId !== null) await reports.remove(localId, at);
    return { kind: 'applied', localId };
  }
  const read = readReport(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  const { name, query, report, versionAt } = read.value;
  if (localId === null || (await reports.removedAt(localId)) === undefined) {
    return { kind: 'applied', localId: await reports.create(name, query, report, versionAt ?? at) };
  }
  await reports.restore(localId, name);
  // Compared by content, not by key order: the author pulling their own change adds no version.
  const latest = await reports.latestReportJson(localId);
  if (latest === null || canonicalJson(JSON.parse(latest)) !== canonicalJson(report)) {
    await reports.addVersion(localId, query, report, versionAt ?? at);
  }
  return { kind: 'applied', localId };
}

const APPLY: Record<SyncedKind, (tx: WorkspaceTx, item: TeamItem, localId: number | null) => Promise<Applied>> = {
  'saved-search': applySavedSearch,
  watch: applyWatch,
  note: applyNote,
  'compare-board': applyBoard,
  report: applyReport,
};
