// Result types of the market analytics channels: plain serializable objects (numbers, strings, arrays), so the
// renderer can chart them, the CLI can print them and the export service can write them as they are.
import type { MessageRef } from '../../messages/message-ref';
import type { Localized } from '../../domain/lang';
import type { Purpose } from '../../domain/listing';

/** Bedroom count as charted: 0 is a studio, 5 stands for five or more. */
export type BedsBucket = 0 | 1 | 2 | 3 | 4 | 5;
export type CompletionKind = 'ready' | 'off-plan';

/** One figure with its sample: medians are exact, over the transactions that are not excluded as outliers. */
export interface Figure {
  /** Transactions in the medians. */
  count: number;
  medianPrice: number | null;
  /** Median AED per sq ft, over the transactions that have an area. */
  medianPricePerSqft: number | null;
  pricePerSqftCount: number;
  /** Transactions of this group flagged by the outlier rule (left out of the medians when the rule excludes). */
  outliers: number;
}

/** Several picked places analysed as one market are one unit; otherwise each place is its own unit. */
export interface MarketUnit {
  key: string;
  label: string;
  placeIds: string[];
}

/** Dates are YYYY-MM-DD, inclusive. */
export interface DateSpan {
  from: string;
  to: string;
}

export interface CoverageView {
  unit: string;
  placeId: string;
  purpose: Purpose;
  /** held: the whole period is stored; partial: a shorter span is (a capped fetch); missing: nothing usable. */
  status: 'held' | 'partial' | 'missing';
  span: DateSpan | null;
  /** When the oldest page of the span was fetched (ISO 8601). */
  fetchedAt: string | null;
  /** False when the span is older than its freshness (served offline or because the service failed). */
  fresh: boolean;
}

export interface MonthlyPoint extends Figure {
  unit: string;
  purpose: Purpose;
  month: string;
  beds: BedsBucket | null;
  completion: CompletionKind | null;
  /**
   * The days of the month the analysed span covers, when that is not the whole month: a period counted back in
   * days (12 months: the last 365) starts and ends inside a month, so its first and last month hold fewer days and
   * fewer transactions; null for a whole month.
   */
  partial: DateSpan | null;
}

export interface SummaryRow extends Figure {
  unit: string;
  purpose: Purpose;
  beds: BedsBucket | null;
  completion: CompletionKind | null;
  span: DateSpan;
}

export interface Histogram {
  unit: string;
  purpose: Purpose;
  /** Lower edge of the first bin and the width of every bin, in AED per sq ft. */
  start: number;
  binWidth: number;
  counts: number[];
  /** Transactions below the first bin and above the last (the 1st and 99th percentiles bound the bins). */
  below: number;
  above: number;
  total: number;
  outliers: number;
}

export type ChangeSpan = 'month' | 'quarter' | 'year';

export interface ChangeRow {
  unit: string;
  purpose: Purpose;
  beds: BedsBucket | null;
  span: ChangeSpan;
  current: Figure & DateSpan;
  /** Null when the stored transactions do not reach back over the previous span. */
  previous: (Figure & DateSpan) | null;
  /** Fractional changes (0.05 is +5 %), null where either side has no figure. */
  change: { count: number | null; medianPrice: number | null; medianPricePerSqft: number | null };
}

export interface YieldCell {
  unit: string;
  label: string;
  beds: BedsBucket | null;
  saleMedian: number | null;
  /** Median yearly rent. */
  rentMedian: number | null;
  /** rentMedian / saleMedian, null without both. */
  grossYield: number | null;
  saleCount: number;
  rentCount: number;
  /** Fewer than 10 transactions on either side: shown, but marked. */
  thin: boolean;
}

