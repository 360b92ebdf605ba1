// From a market query to the worker's analysis: which stored span each unit and purpose can use (what is held,
// fresh or not, with the age said), what the broker must be told about it, and the result assembled.
import { ref, type MessageRef } from '#shared/messages/message-ref';
import type { Purpose } from '#shared/domain/listing';
import type {
  BedsBucket,
  CoverageView,
  ListingPercentile,
  MarketAnalysis,
  MarketQuery,
  PercentileResult,
} from '#shared/ipc/contract';
import { CHANNELS } from '#shared/ipc/contract';
import { ENOUGH, type PercentileAsk } from '#shared/market/percentile-ask';
import type { z } from 'zod';
import { isFresh } from '../cache/freshness';
import type { AnalyzeSpan, AnalyzeUnit } from '../analytics/compute/request';
import type { OutlierOptions } from '../analytics/compute/outliers';
import { dayToIso } from '../analytics/dates';
import {
  analysisSpan,
  bucketsOf,
  decide,
  listsOf,
  purposesOf,
  unitsOf,
  type MarketList,
} from '../analytics/market-lists';
import type { DataRuntime } from '../data/data-runtime';
import { categoryKey } from '../data/transaction-scope';
import type { WorkerHost } from '../worker/worker-host';
import { askingCoverageOf } from './asking-coverage';
import { locationNamesOf } from './location-names';

type PercentileInput = z.output<(typeof CHANNELS)['market:percentile']['input']>;

const DAY_MS = 86_400_000;
/** Listings seen within this many days count as current asking prices. */
const ASKING_DAYS = 30;

export interface Held {
  view: CoverageView;
  span: { fromDay: number; toDay: number } | null;
}

export function held(runtime: DataRuntime, list: MarketList, now: number): Held {
  const { coverage } = decide(runtime.store.marketCoverage.list(list.scope), list, 'offline', now);
  const base = { unit: list.unit.key, placeId: list.place.id, purpose: list.purpose };
  if (!coverage) return { view: { ...base, status: 'missing', span: null, fetchedAt: null, fresh: false }, span: null };
  const span = analysisSpan(coverage, list);
  return {
    view: {
      ...base,
      status: span.partial ? 'partial' : 'held',
      span: { from: dayToIso(span.fromDay), to: dayToIso(span.toDay) },
      fetchedAt: new Date(coverage.fetchedAt).toISOString(),
      fresh: isFresh('transactions', coverage.fetchedAt, now),
    },
    span: { fromDay: span.fromDay, toDay: span.toDay },
  };
}

export function warningOf(view: CoverageView, place: string): MessageRef | null {
  const purpose = view.purpose === 'for-sale' ? 'sale' : 'rent';
  if (view.status === 'missing') return ref('market.nothingStored', { place, purpose });
  if (view.status === 'partial') return ref('market.heldFrom', { place, purpose, from: Date.parse(view.span!.from) });
  if (!view.fresh) return ref('market.asOf', { place, purpose, on: Date.parse(view.fetchedAt!) });
  return null;
}

export interface AnalysisDeps {
  runtime: DataRuntime;
  worker: WorkerHost;
  now: number;
}

