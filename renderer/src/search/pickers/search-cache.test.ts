import { beforeEach, describe, expect, it } from 'vitest';
import { cacheKey, clearSuggestions, minQueryLength, peekSuggestions, rememberSuggestions } from './search-cache';

describe('suggestion cache', () => {
  beforeEach(() => clearSuggestions());

  it('keys by picker, language and the trimmed, case-folded query', () => {
    expect(cacheKey('locations', 'en', ' Marina ')).toBe(cacheKey('locations', 'en', 'marina'));
    expect(cacheKey('locations', 'en', 'marina')).not.toBe(cacheKey('locations', 'ar', 'marina'));
    expect(cacheKey('locations', 'en', 'marina')).not.toBe(cacheKey('amenities', 'en', 'marina'));
  });

  it('answers a query seen before without a request', () => {
    const key = cacheKey('amenities', 'en', 'pool');
    expect(peekSuggestions(key)).toBeUndefined();
    rememberSuggestions(key, { items: ['Pool'], total: 1 });
    expect(peekSuggestions<string>(key)).toEqual({ items: ['Pool'], total: 1 });
  });

  it('forgets the oldest entries beyond its bound', () => {
    for (let i = 0; i < 310; i++) rememberSuggestions(cacheKey('x', 'en', `q${i}`), { items: [i], total: 1 });
    expect(peekSuggestions(cacheKey('x', 'en', 'q0'))).toBeUndefined();
    expect(peekSuggestions(cacheKey('x', 'en', 'q309'))).toBeDefined();
  });
});

describe('minQueryLength', () => {
  it('asks for fewer characters in CJK scripts', () => {
    expect(minQueryLength('ab', 2)).toBe(2);
    expect(minQueryLength('迪', 2)).toBe(1);
    expect(minQueryLength('', 1)).toBe(1);
  });
});
