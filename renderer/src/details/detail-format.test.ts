// Pins the detail views' formatting rules: prices, areas, facts, paging labels, gallery steps, links, errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { ListingDetail } from '#shared/domain/listing';
import { ERROR_CODES } from '#shared/errors';
import type { Provenance } from '#shared/ipc/contract';
import {
  SQM_PER_SQFT,
  arrowDelta,
  clampPage,
  enumLabel,
  errorAdvice,
  formatArea,
  formatCoordinates,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPrice,
  formatPricePerArea,
  formatRange,
  formatRooms,
  humanize,
  isDisplayableImageUrl,
  isHttpsUrl,
  listText,
  needsSettings,
  pageCount,
  pageLabel,
  pagerState,
  placeTrail,
  valueLabel,
  pricePerArea,
  propertyFacts,
  provenanceLine,
  stepIndex,
  websiteUrl,
} from './detail-format';
import { loadMessages } from '../i18n/load-messages';
import { sayIn } from '../i18n/say';

const en = sayIn('en');

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

function listing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    externalID: '9001234',
    title: { en: 'Sea view 2BR' },
    purpose: 'for-sale',
    price: 2_000_000,
    currency: 'AED',
    rentFrequency: null,
    rooms: 2,
    baths: 3,
    areaSqft: 1250,
    pricePerSqft: 1600,
    coverPhotoUrl: null,
    location: [{ externalID: '1', name: 'Dubai' }],
    agency: null,
    agent: null,
    contactName: null,
    amenities: [],
    isVerified: true,
    completionStatus: 'under-construction',
    furnishingStatus: 'unfurnished',
    propertyType: 'apartments',
    hasVideo: null,
    has360Tour: null,
    hasFloorPlan: null,
    createdAt: '2024-03-01T10:00:00.000Z',
    updatedAt: null,
    description: {},
    photos: [],
    geography: null,
    phoneNumber: null,
    permitNumber: '7100012345',
    floorPlans: [],
    videos: [],
    panoramas: [],
    nearbyLocations: [],
    developer: null,
    ...overrides,
  };
}

describe('prices', () => {
  it('formats money as every other view does, by the language’s rules', () => {
    expect(formatMoney(1_250_000, 'AED', 'en')).toBe('AED\u00a01,250,000');
    expect(formatMoney(1_641_000, 'AED', 'ar')).toContain('د.إ.');
    expect(formatMoney(1_641_000, 'AED', 'ru')).toBe('1\u00a0641\u00a0000\u00a0AED');
    expect(formatMoney(10, 'USD', 'en')).toMatch(/^(US)?\$10$/);
  });

  it('falls back to AED when the currency is missing', () => {
    expect(formatMoney(5, '', 'en')).toBe('AED\u00a05');
  });

  it('adds the rent period for rentals and nothing for sales', () => {
    expect(formatPrice(95_000, 'AED', 'yearly', 'en', en)).toBe('AED\u00a095,000 / year');
    expect(formatPrice(8_000, 'AED', 'monthly', 'en', en)).toBe('AED\u00a08,000 / month');
    expect(formatPrice(2_000_000, 'AED', null, 'en', en)).toBe('AED\u00a02,000,000');
  });

  it('shows an unknown rent period as given rather than dropping it', () => {
    expect(formatPrice(1000, 'AED', 'hourly', 'en', en)).toBe('AED\u00a01,000 (hourly)');
  });

  it('translates the rent period', () => {
    expect(formatPrice(95_000, 'AED', 'yearly', 'ru', sayIn('ru'))).toContain('/ год');
  });
});

describe('areas', () => {
  it('formats square feet with the unit', () => {
    expect(formatArea(1250, 'sqft', 'en', en)).toBe('1,250 sq ft');
  });

  it('converts to square metres when the broker reads metres', () => {
    expect(formatArea(1000, 'sqm', 'en', en)).toBe('93 m²');
  });

  it('has nothing to show for a missing or non-positive area', () => {
    expect(formatArea(null, 'sqft', 'en', en)).toBeNull();
    expect(formatArea(0, 'sqft', 'en', en)).toBeNull();
    expect(formatArea(Number.NaN, 'sqft', 'en', en)).toBeNull();
  });

  it('uses the listing’s own price per square foot when reading feet', () => {
    expect(pricePerArea(2_000_000, 1250, 'sqft', 1555.5)).toBe(1555.5);
    expect(pricePerArea(2_000_000, 1250, 'sqft')).toBe(1600);
  });

  it('computes price per square metre from the area in feet', () => {
    expect(pricePerArea(1_000_000, 1000, 'sqm')).toBeCloseTo(1_000_000 / (1000 * SQM_PER_SQFT), 6);
  });

  it('has no price per area without an area', () => {
    expect(pricePerArea(1_000_000, null, 'sqft')).toBeNull();
    expect(formatPricePerArea(1_000_000, 0, 'sqm', 'AED', 'en', en)).toBeNull();
  });

  it('formats price per area as money per unit, rounded to the dirham', () => {
    expect(formatPricePerArea(2_000_000, 1250, 'sqft', 'AED', 'en', en, 1600.4)).toBe('AED\u00a01,600 / sq ft');
  });
});

