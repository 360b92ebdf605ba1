// Portfolios over time: watched agencies, developers, agents and saved searches, their snapshots, and what the
// history of those snapshots says (counts, medians, places, listings added, removed and re-priced).
import type { TeamMark } from './team-mark';
import type { Localized } from './lang';
import type { Purpose } from './listing';

export const WATCH_KINDS = ['agency', 'developer', 'agent', 'saved'] as const;
/** What a watch item follows: a firm's listings, or the results of a saved search. */
export type WatchKind = (typeof WATCH_KINDS)[number];

export const RUN_STATUSES = ['running', 'done', 'failed', 'interrupted', 'cancelled'] as const;
/** running → done | failed | cancelled; a run whose process died is found `running` and marked interrupted. */
export type RunStatus = (typeof RUN_STATUSES)[number];

export const RUN_TRIGGERS = ['manual', 'schedule', 'cli'] as const;
export type RunTrigger = (typeof RUN_TRIGGERS)[number];

export interface WatchItem {
  id: number;
  kind: WatchKind;
  /** The firm's id at the data service; for a saved search, the saved query's id. */
  externalID: string;
  name: string;
  /** Agents only: the owner id `/agent-properties` takes. */
  ownerID: string | null;
  savedQueryId: number | null;
  addedAt: string;
  /** Set when the broker stopped watching it: no more snapshots, its history is kept. */
  removedAt: string | null;
  snapshots: number;
  lastSnapshot: { id: number; takenAt: string; listings: number } | null;
  lastRun: {
    id: number;
    status: RunStatus;
    startedAt: string;
    error: string | null;
    /** The error code of a failed run (e.g. quota-exhausted), which decides when it is tried again. */
    errorCode: string | null;
  } | null;
  /** When the schedule next takes a snapshot of it (null while the schedule is off); given by the watchlist's list. */
  nextScheduledAt?: string | null;
  /** Set when the item is watched for the team. */
  team?: TeamMark | null;
}

export interface PurposeSplit {
  sale: number;
  rent: number;
}

/** What one snapshot says about the portfolio; computed when it is taken and stored with it. */
export interface SnapshotSummary {
  counts: { total: number; sale: number; rent: number; projects: number };
  /** Listings by property type and by bedroom count ('0' is a studio, 'unknown' when not given). */
  byType: Record<string, PurposeSplit>;
  byRooms: Record<string, PurposeSplit>;
  /** AED; rents as their yearly equivalent (monthly × 12, weekly × 52, daily × 365). */
  medianPrice: { sale: number | null; rent: number | null };
  medianPricePerSqft: { sale: number | null; rent: number | null };
}

export interface SnapshotPoint extends SnapshotSummary {
  id: number;
  takenAt: string;
  /** The data source it was taken from (demo, or a live base URL). */
  source: string;
  /** True when the snapshot recorded every listing; false for a count-only snapshot of a saved search. */
  complete: boolean;
  pages: number;
  /** The total the data service reported on page 1 (may differ from the listings read if the list moved). */
  reportedTotal: number;
}

export interface SnapshotRef {
  id: number;
  takenAt: string;
  listings: number;
}

export interface SnapshotRunView {
  id: number;
  itemId: number;
  status: RunStatus;
  trigger: RunTrigger;
  startedAt: string;
  finishedAt: string | null;
  pagesPlanned: number | null;
  requestsPlanned: number | null;
  requestsSpent: number;
  error: string | null;
  errorCode: string | null;
  snapshotId: number | null;
}

/** One listing as a diff or a grid shows it. */
export interface DiffListing {
  externalID: string;
  /**
   * The title in each language its answer gave: as the snapshot recorded it, else as the offline cache last saw the
   * listing (snapshots before titles were kept); null where neither has it ("title not recorded").
   */
  title: Localized | null;
  purpose: Purpose | null;
  price: number | null;
  rentFrequency: string | null;
  rooms: number | null;
  areaSqft: number | null;
  propertyType: string | null;
  /** The most specific place of its location trail, as the listings named it. */
  place: string | null;
  /** That place's id, the key of its names in other languages (`SnapshotDiff.placeNames`). */
  placeId: string | null;
}

export interface RepricedListing extends DiffListing {
  oldPrice: number;
  newPrice: number;
  change: number;
  /** Change as a percentage of the old price, one decimal. */
  changePercent: number;
}

export interface SnapshotDiff {
  itemId: number;
  from: SnapshotRef;
  to: SnapshotRef;
  added: DiffListing[];
  removed: DiffListing[];
  repriced: RepricedListing[];
  /** Developers' projects (from /search-new-projects) that came or went. */
  projectsAdded: string[];
  projectsRemoved: string[];
  /** The changed listings' places in every language the offline cache knows, by place id. */
  placeNames: Record<string, Localized>;
}

/** Listing counts per place over the snapshots: the top places at one level of the location trail. */
export interface PlaceSeries {
  /** 0 is the emirate, 1 the community, 2 the sub-community or building. */
  level: number;
  /** `names`: the place in every language the offline cache knows it in (`name` is as the listings gave it). */
  places: { externalID: string; name: string; names?: Localized }[];
  points: { snapshotId: number; takenAt: string; counts: number[]; other: number }[];
}

export interface ItemHistory {
  item: WatchItem;
  points: SnapshotPoint[];
  places: PlaceSeries;
  /** The latest runs, newest first, including failed and interrupted ones. */
  runs: SnapshotRunView[];
}

export interface PricePoint {
  /** First and last snapshot in which the listing was seen at this price. */
  from: string;
  to: string;
  price: number | null;
  purpose: Purpose | null;
  rentFrequency: string | null;
}

export interface ListingHistory {
  externalID: string;
  /** The watch items whose snapshots held it. */
  items: { itemId: number; kind: WatchKind; name: string }[];
  prices: PricePoint[];
  firstSeen: string | null;
  lastSeen: string | null;
  /** When the data service says it was listed, if it does. */
  listedAt: string | null;
  /** From its listing date (or first sighting) to its last sighting, in whole days. */
  daysOnMarket: number | null;
  /** Still in the latest snapshot of an item that held it. */
  active: boolean;
}

export interface PortfolioRow {
  item: WatchItem;
  latest: SnapshotPoint | null;
  /** Against the snapshot before the latest, when there is one. */
  change: { previousTakenAt: string; listings: number; added: number; removed: number; repriced: number } | null;
}

export interface PortfolioSummary {
  generatedAt: string;
  rows: PortfolioRow[];
  /**
   * Sums over the watched items that have what is summed: `snapshotted` of the `items` have a snapshot (the counts
   * cover those only; null when none has one, an unknown, not a zero), `compared` have two to compare (the changes).
   */
  totals: {
    items: number;
    snapshotted: number;
    compared: number;
    listings: number | null;
    sale: number | null;
    rent: number | null;
    added: number | null;
    removed: number | null;
    repriced: number | null;
  };
}

/** Agency market share in one place over time, among the watched agencies that list there. */
export interface MarketShare {
  place: { externalID: string; name: string; names?: Localized };
  agencies: { itemId: number; externalID: string; name: string }[];
  /** One point per day with a snapshot; an agency not yet snapshotted that day carries its last count forward. */
  points: { day: string; counts: (number | null)[]; shares: (number | null)[] }[];
}