export async function analyzeMarket(
  deps: AnalysisDeps,
  query: MarketQuery,
  outliers: OutlierOptions,
  sections: 'trends' | 'all',
): Promise<MarketAnalysis> {
  const { runtime } = deps;
  const source = runtime.source().id;
  const lists = listsOf(query, source);
  const units = unitsOf(query);
  const purposes = purposesOf(query);
  const coverage: CoverageView[] = [];
  const spans: AnalyzeSpan[] = [];
  const warnings: MessageRef[] = [];
  for (const unit of units) {
    for (const purpose of purposes) {
      const parts = lists
        .filter((l) => l.unit.key === unit.key && l.purpose === purpose)
        .map((l) => ({ list: l, held: held(runtime, l, deps.now) }));
      for (const { list, held: h } of parts) {
        coverage.push(h.view);
        const warning = warningOf(h.view, list.place.name);
        if (warning) warnings.push(warning);
      }
      // A combined unit is analysed over the days every one of its places holds.
      if (parts.some((p) => !p.held.span)) continue;
      const fromDay = Math.max(...parts.map((p) => p.held.span!.fromDay));
      const toDay = Math.min(...parts.map((p) => p.held.span!.toDay));
      if (fromDay <= toDay) spans.push({ unit: unit.key, purpose: purpose as Purpose, fromDay, toDay });
    }
  }
  const analyzeUnits: AnalyzeUnit[] = units.map((u) => ({
    ...u,
    placeNames: u.placeIds.map(
      (id) => runtime.store.entities.name(source, 'location', id) ?? query.places.find((p) => p.id === id)!.name,
    ),
  }));
  const askingSince = deps.now - ASKING_DAYS * DAY_MS;
  const asking = sections === 'all' ? askingCoverageOf(runtime, query, units, purposes, askingSince) : [];
  // A combined unit's listings are complete only when every one of its places' are.
  const askingComplete = units.flatMap((u) =>
    purposes
      .filter((purpose) => {
        const parts = asking.filter((a) => a.unit === u.key && a.purpose === purpose);
        return parts.length > 0 && parts.every((a) => a.complete);
      })
      .map((purpose) => ({ unit: u.key, purpose })),
  );
  const { sync, ...result } = await deps.worker.call('compute', 'analytics:analyze', {
    source,
    category: query.category ? categoryKey([query.category]) : '*',
    units: analyzeUnits,
    purposes,
    beds: bucketsOf(query),
    completion: query.completion,
    spans,
    outliers,
    sections,
    askingSince,
    askingComplete,
  });
  const recorded = [...new Set(result.outliers.map((o) => o.location).filter(Boolean))];
  return {
    ...result,
    locationNames: locationNamesOf(recorded, runtime.store.entities.locationsNamed(source, recorded)),
    syncMs: sync.ms,
    units,
    period: query.period,
    coverage,
    asking,
    warnings: [...warnings, ...result.warnings],
  };
}

export async function percentileOfAsking(deps: AnalysisDeps, input: PercentileInput): Promise<PercentileResult> {
  const query: MarketQuery = {
    places: [input.place],
    combine: false,
    purpose: input.purpose,
    completion: input.completion,
    beds: [input.beds],
    period: input.period,
    ...(input.category ? { category: input.category } : {}),
  };
  const [list] = listsOf(query, deps.runtime.source().id);
  const h = held(deps.runtime, list!, deps.now);
  const answer = await deps.worker.call('compute', 'analytics:percentile', {
    source: list!.scope.source,
    category: list!.scope.category,
    placeId: input.place.id,
    placeName: input.place.name,
    purpose: input.purpose,
    beds: input.beds as BedsBucket,
    completion: input.completion,
    span: h.span,
    outliers: input.outliers,
    pricePerSqft: input.pricePerSqft,
  });
  return { ...answer, span: h.view.span, thin: answer.n < 10 };
}

/**
 * A listing's percentile: the most specific place of its trail with enough stored transactions (its category first,
 * then any category), else the place with the most; null when no place holds any.
 */
export async function percentileOfListing(deps: AnalysisDeps, ask: PercentileAsk): Promise<ListingPercentile> {
  let best: NonNullable<ListingPercentile['found']> | null = null;
  for (const place of ask.places) {
    for (const category of ask.category ? [ask.category, undefined] : [undefined]) {
      const input = CHANNELS['market:percentile'].input.parse({
        place,
        purpose: ask.purpose,
        beds: ask.beds,
        pricePerSqft: ask.pricePerSqft,
        ...(category ? { category } : {}),
      });
      const result = await percentileOfAsking(deps, input);
      if (result.n === 0) continue;
      if (result.n >= ENOUGH) return { found: { result, place } };
      if (!best || result.n > best.result.n) best = { result, place };
    }
  }
  return { found: best };
}