describe('small values', () => {
  it('shows 0 bedrooms as a studio', () => {
    expect(formatRooms(0, 'en', en)).toBe('Studio');
    expect(formatRooms(3, 'en', en)).toBe('3');
    expect(formatRooms(null, 'en', en)).toBeNull();
    expect(formatRooms(0, 'zh', sayIn('zh'))).toBe('开间');
  });

  it('formats coordinates with six decimals and a dot, for pasting', () => {
    expect(formatCoordinates({ lat: 25.0801, lng: 55.14 })).toBe('25.080100, 55.140000');
    expect(formatCoordinates(null)).toBeNull();
    expect(formatCoordinates({ lat: Number.NaN, lng: 1 })).toBeNull();
  });

  it('humanizes enum values no table knows', () => {
    expect(humanize('under-construction')).toBe('Under construction');
    expect(humanize('villa_compound')).toBe('Villa compound');
  });

  it('prefers the translation table, then humanizes', () => {
    expect(valueLabel(en, 'completion', 'under-construction')).toBe('Off-plan');
    expect(valueLabel(en, 'furnishing', 'Furnished')).toBe('Furnished');
    expect(valueLabel(sayIn('ru'), 'furnishing', 'Furnished')).not.toBe('Furnished');
    expect(valueLabel(en, 'completion', 'semi-ready')).toBe('Semi ready');
    expect(valueLabel(en, 'completion', null)).toBeNull();
    expect(valueLabel(en, 'completion', '')).toBeNull();
    expect(enumLabel({ villa: 'Villa' }, 'VILLA')).toBe('Villa');
  });

  it('picks plural forms by the language’s rules', () => {
    expect(en('details.years', { count: 1 })).toBe('1 year');
    expect(en('details.years', { count: 7 })).toBe('7 years');
    expect(sayIn('ru')('details.years', { count: 1 })).toBe('1 год');
    expect(sayIn('ru')('details.years', { count: 3 })).toBe('3 года');
    expect(sayIn('ru')('details.years', { count: 11 })).toBe('11 лет');
    expect(sayIn('zh')('details.years', { count: 5 })).toBe('5 年');
  });

  it('joins lists in the language and skips blanks', () => {
    expect(listText(['English', ' ', 'Arabic'], 'en')).toBe('English, Arabic');
    expect(listText([], 'en')).toBeNull();
    // Every language separates its items: bedrooms 1, 2 and 3 never read as "123".
    expect(listText(['1', '2', '3'], 'zh')).toBe('1、2、3');
    expect(listText(['1', '2', '3'], 'ru')).toBe('1, 2, 3');
    expect(listText(['شقة', 'بنتهاوس'], 'ar')).toBe('شقة، بنتهاوس');
  });

  it('formats ranges, single values and nothing', () => {
    const show = (n: number) => `#${n}`;
    expect(formatRange(1, 2, show)).toBe('\u2068#1\u2069 – \u2068#2\u2069');
    expect(formatRange(3, 3, show)).toBe('#3');
    expect(formatRange(null, 4, show)).toBe('#4');
    expect(formatRange(null, null, show)).toBeNull();
  });

  it('reads a location trail most specific place first', () => {
    const trail = [{ name: 'Dubai' }, { name: 'Dubai Marina' }, { name: 'Marina Gate' }];
    expect(placeTrail(trail, 'en')).toBe('Marina Gate, Dubai Marina, Dubai');
    expect(placeTrail(trail, 'ar')).toBe('Marina Gate، Dubai Marina، Dubai');
    expect(placeTrail([], 'en')).toBeNull();
    expect(trail[0]?.name).toBe('Dubai');
  });

  it('formats a calendar date without shifting the day', () => {
    expect(formatDate('2026-12-31', 'en')).toContain('31');
    expect(formatDate('Q4 2026', 'en')).toBe('Q4 2026');
    expect(formatDate(null, 'en')).toBeNull();
  });

  it('formats instants and rejects garbage', () => {
    expect(formatDateTime('2024-03-01T10:00:00.000Z', 'en')).toMatch(/2024/);
    expect(formatDateTime('not a date', 'en')).toBeNull();
    expect(formatDateTime(null, 'en')).toBeNull();
  });
});

