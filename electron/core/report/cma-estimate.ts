// The figures of a comparative market analysis from its included comparables: the value range (AED per sq ft
// quartiles × the subject's size), its confidence, the gross yield of a rental where sales are stored, and the RERA
// rent-increase check. Every rule is a sentence the report prints.
import type {
  CmaComparable,
  CmaEstimate,
  CmaSubject,
  CmaYield,
  Confidence,
  RentIncreaseCheck,
} from '#shared/ipc/contract';
import { median, quantile } from '../analytics/stats/select';

/** Fewer included transactions than this give no estimate. */
export const MIN_COMPARABLES = 3;
/** The default takes transactions at least this similar … */
export const MIN_SIMILARITY = 60;
/** … and at most this many of them, the most similar first … */
export const MAX_INCLUDED = 30;
/** … among at most this many candidates, the most recent first. */
export const CANDIDATE_LIMIT = 400;

export const SELECTION_RULE =
  `Included by default: registered transactions with a known area, not flagged by the outlier rule, of similarity ` +
  `${MIN_SIMILARITY} or more, the ${MAX_INCLUDED} most similar (of the ${CANDIDATE_LIMIT} most recent candidates). Current listings are shown as the competition ` +
  '(asking prices, not achieved) and never enter the estimate. The broker may include or exclude any transaction.';

export const ESTIMATE_RULE =
  `Low, central and high are the 25th, 50th and 75th percentiles (linear interpolation) of the included ` +
  `transactions' AED per sq ft, times the subject's size, rounded to the AED; no estimate from fewer than ` +
  `${MIN_COMPARABLES} transactions. A rent is per year.`;

export const CONFIDENCE_RULE =
  'High: 10 or more comparables, a spread (P75 − P25 over the median) of 15 % or less, and the newest within 90 ' +
  'days. Medium: 5 or more comparables and a spread of 30 % or less. Low: otherwise.';

export const RENT_INCREASE_RULE =
  'An estimate from Aqar Lens data, not the official RERA rental index calculator. The average rent of similar ' +
  "units is the mean of the included rent comparables' AED per sq ft times the subject's size. Decree No. 43 of " +
  '2013: a current rent up to 10 % below that average allows no increase; 11–20 % below, 5 %; 21–30 %, 10 %; ' +
  '31–40 %, 15 %; more than 40 %, 20 %.';

const DAY_MS = 86_400_000;
// To the fils, half up as the printed rule reads (toFixed rounds the binary value: a median of 108.815 became 108.81).
const fils = (n: number): number => Math.round(n * 100) / 100;

/** The included transactions with an AED per sq ft: the estimate's evidence. */
export function evidenceOf(comparables: readonly CmaComparable[]): CmaComparable[] {
  return comparables.filter((c) => c.included && c.source === 'transaction' && c.pricePerSqft !== null);
}

export function confidenceOf(n: number, spreadPct: number, newestAgeDays: number): Confidence {
  if (n >= 10 && spreadPct <= 15 && newestAgeDays <= 90) return 'high';
  if (n >= 5 && spreadPct <= 30) return 'medium';
  return 'low';
}

export function estimateOf(
  subject: CmaSubject,
  comparables: readonly CmaComparable[],
  now: number,
): CmaEstimate | null {
  const evidence = evidenceOf(comparables);
  if (evidence.length < MIN_COMPARABLES) return null;
  const values = evidence.map((c) => c.pricePerSqft!);
  const perSqft = {
    low: fils(quantile(values, 0.25)),
    central: fils(median(values)),
    high: fils(quantile(values, 0.75)),
  };
  const dates = evidence.map((c) => c.date!).sort();
  const spreadPct = Math.round(((perSqft.high - perSqft.low) / perSqft.central) * 1000) / 10;
  const newestAge = Math.floor((now - Date.parse(`${dates.at(-1)!}T00:00:00Z`)) / DAY_MS);
  return {
    low: Math.round(perSqft.low * subject.sizeSqft),
    central: Math.round(perSqft.central * subject.sizeSqft),
    high: Math.round(perSqft.high * subject.sizeSqft),
    perSqft,
    n: evidence.length,
    from: dates[0]!,
    to: dates.at(-1)!,
    spreadPct,
    confidence: confidenceOf(evidence.length, spreadPct, newestAge),
  };
}

/** The increase RERA's bands allow for a current rent this far below the average (percent). */
export function allowedIncreasePct(belowAveragePct: number): number {
  if (belowAveragePct <= 10) return 0;
  if (belowAveragePct <= 20) return 5;
  if (belowAveragePct <= 30) return 10;
  if (belowAveragePct <= 40) return 15;
  return 20;
}

export function rentIncreaseOf(subject: CmaSubject, comparables: readonly CmaComparable[]): RentIncreaseCheck | null {
  if (subject.purpose !== 'for-rent' || subject.currentRent === undefined) return null;
  const evidence = evidenceOf(comparables);
  if (evidence.length < MIN_COMPARABLES) return null;
  const mean = evidence.reduce((sum, c) => sum + c.pricePerSqft!, 0) / evidence.length;
  const averageRent = Math.round(mean * subject.sizeSqft);
  const below = Math.max(0, ((averageRent - subject.currentRent) / averageRent) * 100);
  const belowAveragePct = Math.round(below * 10) / 10;
  return { averageRent, belowAveragePct, allowedIncreasePct: allowedIncreasePct(belowAveragePct), n: evidence.length };
}

/** A rental's gross yield at the estimated rent over the price the stored sales of its bedrooms give its size. */
export function yieldOf(
  subject: CmaSubject,
  estimate: CmaEstimate | null,
  salePerSqft: readonly number[],
): CmaYield | null {
  if (subject.purpose !== 'for-rent' || !estimate || salePerSqft.length < MIN_COMPARABLES) return null;
  const perSqft = fils(median(salePerSqft));
  const price = perSqft * subject.sizeSqft;
  return {
    grossPct: Math.round((estimate.central / price) * 10_000) / 100,
    saleN: salePerSqft.length,
    salePerSqft: perSqft,
  };
}
