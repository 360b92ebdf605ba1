import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { loadMessages } from '../i18n/load-messages';
import { sayIn } from '../i18n/messages';
import { costText, doneText, itemBasisText, plannedText, progressText, quotaText } from './snapshot-text';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));
const item = (listings: number, requests: number) => ({
  itemId: 1,
  kind: 'agency' as const,
  name: 'Acme',
  lists: 1,
  basis: 'listing-count' as const,
  estimatedRequests: requests,
  listings,
  countAt: '2025-11-02T08:00:00Z',
});

describe('snapshot sentences', () => {
  it('say the listings a snapshot took in the Russian plural forms (1, 3, 5, 21, 3 104)', () => {
    expect(doneText(1, sayIn('ru'))).toBe('Снимок сделан: 1 объявление.');
    expect(doneText(3, sayIn('ru'))).toBe('Снимок сделан: 3 объявления.');
    expect(doneText(5, sayIn('ru'))).toBe('Снимок сделан: 5 объявлений.');
    expect(doneText(21, sayIn('ru'))).toBe('Снимок сделан: 21 объявление.');
    expect(doneText(3104, sayIn('ru'))).toBe('Снимок сделан: 3\u00a0104 объявления.');
    expect(doneText(1, sayIn('en'))).toBe('Snapshot taken: 1 listing.');
    expect(doneText(2, sayIn('en'))).toBe('Snapshot taken: 2 listings.');
    expect(doneText(1, sayIn('ar'))).toBe('التُقطت اللقطة: إعلان واحد.');
    expect(doneText(5, sayIn('ar'))).toBe('التُقطت اللقطة: 5 إعلانات.');
    expect(doneText(11, sayIn('ar'))).toBe('التُقطت اللقطة: 11 إعلانًا.');
  });

  it('count pages, listings and requests of a plan each by its own number', () => {
    expect(plannedText({ pages: 1, listings: 21, requests: 1 }, sayIn('ru'))).toBe(
      '1 страница, 21 объявление, 1 запрос.',
    );
    expect(plannedText({ pages: 3, listings: 5, requests: 3 }, sayIn('ru'))).toBe(
      '3 страницы, 5 объявлений, 3 запроса.',
    );
    expect(plannedText({ pages: 1, listings: 1, requests: 1 }, sayIn('en'))).toBe('1 page, 1 listing, 1 request.');
    expect(progressText({ done: 2, total: 5, requests: 21 }, sayIn('ru'))).toBe('2 из 5 стр. · 21 запрос');
    expect(progressText({ done: 0, total: 1, requests: 0 }, sayIn('en'))).toBe('0 of 1 page · 0 requests');
  });

  it('say the month’s requests after "about", "of" and "spent" in the right case', () => {
    expect(itemBasisText(item(3104, 1), sayIn('ru'), 'ru')).toBe(
      'Acme: около 1 запроса на 3\u00a0104 объявления (данные на 2 нояб. 2025 г., один запрос на страницу)',
    );
    expect(itemBasisText(item(5, 5), sayIn('ru'), 'ru')).toMatch(/^Acme: около 5 запросов на 5 объявлений /);
    const e = (spent: number, limit: number) => ({ quotaRemaining: 10, quotaLimit: limit, spentThisMonth: spent });
    expect(quotaText(e(1, 21), sayIn('ru'))).toBe(
      'Осталось 10 из 21 запроса тарифа в этом месяце. Снимки израсходовали 1 запрос в этом месяце.',
    );
    expect(quotaText(e(3, 100), sayIn('ru'))).toBe(
      'Осталось 10 из 100 запросов тарифа в этом месяце. Снимки израсходовали 3 запроса в этом месяце.',
    );
    expect(quotaText(e(5, 100), sayIn('ru'))).toMatch(/израсходовали 5 запросов/);
    expect(quotaText(e(1, 1000), sayIn('en'))).toBe(
      '10 of 1,000 requests left on the plan this month. Snapshots spent 1 request this month.',
    );
  });

  it('leave no placeholder unfilled in any language', () => {
    for (const lang of LANGS) {
      const t = sayIn(lang);
      for (const n of [0, 1, 2, 3, 5, 11, 21, 100, 3104]) {
        const texts = [
          doneText(n, t),
          plannedText({ pages: n, listings: n, requests: n }, t),
          progressText({ done: n, total: n, requests: n }, t),
          quotaText({ quotaRemaining: n, quotaLimit: n, spentThisMonth: n }, t),
          ...(['last-snapshot', 'listing-count', 'unknown'] as const).map((basis) =>
            costText({ basis, estimatedRequests: n }, '1 min', t),
          ),
          ...(['last-snapshot', 'listing-count', 'unknown'] as const).map((basis) =>
            itemBasisText({ ...item(n, n), basis }, t, lang),
          ),
        ];
        for (const text of texts) expect(text, `${lang} ${n}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('say a snapshot’s changes in Russian without a count the noun must agree with', () => {
    expect(sayIn('ru')('portfolio.changes', { added: 1, removed: 21, repriced: 3 })).toBe(
      'С прошлого снимка: новых — 1, ушедших — 21, с новой ценой — 3.',
    );
  });
});
