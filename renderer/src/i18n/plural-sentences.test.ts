// Sentences counted "N of M": the noun agrees with the number it follows (Russian 1/3/5/21, Arabic forms), and no
// placeholder is left unfilled in any language.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { formatMessage } from '#shared/messages/format-message';
import { loadMessages } from './load-messages';

const counts = [0, 1, 2, 3, 5, 11, 21, 100, 3104];
/** The arguments of the percentile sentence other than its count. */
const values = { perArea: 'x', share: '5%', place: 'p', beds: 'b', purpose: 'u', from: 'f', to: 't' };

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

describe('N of M sentences', () => {
  it('Russian: the noun after "из M" agrees with M', () => {
    const ranking = (m: number) => formatMessage('ru', 'ranking.counted', { count: m, counted: '1' });
    expect(ranking(1)).toBe('Посчитано 1 из 1 объявления.');
    expect(ranking(3)).toBe('Посчитано 1 из 3 объявлений.');
    expect(ranking(5)).toBe('Посчитано 1 из 5 объявлений.');
    expect(ranking(21)).toBe('Посчитано 1 из 21 объявления.');
    const rows = (m: number) => formatMessage('ru', 'exportMenu.writing', { count: m, done: 1 });
    expect(rows(21)).toBe('Записано 1 из 21 строки');
    expect(rows(5)).toBe('Записано 1 из 5 строк');
    const deals = (m: number) => formatMessage('ru', 'marketView.percentile.text', { ...values, count: m });
    expect(deals(21)).toContain('из 21 сделки');
    expect(deals(3)).toContain('из 3 сделок');
    expect(formatMessage('en', 'marketView.percentile.text', { ...values, count: 1 })).toContain('of 1 transaction of');
    expect(formatMessage('en', 'exportMenu.writing', { count: 1, done: 0 })).toBe('Writing 0 of 1 row');
  });

  it('leave no placeholder unfilled', () => {
    for (const lang of LANGS) {
      for (const n of counts) {
        const counted = formatMessage(lang, 'ranking.counted', { count: n, counted: '1' });
        expect(counted, `${lang} ${n}`).not.toMatch(/[{}]/);
        const rows = formatMessage(lang, 'exportMenu.writing', { count: n, done: 1 });
        expect(rows, `${lang} ${n}`).not.toMatch(/[{}]/);
        const deals = formatMessage(lang, 'marketView.percentile.text', { ...values, count: n });
        expect(deals, `${lang} ${n}`).not.toMatch(/[{}]/);
      }
    }
  });
});
