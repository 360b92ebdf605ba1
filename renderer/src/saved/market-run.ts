// When a saved market's figures reach the screen. A look the store can answer shows at once; one that needs
// requests first shows its cost and waits for the broker to load it (or to ask another market, or to drop it).
import { marketKey } from '../market';
import { useMarket, type MarketState, type ShownMarket } from '../market';

type Outcome = { shown: ShownMarket } | { gone: true } | null;

/** The figures of the market `key` once they are new on screen, or that they will not come. */
function outcome(state: MarketState, key: string, before: ShownMarket | null): Outcome {
  const { shown, phase, query } = state;
  if (shown && shown !== before && marketKey(shown.query) === key) return { shown };
  // Another market asked, the plan dropped, or a failure said in the view: this run ends there.
  if (query && marketKey(query) !== key) return { gone: true };
  if (phase === 'idle' || phase === 'error' || (phase === 'ready' && !state.recomputing && shown === before))
    return { gone: true };
  return null;
}

/**
 * Resolves with the figures of `key` when they are on screen (new since `before`), or null when the broker turned
 * to something else. Called after the estimate: a free look has shown its figures by then.
 */
export function whenMarketShown(key: string, before: ShownMarket | null): Promise<ShownMarket | null> {
  return new Promise((resolve) => {
    const settle = (state: MarketState): boolean => {
      const result = outcome(state, key, before);
      if (!result) return false;
      resolve('shown' in result ? result.shown : null);
      return true;
    };
    if (settle(useMarket.getState())) return;
    const stop = useMarket.subscribe((state) => {
      if (settle(state)) stop();
    });
  });
}
