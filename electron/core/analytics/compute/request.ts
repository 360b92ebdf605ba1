// What the core asks the worker to analyse, as plain data: units of place scopes, the filters, and for each unit
// and purpose the span of days the store holds completely.
import type { BedsBucket, MarketAnalysis, OutlierRule } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import type { OutlierOptions } from './outliers';
import type { AskingRow } from '../../store/listings-repo';

export interface AnalyzeUnit {
  key: string;
  label: string;
  placeIds: string[];
  /** English names of the places, to find listings whose trail carries no ids. */
  placeNames: string[];
}

export interface AnalyzeSpan {
  unit: string;
  purpose: Purpose;
  fromDay: number;
  toDay: number;
}

export interface AnalyzeRequest {
  source: string;
  /** Canonical category filter, '*' for none. */
  category: string;
  units: AnalyzeUnit[];
  purposes: Purpose[];
  beds: BedsBucket[] | null;
  completion: 'ready' | 'off-plan' | 'any';
  /** Units and purposes without a span have nothing stored to analyse. */
  spans: AnalyzeSpan[];
  outliers: OutlierOptions;
  /** trends: the monthly series only (what the CLI's trends prints); all: every analysis. */
  sections: 'trends' | 'all';
  /** Listings seen since this instant (ms) count as current asking prices. */
  askingSince: number;
  /** Units and purposes whose current listing search is stored in full (the rest are partial samples). */
  askingComplete: { unit: string; purpose: Purpose }[];
}

export type AnalyzeResult = Omit<
  MarketAnalysis,
  'coverage' | 'asking' | 'period' | 'units' | 'syncMs' | 'locationNames'
>;

export interface PercentileRequest {
  source: string;
  category: string;
  placeId: string;
  /** The place's name: transactions recorded under it name no building (the outlier rule's building groups). */
  placeName?: string;
  purpose: Purpose;
  beds: BedsBucket;
  completion: 'ready' | 'off-plan' | 'any';
  span: { fromDay: number; toDay: number } | null;
  outliers: OutlierOptions;
  pricePerSqft: number;
}

export interface PercentileAnswer {
  percentile: number | null;
  n: number;
  below: number;
  equal: number;
  rule: OutlierRule;
}

export interface CountRequest {
  source: string;
  category: string;
  placeId: string;
  purpose: Purpose;
  beds: BedsBucket[] | null;
  /** completed, under-construction or any (the service's words). */
  completion: string;
  fromDay: number;
  toDay: number;
}

/** The stored evidence of a comparative market analysis: one place, purpose and span, bedrooms near the subject's. */
export interface ComparablesRequest {
  source: string;
  category: string;
  placeId: string;
  /** The place's name: transactions recorded under it name no building (the outlier rule's building groups). */
  placeName: string;
  purpose: Purpose;
  /** The bedroom buckets taken as candidates (the subject's and its neighbours). */
  beds: BedsBucket[];
  span: { fromDay: number; toDay: number } | null;
  outliers: OutlierOptions;
  /** Listings seen since this instant (ms) are the current competition. */
  askingSince: number;
  /** At most this many transactions, the most recent first. */
  limit: number;
}

/** A stored transaction as a candidate comparable, with the outlier rule's verdict on it. */
export interface ComparableTransaction {
  transactionId: string;
  date: string;
  /** The place it records (a building or project, or the place itself). */
  location: string;
  category: string | null;
  beds: BedsBucket | null;
  completion: 'completed' | 'under-construction' | null;
  price: number;
  areaSqft: number | null;
  pricePerSqft: number | null;
  outlier: { reason: 'mad' | 'building' | 'floor'; medianPerSqft: number; deviations: number | null } | null;
}

export interface ComparablesAnswer {
  transactions: ComparableTransaction[];
  /** Transactions of the span matching the filters before the limit. */
  total: number;
  listings: AskingRow[];
  rule: OutlierRule;
}
