// Pins the validation messages brokers read: plain sentences in the interface language that name the field by its
// label, never by the parameter's name, with an example that fits the field.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { validateParams } from './validation';
import { formatInteger } from '../i18n/format';
import type { MessageId } from '#shared/messages/catalogue';
import { CATALOGUE_FILES } from '#shared/messages/catalogues';
import { loadMessages } from '../i18n/load-messages';
import { fieldLabel, issueDescriber, issueText, paramLabel } from './issue-text';
import { sayIn } from '../i18n/say';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

describe('issue text', () => {
  it('says what to type, naming the field by its label, with an example that fits the field', () => {
    const fields = (operation: Parameters<typeof validateParams>[0], params: Record<string, unknown>) =>
      validateParams(operation, params, issueDescriber('en', operation)).fields;
    expect(fields('search-property', { purpose: 'for-sale', area_min: 'abc' }).area_min).toBe(
      'Min area must be a number, such as 1,200.',
    );
    expect(fields('search-property', { purpose: 'for-sale', price_max: 'x' }).price_max).toBe(
      'Max price must be a number, such as 1,500,000.',
    );
    expect(fields('search-property', { purpose: 'for-sale', price_min: '1.5' }).price_min).toBe(
      'Min price must be a whole number, such as 1,500,000.',
    );
    expect(fields('search-property', { purpose: 'for-sale', price_min: 5, price_max: 2 }).price_min).toBe(
      'Min price is more than Max price (2).',
    );
    expect(fields('transactions', { purpose: 'for-sale', area_min: 900, area_max: 800 }).area_min).toBe(
      'Min area is more than Max area (800).',
    );
    expect(fields('search-property', { purpose: 'for-sale', rent_frequency: 'yearly' }).rent_frequency).toBe(
      'Rent frequency applies to rentals only.',
    );
    expect(fields('search-new-projects', { pre_handover_payment: '101' }).pre_handover_payment).toBe(
      'Max pre-handover payment must be 100 or less.',
    );
    expect(fields('agent-search-by-name', { query: '' }).query).toBe('Type something in Agent name.');
    // A bound the field may not take itself is said as such: never "must be 0 or more" beside a 0.
    const positive = { path: ['perSecond'], message: '', code: 'too_small', origin: 'number', minimum: 0 };
    expect(issueText({ ...positive, inclusive: false }, 'en', () => 'Requests per second')).toBe(
      'Requests per second must be more than 0.',
    );
    expect(issueText({ ...positive, inclusive: true }, 'en', () => 'Requests per second')).toBe(
      'Requests per second must be 0 or more.',
    );
    expect(issueText({ ...positive, minimum: 0.1, inclusive: true }, 'en', () => 'Requests per second')).toBe(
      'Requests per second must be 0.1 or more.',
    );
    expect(fields('search-property', { purpose: 'for-sale', colour: 'red' }).colour).toBe(
      'This search has no colour filter.',
    );
  });

  it('shows every invalid field at once: a range conflict beside an unreadable number', () => {
    const fields = validateParams(
      'search-property',
      { purpose: 'for-sale', price_min: '2000000', price_max: '1000000', area_min: 'abc' },
      issueDescriber('en', 'search-property'),
    ).fields;
    expect(fields).toEqual({
      price_min: 'Min price is more than Max price (1,000,000).',
      area_min: 'Min area must be a number, such as 1,200.',
    });
  });

  it('speaks every interface language and names parameters by their field label', () => {
    const params = { purpose: 'for-sale', price_min: '2000000', price_max: '1000000', area_min: 'x' };
    for (const lang of LANGS) {
      const t = sayIn(lang);
      const fields = validateParams('search-property', params, issueDescriber(lang, 'search-property')).fields;
      const area = fields.area_min!;
      expect(area, lang).not.toMatch(/area_min|NaN|expected|\{/);
      expect(area, lang).toContain(fieldLabel('area_min', t));
      expect(area, lang).toContain(formatInteger(1200, lang));
      const price = fields.price_min!;
      expect(price, lang).toContain(fieldLabel('price_min', t));
      expect(price, lang).toContain(fieldLabel('price_max', t));
      expect(price, lang).toContain(formatInteger(1_000_000, lang));
      expect(price, lang).not.toMatch(/price_m|\{/);
    }
    expect(paramLabel('price_min', sayIn('en'))).toBe('Min price (AED)');
    expect(fieldLabel('price_min', sayIn('en'))).toBe('Min price');
    expect(fieldLabel('area_max', sayIn('zh'))).toBe('最大面积');
    expect(paramLabel('location_ids', sayIn('ar'))).toBe('المواقع');
  });

  it('has every message in every language, each naming its field', () => {
    const ids = Object.keys(CATALOGUE_FILES['en']).filter((id) => id.startsWith('searchIssue.'));
    expect(ids.length).toBeGreaterThan(10);
    for (const lang of LANGS) {
      const catalogue = CATALOGUE_FILES[lang];
      for (const id of ids.filter((i) => i !== 'searchIssue.formInvalid')) {
        expect(catalogue[id as MessageId].message, `${lang}: ${id}`).toContain('{field}');
      }
    }
  });
});
