// The query and the grid's order in words for the About sheet, in the workbook's language: names behind ids,
// studios, ranges and flags, and the same facts in Arabic, Russian and Chinese.
import { describe, expect, it } from 'vitest';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { describeQuery, type NameLookup } from './describe-query';
import { describeOrder } from './grid/describe-order';

const names: NameLookup = (kind, id) => (kind === 'location' && id === '5002' ? 'Jumeirah Village Circle' : null);
const params = {
  purpose: 'for-rent',
  location_ids: '5002',
  rooms: '0,1',
  price_min: 50000,
  price_max: 90000,
  is_verified: 'true',
};

describe('describeQuery', () => {
  it('tells the query in English, with the names behind the ids', () => {
    const { title, parameters } = describeQuery('search-property', params, names, 'en');
    expect(title).toBe('Properties for rent in Jumeirah Village Circle, studio, 1 bedroom, AED 50,000–AED 90,000');
    expect(parameters).toContainEqual({ name: 'Places', value: 'Jumeirah Village Circle (5002)' });
    expect(parameters).toContainEqual({ name: 'Bedrooms', value: 'Studio, 1' });
    expect(parameters).toContainEqual({ name: 'Min price', value: 'AED 50,000' });
    expect(parameters).toContainEqual({ name: 'is_verified', value: 'Yes' });
  });

  it('counts bedrooms with the plural they take', () => {
    const title = (rooms: string) => describeQuery('search-property', { rooms }, names, 'en').title;
    expect(title('1')).toBe('Properties, 1 bedroom');
    expect(title('1,2')).toBe('Properties, 1, 2 bedrooms');
    expect(title('2')).toBe('Properties, 2 bedrooms');
    expect(title('0')).toBe('Properties, studio');
  });

  it('names every parameter and its coded value in the workbook language, never as the service spells them', () => {
    const asked = { location_ids: '5006', sort_order: 'lowest_price', rooms: '1', time_period: '6m', baths: '2' };
    const en = describeQuery('search-property', asked, () => null, 'en').parameters;
    expect(en).toEqual([
      { name: 'Places', value: '5006' },
      { name: 'Bedrooms', value: '1' },
      { name: 'Bathrooms', value: '2' },
      { name: 'Period', value: 'Last 6 months' },
      { name: 'Sort order', value: 'Lowest price' },
    ]);
    const tx = describeQuery('transactions', { sort_by: 'price_asc', beds: '0' }, names, 'en').parameters;
    expect(tx).toContainEqual({ name: 'Sort order', value: 'Price: low to high' });
    expect(tx).toContainEqual({ name: 'Bedrooms', value: 'Studio' });
    const ar = describeQuery('search-property', asked, () => null, 'ar').parameters;
    expect(ar).toContainEqual({ name: 'الترتيب حسب', value: 'الأقل سعرًا' });
    expect(ar).toContainEqual({ name: 'غرف النوم', value: '1' });
    for (const lang of ['ru', 'zh'] as const) {
      const words = describeQuery('search-property', asked, () => null, lang).parameters;
      expect(words.map((p) => p.name).join(' '), lang).not.toMatch(/[a-z]_[a-z]/);
      expect(words.map((p) => p.value).join(' '), lang).not.toMatch(/lowest_price|6m/);
    }
  });

  it('tells it in the workbook language, names and figures as they are', () => {
    // The Arabic sentence isolates what is set into it; the file's writer drops the marks.
    expect(stripBidiControls(describeQuery('search-property', params, names, 'ar').title)).toBe(
      'العقارات للإيجار في Jumeirah Village Circle، غرف النوم: استوديو، 1، 50,000 درهم–90,000 درهم',
    );
    expect(describeQuery('transactions', { purpose: 'for-sale', time_period: '6m' }, names, 'ru').title).toBe(
      'Сделки продажи, за последние 6 мес.',
    );
    expect(describeQuery('search-property', { purpose: 'for-sale', area_min: 1000 }, names, 'zh').title).toBe(
      '出售房源，1,000 平方英尺起',
    );
    const flag = describeQuery('search-property', params, names, 'ar').parameters;
    expect(flag).toContainEqual({ name: 'is_verified', value: 'نعم' });
  });
});

describe('describeOrder', () => {
  const header = (id: string): string => ({ price: 'السعر', title: 'العنوان' })[id] ?? id;

  it('says the sort and the filters in the workbook language', () => {
    const sort = [{ column: 'price', direction: 'desc' as const }];
    const filters = [{ column: 'title', type: 'contains' as const, text: 'Marina' }];
    // Texts set into a sentence are isolated where their direction and its can differ; the file's writer drops the
    // marks, so the About sheet reads as these lines without them.
    const written = (lang: 'en' | 'ar') => describeOrder(sort, filters, header, lang).map(stripBidiControls);
    expect(written('en')).toEqual(['Sorted by السعر, highest or latest first.', 'Filter: العنوان contains "Marina".']);
    expect(describeOrder(sort, filters, header, 'en')[1]).toBe('Filter: \u2068العنوان\u2069 contains "Marina".');
    expect(written('ar')).toEqual(['مرتبة حسب السعر، الأعلى أو الأحدث أولًا.', 'تصفية: العنوان يحتوي على «Marina».']);
    const two = [...sort, { column: 'title', direction: 'asc' as const }];
    expect(describeOrder(two, [], header, 'en').map(stripBidiControls)).toEqual([
      'Sorted by السعر, highest or latest first; then by العنوان, lowest or earliest first.',
    ]);
    expect(describeOrder([], [], header, 'zh')).toEqual(['按数据服务返回行的顺序排列。']);
  });
});
