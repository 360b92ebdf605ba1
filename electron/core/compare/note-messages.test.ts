// The notes of a comparison as catalogue messages: counts in each language's plural forms and digits, what a figure
// is counted from chosen inside the sentence, and dates said as the panel says them.
import { formatMessage } from '#shared/messages/messages';
import { describe, expect, it } from 'vitest';
import { dayAt, spanArgs } from './note-dates';

describe('compare notes', () => {
  it('counts in the plural forms of each language, in its digits', () => {
    const noFigure = (lang: 'en' | 'ar' | 'ru' | 'zh', count: number, unit: 'listing' | 'sale' | 'project') =>
      formatMessage(lang, 'compareNote.noFigure', { count, unit });
    expect(noFigure('en', 1, 'listing')).toBe('No figure from the 1 listing in the offline cache.');
    expect(noFigure('en', 1900, 'sale')).toBe('No figure from the 1,900 listings for sale in the offline cache.');
    expect(noFigure('ar', 1, 'project')).toContain('مشروع واحد');
    expect(noFigure('ar', 2, 'project')).toContain('مشروعان');
    expect(noFigure('ar', 11, 'project')).toMatch(/\d+ مشروعًا/);
    expect(noFigure('ru', 3, 'listing')).toContain('3 объявления');
    expect(noFigure('ru', 5, 'listing')).toContain('5 объявлений');
    expect(noFigure('zh', 12, 'project')).toContain('12 个项目');
  });

  it('says a sample of a known or unknown total, and the advice after it in the same language', () => {
    const advice = { id: 'compareNote.advice', args: { noun: 'agency', unit: 'sale' } } as const;
    const sample = (known: 'yes' | 'no') =>
      formatMessage('en', 'compareNote.sample', { known, held: 12, total: 1900, unit: 'sale', advice });
    expect(sample('yes')).toBe(
      'From 12 of its 1,900 listings for sale in the offline cache: a sample, not all of them, so never marked best.' +
        ' Watch the agency and take a snapshot for the figure from all its listings for sale.',
    );
    expect(sample('no')).toMatch(/^From 12 of its listings for sale \(how many it has in all is not known\) in/);
    expect(formatMessage('ru', 'compareNote.advice', { noun: 'developer', unit: 'project' })).toContain('застройщика');
  });

  it('words the scope of a place’s figures with the language’s own separator', () => {
    const scope = { hasCategory: 'no', category: '', hasBeds: 'yes', beds: '1, 2', hasCompletion: 'no' } as const;
    expect(formatMessage('en', 'compareNote.scope', { ...scope, completion: '', months: 12 })).toBe(
      'every category, bedrooms: 1, 2, last 12 months',
    );
    expect(formatMessage('en', 'compareNote.scope', { ...scope, hasBeds: 'no', completion: '', months: 1 })).toBe(
      'every category, last month',
    );
    expect(formatMessage('zh', 'compareNote.scope', { ...scope, hasBeds: 'no', completion: '', months: 6 })).toMatch(
      /^\S+、最近 6 个月$/,
    );
  });

  it('says the dates of a note as the panel does, never as ISO text', () => {
    const span = spanArgs({ from: '2025-11-25', to: '2026-11-24' });
    expect(
      formatMessage('en', 'compare.percentileSample', { transactions: 31, place: 'JVC', ...span, thin: 'no' }),
    ).toBe('31 transactions in JVC, 25 Nov 2025 to 24 Nov 2026');
    const fromSnapshot = { day: dayAt('2026-06-01'), count: 3, unit: 'listing', all: 'yes' } as const;
    expect(formatMessage('ru', 'compareNote.fromSnapshot', fromSnapshot)).toMatch(/^По снимку от 1 июн\. 2026/);
    expect(formatMessage('en', 'compareNote.fromSnapshot', fromSnapshot)).toBe(
      'From the snapshot of 1 Jun 2026, all 3 listings.',
    );
    // An instant is its day in the UAE: 22:30 UTC on 31 May is 1 June there.
    const instant = { ...fromSnapshot, day: dayAt('2026-05-31T22:30:00.000Z') };
    expect(formatMessage('en', 'compareNote.fromSnapshot', instant)).toContain('1 Jun 2026');
    expect(formatMessage('zh', 'compareNote.fromSnapshot', fromSnapshot)).toContain('2026年6月1日');
  });
});
