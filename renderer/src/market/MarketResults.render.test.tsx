// The analysis renders every card with its table, in English and in Arabic, outliers counted beside the figures.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));
// Server rendering reads a store's initial state; the preferences come from this object instead.
const prefs = { lang: 'en' as 'en' | 'ar', theme: 'light' as const, areaUnit: 'sqft' as const };
vi.mock('../state/preferences-store', () => ({
  usePreferences: <T,>(select: (s: typeof prefs) => T) => select(prefs),
}));

const { MarketResults } = await import('./MarketResults');
const { analysisFixture } = await import('./testing/analysis-fixture');

const query = {
  places: [
    { id: '5002', name: 'Dubai Marina' },
    { id: '5006', name: 'Jumeirah Village Circle' },
  ],
  purpose: 'both' as const,
  category: 'apartments' as const,
  period: '3m' as const,
};

function render(lang: 'en' | 'ar') {
  prefs.lang = lang;
  return renderToStaticMarkup(<MarketResults analysis={analysisFixture()} query={query} look={{ plan: 0, load: 0 }} />);
}

describe('market results', () => {
  it('shows every card with its table and exports', () => {
    const html = render('en');
    for (const id of [
      'trend',
      'beds',
      'sales-rents',
      'completion',
      'histogram',
      'change',
      'yield',
      'gap',
      'outliers',
      'compare',
    ]) {
      expect(html, id).toContain(`data-testid="card-${id}"`);
      expect(html, id).toContain(`data-testid="export-csv-${id}"`);
      expect(html, id).toMatch(new RegExp(`data-testid="table-${id}(-empty)?"`));
    }
    expect(html).toContain('This look cost no requests');
    expect(html).toContain('3 outliers excluded');
    expect(html).toContain('data-testid="outlier-rule"');
    expect(html).toContain('data-testid="pin-5006"');
  });

  it('reads in Arabic', () => {
    const html = render('ar');
    expect(html).toContain('الوسيط الشهري وحجم الصفقات');
    expect(html).toContain('منطقة مقابل منطقة');
    expect(html).not.toContain('Monthly medians');
  });
});
