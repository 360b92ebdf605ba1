// What adverts sold for: adverts that went from the stored history matched to the sale or rent transactions
// registered afterwards for the same unit (same place, bedrooms, a size within a tolerance, inside a date window),
// each match with a confidence and its reasons; and the ratios from the matches (sale-to-list, rent-to-ask, days
// from listing to registration) per place and bedrooms and per agency, each with the matches it rests on.
import type { MessageRef } from '../messages/message-ref';
import type { Purpose } from './listing';

/** No ratio is shown from fewer matches than this ("fewer than 5" instead). */
export const MIN_SOLD_MATCHES = 5;

/** Why a pair was matched, each with its figure (the window renders them as sentences, the CLI as data). */
export type SoldReason =
  | { kind: 'same-place'; place: string; level: 'same' | 'within' }
  | { kind: 'size-diff'; percent: number }
  | { kind: 'days-after-gone'; days: number }
  | { kind: 'price-ratio'; ratio: number; plausible: boolean }
  | { kind: 'rivals'; count: number };

export interface SoldMatch {
  externalID: string;
  transactionId: string;
  purpose: Purpose;
  /** The advert's most specific place. */
  place: string;
  beds: number;
  agency: string | null;
  areaSqft: number | null;
  /** The last asking price seen (a rent counted per year), and what was registered. */
  lastAsking: number;
  achieved: number;
  /** achieved / lastAsking. */
  ratio: number;
  /** YYYY-MM-DD: the advert's first listing (or sighting), the last snapshot showing it, the registration. */
  firstListed: string;
  lastSeen: string;
  registered: string;
  /** Days from the first snapshot without the advert to the registration (negative: registered before that). */
  daysAfterGone: number;
  daysToRegistration: number;
  /** 0 to 1. */
  confidence: number;
  reasons: SoldReason[];
}

/** A median and the matches it rests on; null below MIN_SOLD_MATCHES. */
export interface SoldFigure {
  median: number | null;
  n: number;
}

export interface SoldRatioRow {
  /** byPlaceBeds: the place and bedrooms; byAgency: the agency (place and beds null). */
  place: string | null;
  beds: number | null;
  agency: string | null;
  matches: number;
  saleToList: SoldFigure;
  rentToAsk: SoldFigure;
  daysToRegistration: SoldFigure;
}

export interface SoldRule {
  sizeTolerancePercent: number;
  sizeToleranceSqft: number;
  daysBeforeGone: number;
  daysAfterGone: number;
  minConfidence: number;
}

/** What the answer lacks, for the window to say in its own words (the warnings say it for the CLI). */
export type SoldMissing = 'history' | 'gone' | 'transactions';

export interface SoldView {
  place: string;
  beds: number | null;
  asOf: string;
  matches: SoldMatch[];
  ratios: { byPlaceBeds: SoldRatioRow[]; byAgency: SoldRatioRow[] };
  /** Adverts of the place seen to go in the stored history, and transactions of the place considered. */
  gone: number;
  transactions: number;
  rule: SoldRule;
  missing: SoldMissing[];
  warnings: MessageRef[];
}
