// A saved answer shown instead of a new one says why and from when, in the window's language and in UAE time.
import { describe, expect, it } from 'vitest';
import { formatRef } from '#shared/messages/messages';
import { savedInstead } from './answer-warnings';

const AT = Date.parse('2026-11-24T19:02:00Z'); // 11:02 PM in Dubai

describe('savedInstead', () => {
  it('keeps the failure’s own words in English, and says the time as a broker in Dubai reads it', () => {
    expect(formatRef('en', savedInstead('upstream', 'The data service answered 503.', AT))).toBe(
      'The data service answered 503. Showing the answer saved on 24 Nov 2026, 11:02 PM (UAE time).',
    );
  });

  it('says why in the window’s language, by the failure’s code', () => {
    const arabic = formatRef('ar', savedInstead('timeout', 'The data service did not answer within 15 s.', AT));
    expect(arabic).toMatch(
      /^لم تُجب خدمة البيانات في الوقت المحدّد\. تُعرض الإجابة المحفوظة في .+ \(بتوقيت الإمارات\)\.$/,
    );
    expect(arabic).not.toMatch(/[A-Za-z]/);
    expect(formatRef('ru', savedInstead('offline', 'x', AT))).toMatch(
      /^Сервис данных недоступен\. Показан ответ, сохранённый 24 нояб\. 2026 г\., 23:02 \(время ОАЭ\)\.$/,
    );
    // A failure without words of its own in the table keeps its message rather than saying nothing.
    expect(formatRef('zh', savedInstead('unheard-of', 'Odd failure.', AT))).toMatch(/^Odd failure\.现显示/);
  });

  it('travels as a reference: the same warning worded in each language where it is shown', () => {
    const said = savedInstead('upstream', 'The data service answered 503.', AT);
    expect(JSON.parse(JSON.stringify(said))).toEqual(said);
    expect(said.id).toBe('answer.savedInstead');
  });
});
