// Between the Market view and a saved market analysis: the market on screen as it is saved (its query with the
// places named as picked, and whether outliers count in the medians), and the Market view's form rebuilt from a
// saved one, places as chips with their names.
import type { BedsBucket, MarketQueryInput, SavedMarket, SavedMarketInput } from '#shared/ipc/contract';
import type { MarketFormState } from '../market';

const BUCKETS: readonly number[] = [0, 1, 2, 3, 4, 5];
const isBucket = (n: number): n is BedsBucket => BUCKETS.includes(n);

/** The market whose figures are on screen, as saved: no cache policy (each run chooses its own). */
export function savedMarketOf(query: MarketQueryInput, includeOutliers: boolean): SavedMarketInput {
  const { policy: _policy, ...kept } = query;
  return { query: kept, includeOutliers };
}

/**
 * The Market view's form asking the saved market. The form has no "as one market" switch: places saved as one
 * market on the command line (`aqar market trends`) are shown side by side, as the view always shows them.
 */
export function marketFormFromSaved(saved: SavedMarket): MarketFormState {
  const { query } = saved;
  return {
    places: query.places.map((p) => ({ externalID: p.id, label: p.name })),
    purpose: query.purpose,
    category: query.category ?? 'any',
    completion: query.completion,
    beds: (query.beds ?? []).filter(isBucket),
    period: query.period,
  };
}
