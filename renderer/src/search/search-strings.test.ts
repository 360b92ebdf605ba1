import { describe, expect, it } from 'vitest';
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
import { SEARCH_STRINGS } from './search-strings';

/** Every leaf of a nested string table, as [dotted key, text]. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  // A plural table: its forms differ by language; its `other` form carries the placeholders.
  if (value && typeof value === 'object' && 'other' in value) return [[`${prefix}.other`, String(value.other)]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('search strings', () => {
  const en = new Map(leaves(SEARCH_STRINGS.en));

  it.each(LANGS)('%s has every key of English, none empty, with the same placeholders', (lang) => {
    const table = new Map(leaves(SEARCH_STRINGS[lang]));
    expect([...table.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of table) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
    }
  });

  it('labels every allowed value of every enum, never with the raw value', () => {
    const tables: [keyof typeof SEARCH_STRINGS.en, readonly string[]][] = [
      ['purposes', PURPOSES],
      ['transactionPurposes', PURPOSES],
      ['sortOrders', SORT_ORDERS],
      ['completionStatuses', COMPLETION_STATUSES],
      ['furnishings', FURNISHINGS],
      ['rentFrequencies', RENT_FREQUENCIES],
      ['completionPercentages', COMPLETION_PERCENTAGES],
      ['timePeriods', TIME_PERIODS],
      ['transactionSorts', TRANSACTION_SORTS],
      ['agentCategories', AGENT_CATEGORIES],
      ['transactionCategories', TRANSACTION_CATEGORY_NAMES],
      ['propertyTypes', ['residential', 'commercial', ...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES]],
    ];
    for (const lang of LANGS) {
      for (const [name, values] of tables) {
        const labels = SEARCH_STRINGS[lang][name] as Record<string, string>;
        expect(Object.keys(labels).sort(), `${lang}.${name}`).toEqual([...values].sort());
        for (const value of values) expect(labels[value], `${lang}.${name}.${value}`).not.toBe(value);
      }
    }
  });

  it('uses the human English names brokers expect', () => {
    const en = SEARCH_STRINGS.en;
    expect(en.purposes['for-sale']).toBe('For sale');
    expect(en.studio).toBe('Studio');
    expect(en.rentFrequencies.yearly).toBe('Yearly');
    expect(en.sortOrders.broker_first).toBe('Broker first');
  });

  it('writes Arabic in Arabic script, with no English left untranslated', () => {
    for (const [key, text] of leaves(SEARCH_STRINGS.ar)) {
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[A-Za-z]/);
    }
  });
});
