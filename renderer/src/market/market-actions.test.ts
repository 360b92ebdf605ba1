// The figures on screen keep the query they were computed from: a form changed and estimated again does not
// relabel them, outliers switched on are computed again for their own query, and only a load replaces them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '#shared/errors';
import type { MarketQueryInput } from '#shared/ipc/contract';

const invoke = vi.fn();
vi.mock('../api/api', () => ({ api: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => {} } }));

const { estimateMarket, formDiffers, lookIsFree, loadMarket, quoteForm, restoreShownForm, setIncludeOutliers } =
  await import('./market-actions');
const { useMarket } = await import('./market-store');
const { initialMarketForm } = await import('./market-form');
const { analysisFixture } = await import('#shared/market/testing/analysis-fixture');

const marina = { externalID: '5002', label: 'Dubai Marina', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } };
const jvc = { externalID: '5006', label: 'Jumeirah Village Circle' };

/** Requests the next plan needs: 0 goes straight on to the load and the figures. */
let needed = 0;
/** Whether every list of the next market is stored (a quote then answers the plan, else null). */
let stored = false;

function plan(requestsNeeded: number) {
  return {
    steps: [],
    requestsNeeded,
    requestsSpent: 0,
    estimatedSeconds: 1,
    quotaRemaining: null,
    quotaLimit: null,
    quotaShare: null,
    offline: false,
  };
}

beforeEach(() => {
  needed = 0;
  stored = false;
  invoke.mockReset();
  invoke.mockImplementation(async (channel: string, input: { query?: MarketQueryInput }) => {
    switch (channel) {
      case 'market:plan':
        return ok(plan(needed));
      case 'market:quote':
        return ok({ plan: stored ? plan(needed) : null });
      case 'usage:get':
        return ok({ thisMonth: 10 });
      case 'market:load':
        return ok({ taskId: 't', steps: [], requestsSpent: needed, cancelled: false, warnings: [] });
      case 'market:analyze':
        return ok({ ...analysisFixture(), period: input.query?.period ?? '12m' });
      default:
        throw new Error(`unexpected ${channel}`);
    }
  });
  useMarket.setState({ form: initialMarketForm(), phase: 'idle', query: null, queryForm: null, shown: null });
});

const analyzedQueries = () =>
  invoke.mock.calls.filter(([channel]) => channel === 'market:analyze').map(([, input]) => input.query);

describe('the figures on screen and their query', () => {
  it('stay labelled with the query they were computed from while the form asks another', async () => {
    const { setForm } = useMarket.getState();
    setForm({ places: [marina, jvc], beds: [1, 2], period: '12m' });
    await estimateMarket();
    const first = useMarket.getState().shown!;
    expect(first.query).toMatchObject({ period: '12m', beds: [1, 2], category: 'apartments' });
    expect(first.form.places.map((p) => p.externalID)).toEqual(['5002', '5006']);
    expect(formDiffers(useMarket.getState().form, first)).toBe(false);

    // JVC removed, any category, studios, 3 months: estimated, but the load costs requests and is not yet agreed.
    needed = 12;
    setForm({ places: [marina], category: 'any', beds: [0], period: '3m' });
    expect(formDiffers(useMarket.getState().form, useMarket.getState().shown)).toBe(true);
    await estimateMarket();
    const state = useMarket.getState();
    expect(state.phase).toBe('planned');
    expect(state.query).toMatchObject({ period: '3m', beds: [0] });
    // The figures, their query and the places to pin are still those of the first look.
    expect(state.shown).toBe(first);
    expect(state.shown!.query.period).toBe('12m');
    expect(state.shown!.form.places.map((p) => p.externalID)).toEqual(['5002', '5006']);

    // Outliers switched on: the figures on screen are computed again for their own query, not the form's.
    await setIncludeOutliers(true);
    expect(analyzedQueries().at(-1)).toEqual(first.query);
    expect(useMarket.getState().shown!.query).toBe(first.query);

    // Loaded: the new figures replace the old, with their query, and the form matches them again.
    await loadMarket();
    const loaded = useMarket.getState().shown!;
    expect(loaded.query).toMatchObject({ period: '3m', beds: [0], places: [{ id: '5002' }] });
    expect(loaded.query).not.toHaveProperty('category');
    expect(loaded.look).toEqual({ plan: 0, load: 12 });
    expect(formDiffers(useMarket.getState().form, loaded)).toBe(false);
  });

  it('says the form differs when it switches Sales to Sales and rents, and puts it back on asking', async () => {
    const { setForm } = useMarket.getState();
    setForm({ places: [marina], purpose: 'for-sale' });
    await estimateMarket();
    setForm({ purpose: 'both' });
    expect(formDiffers(useMarket.getState().form, useMarket.getState().shown)).toBe(true);
    restoreShownForm();
    expect(useMarket.getState().form.purpose).toBe('for-sale');
    expect(formDiffers(useMarket.getState().form, useMarket.getState().shown)).toBe(false);
    // A form that cannot be asked (no place) differs too.
    setForm({ places: [] });
    expect(formDiffers(useMarket.getState().form, useMarket.getState().shown)).toBe(true);
  });
});

describe('a look that costs nothing', () => {
  it('is known as soon as the form asks a market whose lists are all stored, and only for that form', async () => {
    const { setForm } = useMarket.getState();
    setForm({ places: [marina], beds: [1, 2] });
    await estimateMarket();
    expect(lookIsFree(useMarket.getState())).toBe(false);
    // A narrower bedroom choice of the market on screen: every list is held, the quote answers 0 requests.
    stored = true;
    setForm({ beds: [1] });
    await quoteForm();
    expect(lookIsFree(useMarket.getState())).toBe(true);
    // The form moves on to a market not held: the quote is null and the form no longer says it costs nothing.
    stored = false;
    setForm({ beds: [3] });
    expect(lookIsFree(useMarket.getState())).toBe(false);
    await quoteForm();
    expect(lookIsFree(useMarket.getState())).toBe(false);
    // Held, but the plan would still fetch (a stale page): not free.
    stored = true;
    needed = 4;
    await quoteForm();
    expect(lookIsFree(useMarket.getState())).toBe(false);
  });
});

describe('places named while their market loads', () => {
  it('are named so in the figures shown, as on the form (a saved market refilled by its English names)', async () => {
    const unnamed = { externalID: '5002', label: 'Dubai Marina' };
    useMarket.getState().setForm({ places: [unnamed], beds: [1] });
    const answered = invoke.getMockImplementation()!;
    // The places' names in every language arrive while the market loads, as saved-actions.ts gives them.
    invoke.mockImplementation(async (channel: string, input: { query?: MarketQueryInput }) => {
      if (channel === 'market:load') {
        const { queryForm, patch } = useMarket.getState();
        patch({ queryForm: { ...queryForm!, places: [marina] } });
      }
      return answered(channel, input);
    });
    await estimateMarket();
    expect(useMarket.getState().shown!.form.places).toEqual([marina]);
  });
});
