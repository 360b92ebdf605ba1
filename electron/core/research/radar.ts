// The acquisition radar's factors for a set of current listings: pure, so each factor's rule is pinned by unit
// tests and printed as the sentence here. The service gathers what they read (the listings, their history across
// snapshots, what comparable units transacted at) from the workspace and the offline cache.
import type { ListingSummary } from '#shared/domain/listing';
import { meaningfulPricePerSqft, yearlyAmount } from '#shared/domain/rent';
import {
  radarScore,
  type RadarFactor,
  type RadarFactorValue,
  type RadarRow,
  type RadarWeights,
} from '#shared/domain/radar';
import { repeatAdverts } from '#shared/market/repeat-adverts';
import { median } from '../alerts/transaction-alerts';

const DAY_MS = 86_400_000;
/** The fewest transactions a median AED per sq ft is taken from. */
export const MIN_TRANSACTED = 5;

export const RADAR_RULES: Record<RadarFactor | 'score', string> = {
  'days-on-market':
    'Days on market: from the earliest of the date the service gives for the advert and its first sighting in any ' +
    'snapshot (so a relisted advert keeps its days), against the median of the listed adverts; 0 at or under the ' +
    'median, 1 at three times it.',
  'price-cuts':
    'Price cuts: the cuts between the prices snapshots recorded for the advert, and the total from its highest ' +
    'recorded price to today’s, in percent; 1 at a 10% total cut. Not judged for an advert seen in one snapshot or ' +
    'none.',
  premium:
    'Premium: the asking AED per sq ft (a rent counted per year) over the median AED per sq ft of transactions of ' +
    'the same purpose and bedrooms in the 12 months before, in the most specific place of the advert with at least ' +
    `${MIN_TRANSACTED} of them; 0 at or under the median, 1 at 30% above it. Not judged without such a median.`,
  'repeat-adverts':
    'Other adverts of the unit: adverts among those listed with the same place, purpose, type, bedrooms, bathrooms ' +
    'and area within 2%, and the same photos or the same price within 3%; 1 at three or more. Their asking prices ' +
    'scattered (the highest over the lowest, a rent counted per year) add to it: a spread of 10% adds 0.5.',
  'agency-size':
    'Agency size: the adverts its agency has among those listed; 1 for one advert, 0 at a hundred or more (a small ' +
    'agency holds a mandate less firmly), on a logarithmic scale.',
  score:
    'Score: the weighted mean of the factors that could be judged, from 0 to 100; the weights are shown and can be ' +
    'changed.',
};

export interface RadarHistory {
  /** The first snapshot that held the advert (ms), if any. */
  firstSeen: number | null;
  /** The prices snapshots recorded for it, oldest first (one per stretch at a price). */
  prices: number[];
}

export interface RadarInput {
  listings: readonly ListingSummary[];
  now: number;
  weights: RadarWeights;
  history(externalID: string): RadarHistory;
  /** The median AED per sq ft transacted for units like the listing, and how many transactions it rests on. */
  transacted(listing: ListingSummary): { median: number; n: number; place: string } | null;
}

const clamp = (x: number): number => Math.max(0, Math.min(1, x));
const round1 = (x: number): number => Math.round(x * 10) / 10;

function daysListed(listing: ListingSummary, history: RadarHistory, now: number): number | null {
  const listed = listing.createdAt ? Date.parse(listing.createdAt) : Number.NaN;
  const starts = [listed, history.firstSeen ?? Number.NaN].filter((t) => Number.isFinite(t));
  if (starts.length === 0) return null;
  return Math.max(0, Math.floor((now - Math.min(...starts)) / DAY_MS));
}

function priceCuts(history: RadarHistory, current: number): RadarFactorValue {
  if (history.prices.length < 2) return { value: null, score: null, reference: null, n: null };
  let cuts = 0;
  for (let i = 1; i < history.prices.length; i++) if (history.prices[i]! < history.prices[i - 1]!) cuts++;
  const highest = Math.max(...history.prices, current);
  const total = highest > 0 ? ((highest - current) / highest) * 100 : 0;
  return { value: round1(total), score: clamp(total / 10), reference: highest, n: cuts };
}