describe('paging', () => {
  it('labels the page as "page X of Y"', () => {
    expect(pageLabel(2, 7, 'en', en)).toBe('Page 2 of 7');
    expect(pageLabel(1, 3, 'zh', sayIn('zh'))).toBe('第 1 页，共 3 页');
  });

  it('reads an empty list as page 1 of 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(Number.NaN)).toBe(1);
    expect(pageLabel(1, 0, 'en', en)).toBe('Page 1 of 1');
  });

  it('clamps a page into range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3.7, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });

  it('enables prev and next only where there is a page to go to, and not while busy', () => {
    expect(pagerState(1, 3)).toEqual({ canPrev: false, canNext: true });
    expect(pagerState(2, 3)).toEqual({ canPrev: true, canNext: true });
    expect(pagerState(3, 3)).toEqual({ canPrev: true, canNext: false });
    expect(pagerState(1, 1)).toEqual({ canPrev: false, canNext: false });
    expect(pagerState(2, 3, true)).toEqual({ canPrev: false, canNext: false });
  });
});

describe('gallery', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('follows the reading direction with the arrow keys', () => {
    expect(arrowDelta('ArrowRight', false)).toBe(1);
    expect(arrowDelta('ArrowLeft', false)).toBe(-1);
    expect(arrowDelta('ArrowRight', true)).toBe(-1);
    expect(arrowDelta('ArrowLeft', true)).toBe(1);
    expect(arrowDelta('Enter', false)).toBe(0);
  });
});

describe('links', () => {
  it('accepts only https links without credentials', () => {
    expect(isHttpsUrl('https://example.ae/tour')).toBe(true);
    expect(isHttpsUrl('http://example.ae/tour')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('https://user:pw@example.ae')).toBe(false);
    expect(isHttpsUrl('not a url')).toBe(false);
    expect(isHttpsUrl(null)).toBe(false);
  });

  it('shows only images the content security policy lets the page load', () => {
    const origin = 'http://127.0.0.1:5780';
    expect(isDisplayableImageUrl('https://cdn.example.ae/a.jpg', origin)).toBe(true);
    expect(isDisplayableImageUrl('data:image/png;base64,AAAA', origin)).toBe(true);
    expect(isDisplayableImageUrl('/media/a.svg', origin)).toBe(true);
    expect(isDisplayableImageUrl('http://127.0.0.1:5780/media/a.svg', origin)).toBe(true);
    expect(isDisplayableImageUrl('http://demo.example.invalid/media/a.svg', origin)).toBe(false);
    expect(isDisplayableImageUrl(null, origin)).toBe(false);
    expect(isDisplayableImageUrl('', origin)).toBe(false);
  });

  it('adds https to a bare website and refuses other schemes', () => {
    expect(websiteUrl('www.agency.ae')).toBe('https://www.agency.ae');
    expect(websiteUrl('https://agency.ae/')).toBe('https://agency.ae/');
    expect(websiteUrl('http://agency.ae')).toBeNull();
    expect(websiteUrl('ftp://agency.ae')).toBeNull();
    expect(websiteUrl('  ')).toBeNull();
    expect(websiteUrl(null)).toBeNull();
  });
});

