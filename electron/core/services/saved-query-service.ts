// Saved searches: named operation + parameters + the names the broker picked, or a named Market view analysis;
// renamed, changed, duplicated and deleted; each run noted with its result count; exported to and imported from a
// versioned JSON file (version 1 while it holds no market analysis, so an older Aqar Lens still reads it).
import { AppFailure, describeZodError } from '#shared/errors';
import type { OperationName } from '#shared/data-service/operations';
import {
  MARKET_OPERATION,
  SAVED_QUERIES_FORMAT,
  type PickedName,
  type SavedQueriesFile,
  type SavedQueriesFileEntry,
  type SavedQuery,
} from '#shared/domain/saved-query';
import {
  dataRequestSchema,
  pickIssues,
  savedMarketSchema,
  savedQueriesFileSchema,
  storedMarket,
  type ParsedDataRequest,
  type ParsedSavedMarket,
  type SavedImportResult,
} from '#shared/ipc/contract';
import type { z } from 'zod';
import type { SavedQueryContent } from '../store/workspace/saved-queries-repo';
import type { Workspace } from '../store/workspace/workspace';
import type { TeamChangeLog } from './team-service';
import { uaeDay } from '#shared/domain/uae-day';
import { ref } from '#shared/messages/message-ref';

/** A search as saved: no page (a re-run starts at page 1) and no cache policy (that is the run's choice). */
function stored(request: ParsedDataRequest): { operation: OperationName; params: Record<string, unknown> } {
  const { page: _page, ...params } = request.params as Record<string, unknown>;
  return { operation: request.operation, params };
}

type StoredSearch = ReturnType<typeof stored>;

/** A market analysis as saved: no cache policy, and no picks (its places carry their names). */
function marketContent(market: ParsedSavedMarket): SavedQueryContent {
  return { operation: MARKET_OPERATION, params: storedMarket(market), picks: [] };
}

/** What a saved query holds, to copy or to keep when only its name changes. */
function contentOf(query: SavedQuery): SavedQueryContent {
  return query.kind === 'market'
    ? { operation: MARKET_OPERATION, params: query.params, picks: [] }
    : { operation: query.operation, params: query.params, picks: query.picks };
}

/** One entry of the file: a search exactly as version 1 wrote it, a market analysis with its kind. */
function fileEntry(query: SavedQuery): SavedQueriesFileEntry {
  return query.kind === 'market'
    ? { name: query.name, kind: 'market', operation: MARKET_OPERATION, params: query.params }
    : { name: query.name, operation: query.operation, params: query.params, picks: query.picks };
}

type ImportedEntry = z.output<typeof savedQueriesFileSchema>['queries'][number];

/** A file entry as it would be stored: a market analysis, or a search without its page. */
function importedContent(query: ImportedEntry): SavedQueryContent {
  if (query.operation === MARKET_OPERATION) return marketContent(savedMarketSchema.parse(query.params));
  const { page: _page, ...params } = query.params;
  const request = dataRequestSchema.parse({ operation: query.operation, params });
  return { ...stored(request), picks: query.picks };
}

/** What makes two saved queries the same: operation and parameters, keys in any order (the names picked aside). */
function sameness(content: SavedQueryContent): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return JSON.stringify([content.operation, sorted(content.params)]);
}

/** Refuses a name picked for an id the search does not hold, naming the pick (as the file import does). */
function assertPicks(search: StoredSearch, picks: readonly PickedName[]): void {
  const [issue] = pickIssues(search.operation, search.params, picks);
  if (!issue) return;
  const field = ['picks', ...issue.path].join('.');
  throw new AppFailure('validation', ref('error.saved.pick', { field, detail: issue.message }), { field });
}