/** Each advert's unit mates (the other adverts of its unit), from the pairs repeatAdverts finds. */
function unitMates(listings: readonly ListingSummary[]) {
  const mates = new Map<string, Set<string>>();
  const add = (a: string, b: string) => mates.set(a, (mates.get(a) ?? new Set()).add(b));
  const counts = repeatAdverts(
    listings.map((l) => ({ ...l })),
    (a, b) => {
      add(a, b);
      add(b, a);
    },
  );
  return { counts, mates };
}

/** How scattered the asking prices of an advert and its unit mates are: highest over lowest, in percent. */
function priceSpread(
  listing: ListingSummary,
  mates: ReadonlySet<string> | undefined,
  byId: ReadonlyMap<string, ListingSummary>,
): number | null {
  if (!mates || mates.size === 0) return null;
  const prices = [listing, ...[...mates].map((id) => byId.get(id)!)]
    .map((l) => yearlyAmount(l))
    .filter((p): p is number => p !== null && p > 0);
  if (prices.length < 2) return null;
  return round1((Math.max(...prices) / Math.min(...prices) - 1) * 100);
}

export function radarRows(input: RadarInput): RadarRow[] {
  const { counts: repeats, mates } = unitMates(input.listings);
  const byId = new Map(input.listings.map((l) => [l.externalID, l]));
  const byAgency = new Map<string, number>();
  for (const l of input.listings) {
    const key = l.agency?.externalID ?? l.agency?.name;
    if (key) byAgency.set(key, (byAgency.get(key) ?? 0) + 1);
  }
  const histories = new Map(input.listings.map((l) => [l.externalID, input.history(l.externalID)]));
  const days = new Map(
    input.listings.map((l) => [l.externalID, daysListed(l, histories.get(l.externalID)!, input.now)]),
  );
  const known = [...days.values()].filter((d): d is number => d !== null);
  const medianDays = median(known);
  return input.listings
    .map((l): RadarRow => {
      const d = days.get(l.externalID) ?? null;
      const perSqft = meaningfulPricePerSqft(l);
      const t = perSqft === null ? null : input.transacted(l);
      const premium = t && perSqft !== null && t.n >= MIN_TRANSACTED ? (perSqft / t.median - 1) * 100 : null;
      const repeat = repeats.get(l.externalID);
      const others = repeat ? repeat.photo + repeat.facts : 0;
      const spread = priceSpread(l, mates.get(l.externalID), byId);
      const agencyKey = l.agency?.externalID ?? l.agency?.name;
      const agencyAdverts = agencyKey ? (byAgency.get(agencyKey) ?? null) : null;
      const factors: Record<RadarFactor, RadarFactorValue> = {
        'days-on-market': {
          value: d,
          score: d === null || !medianDays ? null : clamp((d / medianDays - 1) / 2),
          reference: medianDays,
          n: known.length,
        },
        'price-cuts': priceCuts(histories.get(l.externalID)!, l.price),
        premium: {
          value: premium === null ? null : round1(premium),
          score: premium === null ? null : clamp(premium / 30),
          reference: t && t.n >= MIN_TRANSACTED ? Math.round(t.median) : null,
          n: t?.n ?? null,
          place: t?.place ?? null,
        },
        'repeat-adverts': {
          value: others,
          score: clamp(others / 3 + (spread ?? 0) / 20),
          reference: null,
          n: null,
          spread,
        },
        'agency-size': {
          value: agencyAdverts,
          score: agencyAdverts === null ? null : clamp(1 - Math.log10(agencyAdverts) / 2),
          reference: null,
          n: null,
        },
      };
      const { score, judged } = radarScore(factors, input.weights);
      return {
        externalID: l.externalID,
        title: l.title ?? null,
        purpose: l.purpose,
        price: l.price,
        rentFrequency: l.rentFrequency,
        pricePerSqft: perSqft === null ? null : Math.round(perSqft),
        rooms: l.rooms,
        areaSqft: l.areaSqft,
        place: l.location.at(-1)?.name ?? null,
        agency: l.agency?.name ?? null,
        factors,
        score,
        judged,
      };
    })
    .sort((a, b) => b.score - a.score || b.judged - a.judged || a.externalID.localeCompare(b.externalID));
}
