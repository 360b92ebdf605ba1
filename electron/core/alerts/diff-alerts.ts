// What one rule finds in the difference between two consecutive snapshots of its item: pure, so the rule's meaning
// is pinned by unit tests and the service only reads and records. A listing added that the item had shown before
// (and lost) is back on the market, not new; a price cut is a lower advertised price in the same listing.
import type { AlertThresholds, SNAPSHOT_TRIGGERS } from '#shared/domain/alerts';

type SnapshotTrigger = (typeof SNAPSHOT_TRIGGERS)[number];
import { rentPeriodsPerYear } from '#shared/domain/rent';
import type { DiffListing, SnapshotDiff } from '#shared/domain/portfolio';
import type { AlertListing, NewAlert } from '../store/workspace/alerts-repo';

export interface RuleToCheck {
  id: number;
  trigger: SnapshotTrigger;
  thresholds: AlertThresholds;
}

/** The asking price as a yearly figure (a rent counted per year); null for a daily let or no price. */
function yearly(l: DiffListing): number | null {
  if (l.price === null) return null;
  if (l.purpose !== 'for-rent') return l.price;
  const times = rentPeriodsPerYear(l.rentFrequency);
  return times === null ? null : l.price * times;
}

/** A new listing within the rule's limits; a limit the listing cannot be judged by (no price, no area) excludes it. */
function withinLimits(l: DiffListing, t: AlertThresholds): boolean {
  if (t.maxPrice === undefined && t.maxPerSqft === undefined) return true;
  const price = yearly(l);
  if (price === null) return false;
  if (t.maxPrice !== undefined && price > t.maxPrice) return false;
  if (t.maxPerSqft !== undefined) {
    if (l.areaSqft === null || l.areaSqft <= 0) return false;
    if (price / l.areaSqft > t.maxPerSqft) return false;
  }
  return true;
}

/** A cut at least as deep as every threshold given (the percentage of the old price, the AED). */
export function isCut(oldPrice: number, newPrice: number, t: AlertThresholds): boolean {
  const cut = oldPrice - newPrice;
  if (!(cut > 0) || !(oldPrice > 0)) return false;
  // A hair of tolerance, so a cut of exactly 5% passes a 5% rule despite binary fractions (and 4.99% does not).
  if (t.minPercent !== undefined && (cut / oldPrice) * 100 + 1e-9 < t.minPercent) return false;
  return t.minAed === undefined || cut >= t.minAed;
}

function listingOf(l: DiffListing): AlertListing {
  return {
    title: l.title,
    purpose: l.purpose,
    rentFrequency: l.rentFrequency,
    rooms: l.rooms,
    areaSqft: l.areaSqft,
    place: l.place,
    transaction: null,
  };
}

const NO_LISTING: AlertListing = {
  title: null,
  purpose: null,
  rentFrequency: null,
  rooms: null,
  areaSqft: null,
  place: null,
  transaction: null,
};

/**
 * The alerts `rule` finds in `diff`. `seenBefore(id)` tells whether the item showed the listing in a snapshot
 * before `diff.from` (so, being added now, it is back on the market).
 */
export function alertsOfDiff(
  rule: RuleToCheck,
  diff: SnapshotDiff,
  seenBefore: (externalID: string) => boolean,
): NewAlert[] {
  const at = Date.parse(diff.to.takenAt);
  const base = { ruleId: rule.id, fromSnapshot: diff.from.id, toSnapshot: diff.to.id, at };
  const of = (l: DiffListing, kind: NewAlert['kind'], oldPrice: number | null, newPrice: number | null): NewAlert => ({
    ...base,
    kind,
    externalID: l.externalID,
    oldPrice,
    newPrice,
    listing: listingOf(l),
  });
  switch (rule.trigger) {
    case 'new-listings':
      return diff.added
        .filter((l) => !seenBefore(l.externalID) && withinLimits(l, rule.thresholds))
        .map((l) => of(l, 'new-listing', null, l.price));
    case 'back-on-market':
      return diff.added.filter((l) => seenBefore(l.externalID)).map((l) => of(l, 'back-on-market', null, l.price));
    case 'gone':
      return diff.removed.map((l) => of(l, 'gone', l.price, null));
    case 'price-cut':
      return diff.repriced
        .filter((l) => isCut(l.oldPrice, l.newPrice, rule.thresholds))
        .map((l) => of(l, 'price-cut', l.oldPrice, l.newPrice));
    case 'new-projects':
      return diff.projectsAdded.map((externalID) => ({
        ...base,
        kind: 'new-project' as const,
        externalID,
        oldPrice: null,
        newPrice: null,
        listing: NO_LISTING,
      }));
  }
}
