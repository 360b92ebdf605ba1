// The market in words for headings and About sheets, and the span every held list covers.
import { describe, expect, it } from 'vitest';
import { aboutOf, heldSpan, queryText } from './market-about';
import { analysisFixture } from '#shared/market/testing/analysis-fixture';
import { tableExportSchema } from '#shared/ipc/contract';
import { hasBidiControls } from '#shared/text/bidi-controls';

const query = {
  places: [
    { id: '5002', name: 'Dubai Marina' },
    { id: '5006', name: 'Jumeirah Village Circle' },
  ],
  purpose: 'both' as const,
  category: 'apartments' as const,
  completion: 'any' as const,
  beds: [1, 2],
  period: '12m' as const,
};

describe('market about', () => {
  it('says the market in one line', () => {
    expect(queryText(query, 'en')).toBe(
      'Dubai Marina and Jumeirah Village Circle · Sales and rents · Apartments · 1 bed, 2 beds · 12 months',
    );
    expect(queryText({ ...query, completion: 'off-plan', beds: [] }, 'en')).toContain('· Off-plan · All bedrooms ·');
  });

  it('takes the latest start and the earliest end of the held spans', () => {
    const a = analysisFixture();
    a.coverage[1] = { ...a.coverage[1]!, span: { from: '2026-01-15', to: '2026-03-20' } };
    expect(heldSpan(a)).toEqual({ from: '2026-01-15', to: '2026-03-20' });
  });

  it('lists every parameter, the fetch times and the outlier rule for the About sheet', () => {
    const about = aboutOf(query, analysisFixture(), 'en', 'sqft');
    expect(about.parameters.map((p) => p.name)).toEqual([
      'Places',
      'Purpose',
      'Category',
      'Completion',
      'Bedrooms',
      'Period',
    ]);
    expect(about.fetched).toEqual({ oldest: '2026-04-01T08:00:00.000Z', newest: '2026-04-01T08:00:00.000Z' });
    // The rule says what "enough" is for a building to be judged against itself, then the rule itself.
    expect(about.notes[0]).toMatch(
      /^A transaction is judged against its building or project .* at least 10 transactions .* Flagged when AED per sq ft is more than 3 spreads from the median .*\(a spread is 1\.4826 × the median absolute deviation/,
    );
    expect(about.notes[1]).toBe('Excluded from every median in this view.');
  });

  // The research day's finding: the area comparison's workbook was refused in Arabic, its notes carrying the isolates
  // the catalogue sets around a sentence's figures.
  it.each(['ar', 'hi', 'en'] as const)('gives an About sheet export:table takes, in %s', (lang) => {
    const about = aboutOf(query, analysisFixture(), lang, 'sqm');
    for (const note of about.notes) expect(hasBidiControls(note), note).toBe(false);
    const request = tableExportSchema.safeParse({
      format: 'xlsx',
      destination: { kind: 'download' },
      fileName: 'market',
      presentation: { lang, areaUnit: 'sqm' },
      title: about.query,
      parameters: about.parameters,
      fetched: about.fetched,
      notes: about.notes,
      sheets: [{ name: 'Sheet', columns: [{ id: 'a', header: 'A', kind: 'text' }], rows: [['x']] }],
    });
    expect(request.error?.issues ?? []).toEqual([]);
  });
});
