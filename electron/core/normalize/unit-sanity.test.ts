import { describe, expect, it } from 'vitest';
import { answerNotes, rejectionWarning } from './answer-notes';
import { unitSanityWarning } from './unit-sanity';
import { formatRef, type MessageRef } from '#shared/messages/messages';

/** A warning worded as the window in `lang` shows it (English: the CLI's). */
const worded = (said: MessageRef | null | undefined, lang: 'en' | 'ar' | 'ru' | 'zh' = 'en') =>
  said ? formatRef(lang, said) : null;

const sales = (...perSqft: number[]) =>
  perSqft.map((p) => ({ purpose: 'for-sale', pricePerSqft: p, propertyType: 'apartments' }));
/** Homes of a purpose at one price per sq ft, as [bedrooms, sq ft] (0 bedrooms: a studio). */
const homes = (purpose: string, perSqft: number, ...units: [number, number][]) =>
  units.map(([rooms, areaSqft]) => ({
    purpose,
    pricePerSqft: perSqft,
    propertyType: 'apartments',
    rooms,
    areaSqft,
    rentFrequency: purpose === 'for-rent' ? 'yearly' : null,
  }));
const rents = (frequency: string, ...perSqft: number[]) =>
  perSqft.map((p) => ({ purpose: 'for-rent', pricePerSqft: p, rentFrequency: frequency }));

