// What the compare panel shows of the market, asked of the analytics service (the worker, over the market the broker
// loaded): where a listing's asking price falls among transactions, and a place's figures under the filters it was
// pinned with. The property page and the Market view ask the same service, so the three never disagree.
import { TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import type { ListingPercentile, MarketAnalysis, MarketQuery, PlacePick } from '#shared/ipc/contract';
import type { z } from 'zod';
import type { PercentileAsk } from '#shared/market/percentile-ask';
import { placeFiguresOf, type PlaceFigures, type PlaceScope } from '#shared/market/place-figures';
import { marketQuerySchema, outlierOptionsSchema } from '#shared/ipc/contract';

export interface MarketFiguresSource {
  listingPercentile(ask: PercentileAsk): Promise<ListingPercentile>;
  /** The place's figures from the stored market; null when nothing of it is stored under the scope. */
  placeFigures(place: PlacePick, scope: PlaceScope): Promise<PlaceFigures | null>;
}

/** What the panel needs of the analytics service. */
export interface MarketAnalyst {
  analyze(input: {
    query: MarketQuery;
    outliers: z.output<typeof outlierOptionsSchema>;
    sections: 'trends' | 'all';
  }): Promise<MarketAnalysis>;
  listingPercentile(ask: PercentileAsk): Promise<ListingPercentile>;
}

const CATEGORIES: readonly string[] = TRANSACTION_CATEGORY_NAMES;

/** The market query of one place under a scope (sales and rents, so that the yield has both sides); null if invalid. */
export function placeQuery(place: PlacePick, scope: PlaceScope): MarketQuery | null {
  const query = marketQuerySchema.safeParse({
    places: [place],
    purpose: 'both',
    period: scope.period,
    ...(scope.category && CATEGORIES.includes(scope.category) ? { category: scope.category } : {}),
    ...(scope.beds?.length ? { beds: scope.beds } : {}),
    ...(scope.completion ? { completion: scope.completion } : {}),
  });
  return query.success ? query.data : null;
}

export function analyticsMarketFigures(analyst: () => MarketAnalyst): MarketFiguresSource {
  return {
    listingPercentile: (ask) => analyst().listingPercentile(ask),
    placeFigures: async (place, scope) => {
      const query = placeQuery(place, scope);
      if (!query) return null;
      const analysis = await analyst().analyze({
        query,
        outliers: outlierOptionsSchema.parse({}),
        sections: 'all',
      });
      const held = analysis.coverage.some((c) => c.status !== 'missing');
      return held ? placeFiguresOf(analysis, place.id) : null;
    },
  };
}
