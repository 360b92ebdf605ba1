// The watchlist: agencies, developers and agents (by id and name, from any grid, detail or the CLI) and saved
// searches the broker follows over time. Unwatching keeps the history; watching again continues it.
import type { z } from 'zod';
import { AppFailure } from '#shared/errors';
import type { WatchItem } from '#shared/domain/portfolio';
import type { watchAddSchema } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import type { WorkspaceStore } from '../store/workspace/workspace-store';
import type { TeamChangeLog } from './team-service';

export type WatchAdd = z.output<typeof watchAddSchema>;

export class WatchlistService {
  constructor(
    private readonly workspace: WorkspaceStore,
    private readonly runtime: DataRuntime,
    private readonly now: () => number = Date.now,
    /** Queues changes of shared watches for the team server (none before a team is joined). */
    private readonly team: TeamChangeLog | null = null,
  ) {}

  private get repos() {
    return this.workspace.portfolio;
  }

  list(includeRemoved = false): WatchItem[] {
    return this.repos.watchItems.list(includeRemoved);
  }

  get(itemId: number): WatchItem {
    const item = this.repos.watchItems.get(itemId);
    if (!item) throw new AppFailure('not-found', `Nothing on the watchlist has the id ${itemId}.`, { field: 'itemId' });
    return item;
  }

  async add(input: WatchAdd, signal?: AbortSignal): Promise<WatchItem> {
    this.workspace.assertWritable();
    if (input.kind === 'saved') {
      const query = this.repos.savedQueries.get(input.savedQueryId);
      if (!query)
        throw new AppFailure('not-found', `No saved search ${input.savedQueryId}.`, { field: 'savedQueryId' });
      // A snapshot records a list of listings; a market analysis is figures computed from transactions, which the
      // Market view itself follows over time (its trend), so there is nothing of it to snapshot.
      if (query.kind === 'market') {
        throw new AppFailure(
          'validation',
          `The saved search "${query.name}" is a market analysis: its trend over time is in the Market view, and only searches of listings, projects, transactions, agents, agencies or developers can be tracked.`,
          { field: 'savedQueryId' },
        );
      }
      const id = this.repos.watchItems.upsert({
        kind: 'saved',
        externalID: String(query.id),
        name: query.name,
        ownerID: null,
        savedQueryId: query.id,
        at: this.now(),
      });
      this.team?.watchChanged(id);
      return this.get(id);
    }
    const ownerID = input.kind === 'agent' ? (input.ownerID ?? (await this.ownerOf(input.externalID, signal))) : null;
    const id = this.repos.watchItems.upsert({
      kind: input.kind,
      externalID: input.externalID,
      name: input.name,
      ownerID,
      savedQueryId: null,
      at: this.now(),
    });
    this.team?.watchChanged(id);
    return this.get(id);
  }

  /**
   * /agent-properties takes the agent's owner id, which only /agent-details gives (cached like any answer; an offline
   * run reads it from the cache only).
   */
  private async ownerOf(agentId: string, signal?: AbortSignal): Promise<string> {
    const answer = await this.runtime.gateway.fetch(
      'agent-details',
      { agent_id: agentId },
      { policy: 'fresh-or-fetch', ...(signal ? { signal } : {}) },
    );
    const ownerID = answer.result.ownerID;
    if (!ownerID) throw new AppFailure('not-found', `The data service gave no owner id for agent ${agentId}.`);
    return ownerID;
  }

  remove(itemId: number): { removed: boolean } {
    this.workspace.assertWritable();
    this.get(itemId);
    return this.workspace.db.transaction(() => {
      const removed = this.repos.watchItems.remove(itemId, this.now());
      if (removed) this.team?.watchRemoved(itemId);
      return { removed };
    })();
  }
}