describe('property facts', () => {
  it('lists the facts the service gave, in order, translated', () => {
    const facts = propertyFacts(listing(), { lang: 'en', unit: 'sqft', say: en });
    expect(facts.map((f) => f.id)).toEqual([
      'type',
      'purpose',
      'beds',
      'baths',
      'area',
      'price-per-area',
      'furnishing',
      'completion',
      'verified',
      'permit',
      'created',
      'reference',
    ]);
    const byId = Object.fromEntries(facts.map((f) => [f.id, f.value]));
    expect(byId.type).toBe('Apartment');
    expect(byId.purpose).toBe('For sale');
    expect(byId.area).toBe('1,250 sq ft');
    expect(byId['price-per-area']).toBe('AED\u00a01,600 / sq ft');
    expect(byId.completion).toBe('Off-plan');
    expect(byId.furnishing).toBe('Unfurnished');
    expect(byId.verified).toBe('Yes');
  });

  it('leaves out what is missing and marks identifiers left-to-right', () => {
    const facts = propertyFacts(
      listing({ areaSqft: null, pricePerSqft: null, permitNumber: null, isVerified: null, propertyType: null }),
      { lang: 'ar', unit: 'sqft', say: sayIn('ar') },
    );
    const ids = facts.map((f) => f.id);
    expect(ids).not.toContain('area');
    expect(ids).not.toContain('price-per-area');
    expect(ids).not.toContain('permit');
    expect(ids).not.toContain('verified');
    expect(ids).not.toContain('type');
    expect(facts.find((f) => f.id === 'reference')?.ltr).toBe(true);
    expect(facts.find((f) => f.id === 'purpose')?.value).toBe('للبيع');
  });

  it('shows a studio and square metres when asked', () => {
    const facts = propertyFacts(listing({ rooms: 0, areaSqft: 1000, pricePerSqft: 2000, price: 2_000_000 }), {
      lang: 'en',
      unit: 'sqm',
      say: en,
    });
    const byId = Object.fromEntries(facts.map((f) => [f.id, f.value]));
    expect(byId.beds).toBe('Studio');
    expect(byId.area).toBe('93 m²');
    // An office saved as "0 rooms" has no bedrooms fact at all.
    const office = propertyFacts(listing({ rooms: 0, propertyType: 'offices' }), { lang: 'en', unit: 'sqft', say: en });
    expect(office.map((f) => f.id)).not.toContain('beds');
    expect(byId['price-per-area']).toBe('AED\u00a021,528 / m²');
  });
});

describe('errors and provenance', () => {
  it('gives advice for every error code in every language', () => {
    for (const lang of LANGS) {
      for (const code of ERROR_CODES) {
        expect(errorAdvice({ code, message: 'x' }, sayIn(lang)).length).toBeGreaterThan(5);
      }
    }
  });

  it('adds the wait the service asked for', () => {
    const advice = errorAdvice({ code: 'rate-limited', message: '429', retryAfterSeconds: 2.2 }, en);
    expect(advice).toContain('3 s');
  });

  it('sends key and plan problems to Settings', () => {
    expect(needsSettings({ code: 'bad-key', message: '' })).toBe(true);
    expect(needsSettings({ code: 'quota-exhausted', message: '' })).toBe(true);
    expect(needsSettings({ code: 'timeout', message: '' })).toBe(false);
  });

  it('says "as of" only when the cache answered, and why when stale', () => {
    const base: Provenance = { source: 'demo', fetchedAt: '2024-05-01T08:30:00.000Z', fromCache: false, stale: false };
    expect(provenanceLine(base, 'en', en)).toBeNull();
    expect(provenanceLine(null, 'en', en)).toBeNull();
    const cached = provenanceLine({ ...base, fromCache: true }, 'en', en);
    expect(cached).toMatch(/^Saved copy as of .*2024/);
    expect(cached).not.toContain(en('details.staleNote'));
    expect(provenanceLine({ ...base, fromCache: true, stale: true }, 'en', en)).toContain(en('details.staleNote'));
  });
});

describe('nearby places and price per area', () => {
  it('leaves out nearby places that are steps of the listing’s own trail', async () => {
    const { nearbyElsewhere } = await import('./detail-format');
    const trail = [
      { externalID: '1', name: 'Dubai' },
      { externalID: '5002', name: 'Dubai Marina' },
    ];
    const nearby = [
      { externalID: '5002', name: 'Dubai Marina', type: 'neighbourhood' },
      { externalID: null, name: 'dubai', type: 'city' },
      { externalID: '77', name: 'JBR', type: 'neighbourhood' },
    ];
    expect(nearbyElsewhere(nearby, trail).map((p) => p.name)).toEqual(['JBR']);
  });

  it('shows a rental’s price per area as yearly rent per area, and none for daily lets', async () => {
    const { listingPricePerArea } = await import('./detail-format');
    const t = sayIn('en');
    const rent = {
      purpose: 'for-rent' as const,
      price: 8_000,
      rentFrequency: 'monthly',
      areaSqft: 800,
      currency: 'AED',
    };
    expect(listingPricePerArea(rent, 'sqft', 'en', t)).toBe('AED\u00a0120 / sq ft / year');
    expect(listingPricePerArea({ ...rent, rentFrequency: 'daily' }, 'sqft', 'en', t)).toBeNull();
    expect(listingPricePerArea({ ...rent, purpose: 'for-sale', price: 1_600_000 }, 'sqft', 'en', t)).toBe(
      'AED\u00a02,000 / sq ft',
    );
  });
});