export interface GapCell {
  unit: string;
  purpose: Purpose;
  beds: BedsBucket | null;
  /**
   * Median asking AED per sq ft of the units advertised in the last 30 days (rents as yearly rent): a unit advertised
   * more than once (shared/market/unit-groups) counts once, at the median of its adverts.
   */
  askingMedianPerSqft: number | null;
  /** Adverts stored, each repeat of a unit included. */
  askingCount: number;
  /** Of them, adverts of a unit already counted: the median is over askingCount − askingRepeats units. */
  askingRepeats: number;
  transactedMedianPerSqft: number | null;
  transactedCount: number;
  /** asking / transacted − 1 (0.08: asking is 8 % above transacted). */
  gap: number | null;
  /**
   * Whether every page of the unit's current listing search (see AskingCoverage) is stored: otherwise the asking
   * side is whatever listings happen to be stored (an estimate's first page, another search's), a partial sample.
   */
  askingComplete: boolean;
  thin: boolean;
}

/** How much of one place's current listings (the market's listing search for a purpose) is stored. */
export interface AskingCoverage {
  unit: string;
  placeId: string;
  purpose: Purpose;
  /** Listings the data service had for the search when its first page was saved; null when none is saved. */
  listed: number | null;
  /** Pages of the search saved within the asking window, of its pagesTotal (null when page 1 is not saved). */
  pagesHeld: number;
  pagesTotal: number | null;
  complete: boolean;
}

export interface OutlierRow {
  unit: string;
  purpose: Purpose;
  transactionId: string;
  date: string;
  location: string;
  beds: BedsBucket | null;
  price: number;
  areaSqft: number | null;
  pricePerSqft: number;
  /**
   * mad: far from the median of its place, purpose, bedroom count and month; building: far from the median of its
   * building or project (the place it records, with enough transactions); floor: below the floor of its group.
   */
  reason: 'mad' | 'building' | 'floor';
  cellMedianPerSqft: number;
  /** How many scaled MADs from the cell median (null for the floor rule in cells too small for MADs). */
  deviations: number | null;
}

/** The outlier rule as applied, returned with every result so the view can state it. */
export interface OutlierRule {
  measure: 'pricePerSqft';
  cell: string;
  k: number;
  madScale: number;
  minCellSize: number;
  floorRatio: number;
  floorCell: string;
  /** A transaction whose building or project has this many of its purpose and bedroom count is judged against it. */
  buildingCell: string;
  minBuildingSize: number;
  excluded: boolean;
  description: string;
}

/**
 * One building or project as transactions record it (their place, when it is not the place asked itself), with how
 * the outlier rule judged its transactions: the building segmentation beside the outliers.
 */
export interface BuildingRow {
  unit: string;
  purpose: Purpose;
  /** The place as recorded (English, as the service sends it). */
  location: string;
  count: number;
  /** The median AED per sq ft of all its transactions with an area, flagged ones included (what the rule judged by). */
  medianPricePerSqft: number | null;
  pricePerSqftCount: number;
  flagged: number;
  /** The bedroom counts it had enough of to be judged against itself; the others were judged against the place. */
  ownBeds: BedsBucket[];
}

export interface CompareValue {
  unit: string;
  value: number | null;
  /** The sample behind the value; for a yield, the smaller of its sales and rents. */
  sample: number;
  /** Sales and rents behind the value: a measure of one purpose has that side only, a yield both. */
  saleSample: number | null;
  rentSample: number | null;
  /** Against the first unit, in the row's diffKind. */
  diff: number | null;
}

export interface CompareRow {
  measure: 'count' | 'medianPrice' | 'medianPricePerSqft' | 'grossYield' | 'yearChangePerSqft';
  purpose: Purpose | null;
  beds: BedsBucket | null;
  /**
   * relative: value / first − 1 (0.05 is 5 % more); points: value − first, for measures that are ratios themselves
   * (a yield, a change), so 7.1 % against 7.8 % is +0.007 (0.7 percentage points), never "+9.9 %".
   */
  diffKind: 'relative' | 'points';
  values: CompareValue[];
  /** Units with the highest and the lowest value; null when fewer than two have one. */
  highest: string | null;
  lowest: string | null;
}

