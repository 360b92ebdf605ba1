// One word per concept across the interface: the Russian names of bathrooms, purpose, places and the area unit, and
// the Chinese name of the currency (as values show it: AED), with Chinese sentences in full-width punctuation; and
// one name for the "Work offline" switch wherever it is named (issue 34, finding f: Arabic had two).
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { errorText } from './error-text';
import { CATALOGUE_FILES } from '#shared/messages/catalogues';
import { formatMessage } from '#shared/messages/format-message';
import { loadMessages } from './load-messages';

// Every message of the catalogue, as written (ICU source: the words and every plural branch are in it), so a view
// whose words moved there keeps to the same terms. The answer warnings speak of square feet in words on purpose.
const SQUARE_FEET_IN_WORDS = 'answer.';
const catalogue = (lang: 'ru' | 'zh') =>
  Object.entries(CATALOGUE_FILES[lang])
    .filter(([id]) => !id.startsWith(SQUARE_FEET_IN_WORDS))
    .map(([id, entry]): [string, string] => [id, entry.message]);

const all = catalogue;

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

describe('terminology', () => {
  it('Russian: Санузлы, Тип сделки, Локации and the grids’ фт² everywhere', () => {
    const sqft = formatMessage('ru', 'valueLabel.areaUnit.sqft');
    expect(sqft).toBe('фт²');
    for (const [path, text] of all('ru')) {
      expect(text, path).not.toMatch(/Ванные|кв\. ?фут|^Цель$|^Места$|Против недавних/);
      if (/purpose/i.test(path)) expect(text, path).not.toMatch(/^(Сделка|Цель)$/);
    }
    expect(formatMessage('ru', 'search.units.sqft')).toBe(sqft);
    expect(formatMessage('ru', 'details.areaUnits.sqft')).toBe(sqft);
    expect(formatMessage('ru', 'marketView.form.places')).toBe('Локации');
  });

  it('Chinese: the currency is AED as values show it, and market sentences use full-width colons and brackets', () => {
    for (const [path, text] of all('zh')) expect(text, path).not.toContain('迪拉姆');
    // The Market view's words in the catalogue (its view, cards, columns, spans, outliers and the area-against-area
    // table), their ICU arguments set aside (`{n, number}`).
    const market = catalogue('zh').filter(([id]) => /^(marketCards|areaTable|marketView)\./.test(id));
    expect(market.length).toBeGreaterThan(100);
    for (const [path, text] of market) {
      const words = text.replace(/\{[^{}]*\}/g, '');
      if (/[\u4e00-\u9fff]/.test(words)) expect(words, path).not.toMatch(/[:()]/);
    }
    // A label before its figures, as the Change card's footnotes write it.
    expect(formatMessage('zh', 'marketCards.spanLine', { span: '月', dates: '1 日' })).toBe('月：1 日');
  });

  it('names the "Work offline" switch alike in the status bar, Settings and the error that points to it', () => {
    for (const lang of LANGS) {
      // The status bar and Settings both say this one message; the error's sentence must name it alike.
      const name = formatMessage(lang, 'status.workOffline');
      const offline = errorText({ code: 'offline', message: 'Not in the cache.', workingOffline: true }, lang);
      expect(offline.todo, lang).toContain(name);
    }
  });
});
