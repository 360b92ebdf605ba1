import { describe, expect, it } from 'vitest';
import type { DataRequest } from '#shared/ipc/contract';
import { sayIn } from '../i18n/say';
import { headerSortText } from './header-sort-text';

const sales = { operation: 'search-property', params: { purpose: 'for-sale' } } as unknown as DataRequest;

describe('a header sort in words', () => {
  it('names every column of the listings grid by its header, a count as a number', () => {
    const say = sayIn('en');
    const text = (colId: string, direction: 'asc' | 'desc') =>
      headerSortText('listings', { colId, direction }, sales, 'en', 'sqft', say);
    expect(text('otherAdverts', 'desc')).toBe('Sorted by Other adverts, highest first');
    expect(text('notes', 'asc')).toBe('Sorted by Notes, lowest first');
    expect(text('price', 'desc')).toBe('Sorted by Price (AED), highest first');
    expect(text('agency', 'asc')).toBe('Sorted by Agency, A to Z');
  });

  it('in Arabic, never by the column’s id', () => {
    const text = headerSortText(
      'listings',
      { colId: 'otherAdverts', direction: 'desc' },
      sales,
      'ar',
      'sqft',
      sayIn('ar'),
    );
    expect(text).toContain('إعلانات أخرى');
    expect(text).not.toContain('otherAdverts');
  });
});
