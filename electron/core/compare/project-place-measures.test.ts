import { stripBidiControls } from '#shared/text/bidi-controls';
import { describe, expect, it } from 'vitest';
import type { PlaceSnapshot, ProjectSnapshot } from '#shared/compare/snapshots';
import { placeRows, projectRows } from './project-place-measures';
import type { MarketFiguresSource } from './market-figures';

const project = (rooms: number[], propertyTypes: string[]) =>
  ({ externalID: 'P', title: { en: 'P' }, rooms, propertyTypes }) as ProjectSnapshot;

describe('project measures', () => {
  it('offer no "Studio" in an office project pinned with "rooms: [0]"', () => {
    const rows = projectRows([project([0], ['offices']), project([2, 0, 1], ['apartments'])], 'en', 'en');
    expect(rows.find((r) => r.id === 'bedrooms')?.values).toEqual([null, 'Studio, 1, 2']);
  });

  it('rank the starting price, and neither end of the sizes (what a client needs, as a listing area)', () => {
    const rows = projectRows([project([1], ['apartments']), project([2], ['apartments'])], 'en', 'en');
    const direction = (id: string) => rows.find((r) => r.id === id)?.direction;
    expect(direction('priceFrom')).toBe('lowest');
    expect([direction('priceTo'), direction('areaFrom'), direction('areaTo')]).toEqual([null, null, null]);
  });

  it('name bedrooms and types in the panel language', () => {
    const rows = projectRows([project([0, 1], ['apartments', 'penthouse'])], 'ar', 'ar');
    expect(rows.find((r) => r.id === 'bedrooms')?.values).toEqual(['استوديو، 1']);
    expect(rows.find((r) => r.id === 'types')?.values[0]).not.toMatch(/[A-Za-z]/);
  });
});

describe('place measures', () => {
  const nothingStored: MarketFiguresSource = {
    listingPercentile: () => Promise.reject(new Error('not asked')),
    placeFigures: () => Promise.resolve(null),
  };
  const marina = {
    externalID: '5002',
    name: 'Marina Gate',
    path: 'Dubai > Dubai Marina > Marina Gate',
  } as PlaceSnapshot;

  it('word the path and the notes in the panel language, each step by its stored name', async () => {
    const rows = await placeRows([marina], {
      lang: 'ar',
      dataLang: 'ar',
      figures: nothingStored,
      placeNames: (names) => {
        expect([...names].sort()).toEqual(['Dubai', 'Dubai Marina', 'Marina Gate']);
        return { 'Dubai Marina': { en: 'Dubai Marina', ar: 'دبي مارينا' } };
      },
    });
    // An emirate is known without a stored name; another step whose name is not stored stays as recorded.
    expect(rows.find((r) => r.id === 'path')?.values).toEqual(['دبي > دبي مارينا > Marina Gate']);
    // The scope is set into the Arabic sentence isolated, as every text a right-to-left message takes.
    const note = rows.find((r) => r.id === 'saleMedianPrice')?.notes?.[0] ?? '';
    expect(stripBidiControls(note)).toMatch(/^لا شيء محفوظ لـ كل الفئات، الأشهر الـ12 الأخيرة: /);
  });

  // Issue 34: Compare → Places showed figures of 1-bed apartments over 12 months without saying so.
  it('show the filter the figures rest on as a row of their own', async () => {
    const pinned = {
      ...marina,
      market: { period: '12m', scope: { category: 'apartments', beds: [1], completion: 'any' } },
    } as PlaceSnapshot;
    const rows = await placeRows([pinned, marina], {
      lang: 'en',
      dataLang: 'en',
      figures: nothingStored,
      placeNames: () => ({}),
    });
    const scope = rows.find((r) => r.id === 'scope');
    expect(scope).toMatchObject({ kind: 'text', direction: null });
    expect(scope?.values).toEqual(['Apartment, bedrooms: 1, last 12 months', 'Every category, last 12 months']);
    // Right after the place's name and path, before the figures.
    expect(rows.findIndex((r) => r.id === 'scope')).toBe(2);
  });
});
