// Local storage another version (or a hand) wrote: each preference is read on its own, and what this version does not
// know falls back to its default rather than breaking the window or asking the data service in a language it lacks.
import { describe, expect, it } from 'vitest';
import { storedPreferences } from './preferences-store';

describe('stored preferences', () => {
  it('keeps what it knows: Hindi with Arabic data, dark, square metres', () => {
    expect(storedPreferences({ lang: 'hi', dataLang: 'ar', theme: 'dark', areaUnit: 'sqm', sidebar: 'full' })).toEqual({
      lang: 'hi',
      dataLang: 'ar',
      theme: 'dark',
      areaUnit: 'sqm',
      sidebar: 'full',
    });
  });

  it('refuses Hindi as a data language, an unknown language and a misspelt theme, field by field', () => {
    expect(storedPreferences({ lang: 'xx', dataLang: 'hi', theme: 'purple', areaUnit: 'acres', sidebar: 7 })).toEqual({
      lang: 'en',
      dataLang: 'interface',
      areaUnit: 'sqft',
      sidebar: 'auto',
    });
  });

  it('keeps a data language chosen to follow the interface, and refuses one of another case', () => {
    expect(storedPreferences({ dataLang: 'interface' }).dataLang).toBe('interface');
    expect(storedPreferences({ dataLang: 'ru' }).dataLang).toBe('ru');
    expect(storedPreferences({ dataLang: 'AR' }).dataLang).toBe('interface');
  });

  it('gives nothing for a value that is no object at all', () => {
    expect(storedPreferences('{not json')).toEqual({});
    expect(storedPreferences(null)).toEqual({ lang: 'en', dataLang: 'interface', areaUnit: 'sqft', sidebar: 'auto' });
  });
});
