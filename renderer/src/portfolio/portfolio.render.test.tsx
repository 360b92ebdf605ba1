// Renders the watchlist and a snapshot's estimate to static markup in every language (node environment, no DOM):
// the test ids end-to-end tests rely on, the cost said before anything is spent, and no string left undefined.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { WatchItem } from '#shared/domain/portfolio';
import type { SnapshotEstimate } from '#shared/ipc/contract';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(async () => ({ ok: true, value: [] })), on: vi.fn() } }));

const { usePreferences } = await import('../state/preferences-store');
const { usePortfolio, NEW_TASK } = await import('./portfolio-store');
const { WatchlistCard } = await import('./WatchlistCard');
const { SnapshotPanel } = await import('./SnapshotPanel');
const { HistoryChart } = await import('./HistoryChart');

/** Static rendering reads a store's initial state (React's server snapshot), so the tests set that one. */
function seed<S extends object>(store: { getInitialState(): S }, patch: Partial<S>): void {
  Object.assign(store.getInitialState(), patch);
}

const item: WatchItem = {
  id: 3,
  kind: 'agency',
  externalID: '100026',
  name: 'Willow Shore Estates',
  ownerID: null,
  savedQueryId: null,
  addedAt: '2026-01-01T00:00:00.000Z',
  removedAt: null,
  snapshots: 2,
  lastSnapshot: { id: 9, takenAt: '2026-01-08T08:00:00.000Z', listings: 1325 },
  lastRun: { id: 4, status: 'interrupted', startedAt: '2026-01-09T08:00:00.000Z', error: null, errorCode: null },
};

describe('portfolio views render', () => {
  it('the watchlist row: name, size, a marked interrupted run and its actions', () => {
    seed(usePortfolio, { items: [item], status: 'ok' });
    seed(usePreferences, { lang: 'en' });
    const html = renderToStaticMarkup(<WatchlistCard />);
    expect(html).toContain('data-testid="watch-row"');
    expect(html).toContain('Willow Shore Estates');
    expect(html).toContain('1,325');
    expect(html).toContain('Interrupted; it will be taken again');
    for (const id of ['snapshot-now', 'watch-history', 'watch-remove', 'agency-picker-input']) {
      expect(html).toContain(`data-testid="${id}"`);
    }
  });

  it('the estimate, in every language, with the quota left', () => {
    seed(usePortfolio, {
      tasks: {
        [item.id]: {
          ...NEW_TASK,
          phase: 'confirm',
          estimate: {
            items: [],
            estimatedRequests: 54,
            basis: 'last-snapshot',
            estimatedSeconds: 11,
            quotaRemaining: 420,
            quotaLimit: 750,
            spentThisMonth: 108,
          },
        },
      },
    });
    for (const lang of LANGS) {
      seed(usePreferences, { lang });
      const html = renderToStaticMarkup(<SnapshotPanel itemId={item.id} />);
      expect(html, lang).not.toMatch(/undefined|\{\w+\}/);
      expect(html, lang).toContain('data-testid="snapshot-start"');
    }
    seed(usePreferences, { lang: 'en' });
    const html = renderToStaticMarkup(<SnapshotPanel itemId={item.id} />);
    expect(html).toContain('About 54 requests');
    expect(html).toContain('420 of 750 requests left on the plan this month.');
    expect(html).toContain('Snapshots spent 108 requests this month.');
    seed(usePreferences, { lang: 'ru' });
    const ru = renderToStaticMarkup(<SnapshotPanel itemId={item.id} />);
    expect(ru).toContain('Осталось 420 из 750 запросов тарифа в этом месяце.');
    expect(ru).toContain('Снимки израсходовали 108 запросов в этом месяце.');
  });

  it('a running snapshot counts its pages, listings and requests in the language’s plural forms', () => {
    seed(usePortfolio, {
      tasks: {
        [item.id]: {
          ...NEW_TASK,
          phase: 'running',
          planned: { pages: 21, listings: 1001, requests: 22 },
          progress: { done: 3, total: 21, requests: 3 },
        },
      },
    });
    for (const lang of LANGS) {
      seed(usePreferences, { lang });
      expect(renderToStaticMarkup(<SnapshotPanel itemId={item.id} />), lang).not.toMatch(/undefined|\{\w+\}/);
    }
    seed(usePreferences, { lang: 'ru' });
    const ru = renderToStaticMarkup(<SnapshotPanel itemId={item.id} />);
    expect(ru).toContain('21 страница, 1 001 объявление, 22 запроса.');
    expect(ru).toContain('3 из 21 стр. · 3 запроса');
  });

  it('a first snapshot estimated from the listing counts says so, item by item, in every language', () => {
    const estimate = {
      items: [
        {
          itemId: 1,
          kind: 'agency',
          name: 'Dhow Crown',
          lists: 1,
          estimatedRequests: 73,
          basis: 'listing-count',
          listings: 1820,
          countAt: '2026-06-01T08:00:00.000Z',
        },
        {
          itemId: 2,
          kind: 'agency',
          name: 'Solace Bridge',
          lists: 1,
          estimatedRequests: 10,
          basis: 'listing-count',
          listings: 242,
          countAt: '2026-06-01T08:00:00.000Z',
        },
      ],
      estimatedRequests: 83,
      basis: 'listing-count',
      estimatedSeconds: 17,
      quotaRemaining: null,
      quotaLimit: null,
      spentThisMonth: 0,
    } as const satisfies SnapshotEstimate;
    seed(usePortfolio, {
      tasks: { [item.id]: { ...NEW_TASK, phase: 'confirm', estimate: { ...estimate, items: [...estimate.items] } } },
    });
    for (const lang of LANGS) {
      seed(usePreferences, { lang });
      const html = renderToStaticMarkup(<SnapshotPanel itemId={item.id} />);
      expect(html, lang).not.toMatch(/undefined|\{\w+\}/);
      expect(html.match(/data-basis="listing-count"/g), lang).toHaveLength(3);
    }
    seed(usePreferences, { lang: 'en' });
    const html = renderToStaticMarkup(<SnapshotPanel itemId={item.id} />);
    expect(html).toContain('About 83 requests');
    expect(html).toContain('estimated from the listing counts');
    expect(html).not.toContain('at least');
    expect(html).toContain('Dhow Crown: about 73 requests for 1,820 listings');
    seed(usePreferences, { lang: 'ar' });
    expect(renderToStaticMarkup(<SnapshotPanel itemId={item.id} />)).toContain('تقديرًا من أعداد الإعلانات');
  });

  it('a chart with nothing to draw says so in every language, instead of bare axes', () => {
    const rents = { keys: ['rent'], rows: [1, 2].map((id) => ({ id, at: '', values: { rent: null } })) };
    const chart = (set: typeof rents) => (
      <HistoryChart
        title="Rents"
        testId="chart-prices-rent"
        set={set}
        labelOf={String}
        xLabel={() => ''}
        format={String}
      />
    );
    for (const lang of LANGS) {
      seed(usePreferences, { lang });
      const html = renderToStaticMarkup(chart(rents));
      expect(html, lang).toContain('data-testid="chart-prices-rent-blank"');
      expect(html, lang).not.toContain('undefined');
      expect(html, lang).not.toContain('chart-prices-rent-table-toggle');
    }
    seed(usePreferences, { lang: 'en' });
    expect(renderToStaticMarkup(chart(rents))).toContain('No snapshot holds a figure for this yet.');
    const one = { ...rents, rows: [{ id: 1, at: '', values: { rent: 120_000 } }] };
    expect(renderToStaticMarkup(chart(one as never))).not.toContain('-blank');
  });
});
