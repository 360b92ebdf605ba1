// From the fetched lists of a snapshot to what is stored: one state per listing or project (duplicates across
// pages dropped), the places on their trails, the summary, and warnings when the list did not add up.
import { ref, type MessageRef } from '#shared/messages/message-ref';
import type { ListingSummary } from '#shared/domain/listing';
import type { SnapshotSummary } from '#shared/domain/portfolio';
import type { Project } from '#shared/domain/project';
import type { ListingState } from '../store/workspace/listing-states-repo';
import type { PlaceName } from '../store/workspace/snapshot-places-repo';
import { listingState, placesOf, projectState } from './listing-state';
import type { FetchedList } from './snapshot-fetch';
import type { SnapshotList } from './snapshot-targets';
import { countOnlySummary, summarize } from './summary';

export interface BuiltSnapshot {
  /** Null for a count-only snapshot. */
  states: ListingState[] | null;
  places: PlaceName[];
  summary: SnapshotSummary;
  reportedTotal: number;
  warnings: MessageRef[];
}

/**
 * Builds a snapshot page by page as the pages arrive, so that hashing 5,000 listings happens while fetch-all waits
 * for the rate limiter, not after the last page.
 */
export class SnapshotBuilder {
  private readonly states = new Map<string, ListingState>();
  private readonly places = new Map<string, PlaceName>();
  private readonly read = new Map<SnapshotList, Set<string>>();

  add(list: SnapshotList, items: readonly unknown[]): void {
    if (list.countOnly) return;
    let ids = this.read.get(list);
    if (!ids) this.read.set(list, (ids = new Set()));
    for (const item of items) {
      const state = list.entity === 1 ? projectState(item as Project) : listingState(item as ListingSummary);
      this.states.set(`${state.entity}:${state.externalID}`, state);
      ids.add(state.externalID);
      for (const place of placesOf((item as ListingSummary | Project).location))
        this.places.set(place.externalID, place);
    }
  }

  finish(lists: readonly Omit<FetchedList, 'items'>[]): BuiltSnapshot {
    const reportedTotal = lists.reduce((sum, l) => sum + l.totalItems, 0);
    if (lists.every((l) => l.list.countOnly)) {
      return { states: null, places: [], summary: countOnlySummary(reportedTotal), reportedTotal, warnings: [] };
    }
    const warnings: MessageRef[] = [];
    for (const fetched of lists) {
      const read = this.read.get(fetched.list)?.size ?? 0;
      if (read >= fetched.totalItems) continue;
      warnings.push(
        ref('snapshot.shortList', {
          operation: fetched.list.operation,
          reported: fetched.totalItems,
          read,
          rejected: fetched.rejected,
        }),
      );
    }
    const all = [...this.states.values()];
    return { states: all, places: [...this.places.values()], summary: summarize(all), reportedTotal, warnings };
  }
}

/** The same, from lists already fetched whole. */
export function buildSnapshot(lists: readonly FetchedList[]): BuiltSnapshot {
  const builder = new SnapshotBuilder();
  for (const fetched of lists) builder.add(fetched.list, fetched.items);
  return builder.finish(lists);
}
