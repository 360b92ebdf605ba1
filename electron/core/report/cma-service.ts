// A comparative market analysis from the local store, in the worker: the subject's candidate comparables (stored
// transactions judged by the outlier rule, current listings as the competition), each scored for similarity,
// included by the printed default or the broker's choice, and the figures drawn from the included ones. No request
// is sent here: the caller loads the market of `cmaMarketQuery` first (with its estimate of requests).
import { ref, type MessageRef } from '#shared/messages/message-ref';
import type { AskingRow } from '../store/listings-repo';
import type { CmaComparable, CmaExclusion, CmaQuery, CmaReport, CmaSubject } from '#shared/ipc/contract';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import { cmaBeds, cmaMarketQuery } from '#shared/report/cma-market';
import { isoToDay, PERIOD_DAYS } from '../analytics/dates';
import { listsOf } from '../analytics/market-lists';
import type { ComparableTransaction } from '../analytics/compute/request';
import { held, warningOf, type AnalysisDeps } from '../services/market-analysis';
import { similarityOf, SIMILARITY_RULE } from './cma-similarity';
import {
  CANDIDATE_LIMIT,
  CONFIDENCE_RULE,
  ESTIMATE_RULE,
  estimateOf,
  MAX_INCLUDED,
  MIN_COMPARABLES,
  MIN_SIMILARITY,
  RENT_INCREASE_RULE,
  rentIncreaseOf,
  SELECTION_RULE,
  yieldOf,
} from './cma-estimate';

const DAY_MS = 86_400_000;
/** Listings seen within this many days are the current competition (as the Market view's asking prices). */
const ASKING_DAYS = 30;

function listingCompletion(status: string | null): CmaComparable['completion'] {
  if (!status) return null;
  if (/off.?plan|under/i.test(status)) return 'under-construction';
  return /complet|ready/i.test(status) ? 'completed' : null;
}

function fromTransaction(subject: CmaSubject, t: ComparableTransaction, today: number, days: number): CmaComparable {
  const scored = similarityOf(
    subject,
    { ...t, place: t.location, ageDays: Math.max(0, today - isoToDay(t.date)) },
    days,
  );
  return {
    id: t.transactionId,
    source: 'transaction',
    price: t.price,
    areaSqft: t.areaSqft,
    pricePerSqft: t.pricePerSqft,
    date: t.date,
    beds: t.beds,
    place: t.location,
    category: t.category,
    completion: t.completion,
    ...scored,
    included: false,
    excludedBecause: null,
    outlier: t.outlier,
  };
}

/** A listing as the competition: its asking price (a rent counted per year); daily lets have no yearly figure. */
function fromListing(subject: CmaSubject, row: AskingRow, place: string, days: number): CmaComparable | null {
  const times = subject.purpose === 'for-rent' ? rentPeriodsPerYear(row.rentFrequency) : 1;
  if (times === null) return null;
  const price = row.price * times;
  const completion = listingCompletion(row.completionStatus);
  const scored = similarityOf(
    subject,
    { place, beds: row.rooms, areaSqft: row.areaSqft, category: row.propertyType, completion, ageDays: 0 },
    days,
  );
  return {
    id: row.externalID,
    source: 'listing',
    price,
    areaSqft: row.areaSqft,
    pricePerSqft: row.areaSqft > 0 ? Number((price / row.areaSqft).toFixed(2)) : null,
    date: null,
    beds: row.rooms,
    place,
    category: row.propertyType,
    completion,
    ...scored,
    included: false,
    excludedBecause: 'listing',
    outlier: null,
  };
}

/** The default selection, then the broker's own inclusions and exclusions. */
function select(comparables: CmaComparable[], query: CmaQuery): void {
  const include = new Set(query.include);
  const exclude = new Set(query.exclude);
  let taken = 0;
  for (const c of comparables) {
    if (c.source === 'listing') continue;
    let because: CmaExclusion | null = null;
    if (c.pricePerSqft === null) because = 'no-area';
    else if (c.outlier && query.outliers.exclude) because = `outlier-${c.outlier.reason}`;
    else if (c.similarity < MIN_SIMILARITY || taken >= MAX_INCLUDED) because = 'less-similar';
    if (because === null) taken++;
    if (exclude.has(c.id)) because = 'broker';
    else if (include.has(c.id) && c.pricePerSqft !== null) because = null;
    c.included = because === null;
    c.excludedBecause = because;
  }
}

