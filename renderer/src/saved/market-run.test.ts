// When a re-run saved market counts as run: its new figures on screen, never the figures that were there before,
// and never once the broker turned to another market, dropped the plan or met a failure.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MarketAnalysis, MarketQueryInput } from '#shared/ipc/contract';
import { initialMarketForm, marketKey } from '../market/market-form';
import { useMarket, type ShownMarket } from '../market/market-store';
import { whenMarketShown } from './market-run';

const marina: MarketQueryInput = { places: [{ id: '5002', name: 'Dubai Marina' }], purpose: 'for-sale' };
const jvc: MarketQueryInput = { places: [{ id: '5006', name: 'JVC' }], purpose: 'for-sale' };
const KEY = marketKey(marina);

const shownOf = (query: MarketQueryInput): ShownMarket => ({
  analysis: {} as MarketAnalysis,
  query,
  form: initialMarketForm(),
  look: { plan: 0, load: 0 },
  load: null,
  ranAt: 0,
});

/** Settles within the test, or says it is still waiting. */
const settled = (promise: Promise<ShownMarket | null>) =>
  Promise.race([promise, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), 20))]);

beforeEach(() => useMarket.getState().patch({ phase: 'idle', query: null, shown: null, recomputing: false }));

describe('whenMarketShown', () => {
  it('resolves at once with figures the estimate already put on screen (a free look)', async () => {
    const shown = shownOf(marina);
    useMarket.getState().patch({ phase: 'ready', query: marina, shown });
    expect(await whenMarketShown(KEY, null)).toBe(shown);
  });

  it('waits through the plan and the load, then resolves with the new figures', async () => {
    const before = shownOf(marina);
    useMarket.getState().patch({ phase: 'planned', query: marina, shown: before });
    const waiting = whenMarketShown(KEY, before);
    expect(await settled(waiting)).toBe('waiting');
    useMarket.getState().patch({ phase: 'loading' });
    expect(await settled(waiting)).toBe('waiting');
    const after = shownOf(marina);
    useMarket.getState().patch({ phase: 'ready', shown: after });
    expect(await waiting).toBe(after);
  });

  it('gives up when the plan is dropped, another market is asked, or the look fails', async () => {
    const before = shownOf(marina);
    useMarket.getState().patch({ phase: 'planned', query: marina, shown: before });
    const dropped = whenMarketShown(KEY, before);
    useMarket.getState().patch({ phase: 'ready' });
    expect(await dropped).toBeNull();

    useMarket.getState().patch({ phase: 'planned', query: marina });
    const other = whenMarketShown(KEY, before);
    useMarket.getState().patch({ phase: 'planning', query: jvc });
    expect(await other).toBeNull();

    useMarket.getState().patch({ phase: 'planning', query: marina });
    const failed = whenMarketShown(KEY, before);
    useMarket.getState().patch({ phase: 'error' });
    expect(await failed).toBeNull();
  });
});
