// The notes of a comparison in every language: the same placeholders as the English, no English words left in the
// others, and counts in each language's plural forms.
import { formatMessage } from '#shared/messages/messages';
import { describe, expect, it } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import { NOTE_LANGUAGES, dayText, noteWords, spanArgs } from './note-words';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
/** Words that stay as they are in every language. */
const KEPT = /\b(AED|JSON)\b/g;

describe('compare notes', () => {
  it('fills the same placeholders in every language, with no English left outside the English', () => {
    const en = NOTE_LANGUAGES.en;
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const other = NOTE_LANGUAGES[lang];
      for (const [key, template] of Object.entries(en.t)) {
        const translated = other.t[key as keyof typeof en.t];
        expect(placeholders(translated), `${lang}.${key}`).toEqual(placeholders(template));
        expect(translated.replace(KEPT, '').replace(/\{\w+\}/g, ''), `${lang}.${key}`).not.toMatch(/[A-Za-z]{3,}/);
      }
      for (const forms of Object.values(other.units)) {
        for (const form of Object.values(forms)) expect(form.replace(/\{count\}/g, '')).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('counts in the plural forms of each language, in its digits', () => {
    expect(noteWords('en').counted(1, 'listing')).toBe('1 listing');
    expect(noteWords('en').counted(1900, 'sale')).toBe('1,900 listings for sale');
    const ar = noteWords('ar');
    expect(ar.counted(1, 'project')).toBe('مشروع واحد');
    expect(ar.counted(2, 'project')).toBe('مشروعان');
    expect(ar.counted(3, 'project')).toMatch(/^\S+ مشاريع$/);
    expect(ar.counted(11, 'project')).toMatch(/^\S+ مشروعًا$/);
    const ru = noteWords('ru');
    expect(ru.counted(1, 'listing')).toBe('1 объявление');
    expect(ru.counted(3, 'listing')).toBe('3 объявления');
    expect(ru.counted(5, 'listing')).toBe('5 объявлений');
    expect(noteWords('zh').counted(12, 'project')).toBe('12 个项目');
    expect(noteWords('en').counted(1, 'lastMonths')).toBe('last month');
    expect(noteWords('en').counted(12, 'lastMonths')).toBe('last 12 months');
  });

  it('says the dates of a note as the panel does, never as ISO text', () => {
    const span = spanArgs({ from: '2025-11-25', to: '2026-11-24' });
    expect(
      formatMessage('en', 'compare.percentileSample', { transactions: 31, place: 'JVC', ...span, thin: 'no' }),
    ).toBe('31 transactions in JVC, 25 Nov 2025 to 24 Nov 2026');
    expect(noteWords('ru').say('fromSnapshot', { day: '2026-06-01', what: 'x' })).toMatch(/^По снимку от 1 июн\. 2026/);
    // An instant is its day in the UAE: 22:30 UTC on 31 May is 1 June there.
    expect(dayText('2026-05-31T22:30:00.000Z', 'en')).toBe('1 Jun 2026');
    expect(dayText('2026-06-01', 'zh')).toBe('2026年6月1日');
  });
});
