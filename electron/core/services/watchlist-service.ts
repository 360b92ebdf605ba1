// The watchlist: agencies, developers and agents (by id and name, from any grid, detail or the CLI) and saved
// searches the broker follows over time. Unwatching keeps the history; watching again continues it.
import type { z } from 'zod';
import { AppFailure } from '#shared/errors';
import type { WatchItem } from '#shared/domain/portfolio';
import type { watchAddSchema } from '#shared/ipc/contract';
import type { DataRuntime } from '../data/data-runtime';
import type { Workspace } from '../store/workspace/workspace';
import type { TeamChangeLog } from './team-service';
import { ref } from '#shared/messages/message-ref';

export type WatchAdd = z.output<typeof watchAddSchema>;

export class WatchlistService {
  constructor(
    private readonly workspace: Workspace,
    private readonly runtime: DataRuntime,
    private readonly now: () => number = Date.now,
    /** Queues changes of shared watches for the team server (none before a team is joined). */
    private readonly team: TeamChangeLog | null = null,
  ) {}

  private get repos() {
    return this.workspace;
  }

  list(includeRemoved = false): Promise<WatchItem[]> {
    return this.repos.watchItems.list(includeRemoved);
  }

  async get(itemId: number): Promise<WatchItem> {
    const item = await this.repos.watchItems.get(itemId);
    if (!item)
      throw new AppFailure('not-found', ref('error.watch.noItem', { id: String(itemId) }), { field: 'itemId' });
    return item;
  }

  async add(input: WatchAdd, signal?: AbortSignal): Promise<WatchItem> {
    this.workspace.assertWritable();
    if (input.kind === 'saved') {
      const query = await this.repos.savedQueries.get(input.savedQueryId);
      if (!query)
        throw new AppFailure('not-found', ref('error.saved.noId', { id: String(input.savedQueryId) }), {
          field: 'savedQueryId',
        });
      // A snapshot records a list of listings; a market analysis is figures computed from transactions, which the
      // Market view itself follows over time (its trend), so there is nothing of it to snapshot.
      if (query.kind === 'market') {
        throw new AppFailure('validation', ref('error.watch.marketSaved', { name: query.name }), {
          field: 'savedQueryId',
        });
      }
      const saved = query;
      const id = await this.workspace.unitOfWork(async (tx) => {
        const watchId = await tx.watchItems.upsert({
          kind: 'saved',
          externalID: String(saved.id),
          name: saved.name,
          ownerID: null,
          savedQueryId: saved.id,
          at: this.now(),
        });
        await this.team?.watchChanged(tx, watchId);
        return watchId;
      });
      return this.get(id);
    }
    const ownerID = input.kind === 'agent' ? (input.ownerID ?? (await this.ownerOf(input.externalID, signal))) : null;
    // The watch and its place in the team's outbox are written together.
    const id = await this.workspace.unitOfWork(async (tx) => {
      const watchId = await tx.watchItems.upsert({
        kind: input.kind,
        externalID: input.externalID,
        name: input.name,
        ownerID,
        savedQueryId: null,
        at: this.now(),
      });
      await this.team?.watchChanged(tx, watchId);
      return watchId;
    });
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
    if (!ownerID) throw new AppFailure('not-found', ref('error.watch.noOwnerId', { agent: agentId }));
    return ownerID;
  }

  async remove(itemId: number): Promise<{ removed: boolean }> {
    this.workspace.assertWritable();
    await this.get(itemId);
    return this.workspace.unitOfWork(async (tx) => {
      const removed = await tx.watchItems.remove(itemId, this.now());
      if (removed) await this.team?.watchRemoved(tx, itemId);
      return { removed };
    });
  }
}