describe('unitSanityWarning', () => {
  it.each([
    [
      'Marina sales read with square metres as feet',
      sales(21_000, 19_500, 24_000),
      'sqft',
      /above the plausible AED\s15,000.*square metres .*Area unit in responses to square metres/,
    ],
    [
      'sales read as square metres when the service sends feet',
      sales(40, 45, 30),
      'sqm',
      /below the plausible AED\s50.*square feet while the connection reads them as square metres/,
    ],
    [
      'yearly rents too high',
      rents('yearly', 2_000, 1_800, 2_500),
      'sqft',
      /yearly rents .* above the plausible AED\s600/,
    ],
    [
      'yearly rents of a mistaken unit that the old bound (1,500) let through',
      rents('yearly', 924, 951, 890),
      'sqft',
      /yearly rents .* AED\s924 per sq ft, above the plausible AED\s600/,
    ],
    [
      'monthly rents taken per year before judging',
      rents('monthly', 150, 160, 170),
      'sqft',
      /yearly rents .* AED\s1,920 per sq ft/,
    ],
  ] as const)('%s', (_what, records, unit, message) => {
    expect(worded(unitSanityWarning(records, unit))).toMatch(message);
  });

  it.each([
    ['a sound Dubai sale page', sales(1_200, 2_100, 1_800), 'sqft'],
    ['a sound rent page', rents('yearly', 90, 120, 150), 'sqm'],
    ['too few records to judge', sales(30_000, 30_000), 'sqft'],
    [
      'cheap land is not a unit mistake',
      sales(20, 25, 30).map((r) => ({ ...r, propertyType: 'residential-plots' })),
      'sqft',
    ],
    ['records without a price per sq ft', [{ purpose: 'for-sale', pricePerSqft: null }], 'sqft'],
  ] as const)('no warning for %s', (_what, records, unit) => {
    expect(unitSanityWarning(records, unit)).toBeNull();
  });

  it.each([
    [
      'JVC sales read in square feet when the service sends square metres (AED 12,501 per sq ft passes the bound)',
      homes('for-sale', 12_501, [1, 71], [2, 110], [0, 46], [3, 151]),
      'sqft',
      /median 53 sq ft per bedroom \(4 homes.*below the plausible 250\. The service probably reports areas in square metres/,
    ],
    [
      'International City rents, the same mistake (AED 498 a year passes the price bounds)',
      homes('for-rent', 498, [1, 66], [0, 41], [1, 70]),
      'sqft',
      /median 66 sq ft per bedroom.*Area unit in responses to square metres/,
    ],
    [
      'two homes are enough to tell',
      homes('for-sale', 5_006, [2, 108], [2, 107]),
      'sqft',
      /median 54 sq ft per bedroom/,
    ],
    [
      'homes read as square metres when the service sends feet: far too large',
      homes('for-sale', 120, [1, 8_600], [2, 14_000], [3, 19_000]),
      'sqm',
      /above the plausible 3,000\. The service probably reports areas in square feet/,
    ],
    [
      'a page of offices and shops only, every one tiny',
      [
        { purpose: 'for-sale', pricePerSqft: 9_000, propertyType: 'offices', rooms: null, areaSqft: 60 },
        { purpose: 'for-sale', pricePerSqft: 9_500, propertyType: 'shops', rooms: null, areaSqft: 35 },
        { purpose: 'for-sale', pricePerSqft: 8_000, propertyType: 'warehouses', rooms: null, areaSqft: 120 },
      ],
      'sqft',
      /units here measure a median 60 sq ft/,
    ],
  ] as const)('warns on areas: %s', (_what, records, unit, message) => {
    expect(worded(unitSanityWarning(records, unit))).toMatch(message);
  });

  it.each([
    ['sound homes', homes('for-sale', 1_200, [1, 760], [2, 1_180], [0, 450], [4, 2_800])],
    ['villas on large plots', homes('for-sale', 1_500, [5, 6_500], [6, 9_000], [7, 12_000])],
    ['one tiny home is not enough to judge', homes('for-sale', 1_200, [1, 60], [2, 1_180])],
    [
      'whole buildings and floors are not homes',
      [
        { purpose: 'for-sale', pricePerSqft: 1_500, propertyType: 'residential-building', rooms: 40, areaSqft: 3_000 },
        { purpose: 'for-sale', pricePerSqft: 1_500, propertyType: 'residential-floors', rooms: 12, areaSqft: 1_000 },
      ],
    ],
    [
      'offices with rooms are not bedrooms',
      [
        {
          purpose: 'for-rent',
          pricePerSqft: 90,
          propertyType: 'Office',
          rooms: 6,
          areaSqft: 900,
          rentFrequency: 'yearly',
        },
        {
          purpose: 'for-rent',
          pricePerSqft: 90,
          propertyType: 'Office',
          rooms: 8,
          areaSqft: 800,
          rentFrequency: 'yearly',
        },
      ],
    ],
  ] as const)('no area warning for %s', (_what, records) => {
    expect(unitSanityWarning(records, 'sqft')).toBeNull();
  });

  it('names the setting whatever the direction, when the unit cannot explain it', () => {
    expect(worded(unitSanityWarning(sales(30_000, 30_000, 30_000), 'sqm'))).toMatch(
      /Check Settings → Connection → Area unit/,
    );
  });
});

describe('answer notes', () => {
  it('lists why records were left out', () => {
    const reasons = ['listing 1 has no price', 'listing 2 has no price', 'listing 3 has no price', 'listing 4: price'];
    expect(worded(rejectionWarning({ items: [], rejected: 4, rejectedReasons: reasons }))).toBe(
      '4 records in this answer could not be read and are left out: listing 1 has no price, listing 2 has no price, listing 3 has no price; and 1 more.',
    );
    expect(rejectionWarning({ items: [], rejected: 0 })).toBeNull();
  });

  it('says "1 record … is left out", not "1 records"', () => {
    expect(worded(rejectionWarning({ items: [], rejected: 1, rejectedReasons: ['listing 9 has no price'] }))).toBe(
      '1 record in this answer could not be read and is left out: listing 9 has no price.',
    );
  });

  it('adds the unit warning for a page of listings', () => {
    expect(answerNotes({ items: sales(20_000, 21_000, 22_000), rejected: 0 }, 'sqft')).toHaveLength(1);
    expect(answerNotes({ items: sales(2_000, 2_100, 2_200), rejected: 0 }, 'sqft')).toEqual([]);
  });
});

describe('in the window’s language', () => {
  const ARABIC = /[\u0600-\u06ff]/;
  it('writes the unit warning and the records left out in Arabic, Russian and Chinese, the setting named as in Settings', () => {
    const arabic = worded(unitSanityWarning(sales(21_000, 19_500, 24_000), 'sqft'), 'ar')!;
    expect(arabic).toMatch(ARABIC);
    expect(arabic).not.toMatch(/[a-z]{3}/);
    expect(arabic).toContain('«الإعدادات ← الاتصال ← وحدة المساحة التي ترسلها الخدمة»');
    // The bound's own currency sign ends it: no second full stop after it.
    expect(arabic).not.toMatch(/\.\u200f?\./);
    expect(arabic).toContain('أعلى من');
    const russian = worded(unitSanityWarning(homes('for-sale', 1500, [2, 90], [1, 60], [3, 120]), 'sqft'), 'ru')!;
    expect(russian).toMatch(/^Медианная площадь жилья здесь — [\d,.]+ кв\. фт на спальню \(объектов: 3;/);
    expect(russian).toContain('«Настройки → Соединение → Единица площади сервиса»');
    const chinese = worded(
      rejectionWarning({ items: [], rejected: 2, rejectedReasons: ['listing 1 has no price'] }),
      'zh',
    );
    expect(chinese).toBe('此答复中有 2 条记录无法读取，已略去：listing 1 has no price。');
    // Arabic counts take their plural forms: two records are "سجلّان", not "2 سجلّات".
    expect(worded(rejectionWarning({ items: [], rejected: 2 }), 'ar')).toBe(
      'سجلّان في هذه الإجابة تعذّرت قراءتهما فاستُبعدا.',
    );
  });

  it('keeps the English words for the CLI when no language is given', () => {
    expect(worded(answerNotes({ items: sales(20_000, 21_000, 22_000), rejected: 0 }, 'sqft')[0])).toMatch(
      /^The median of 3 sale prices here is AED\s[\d,]+ per sq ft, above the plausible AED\s15,000\./,
    );
  });
});
