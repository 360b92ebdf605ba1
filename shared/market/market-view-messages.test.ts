// The Market view's messages (marketView.* in the catalogue): each language words every one without a placeholder
// left, the maps from values to ids name messages that exist, and a Russian sentence that ends on a date ends with the
// date's own full stop ("2 нояб. 2025 г."), never a second one.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../domain/lang';
import { SOURCE } from '../messages/all-languages';
import type { MessageArgs, MessageId } from '../messages/format-message';
import { formatMessage } from '../messages/messages';
import { argumentKinds } from '../../scripts/messages.mjs';
import { formatDay, formatDayRange } from './market-format';
import {
  BY_PURPOSE_MESSAGE,
  CATEGORY_MESSAGE,
  COMPLETION_MESSAGE,
  MEASURE_MESSAGE,
  PERIOD_MESSAGE,
} from './market-view-ids';

const ids = (Object.keys(SOURCE) as MessageId[]).filter((id) => id.startsWith('marketView.'));

/** The arguments that are days written out. */
const DAYS = new Set(['from', 'to', 'date', 'months', 'days']);

/** Every argument of a message filled: numbers with `n`, days with `day`, other text with `x`. */
function filled(lang: (typeof LANGS)[number], id: MessageId, n: number, day: string): string {
  const args: Record<string, string | number> = {};
  for (const [name, kind] of argumentKinds(SOURCE[id].message) as Map<string, string>) {
    args[name] = kind === 'number' ? n : DAYS.has(name) ? day : 'x';
  }
  return formatMessage(lang, id, args as MessageArgs[typeof id]);
}

describe('marketView messages', () => {
  it('are the Market view’s words: more than a hundred of them', () => {
    expect(ids.length).toBeGreaterThan(100);
  });

  it.each(LANGS)('%s: every one worded for counts 0, 1, 2, 3, 5, 11 and 21 with no placeholder left', (lang) => {
    for (const id of ids) {
      for (const n of [0, 1, 2, 3, 5, 11, 21]) {
        const text = filled(lang, id, n, 'x');
        expect(text.trim().length, `${lang} ${id}`).toBeGreaterThan(0);
        expect(text, `${lang} ${id} ${n}`).not.toMatch(/[{}#]/);
      }
    }
  });

  it('are named by the maps from values to ids, each map naming messages that exist', () => {
    const named = [
      ...Object.values(CATEGORY_MESSAGE),
      ...Object.values(COMPLETION_MESSAGE),
      ...Object.values(PERIOD_MESSAGE),
      ...Object.values(MEASURE_MESSAGE),
      ...Object.values(BY_PURPOSE_MESSAGE).flatMap((labels) => Object.values(labels)),
    ];
    for (const id of named) expect(ids, id).toContain(id);
    expect(formatMessage('en', PERIOD_MESSAGE['12m'])).toBe('12 months');
    expect(formatMessage('ar', COMPLETION_MESSAGE['off-plan'])).toBe('على الخارطة');
  });

  it('count in each language’s plural forms (Arabic dual, Russian few and many, Hindi grouping)', () => {
    expect(formatMessage('en', 'marketView.requests', { count: 1 })).toBe('1 request');
    expect(formatMessage('en', 'marketView.requests', { count: 1250 })).toBe('1,250 requests');
    expect(formatMessage('ar', 'marketView.requests', { count: 2 })).toBe('طلبان');
    expect(formatMessage('ru', 'marketView.requests', { count: 3 })).toBe('3 запроса');
    expect(formatMessage('ru', 'marketView.requests', { count: 5 })).toBe('5 запросов');
    expect(formatMessage('hi', 'marketView.look.unreadableListings', { count: 1250000 })).toContain('12,50,000');
  });

  it('Russian: a sentence ending on a date ends with the date’s own full stop, never two', () => {
    const day = formatDay('2025-11-02', 'ru');
    const range = formatDayRange('2025-11-24', '2025-11-30', 'ru');
    expect(day.endsWith('г.')).toBe(true);
    expect(formatMessage('ru', 'marketView.look.partialFootnote', { months: { list: [range] } })).toMatch(/г\.$/);
    expect(formatMessage('ru', 'marketView.plan.cappedHeld', { place: 'A', purpose: 'B', from: day })).toMatch(
      /2025 г\.$/,
    );
    for (const id of ids) {
      for (const n of [1, 3]) {
        expect(filled('ru', id, n, day), id).not.toMatch(/\.\./);
        expect(filled('ru', id, n, range), id).not.toMatch(/\.\./);
      }
    }
  });
});
