// Pins how the service's English names of spoken languages read in the app's languages.
import { describe, expect, it } from 'vitest';
import { languageName, languageNames } from './language-names';

describe('languageName', () => {
  it('says a known language in the reader’s language, starting with a capital', () => {
    expect(languageName('Swahili', 'ru')).toBe('Суахили');
    expect(languageName('English', 'ru')).toBe('Английский');
    expect(languageName('hindi ', 'ar')).toBe('الهندية');
    expect(languageName('Mandarin', 'zh')).toBe('中文');
    expect(languageNames(['Tagalog', 'Urdu'], 'zh')).toEqual(['菲律宾语', '乌尔都语']);
  });

  it('keeps English as sent, and a name it does not know as it is', () => {
    expect(languageName('Swahili', 'en')).toBe('Swahili');
    expect(languageName('Klingon', 'ru')).toBe('Klingon');
  });
});
