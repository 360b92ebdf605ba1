// The acquisition radar: current listings scored for how likely the seller or landlord is to take a new mandate or a
// lower price, from factors each shown with its value and what it rests on. The score is a weighted mean of the
// factors that could be judged (each from 0 to 1), as a number from 0 to 100; the weights are the broker's.
import type { MessageRef } from '../messages/message-ref';
import type { Localized } from './lang';
import type { Purpose } from './listing';

export const RADAR_FACTORS = ['days-on-market', 'price-cuts', 'premium', 'repeat-adverts', 'agency-size'] as const;
export type RadarFactor = (typeof RADAR_FACTORS)[number];

export type RadarWeights = Record<RadarFactor, number>;

/** Long on the market and cut in price weigh most; a premium over what sold, then the unit's other adverts. */
export const DEFAULT_RADAR_WEIGHTS: RadarWeights = {
  'days-on-market': 3,
  'price-cuts': 3,
  premium: 2,
  'repeat-adverts': 1,
  'agency-size': 1,
};

export interface RadarFactorValue {
  /** The factor's own figure: days, percent cut, percent premium, adverts, the agency's adverts. Null: unknown. */
  value: number | null;
  /** 0 to 1 (null when the factor could not be judged: it then counts for nothing). */
  score: number | null;
  /** days-on-market: the place's median days; premium: the median AED per sq ft transacted. */
  reference: number | null;
  /** What the reference rests on (transactions or listings), or the number of price cuts. */
  n: number | null;
  /** premium: the place whose transactions gave the median (the advert's most specific with enough of them). */
  place?: string | null;
  /**
   * repeat-adverts: how scattered the asking prices of the unit's adverts are, in percent (highest over lowest, a
   * rent counted per year); null without another advert of the unit.
   */
  spread?: number | null;
}

export interface RadarRow {
  externalID: string;
  title: Localized | null;
  purpose: Purpose;
  /** As advertised; a rent in its period (`rentFrequency`). */
  price: number;
  rentFrequency: string | null;
  /** AED per sq ft, a rent counted per year. */
  pricePerSqft: number | null;
  rooms: number | null;
  areaSqft: number | null;
  place: string | null;
  agency: string | null;
  factors: Record<RadarFactor, RadarFactorValue>;
  /** 0 to 100. */
  score: number;
  /** Factors judged (the score rests on these). */
  judged: number;
}

export interface RadarView {
  target: { kind: 'place' | 'item'; name: string };
  purpose: Purpose;
  asOf: string;
  rows: RadarRow[];
  weights: RadarWeights;
  /** Each factor's rule and the score's, as sentences (printed with the list and in its export). */
  rules: Record<RadarFactor | 'score', string>;
  /** Listings left out (no price, a daily let), and why. */
  skipped: number;
  warnings: MessageRef[];
}

/** The weighted mean of the judged factors' scores, 0 to 100 (one decimal), and how many were judged. */
export function radarScore(
  factors: Record<RadarFactor, Pick<RadarFactorValue, 'score'>>,
  weights: RadarWeights,
): { score: number; judged: number } {
  let sum = 0;
  let weight = 0;
  let judged = 0;
  for (const f of RADAR_FACTORS) {
    const s = factors[f].score;
    if (s === null || weights[f] <= 0) continue;
    sum += s * weights[f];
    weight += weights[f];
    judged++;
  }
  return { score: weight === 0 ? 0 : Math.round((sum / weight) * 1000) / 10, judged };
}
