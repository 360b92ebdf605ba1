// Saved searches: an operation with its parameters, and the names the broker picked so a form refills with chips.
import type { OperationName } from '../data-service/operations';

/** A name the broker picked for an id parameter (a place, developer, agency, agent or amenity). */
export interface PickedName {
  /** The parameter the id went into, e.g. location_ids or agency_external_id. */
  param: string;
  id: string;
  name: string;
}

export interface SavedQuery {
  id: number;
  name: string;
  operation: OperationName;
  /** The operation's parameters as validated (lists as arrays, numbers as numbers); no page. */
  params: Record<string, unknown>;
  picks: PickedName[];
  createdAt: string;
  updatedAt: string;
  lastRunAt: string | null;
  /** The result count of the last run (the service's total). */
  lastResultCount: number | null;
  /** Set when the saved search is watched: its snapshots are that watch item's history. */
  watchItemId: number | null;
}

/** The file a broker exports and another loads: stable, versioned, with no ids of this workspace. */
export const SAVED_QUERIES_FORMAT = 'aqar-lens.saved-queries';
export const SAVED_QUERIES_VERSION = 1;

export interface SavedQueriesFile {
  format: typeof SAVED_QUERIES_FORMAT;
  version: typeof SAVED_QUERIES_VERSION;
  exportedAt: string;
  queries: { name: string; operation: OperationName; params: Record<string, unknown>; picks: PickedName[] }[];
}
