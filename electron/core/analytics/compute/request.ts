// What the core asks the worker to analyse, as plain data: units of place scopes, the filters, and for each unit
// and purpose the span of days the store holds completely.
import type { BedsBucket, MarketAnalysis, OutlierRule } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import type { OutlierOptions } from './outliers';

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
