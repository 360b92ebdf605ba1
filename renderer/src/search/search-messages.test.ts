// The search forms' words (messages `search.*`, and the value names they share with the core): every value a field
// offers has its words in every language, never the raw code, and the Arabic is written in Arabic.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import {
  AGENT_CATEGORIES,
  COMMERCIAL_TYPES,
  COMPLETION_PERCENTAGES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  PURPOSES,
  RENT_FREQUENCIES,
  RESIDENTIAL_TYPES,
  SORT_ORDERS,
  TIME_PERIODS,
  TRANSACTION_CATEGORY_NAMES,
  TRANSACTION_SORTS,
} from '#shared/data-service/params';
import { CATALOGUE_FILES } from '#shared/messages/catalogues';
import { formatMessage } from '#shared/messages/format-message';
import { propertyTypeNames } from '#shared/words/property-type-names';
import { searchValueWords } from '#shared/words/search-value-words';
import { loadMessages } from '../i18n/load-messages';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

/** The search forms' own choices, each value a message `search.<choice>.<value>`. */
const CHOICES: [string, readonly string[]][] = [
  ['purposes', PURPOSES],
  ['transactionPurposes', PURPOSES],
  ['completionStatuses', COMPLETION_STATUSES],
  ['furnishings', FURNISHINGS],
  ['rentFrequencies', RENT_FREQUENCIES],
];

describe('search messages', () => {
  it('word every value of the forms’ own choices in every language, never as the raw value', () => {
    for (const lang of LANGS) {
      const catalogue = CATALOGUE_FILES[lang];
      for (const [choice, values] of CHOICES) {
        const ids = Object.keys(catalogue).filter((id) => id.startsWith(`search.${choice}.`));
        expect(ids.map((id) => id.slice(`search.${choice}.`.length)).sort(), `${lang} ${choice}`).toEqual(
          [...values].sort(),
        );
        for (const value of values) {
          const text = catalogue[`search.${choice}.${value}` as keyof typeof catalogue]?.message;
          expect(text, `${lang} ${choice}.${value}`).not.toBe(value);
        }
      }
    }
  });

  it('name every value of the choices shared with the core, never as the raw value', () => {
    const tables: [string, (lang: (typeof LANGS)[number]) => Readonly<Record<string, string>>, readonly string[]][] = [
      ['sortOrders', (l) => searchValueWords(l).sortOrders, SORT_ORDERS],
      ['completionPercentages', (l) => searchValueWords(l).completionPercentages, COMPLETION_PERCENTAGES],
      ['timePeriods', (l) => searchValueWords(l).timePeriods, TIME_PERIODS],
      ['transactionSorts', (l) => searchValueWords(l).transactionSorts, TRANSACTION_SORTS],
      ['agentCategories', (l) => searchValueWords(l).agentCategories, AGENT_CATEGORIES],
      ['transactionCategories', (l) => searchValueWords(l).transactionCategories, TRANSACTION_CATEGORY_NAMES],
      [
        'propertyTypes',
        (l) => propertyTypeNames(l),
        ['residential', 'commercial', ...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES],
      ],
    ];
    for (const lang of LANGS) {
      for (const [name, labelsIn, values] of tables) {
        const labels = labelsIn(lang);
        expect(Object.keys(labels).sort(), `${lang}.${name}`).toEqual([...values].sort());
        for (const value of values) expect(labels[value], `${lang}.${name}.${value}`).not.toBe(value);
      }
    }
  });

  it('uses the human English names brokers expect', () => {
    expect(formatMessage('en', 'search.purposes.for-sale')).toBe('For sale');
    expect(formatMessage('en', 'search.studio')).toBe('Studio');
    expect(formatMessage('en', 'search.rentFrequencies.yearly')).toBe('Yearly');
    expect(searchValueWords('en').sortOrders.broker_first).toBe('Broker first');
  });

  it('writes Arabic in Arabic script, with no English left untranslated', () => {
    const ar = Object.entries(CATALOGUE_FILES['ar']).filter(([id]) => id.startsWith('search.'));
    expect(ar.length).toBeGreaterThan(100);
    for (const [id, { message }] of ar) {
      // The ICU syntax (argument names, plural keywords) is not words.
      const words = message.replace(/\{\w+, plural,|\b(zero|one|two|few|many|other) \{|\{\w+\}/g, '');
      expect(words, id).not.toMatch(/[A-Za-z]/);
    }
  });
});
