// Alerts: rules on a watched item (a saved search or a firm) that turn what its snapshots differ by into items of
// an inbox. A rule never spends a request of its own: it is checked against snapshots the broker's schedule (or a
// snapshot taken by hand) already paid for.
import type { Localized } from './lang';
import type { Purpose } from './listing';

/** What a rule watches for. */
export const ALERT_TRIGGERS = [
  'new-listings',
  'price-cut',
  'back-on-market',
  'gone',
  'new-projects',
  'new-transactions',
] as const;
/** Triggers that read a watched item's snapshots; `new-transactions` reads a place's stored transactions. */
export const SNAPSHOT_TRIGGERS = ['new-listings', 'price-cut', 'back-on-market', 'gone', 'new-projects'] as const;
export type AlertTrigger = (typeof ALERT_TRIGGERS)[number];

/** What fired: one alert per listing (or project) and change. */
export const ALERT_KINDS = [
  'new-listing',
  'price-cut',
  'back-on-market',
  'gone',
  'new-project',
  'new-transaction',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const KIND_OF_TRIGGER: Record<AlertTrigger, AlertKind> = {
  'new-listings': 'new-listing',
  'price-cut': 'price-cut',
  'back-on-market': 'back-on-market',
  gone: 'gone',
  'new-projects': 'new-project',
  'new-transactions': 'new-transaction',
};

/** A trigger's thresholds; every one given must hold (a price cut of at least `minPercent` % AND `minAed`). */
export interface AlertThresholds {
  /** new-listings: at most this asking price (AED; a rent counted per year). */
  maxPrice?: number;
  /** new-listings: at most this AED per sq ft (a rent counted per year). */
  maxPerSqft?: number;
  /** price-cut: a cut of at least this share of the old price, in percent. */
  minPercent?: number;
  /** price-cut: a cut of at least this many AED. */
  minAed?: number;
  /** new-transactions: sales or rents only. */
  purpose?: 'for-sale' | 'for-rent';
  /** new-transactions: AED per sq ft at least this far above the place's median (percent). */
  aboveMedianPct?: number;
  /** new-transactions: AED per sq ft at least this far below the place's median (percent). */
  belowMedianPct?: number;
}

/**
 * What the snapshots an alert reads cost in a month of 30 days under the schedule (one snapshot every
 * `intervalHours` while the app runs): the same figure in the window and the CLI.
 */
export function monthlySnapshotRequests(perSnapshot: number, intervalHours: number): number {
  return Math.ceil((30 * 24) / intervalHours) * perSnapshot;
}

export interface AlertRuleView {
  id: number;
  /** The broker's own name for the rule; null: the window and the CLI describe it from its item and trigger. */
  name: string | null;
  trigger: AlertTrigger;
  thresholds: AlertThresholds;
  /** The watched item whose snapshots the rule reads; null for a rule on a place's transactions. */
  itemId: number | null;
  /** The watched item's name, or the place's. */
  itemName: string;
  itemKind: 'agency' | 'developer' | 'agent' | 'saved' | 'place';
  /** A rule on a place's transactions: the place's id at the data service. */
  placeId: string | null;
  createdAt: string;
  /** The newest snapshot the rule has read; later ones are read at the next check. */
  checkedSnapshot: { id: number; takenAt: string } | null;
  /** A place rule: transactions registered after this day (the newest stored when it was set) are new. */
  sinceDate: string | null;
  /** Whether the watched item is still watched (a rule on an unwatched item waits for snapshots that never come). */
  watched: boolean;
}

export interface AlertView {
  id: number;
  ruleId: number;
  /** The rule's own name, if the broker gave one. */
  ruleName: string | null;
  kind: AlertKind;
  /** The listing's (or project's) id at the data service. */
  externalID: string;
  title: Localized | null;
  purpose: Purpose | null;
  rentFrequency: string | null;
  rooms: number | null;
  areaSqft: number | null;
  /** The most specific place of the listing, as the listings named it. */
  place: string | null;
  /**
   * AED as advertised (a rent in its own period: `rentFrequency`); a transaction's price is `newPrice` (a rent per
   * year). Null where the kind has none.
   */
  oldPrice: number | null;
  newPrice: number | null;
  /** A transaction: its AED per sq ft, the place's median it was judged against and how many it rests on. */
  transaction: { date: string; pricePerSqft: number | null; median: number | null; medianN: number } | null;
  /** When the change was seen: the snapshot that first showed it (ISO 8601). */
  at: string;
  /** The snapshots compared (0 for a transaction). */
  fromSnapshot: number;
  toSnapshot: number;
  readAt: string | null;
  dismissedAt: string | null;
}

export interface AlertCheckResult {
  /**
   * Alerts no check had handed out: those this check found and those snapshots found since the last check (an
   * alert is recorded once, however often the rules are read).
   */
  alerts: AlertView[];
  rulesChecked: number;
  /** Snapshot pairs read, over all rules. */
  comparisons: number;
}
