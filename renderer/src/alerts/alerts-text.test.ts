import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { AlertView } from '#shared/domain/alerts';
import { loadMessages } from '../i18n/load-messages';
import { alertDays, ruleText } from './alerts-text';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

const rule = { name: null, itemName: 'Marina 2-bed rentals', thresholds: {} } as const;

function alert(id: number, kind: AlertView['kind'], at: string): AlertView {
  return {
    id,
    ruleId: 1,
    ruleName: null,
    kind,
    externalID: String(id),
    title: null,
    purpose: 'for-sale',
    rentFrequency: null,
    rooms: 1,
    areaSqft: 700,
    place: 'JVC',
    oldPrice: null,
    newPrice: 900_000,
    at,
    fromSnapshot: 1,
    toSnapshot: 2,
    transaction: null,
    readAt: null,
    dismissedAt: null,
  };
}

describe('alert rules in words', () => {
  it('keeps the broker’s own name', () => {
    expect(ruleText({ ...rule, name: 'Cuts to call', trigger: 'gone' }, 'en')).toBe('Cuts to call');
  });

  it('says a rule’s thresholds whole, in each language', () => {
    expect(ruleText({ ...rule, trigger: 'price-cut', thresholds: { minPercent: 5 } }, 'en')).toBe(
      'Price cuts of at least 5% in Marina 2-bed rentals',
    );
    expect(ruleText({ ...rule, trigger: 'price-cut', thresholds: { minPercent: 5, minAed: 50_000 } }, 'en')).toMatch(
      /^Price cuts of at least 5% and AED\s50,000 in Marina 2-bed rentals$/,
    );
    // In an Arabic sentence the name is isolated (FSI…PDI), so its Latin letters never reorder the price beside it.
    expect(ruleText({ ...rule, trigger: 'new-listings', thresholds: { maxPrice: 1_000_000 } }, 'ar')).toContain(
      'إعلانات جديدة لدى \u2068Marina 2-bed rentals\u2069',
    );
    expect(ruleText({ ...rule, trigger: 'gone' }, 'zh')).toBe('Marina 2-bed rentals 已下架的房源');
  });
});

describe('the inbox by day', () => {
  it('groups by the UAE day, not UTC’s, with each day’s counts by kind', () => {
    const days = alertDays(
      [
        // 21:30 UTC on the 1st is already the 2nd in Dubai.
        alert(3, 'price-cut', '2026-12-01T21:30:00Z'),
        alert(2, 'new-listing', '2026-12-01T21:30:00Z'),
        alert(1, 'new-listing', '2026-12-01T10:00:00Z'),
      ],
      'en',
    );
    expect(days.map((d) => [d.day, d.total, d.kinds])).toEqual([
      ['2026-12-02', '2 alerts', '1 new listing, 1 price cut'],
      ['2026-12-01', '1 alert', '1 new listing'],
    ]);
    expect(alertDays([alert(1, 'gone', '2026-12-01T10:00:00Z')], 'ar')[0]!.total).toBe('تنبيه واحد');
  });
});
