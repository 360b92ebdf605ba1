// From the fetched lists of a snapshot to what is stored: one state per listing or project (duplicates across
// pages dropped), the places on their trails, the summary, and warnings when the list did not add up.
import type { ListingSummary } from '#shared/domain/listing';
import type { SnapshotSummary } from '#shared/domain/portfolio';
import type { Project } from '#shared/domain/project';
import type { ListingState } from '../store/workspace/listing-states-repo';
import type { PlaceName } from '../store/workspace/snapshot-places-repo';
import { listingState, placesOf, projectState } from './listing-state';
import type { FetchedList } from './snapshot-fetch';
import { countOnlySummary, summarize } from './summary';

export interface BuiltSnapshot {
  /** Null for a count-only snapshot. */
  states: ListingState[] | null;
  places: PlaceName[];
  summary: SnapshotSummary;
  reportedTotal: number;
  warnings: string[];
}

export function buildSnapshot(lists: readonly FetchedList[]): BuiltSnapshot {
  const reportedTotal = lists.reduce((sum, l) => sum + l.totalItems, 0);
  if (lists.every((l) => l.list.countOnly)) {
    return { states: null, places: [], summary: countOnlySummary(reportedTotal), reportedTotal, warnings: [] };
  }
  const states = new Map<string, ListingState>();
  const places = new Map<string, PlaceName>();
  const warnings: string[] = [];
  for (const fetched of lists) {
    for (const item of fetched.items) {
      const state = fetched.list.entity === 1 ? projectState(item as Project) : listingState(item as ListingSummary);
      states.set(`${state.entity}:${state.externalID}`, state);
      for (const place of placesOf((item as ListingSummary | Project).location)) places.set(place.externalID, place);
    }
    const read = new Set(fetched.items.map((i) => (i as { externalID: string }).externalID)).size;
    if (read < fetched.totalItems) {
      warnings.push(
        `${fetched.list.operation}: the service reported ${fetched.totalItems} results but ${read} were read` +
          (fetched.rejected > 0
            ? ` (${fetched.rejected} could not be read)`
            : ' (the list moved while it was fetched)') +
          '; the missing ones count as removed in this snapshot.',
      );
    }
  }
  const all = [...states.values()];
  return { states: all, places: [...places.values()], summary: summarize(all), reportedTotal, warnings };
}
