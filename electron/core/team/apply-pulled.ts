// Applies an item pulled from the team server to the local workspace: a saved search or a watch made, changed or
// (soft-)deleted by a colleague. The local row keeps its own id and history; a name taken here by another search
// gets "(2)". An item with a change still waiting in the outbox is left as this laptop has it: that change is pushed
// next and, being later, wins. A colleague's change pulled over the version this laptop wrote last is told, naming
// who changed it (the server says whose change a push replaced; the one replaced learns it here).
import type { TeamItem } from '#shared/team/items';
import { freeName } from '../services/saved-query-service';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import type { SyncedKind } from '../store/workspace/team-repo';
import { readNote, readSavedSearch, readWatch } from './item-bodies';

export type PullOutcome =
  | { kind: 'applied' }
  | { kind: 'kept-local' }
  | { kind: 'skipped'; reason: string }
  /** A colleague's later write replaced this laptop's pushed change: said to the broker. */
  | { kind: 'overwritten'; by: string; name: string };

const isSynced = (kind: string): kind is SyncedKind => kind === 'saved-search' || kind === 'watch' || kind === 'note';

function nameOf(item: TeamItem): string {
  const { name, text } = item.body as { name?: unknown; text?: unknown };
  if (typeof name === 'string') return name;
  // A note is named by its opening words.
  return typeof text === 'string' ? (text.length > 40 ? `${text.slice(0, 40)}…` : text) : item.id;
}

export function applyPulledItem(workspace: WorkspaceStore, item: TeamItem, meId: string): PullOutcome {
  if (!isSynced(item.kind)) return { kind: 'skipped', reason: `${item.kind} items are not synced by this version` };
  const team = workspace.team;
  if (team.pendingFor(item.id) > 0) return { kind: 'kept-local' };
  const link = team.link(item.kind, item.id);
  const outcome =
    item.kind === 'saved-search'
      ? applySavedSearch(workspace, item, link?.localId ?? null)
      : item.kind === 'note'
        ? applyNote(workspace, item, link?.localId ?? null)
        : applyWatch(workspace, item, link?.localId ?? null);
  if (outcome.kind !== 'applied') return outcome;
  const localId = outcome.localId;
  if (localId !== null) {
    team.setLink(item.kind, localId, {
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

function applySavedSearch(workspace: WorkspaceStore, item: TeamItem, localId: number | null): Applied {
  const repos = workspace.portfolio;
  const at = Date.parse(item.updatedAt);
  if (item.deleted) {
    if (localId === null) return { kind: 'applied', localId: null };
    const query = repos.savedQueries.get(localId);
    if (query?.watchItemId != null) repos.watchItems.remove(query.watchItemId, at);
    repos.savedQueries.remove(localId);
    return { kind: 'applied', localId: null };
  }
  const read = readSavedSearch(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  const { name: wanted, ...content } = read.value;
  const taken = repos.savedQueries.names();
  if (localId === null) {
    const id = repos.savedQueries.insert({ name: freeName(wanted, taken), ...content, at });
    return { kind: 'applied', localId: id };
  }
  const current = repos.savedQueries.get(localId);
  if (current) taken.delete(current.name.toLowerCase());
  const name = freeName(wanted, taken);
  repos.savedQueries.update(localId, { name, ...content, at });
  if (current?.watchItemId != null) repos.watchItems.rename(current.watchItemId, name);
  return { kind: 'applied', localId };
}

function applyWatch(workspace: WorkspaceStore, item: TeamItem, localId: number | null): Applied {
  const repos = workspace.portfolio;
  const at = Date.parse(item.updatedAt);
  if (item.deleted) {
    // Unwatched, its snapshots kept: the history is the broker's as much as the team's.
    if (localId !== null) repos.watchItems.remove(localId, at);
    return { kind: 'applied', localId };
  }
  const read = readWatch(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  const watch = read.value;
  if (watch.kind === 'saved-search') {
    const saved = workspace.team.link('saved-search', watch.itemId);
    if (!saved) return { kind: 'skipped', reason: 'the saved search it follows is not shared with this laptop' };
    const id = repos.watchItems.upsert({
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
  const id = repos.watchItems.upsert({
    kind: watch.kind,
    externalID: watch.externalID,
    name: watch.name,
    ownerID: watch.ownerID,
    savedQueryId: null,
    at,
  });
  return { kind: 'applied', localId: id };
}

function applyNote(workspace: WorkspaceStore, item: TeamItem, localId: number | null): Applied {
  const at = Date.parse(item.updatedAt);
  if (item.deleted) {
    if (localId !== null) workspace.notes.remove(localId, at);
    return { kind: 'applied', localId };
  }
  const read = readNote(item.body);
  if (!read.ok) return { kind: 'skipped', reason: read.reason };
  const note = { ...read.value, author: item.createdBy.name, at };
  if (localId === null) {
    return { kind: 'applied', localId: workspace.notes.insert({ ...note, createdAt: Date.parse(item.createdAt) }) };
  }
  workspace.notes.replace(localId, note);
  return { kind: 'applied', localId };
}
