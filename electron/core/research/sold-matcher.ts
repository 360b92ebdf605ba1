// Matching adverts that went to the transactions registered afterwards for the same unit: pure, so what a match
// means is pinned by unit tests and measured against the demo's ground truth. A candidate pair has the same purpose,
// bedrooms and place, a size within the tolerance and a registration inside the date window; its confidence is the
// product of how close the size is, how soon after the advert went it was registered, whether the price ratio is
// one a sale or a let closes at, and how exactly the place agrees. Pairs are taken best first, so one transaction
// goes to at most one advert and one advert to at most one transaction.
import type { Purpose } from '#shared/domain/listing';
import type { SoldMatch, SoldReason, SoldRule } from '#shared/domain/sold';

export const DEFAULT_SOLD_RULE: SoldRule = {
  sizeTolerancePercent: 3,
  sizeToleranceSqft: 15,
  daysBeforeGone: 7,
  daysAfterGone: 90,
  minConfidence: 0.58,
};

/** An advert seen to go in the stored history. Days are YYYY-MM-DD (the UAE's). */
export interface GoneAdvert {
  externalID: string;
  purpose: Purpose;
  rooms: number | null;
  areaSqft: number | null;
  /** The last asking price seen, a rent counted per year (null: unknown, the advert cannot be matched). */
  lastAsking: number | null;
  /** Place names broadest first; the last is the advert's own. */
  placePath: readonly string[];
  agency: string | null;
  firstListed: string;
  /** The last snapshot showing it, and the first one without it. */
  lastSeen: string;
  goneBy: string;
}