export async function cmaReport(deps: AnalysisDeps, query: CmaQuery): Promise<CmaReport> {
  const { subject } = query;
  const source = deps.runtime.source().id;
  const days = PERIOD_DAYS[query.period];
  const today = Math.floor(deps.now / DAY_MS);
  const [list] = listsOf(cmaMarketQuery(subject, query.period), source);
  const h = held(deps.runtime, list!, deps.now);
  const outliers = query.outliers;
  const answer = await deps.worker.call('compute', 'analytics:comparables', {
    source,
    category: list!.scope.category,
    placeId: subject.place.id,
    placeName: subject.place.name,
    purpose: subject.purpose,
    beds: cmaBeds(subject.beds),
    span: h.span,
    outliers,
    askingSince: deps.now - ASKING_DAYS * DAY_MS,
    limit: CANDIDATE_LIMIT,
  });
  const bySimilarity = (a: CmaComparable, b: CmaComparable) =>
    b.similarity - a.similarity || (b.date ?? '').localeCompare(a.date ?? '') || a.id.localeCompare(b.id);
  const transactions = answer.transactions.map((t) => fromTransaction(subject, t, today, days)).sort(bySimilarity);
  select(transactions, query);
  const listings = answer.listings
    .map((row) => fromListing(subject, row, subject.place.name, days))
    .filter((c): c is CmaComparable => c !== null)
    .sort(bySimilarity);
  const comparables = [...transactions, ...listings];
  const estimate = estimateOf(subject, comparables, deps.now);
  const warnings: MessageRef[] = [];
  const warning = warningOf(h.view, subject.place.name);
  if (warning) warnings.push(warning);
  if (h.span && listings.length === 0) {
    warnings.push(ref('report.noListings', { place: subject.place.name }));
  }
  if (!estimate && h.span) {
    warnings.push(ref('report.tooFewComparables', { min: MIN_COMPARABLES }));
  }
  return {
    subject,
    period: query.period,
    asOf: new Date(deps.now).toISOString(),
    coverage: h.view,
    comparables,
    candidates: { transactions: answer.total, listed: answer.transactions.length, listings: listings.length },
    estimate,
    yield: await rentalYield(deps, query, estimate),
    rentIncrease: rentIncreaseOf(subject, comparables),
    rules: {
      similarity: SIMILARITY_RULE,
      selection: SELECTION_RULE,
      estimate: ESTIMATE_RULE,
      confidence: CONFIDENCE_RULE,
      rentIncrease: RENT_INCREASE_RULE,
    },
    outlierRule: answer.rule,
    warnings,
  };
}

/** A rental's gross yield where sales of its bedrooms are stored for its place (none are fetched for it). */
async function rentalYield(deps: AnalysisDeps, query: CmaQuery, estimate: CmaReport['estimate']) {
  const { subject } = query;
  if (subject.purpose !== 'for-rent' || !estimate) return null;
  const source = deps.runtime.source().id;
  const [sales] = listsOf(cmaMarketQuery(subject, query.period, 'for-sale'), source);
  const h = held(deps.runtime, sales!, deps.now);
  if (!h.span) return null;
  const answer = await deps.worker.call('compute', 'analytics:comparables', {
    source,
    category: sales!.scope.category,
    placeId: subject.place.id,
    placeName: subject.place.name,
    purpose: 'for-sale',
    beds: [Math.min(subject.beds, 5) as 0 | 1 | 2 | 3 | 4 | 5],
    span: h.span,
    outliers: query.outliers,
    askingSince: deps.now,
    limit: CANDIDATE_LIMIT,
  });
  const perSqft = answer.transactions
    .filter((t) => t.pricePerSqft !== null && !(t.outlier && query.outliers.exclude))
    .map((t) => t.pricePerSqft!);
  return yieldOf(subject, estimate, perSqft);
}
