// The notes under "Asking against transacted": a partial sample only when listings are missing, every count with its
// noun in the language's plural form.
import { describe, expect, it, vi } from 'vitest';
import { LANGS, type Lang } from '#shared/domain/lang';
import type { AskingCoverage, GapCell, MarketAnalysis } from '#shared/ipc/contract';
import type { TableContext } from '#shared/market/tables/table-model';

vi.mock('../../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));

const { askingNotes } = await import('./YieldGapCards');
const { analysisFixture } = await import('#shared/market/testing/analysis-fixture');

const ctx = (lang: Lang): TableContext => ({
  lang,
  unit: 'sqft',
  excluded: true,
  placeName: (key) => (key === '5002' ? 'Dubai Marina' : 'Jumeirah Village Circle'),
  locationName: (recorded) => recorded,
  scope: (key) => key ?? 'every place',
});

/** Dubai Marina's sales: `stored` listings held, `listed` in the search, not every page loaded. */
function analysis(stored: number, listed: number | null): MarketAnalysis {
  const a = analysisFixture();
  const gap: GapCell = { ...a.gaps[0]!, askingCount: stored, askingComplete: false, gap: null };
  const asking: AskingCoverage = {
    unit: '5002',
    placeId: '5002',
    purpose: 'for-sale',
    listed,
    pagesHeld: listed === null ? 0 : 1,
    pagesTotal: listed === null ? null : 5,
    complete: false,
  };
  return { ...a, gaps: [gap], asking: [asking] };
}

describe('asking notes', () => {
  it('do not call a sample partial when every current listing is stored', () => {
    const [en] = askingNotes(analysis(91, 91), ctx('en'));
    expect(en).not.toMatch(/partial/);
    expect(en).toContain('Dubai Marina · Sales: all current listings (91) are stored');
    const [ru] = askingNotes(analysis(91, 91), ctx('ru'));
    expect(ru).not.toMatch(/неполн/);
  });

  it('call a sample partial when some are missing, the noun agreeing with the number it follows', () => {
    expect(askingNotes(analysis(20, 91), ctx('en'))[0]).toMatch(
      /20 of 91 current listings are stored, a partial sample/,
    );
    expect(askingNotes(analysis(0, 1), ctx('en'))[0]).toMatch(/0 of 1 current listing is stored/);
    const ru = (stored: number, listed: number) => askingNotes(analysis(stored, listed), ctx('ru'))[0];
    expect(ru(0, 1)).toContain('сохранено 0 из 1 текущего объявления');
    expect(ru(2, 3)).toContain('сохранено 2 из 3 текущих объявлений');
    expect(ru(2, 5)).toContain('сохранено 2 из 5 текущих объявлений');
    expect(ru(20, 21)).toContain('сохранено 20 из 21 текущего объявления');
    expect(ru(20, 21)).toContain('неполная выборка');
  });

  // Issue 34: listings stored by other searches, the place's own listing search never loaded, read "156 of 156 current
  // listings are stored (estimating the cost loaded only the first page), a partial sample": a contradiction.
  it('say the count is not known yet when listings were stored by other searches, never "n of n"', () => {
    const [en] = askingNotes(analysis(156, null), ctx('en'));
    expect(en).not.toMatch(/156 of 156|estimating the cost/);
    expect(en).toBe(
      'Dubai Marina · Sales: 156 current listings are stored from other searches; how many the place has is known once its listing search is loaded. Until then its asking price is a partial sample, with no gap.',
    );
    for (const lang of LANGS) expect(askingNotes(analysis(156, null), ctx(lang))[0], lang).not.toMatch(/156.*156/);
  });

  it('do not claim the estimate stored the sample', () => {
    expect(askingNotes(analysis(20, 91), ctx('en'))[0]).toBe(
      'Dubai Marina · Sales: 20 of 91 current listings are stored, a partial sample: its asking price is marked, with no gap until the rest are loaded.',
    );
  });

  it('say when no listing is stored at all', () => {
    expect(askingNotes(analysis(0, null), ctx('en'))).toEqual([
      'Dubai Marina · Sales: no current listings are stored.',
    ]);
  });

  it('leave no placeholder unfilled in any language', () => {
    for (const lang of LANGS) {
      for (const [stored, listed] of [
        [91, 91],
        [0, 1],
        [1, 2],
        [3, 21],
        [0, null],
        [156, null],
      ] as const) {
        for (const line of askingNotes(analysis(stored, listed), ctx(lang))) expect(line, lang).not.toMatch(/[{}]/);
      }
    }
  });
});
