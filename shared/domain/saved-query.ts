// Saved searches: a data-service operation with its parameters and the names the broker picked (so a form refills
// with chips), or a Market view analysis (its places carry their own names).
import type { OperationName } from '../data-service/operations';
import type { Localized } from './lang';
import type { SavedMarket } from '../ipc/contract/saved-market';
import type { TeamMark } from './team-mark';

/** A name the broker picked for an id parameter (a place, developer, agency, agent or amenity). */
export interface PickedName {
  /** The parameter the id went into, e.g. location_ids or agency_external_id. */
  param: string;
  id: string;
  /** The name in the language it was picked in. */
  name: string;
  /** A place's name in every language the service gave, so the search reads in the window's language. */
  names?: Localized;
}

/** What a saved query runs: a search of a research view (an operation), or an analysis of the Market view. */
export const SAVED_QUERY_KINDS = ['search', 'market'] as const;
export type SavedQueryKind = (typeof SAVED_QUERY_KINDS)[number];

/**
 * The `operation` of a market analysis. No data-service operation has this name, so the workspace's operation
 * column tells the two kinds apart and rows saved before market analyses existed read as they always did.
 */
export const MARKET_OPERATION = 'market';

interface SavedQueryCommon {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  lastRunAt: string | null;
  /** The result count of the last run (the service's total; for a market, the transactions analysed). */
  lastResultCount: number | null;
  /** Set when the saved search is watched: its snapshots are that watch item's history. */
  watchItemId: number | null;
  /** Set when the search is shared with the team. */
  team?: TeamMark | null;
}

export interface SavedSearch extends SavedQueryCommon {
  kind: 'search';
  operation: OperationName;
  /** The operation's parameters as validated (lists as arrays, numbers as numbers); no page. */
  params: Record<string, unknown>;
  picks: PickedName[];
}

export interface SavedMarketQuery extends SavedQueryCommon {
  kind: 'market';
  operation: typeof MARKET_OPERATION;
  params: SavedMarket;
  /** Always empty: the places of a market query carry the names picked. Kept so every entry has the same fields. */
  picks: PickedName[];
}

export type SavedQuery = SavedSearch | SavedMarketQuery;

/** The file a broker exports and another loads: stable, versioned, with no ids of this workspace. */
export const SAVED_QUERIES_FORMAT = 'aqar-lens.saved-queries';
/** Version 2 added market analyses (entries with kind "market"); a file without any is still written as 1. */
export const SAVED_QUERIES_VERSIONS = [1, 2] as const;
export type SavedQueriesVersion = (typeof SAVED_QUERIES_VERSIONS)[number];

export type SavedQueriesFileEntry =
  | { name: string; operation: OperationName; params: Record<string, unknown>; picks: PickedName[] }
  | { name: string; kind: 'market'; operation: typeof MARKET_OPERATION; params: SavedMarket };

export interface SavedQueriesFile {
  format: typeof SAVED_QUERIES_FORMAT;
  version: SavedQueriesVersion;
  exportedAt: string;
  queries: SavedQueriesFileEntry[];
}
