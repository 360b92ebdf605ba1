// The analysis renders every card with its table, in English and in Arabic, outliers counted beside the figures.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));
// Server rendering reads a store's initial state; the preferences come from this object instead.
const prefs = {
  lang: 'en' as 'en' | 'ar',
  dataLang: 'interface' as const,
  theme: 'light' as const,
  areaUnit: 'sqft' as const,
};
vi.mock('../state/preferences-store', () => ({
  usePreferences: <T,>(select: (s: typeof prefs) => T) => select(prefs),
  // The data language follows the interface language here, as by default.
  dataLangIn: (s: typeof prefs) => s.lang,
}));

const { MarketResults } = await import('./MarketResults');
const { analysisFixture } = await import('#shared/market/testing/analysis-fixture');

const query = {
  places: [
    { id: '5002', name: 'Dubai Marina' },
    { id: '5006', name: 'Jumeirah Village Circle' },
  ],
  purpose: 'both' as const,
  category: 'apartments' as const,
  period: '3m' as const,
};

const form = {
  places: [
    { externalID: '5002', label: 'Dubai Marina', names: { en: 'Dubai Marina', ar: 'دبي مارينا' } },
    { externalID: '5006', label: 'Jumeirah Village Circle' },
  ],
  purpose: 'both' as const,
  category: 'apartments' as const,
  completion: 'any' as const,
  beds: [],
  period: '3m' as const,
};

function render(lang: 'en' | 'ar', stale = false, analysis = analysisFixture()) {
  prefs.lang = lang;
  const shown = { analysis, query, form, look: { plan: 0, load: 0 }, load: null, ranAt: 0 };
  return renderToStaticMarkup(<MarketResults shown={shown} stale={stale} />);
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
      'buildings',
      'compare',
    ]) {
      expect(html, id).toContain(`data-testid="card-${id}"`);
      expect(html, id).toContain(`data-testid="export-csv-${id}"`);
      expect(html, id).toMatch(new RegExp(`data-testid="table-${id}(-empty)?"`));
    }
    expect(html).toContain('This look cost no requests');
    expect(html).toContain('3 outliers excluded');
    expect(html).toContain('Showing 2 of 2.');
    expect(html).toContain('data-testid="outlier-rule"');
    expect(html).toContain('data-testid="pin-5006"');
  });

  it('labels the figures with their own query, and says so when the form has moved on', () => {
    const current = render('en');
    expect(current).not.toContain('data-testid="market-stale"');
    const stale = render('en', true);
    expect(stale).toContain('data-testid="market-stale"');
    expect(stale).toContain('data-stale="true"');
    expect(stale).toContain(
      'these figures are for Dubai Marina and Jumeirah Village Circle · Sales and rents · Apartments · All bedrooms · 3 months.',
    );
    expect(stale).toContain('Dubai Marina and Jumeirah Village Circle · Sales and rents · Apartments');
  });

  it('marks the partial first month in the chart footnote and says how months are counted', () => {
    const html = render('en');
    expect(html).toContain('data-testid="market-partial-note"');
    expect(html).toMatch(/first and last month hold only some days: 10\s–\u2060?\s31\sJan\s2026\./);
    expect(html).toMatch(
      /\* Partial months \(hatched bars, dashed lines, hollow dots\): 10\s–\u2060?\s31\sJan\s2026\./,
    );
    expect(html).toContain('data-partial="true"');
  });

  it('shows the yield difference in percentage points and the days of each change span', () => {
    const html = render('en');
    expect(html).toContain('+1.0 pp');
    expect(html).toContain('Jumeirah Village Circle: rents n');
    expect(html).toMatch(/Month \(30 days\): 1\s–\u2060?\s31\sMar\s2026 against 1\s–\u2060?\s28\sFeb\s2026/);
  });

  it('keeps offering current listings while a place lacks them, and charts no partial sample', () => {
    const complete = analysisFixture();
    // Dubai Marina's sales listings in full, nothing of Jumeirah Village Circle: the load stays on offer.
    const jvcMissing = {
      ...complete,
      asking: [
        ...complete.asking,
        {
          ...complete.asking[0]!,
          unit: '5006',
          placeId: '5006',
          listed: null,
          pagesHeld: 0,
          pagesTotal: null,
          complete: false,
        },
      ],
    };
    const one = render('en', false, jvcMissing);
    expect(one).toContain('data-testid="asking-estimate"');
    expect(one).toContain('Jumeirah Village Circle · Sales: no current listings are stored.');
    expect(one).toContain('data-testid="chart-gap"');
    // Only the estimate's first page of Dubai Marina: a partial sample with its n and the full count, no bar.
    const partial = {
      ...complete,
      asking: [{ ...complete.asking[0]!, listed: 3119, pagesHeld: 1, pagesTotal: 130, complete: false }],
      gaps: complete.gaps.map((g) => ({ ...g, askingCount: 24, askingComplete: false, gap: null })),
    };
    const two = render('en', false, partial);
    expect(two).toContain('Dubai Marina · Sales: 24 of 3,119 current listings are stored');
    expect(two).toContain('data-testid="asking-estimate"');
    expect(two).not.toContain('data-testid="chart-gap"');
    expect(two).toContain('partial sample');
    // Everything stored: no load offered.
    expect(render('en')).not.toContain('data-testid="asking-estimate"');
  });

  it("says how many saved listings could not be read, in the broker's language", () => {
    expect(render('en')).not.toContain('could not be read');
    const damaged = { ...analysisFixture(), unreadableListings: 3 };
    expect(render('en', false, damaged)).toContain(
      '3 saved listings of these places could not be read (the offline cache is damaged)',
    );
    expect(render('ar', false, damaged)).toContain('تعذّرت قراءة 3 من العقارات المحفوظة');
  });

  it("names the transactions without a bedroom count under the bedrooms chart, in the broker's language", () => {
    expect(render('en')).not.toContain('data-testid="without-bedrooms"');
    const withOffices = {
      ...analysisFixture(),
      withoutBedrooms: [{ unit: '5002', purpose: 'for-sale' as const, count: 17, total: 320 }],
    };
    expect(render('en', false, withOffices)).toContain(
      '17 of 320 transactions here have no bedroom count (offices, shops, plots, whole buildings, or none recorded): they count in the figures over every bedroom count, but in no line or row by bedrooms.',
    );
    expect(render('ar', false, withOffices)).toContain('17 من 320 صفقة هنا بلا عدد غرف نوم');
  });

  it('reads in Arabic', () => {
    const html = render('ar');
    expect(html).toContain('الوسيط الشهري وحجم الصفقات');
    expect(html).toContain('منطقة مقابل منطقة');
    expect(html).not.toContain('Monthly medians');
    // A detailed place a stored look-up named is in Arabic; the others are said to be as recorded.
    expect(html).toContain('مارينا جيت 2');
    expect(html).toContain('data-testid="outliers-names"');
    // The signed figure is set apart from the Arabic words (FSI…PDI), by the one formatter.
    expect(html).toContain('\u2068\u200e+1.0\u2069 نقطة مئوية');
  });
});