/** Transactions of a unit and purpose that have no bedroom count, of all its transactions in the period. */
export interface BedroomlessCount {
  unit: string;
  purpose: Purpose;
  count: number;
  total: number;
}

export interface MarketAnalysis {
  units: MarketUnit[];
  period: string;
  coverage: CoverageView[];
  rule: OutlierRule;
  monthly: MonthlyPoint[];
  monthlyByBeds: MonthlyPoint[];
  monthlyByCompletion: MonthlyPoint[];
  summary: SummaryRow[];
  histograms: Histogram[];
  changes: ChangeRow[];
  yields: YieldCell[];
  gaps: GapCell[];
  /** Per unit, place and purpose: how complete the current listings behind the gap are. */
  asking: AskingCoverage[];
  outliers: OutlierRow[];
  outliersTotal: number;
  /** The buildings and projects the transactions name, most transactions first (at most 100 per place and purpose). */
  buildings: BuildingRow[];
  /**
   * The outlier list's place names in other languages. A transaction names its place as plain text, as recorded
   * (/transactions has no langs parameter and no place id), so these come only from places stored by earlier
   * look-ups (the place picker asks for every language); a name missing here is shown as recorded. No request is
   * sent for them.
   */
  locationNames: Record<string, Localized>;
  compare: CompareRow[];
  /** What the analysis rests on that the broker should know (places not held, held in part, old), worded where shown. */
  warnings: MessageRef[];
  /** Saved listings naming a place of the look whose stored body could not be read (a damaged cache), left out. */
  unreadableListings: number;
  /**
   * Per unit and purpose: the period's transactions without a bedroom count (offices, shops, plots, whole buildings,
   * or none recorded). They count in every figure over all bedrooms but in no bedroom's, which a note says.
   */
  withoutBedrooms: BedroomlessCount[];
  /** Time spent computing in the worker, for the status line. */
  computeMs: number;
  /** Time the worker spent bringing its columnar copy up to date first (reading the store when cold). */
  syncMs: number;
}

export interface MarketPlanStep {
  unit: string;
  placeId: string;
  placeName: string;
  purpose: Purpose;
  /** stored: nothing to fetch; extend: only the older months (oldest first); fetch: the whole period. */
  action: 'stored' | 'extend' | 'fetch';
  pagesPlanned: number;
  pagesCached: number;
  requestsNeeded: number;
  totalItems: number;
  capped: boolean;
  held: DateSpan | null;
}

export interface MarketPlan {
  steps: MarketPlanStep[];
  requestsNeeded: number;
  /** Requests the plan itself spent (the first page of each list to fetch, unless it was saved). */
  requestsSpent: number;
  estimatedSeconds: number;
  quotaRemaining: number | null;
  quotaLimit: number | null;
  /** requestsNeeded as a share of the month's remaining quota (0.1 is 10 %), when the gateway reported one. */
  quotaShare: number | null;
  offline: boolean;
}

export interface MarketLoadStep {
  placeId: string;
  purpose: Purpose;
  action: MarketPlanStep['action'];
  requestsSpent: number;
  pagesFetched: number;
  /** The span now held, null when nothing usable could be had. */
  held: DateSpan | null;
  complete: boolean;
  missingPages: number[];
}

export interface MarketLoadSummary {
  taskId: string;
  steps: MarketLoadStep[];
  requestsSpent: number;
  cancelled: boolean;
  warnings: MessageRef[];
}

/** A listing's percentile and the place of its trail that answered; found is null when no place has any. */
export interface ListingPercentile {
  found: { result: PercentileResult; place: { id: string; name: string } } | null;
}

export interface PercentileResult {
  /** Where the asking AED per sq ft falls among the transactions (0–100, mid-rank), null without any. */
  percentile: number | null;
  n: number;
  below: number;
  equal: number;
  span: DateSpan | null;
  thin: boolean;
  rule: OutlierRule;
}
