import { beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { loadMessages } from '../../i18n/load-messages';
import { countText } from './picker-format';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

describe("pickers' counts", () => {
  it('put the noun in the form the number takes, in every language', () => {
    expect(countText('search.picker.ads', 1, 'en')).toBe('1 ad');
    expect(countText('search.picker.ads', 1200, 'en')).toBe('1,200 ads');
    expect(countText('search.picker.listings', 1, 'ru')).toBe('1 объект');
    expect(countText('search.picker.listings', 3, 'ru')).toBe('3 объекта');
    expect(countText('search.picker.listings', 21, 'ru')).toBe('21 объект');
    expect(countText('search.picker.agentsCount', 5, 'ru')).toBe('5 агентов');
    expect(countText('search.picker.projects', 2, 'ar')).toBe('مشروعان');
    expect(countText('search.picker.ads', 1, 'zh')).toBe('1 条房源');
    expect(countText('search.picker.ads', null, 'en')).toBeUndefined();
  });
});
