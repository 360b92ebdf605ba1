import { describe, expect, it } from 'vitest';
import { SEARCH_STRINGS } from '../search-strings';
import { countText } from './picker-format';

describe("pickers' counts", () => {
  it('put the noun in the form the number takes, in every language', () => {
    expect(countText(SEARCH_STRINGS.en.picker.ads, 1, 'en')).toBe('1 ad');
    expect(countText(SEARCH_STRINGS.en.picker.ads, 1200, 'en')).toBe('1,200 ads');
    expect(countText(SEARCH_STRINGS.ru.picker.listings, 1, 'ru')).toBe('1 объект');
    expect(countText(SEARCH_STRINGS.ru.picker.listings, 3, 'ru')).toBe('3 объекта');
    expect(countText(SEARCH_STRINGS.ru.picker.listings, 21, 'ru')).toBe('21 объект');
    expect(countText(SEARCH_STRINGS.ru.picker.agentsCount, 5, 'ru')).toBe('5 агентов');
    expect(countText(SEARCH_STRINGS.ar.picker.projects, 2, 'ar')).toBe('مشروعان');
    expect(countText(SEARCH_STRINGS.zh.picker.ads, 1, 'zh')).toBe('1 条房源');
    expect(countText(SEARCH_STRINGS.en.picker.ads, null, 'en')).toBeUndefined();
  });
});