/** "Name", "Name (2)", "Name (3)"… whichever is free (names are unique whatever their case). */
export function freeName(wanted: string, taken: ReadonlySet<string>, suffix = ''): string {
  const base = `${wanted}${suffix}`.slice(0, 120);
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${wanted.slice(0, 110)}${suffix} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export class SavedQueryService {
  constructor(
    private readonly workspace: Workspace,
    private readonly now: () => number = Date.now,
    /** Queues edits of shared searches for the team server (none before a team is joined). */
    private readonly team: TeamChangeLog | null = null,
  ) {}

  private get repo() {
    return this.workspace.savedQueries;
  }

  list(): Promise<SavedQuery[]> {
    return this.repo.list();
  }

  async get(id: number): Promise<SavedQuery> {
    const query = await this.repo.get(id);
    if (!query) throw new AppFailure('not-found', ref('error.saved.noId', { id: String(id) }), { field: 'id' });
    return query;
  }

  async findByName(name: string): Promise<SavedQuery> {
    const query = await this.repo.findByName(name);
    if (!query) throw new AppFailure('not-found', ref('error.saved.noName', { name }), { field: 'name' });
    return query;
  }

  private async assertFreeName(name: string, except?: number): Promise<void> {
    const existing = await this.repo.findByName(name);
    if (existing && existing.id !== except) {
      throw new AppFailure('validation', ref('error.saved.nameTaken', { name: existing.name }), { field: 'name' });
    }
  }

  async create(name: string, request: ParsedDataRequest, picks: PickedName[] = []): Promise<SavedQuery> {
    this.workspace.assertWritable();
    await this.assertFreeName(name);
    const search = stored(request);
    assertPicks(search, picks);
    const id = await this.repo.insert({ name, ...search, picks, at: this.now() });
    return this.get(id);
  }

  /** Saves a Market view analysis under `name`. */
  async createMarket(name: string, market: ParsedSavedMarket): Promise<SavedQuery> {
    this.workspace.assertWritable();
    await this.assertFreeName(name);
    const id = await this.repo.insert({ name, ...marketContent(market), at: this.now() });
    return this.get(id);
  }

  async update(
    id: number,
    change: { name?: string; request?: ParsedDataRequest; picks?: PickedName[]; market?: ParsedSavedMarket },
  ): Promise<SavedQuery> {
    this.workspace.assertWritable();
    const current = await this.get(id);
    const name = change.name ?? current.name;
    if (change.name !== undefined) await this.assertFreeName(name, id);
    const content = this.changedContent(current, change);
    await this.workspace.unitOfWork(async (tx) => {
      await tx.savedQueries.update(id, { name, ...content, at: this.now() });
      // A watched search shows under its own name in the watchlist and the history.
      if (current.watchItemId !== null) await tx.watchItems.rename(current.watchItemId, name);
      await this.team?.savedChanged(tx, id);
      if (current.watchItemId !== null && change.name !== undefined) {
        await this.team?.watchChanged(tx, current.watchItemId);
      }
    });
    return this.get(id);
  }

  /** The search or analysis `change` makes of `current`: what is not given stays. */
  private changedContent(
    current: SavedQuery,
    change: { request?: ParsedDataRequest; picks?: PickedName[]; market?: ParsedSavedMarket },
  ): SavedQueryContent {
    if (change.market) {
      if (change.request || change.picks) {
        throw new AppFailure('validation', ref('error.saved.marketOrSearch'), {
          field: 'market',
        });
      }
      return marketContent(change.market);
    }
    let search: StoredSearch;
    if (change.request) search = stored(change.request);
    else if (current.kind === 'search') search = { operation: current.operation, params: current.params };
    else {
      if (change.picks?.length) {
        throw new AppFailure('validation', ref('error.saved.marketPicks'), {
          field: 'picks',
        });
      }
      return contentOf(current);
    }
    const before = current.kind === 'search' ? current.picks : [];
    // Picks given are checked; a changed search without picks keeps the names of the ids it still holds.
    if (change.picks) assertPicks(search, change.picks);
    const stale = new Set(pickIssues(search.operation, search.params, before).map((p) => p.path[0]));
    const picks = change.picks ?? before.filter((_, i) => !stale.has(i));
    return { ...search, picks };
  }

  async duplicate(id: number, name?: string): Promise<SavedQuery> {
    this.workspace.assertWritable();
    const source = await this.get(id);
    const wanted = name ?? freeName(source.name, await this.repo.names(), ' (copy)');
    await this.assertFreeName(wanted);
    const copy = await this.repo.insert({ name: wanted, ...contentOf(source), at: this.now() });
    return this.get(copy);
  }

  /** Deletes the search; a watched one is unwatched first, and its snapshots stay in the history. */
  async delete(id: number): Promise<{ deleted: boolean }> {
    this.workspace.assertWritable();
    const query = await this.repo.get(id);
    if (!query) return { deleted: false };
    return this.workspace.unitOfWork(async (tx) => {
      // Told before the rows go, while their team links can be read: the deletion is pushed to the team.
      if (query.watchItemId !== null) await this.team?.watchRemoved(tx, query.watchItemId);
      await this.team?.savedDeleting(tx, id);
      if (query.watchItemId !== null) await tx.watchItems.remove(query.watchItemId, this.now());
      return { deleted: await tx.savedQueries.remove(id) };
    });
  }

  async markRun(id: number, resultCount: number, at?: number): Promise<SavedQuery> {
    this.workspace.assertWritable();
    await this.get(id);
    const now = this.now();
    await this.repo.markRun(id, at === undefined ? now : Math.min(at, now), resultCount);
    return this.get(id);
  }

  async export(ids?: readonly number[]): Promise<{ file: SavedQueriesFile; text: string; suggestedName: string }> {
    const queries = ids ? await Promise.all(ids.map((id) => this.get(id))) : await this.list();
    const at = new Date(this.now());
    const file: SavedQueriesFile = {
      format: SAVED_QUERIES_FORMAT,
      // Version 1 readers (an older Aqar Lens) can load a file of searches only; market analyses need version 2.
      version: queries.some((q) => q.kind === 'market') ? 2 : 1,
      exportedAt: at.toISOString(),
      queries: queries.map(fileEntry),
    };
    return {
      file,
      text: `${JSON.stringify(file, null, 2)}\n`,
      suggestedName: `aqar-saved-searches-${uaeDay(at)}.json`,
    };
  }

  /** Checks the whole file first (an error names the bad field), then adds every query in one unit of work. */
  async import(text: string): Promise<SavedImportResult> {
    this.workspace.assertWritable();
    let json: unknown;
    try {
      json = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch (error) {
      throw new AppFailure(
        'validation',
        ref('error.saved.notJson', { detail: error instanceof Error ? error.message : String(error) }),
        { field: 'file' },
      );
    }
    const parsed = savedQueriesFileSchema.safeParse(json);
    if (!parsed.success) {
      throw AppFailure.of(describeZodError(parsed.error, ref('error.subject.savedSearchesFile')));
    }
    const taken = await this.repo.names();
    const held = new Map((await this.list()).map((q) => [q.name.toLowerCase(), sameness(contentOf(q))]));
    const renamed: SavedImportResult['renamed'] = [];
    const alreadySaved: string[] = [];
    const ids = await this.workspace.unitOfWork(async (tx) => {
      const added: number[] = [];
      for (const query of parsed.data.queries) {
        // Checked above; parsed again here to store the canonical form (lists as arrays, numbers as numbers).
        const content = importedContent(query);
        // The very search is saved here already (a file imported twice): kept once, never as "Name (2)".
        if (held.get(query.name.toLowerCase()) === sameness(content)) {
          alreadySaved.push(query.name);
          continue;
        }
        const name = freeName(query.name, taken);
        if (name !== query.name) renamed.push({ from: query.name, to: name });
        taken.add(name.toLowerCase());
        held.set(name.toLowerCase(), sameness(content));
        added.push(await tx.savedQueries.insert({ name, ...content, at: this.now() }));
      }
      return added;
    });
    return { imported: await Promise.all(ids.map((id) => this.get(id))), renamed, alreadySaved };
  }
}
