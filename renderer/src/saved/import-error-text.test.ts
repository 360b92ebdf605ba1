// Import failures in the broker's words and language: each field path the core names (see the core's
// saved-query-service tests) becomes a sentence that counts searches from 1 and names a filter by its form label.
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { AppError } from '#shared/errors';
import { formatMessage } from '#shared/messages/format-message';
import { importErrorText } from './import-error-text';

const failed = (field?: string): AppError => ({
  code: 'validation',
  message: 'The file is not a saved-searches file: it is not valid JSON (Expected , at position 15).',
  ...(field === undefined ? {} : { field }),
});

const FIELDS = [
  'file',
  undefined,
  'version',
  'queries',
  'queries.0.name',
  'queries.0.operation',
  'queries.1.params.purpose',
  'queries.1.params',
  'queries.0.picks.0.id',
  'queries.0',
];

describe('import failures in the interface language', () => {
  it('words every failure in every language, without the core’s English or a placeholder left', () => {
    for (const lang of LANGS) {
      const texts = FIELDS.map((field) => importErrorText(failed(field), lang));
      for (const text of texts) {
        expect(text, lang).not.toMatch(/\{\w+\}|position|JSON at|queries\.|params\./);
      }
      // Each failure has its own sentence.
      expect(new Set(texts).size, lang).toBe(FIELDS.length);
    }
  });

  it('says a broken file is not JSON, in Arabic', () => {
    expect(importErrorText(failed('file'), 'ar')).toBe('ليس ملف بحوث محفوظة (ليس JSON صالحًا).');
  });

  it('counts searches from 1 and names a bad filter by its label', () => {
    expect(importErrorText(failed('queries.1.params.purpose'), 'en')).toBe(
      'Search 2 in the file: the filter “Purpose” is wrong.',
    );
    const ar = importErrorText(failed('queries.1.params.price_min'), 'ar');
    expect(ar).toContain(formatMessage('ar', 'search.fields.priceMin').replace(/\s*[(（][^()（）]*[)）]\s*$/u, ''));
    expect(ar).toContain('البحث 2 ');
  });
});

describe('import failures of a market analysis', () => {
  it('names a bad market filter by the Market form’s label, in every language', () => {
    expect(importErrorText(failed('queries.0.params.query.beds.0'), 'en')).toBe(
      'Search 1 in the file: the filter “Bedrooms” is wrong.',
    );
    expect(importErrorText(failed('queries.2.params.query.places'), 'ar')).toContain('«\u2068المواقع\u2069»'); // the label set apart from the sentence
    for (const lang of LANGS) {
      for (const field of ['queries.0.params.query.period', 'queries.0.params.analysis', 'queries.0.kind']) {
        expect(importErrorText(failed(field), lang), `${lang} ${field}`).not.toMatch(/\{\w+\}|queries\.|params\./);
      }
    }
  });

  it('says a market analysis in a file of the wrong kind is of a kind it does not know', () => {
    expect(importErrorText(failed('queries.0.kind'), 'en')).toBe(importErrorText(failed('queries.0.operation'), 'en'));
  });
});