export interface RegisteredTransaction {
  transactionId: string;
  purpose: string;
  rooms: number | null;
  areaSqft: number | null;
  /** A rent per year. */
  price: number;
  /** The registry's most specific place name. */
  location: string;
  date: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The ratios a sale or a let plausibly closes at against its last asking price. */
const PLAUSIBLE: Readonly<Record<Purpose, readonly [number, number]>> = {
  'for-sale': [0.88, 1.01],
  'for-rent': [0.92, 1.02],
};

/** Registrations within this many days of the advert going are as expected; later ones less so. */
const USUAL_DAYS = 45;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
const norm = (name: string) => name.trim().toLowerCase();

interface Candidate {
  advert: GoneAdvert;
  tx: RegisteredTransaction;
  confidence: number;
  reasons: SoldReason[];
  daysAfterGone: number;
}

/** How well the places agree: the advert's own place (1), or a broader one of its path (0.5); null: not at all. */
function placeAgreement(
  advert: GoneAdvert,
  tx: RegisteredTransaction,
): { score: number; level: 'same' | 'within' } | null {
  const target = norm(tx.location);
  const own = advert.placePath.at(-1);
  if (own !== undefined && norm(own) === target) return { score: 1, level: 'same' };
  // The registry names only the community where the advert names its building: the same place, less surely.
  return advert.placePath.slice(0, -1).some((p) => norm(p) === target) ? { score: 0.5, level: 'within' } : null;
}

/** The candidate pair's confidence and reasons, or null when it is no candidate. */
function candidate(advert: GoneAdvert, tx: RegisteredTransaction, rule: SoldRule): Candidate | null {
  if (tx.purpose !== advert.purpose || advert.rooms === null || tx.rooms !== advert.rooms) return null;
  if (advert.areaSqft === null || !(advert.areaSqft > 0) || tx.areaSqft === null) return null;
  if (advert.lastAsking === null || !(advert.lastAsking > 0) || !(tx.price > 0)) return null;
  const diff = Math.abs(tx.areaSqft - advert.areaSqft);
  const diffShare = diff / advert.areaSqft;
  if (diffShare * 100 > rule.sizeTolerancePercent && diff > rule.sizeToleranceSqft) return null;
  const day = dayNumber(tx.date);
  if (day < dayNumber(advert.lastSeen) - rule.daysBeforeGone) return null;
  const daysAfterGone = day - dayNumber(advert.goneBy);
  if (daysAfterGone > rule.daysAfterGone) return null;
  const place = placeAgreement(advert, tx);
  if (!place) return null;
  // A deed's size matches the advert's to the square foot as a rule; 0.4% off halves the confidence.
  const sizeScore = 1 / (1 + (diffShare / 0.004) ** 2);
  // Registered before the advert was seen to go: it happens (adverts outlive their deals), but less surely.
  const dateScore =
    daysAfterGone < 0
      ? 0.8
      : daysAfterGone <= USUAL_DAYS
        ? 1
        : 1 - (0.5 * (daysAfterGone - USUAL_DAYS)) / Math.max(1, rule.daysAfterGone - USUAL_DAYS);
  const ratio = tx.price / advert.lastAsking;
  const [lo, hi] = PLAUSIBLE[advert.purpose];
  const plausible = ratio >= lo && ratio <= hi;
  const priceScore = plausible ? 1 : Math.max(0.05, 1 - 8 * (ratio < lo ? lo - ratio : ratio - hi));
  return {
    advert,
    tx,
    daysAfterGone,
    confidence: sizeScore * dateScore * priceScore * place.score,
    reasons: [
      { kind: 'same-place', place: tx.location, level: place.level },
      { kind: 'size-diff', percent: round(diffShare * 100, 1) },
      { kind: 'days-after-gone', days: daysAfterGone },
      { kind: 'price-ratio', ratio: round(ratio, 3), plausible },
    ],
  };
}

/**
 * Lowers each pair's confidence by the chance that a unit of that size was registered there by coincidence: the
 * advert's other candidates spread over the size tolerance, so as many of them as fall as close as this pair would
 * by chance are expected look-alikes (a common unit in a busy place proves less than a rare one). The transaction's
 * other adverts count the same way.
 */
function weighByCrowd(candidates: Candidate[], rule: SoldRule): void {
  const count = new Map<string, number>();
  const add = (id: string) => count.set(id, (count.get(id) ?? 0) + 1);
  for (const c of candidates) {
    add(`a:${c.advert.externalID}`);
    add(`t:${c.tx.transactionId}`);
  }
  for (const c of candidates) {
    const others = count.get(`a:${c.advert.externalID}`)! - 1 + count.get(`t:${c.tx.transactionId}`)! - 1;
    if (others === 0) continue;
    const size = c.reasons.find((r) => r.kind === 'size-diff');
    const closeness = Math.max(size?.kind === 'size-diff' ? size.percent : 0, 0.1) / rule.sizeTolerancePercent;
    const expected = others * closeness;
    c.confidence /= 1 + CROWD_WEIGHT * expected;
    c.reasons.push({ kind: 'rivals', count: others });
  }
}

/** How much one expected look-alike lowers a pair's confidence. */
const CROWD_WEIGHT = 1;

/**
 * The matches of `adverts` among `transactions`, best first, at or above the rule's confidence. A pair whose
 * advert or transaction had other candidates is less sure (see weighByCrowd), and the rivals are among its reasons.
 */
export function matchSoldAdverts(
  adverts: readonly GoneAdvert[],
  transactions: readonly RegisteredTransaction[],
  rule: SoldRule = DEFAULT_SOLD_RULE,
): SoldMatch[] {
  const byKey = new Map<string, RegisteredTransaction[]>();
  const key = (purpose: string, rooms: number | null) => `${purpose}|${rooms}`;
  for (const tx of transactions) {
    const k = key(tx.purpose, tx.rooms);
    byKey.set(k, [...(byKey.get(k) ?? []), tx]);
  }
  const candidates: Candidate[] = [];
  for (const advert of adverts) {
    for (const tx of byKey.get(key(advert.purpose, advert.rooms)) ?? []) {
      const found = candidate(advert, tx, rule);
      if (found) candidates.push(found);
    }
  }
  weighByCrowd(candidates, rule);
  candidates.sort(
    (a, b) =>
      b.confidence - a.confidence ||
      (a.advert.externalID < b.advert.externalID ? -1 : a.advert.externalID > b.advert.externalID ? 1 : 0) ||
      (a.tx.transactionId < b.tx.transactionId ? -1 : 1),
  );
  const usedAdverts = new Set<string>();
  const usedTransactions = new Set<string>();
  const matches: SoldMatch[] = [];
  for (const c of candidates) {
    if (c.confidence < rule.minConfidence) break;
    if (usedAdverts.has(c.advert.externalID) || usedTransactions.has(c.tx.transactionId)) continue;
    usedAdverts.add(c.advert.externalID);
    usedTransactions.add(c.tx.transactionId);
    matches.push(toMatch(c));
  }
  return matches;
}

function toMatch(c: Candidate): SoldMatch {
  const { advert, tx } = c;
  return {
    externalID: advert.externalID,
    transactionId: tx.transactionId,
    purpose: advert.purpose,
    place: advert.placePath.at(-1) ?? tx.location,
    beds: advert.rooms!,
    agency: advert.agency,
    areaSqft: advert.areaSqft,
    lastAsking: advert.lastAsking!,
    achieved: tx.price,
    ratio: round(tx.price / advert.lastAsking!, 4),
    firstListed: advert.firstListed,
    lastSeen: advert.lastSeen,
    registered: tx.date,
    daysAfterGone: c.daysAfterGone,
    daysToRegistration: dayNumber(tx.date) - dayNumber(advert.firstListed),
    confidence: round(c.confidence, 3),
    reasons: c.reasons,
  };
}
