import { describe, expect, it } from 'vitest';
import type { Lang } from '../domain/lang';
import { formatBytes as raw, formatList, labelled } from './intl';

// The space between figure and unit is whichever the ICU in use picks (space, no-break, narrow no-break).
const formatBytes = (n: number, lang: Lang) => raw(n, lang).replace(/\s/g, ' ');

describe('formatBytes', () => {
  const mb55 = 55 * 1_048_576;
  it('says a size in the language’s decimal mark and unit', () => {
    expect(formatBytes(mb55, 'en')).toBe('55 MB');
    expect(formatBytes(1.25 * 1_048_576, 'ru')).toBe('1,3 МБ');
    expect(formatBytes(mb55, 'zh')).toBe('55 MB');
    expect(formatBytes(3 * 1024 ** 3, 'en')).toBe('3 GB');
    expect(formatBytes(100, 'en')).toBe('100 byte');
    expect(formatBytes(mb55, 'ar')).not.toMatch(/MB/);
    expect(formatBytes(512 * 1024, 'en')).toBe('512 kB');
    expect(formatBytes(512 * 1024, 'ru')).toBe('512 кБ');
    expect(formatBytes(Number.NaN, 'en')).toBe('');
  });
});

describe('labelled', () => {
  it('joins a label and its value with the language’s colon', async () => {
    expect(labelled('今日请求', '12', 'zh')).toBe('今日请求：12');
    expect(labelled('Requests today', '12', 'en')).toBe('Requests today: 12');
  });
});

describe('formatList', () => {
  it('joins items as each language joins a list', () => {
    expect(formatList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(formatList(['A', 'B'], 'ru')).toBe('A и B');
  });
});
