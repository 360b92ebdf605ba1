import { describe, expect, it } from 'vitest';
import { fill } from './translated';
import { pluralText } from './plural';

describe('fill', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('never doubles a full stop after a value that ends in one (Russian dates, abbreviations)', () => {
    expect(fill('Данные с {from}.', { from: '2 нояб. 2025 г.' })).toBe('Данные с 2 нояб. 2025 г.');
    expect(fill('Отменено после {done}. Дальше', { done: '3 стр.' })).toBe('Отменено после 3 стр. Дальше');
    expect(fill('Held from {from}.', { from: '2 Nov 2025' })).toBe('Held from 2 Nov 2025.');
    expect(fill('{a}…', { a: 'x.' })).toBe('x.…');
    expect(fill('Wait {a}...', { a: 'x' })).toBe('Wait x...');
    expect(fill('{missing}.', {})).toBe('{missing}.');
  });

  it('keeps the stop through plural sentences too', () => {
    expect(pluralText({ other: 'До {date}.' }, 2, 'ru', { date: '2 нояб. 2025 г.' })).toBe('До 2 нояб. 2025 г.');
  });
});
