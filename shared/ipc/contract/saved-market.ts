// A saved market analysis: the Market view's query (places with the names picked, purpose, filters, period), which
// analysis `aqar saved run` prints, and whether outliers count in the medians. Checked like a query the broker asks,
// so a saved or imported one that the Market view would refuse is refused when saved, naming the field.
import { z } from 'zod';
import { marketQuerySchema, type MarketQuery } from './analytics';

/** The analyses `aqar market` prints; the Market view shows them all at once. */
export const MARKET_ANALYSES = ['trends', 'yield', 'outliers', 'compare'] as const;
export type MarketAnalysisName = (typeof MARKET_ANALYSES)[number];

export const savedMarketSchema = z
  .strictObject({
    query: marketQuerySchema,
    /** What `aqar saved run` prints; absent when saved in the app (see analysisOf). */
    analysis: z.enum(MARKET_ANALYSES).optional(),
    /** Outliers kept in the medians (the Market view's "Include outliers", `aqar market --keep-outliers`). */
    includeOutliers: z.boolean().default(false),
  })
  .superRefine(({ query, analysis }, ctx) => {
    // What `aqar market <analysis>` itself refuses, refused when saved rather than when the search is run.
    if (analysis === 'compare' && query.places.length < 2)
      ctx.addIssue({ code: 'custom', path: ['query', 'places'], message: 'compare needs two to four places' });
    if (analysis === 'trends' && query.purpose === 'both')
      ctx.addIssue({ code: 'custom', path: ['query', 'purpose'], message: 'trends needs for-sale or for-rent' });
    if (analysis === 'yield' && query.purpose !== 'both')
      ctx.addIssue({ code: 'custom', path: ['query', 'purpose'], message: 'yield needs both (sales and rents)' });
  });

export type SavedMarketInput = z.input<typeof savedMarketSchema>;
export type ParsedSavedMarket = z.output<typeof savedMarketSchema>;

/** A market analysis as kept: the run's cache policy is the run's choice, never saved. */
export interface SavedMarket {
  query: Omit<MarketQuery, 'policy'>;
  analysis?: MarketAnalysisName;
  includeOutliers: boolean;
}

/** The parsed value as kept: the query without its cache policy. */
export function storedMarket(parsed: ParsedSavedMarket): SavedMarket {
  const { policy: _policy, ...query } = parsed.query;
  return {
    query,
    ...(parsed.analysis === undefined ? {} : { analysis: parsed.analysis }),
    includeOutliers: parsed.includeOutliers,
  };
}

/**
 * The analysis a saved market prints on the command line: the one it was saved with, else (saved in the app, which
 * shows every analysis) the one that reads it best: places side by side, else the yield of sales and rents, else
 * the trend of the one purpose.
 */
export function analysisOf(market: Pick<SavedMarket, 'query' | 'analysis'>): MarketAnalysisName {
  if (market.analysis) return market.analysis;
  const { places, combine, purpose } = market.query;
  if (places.length > 1 && !combine) return 'compare';
  return purpose === 'both' ? 'yield' : 'trends';
}
