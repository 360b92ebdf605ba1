// Coded values read the same everywhere: by code, by the service's display words, or as sent when unknown.
import { describe, expect, it } from 'vitest';
import '../messages/all-languages';
import { codedLabels, labelOf, valueLabels } from './value-labels';

describe('value labels', () => {
  it('names codes and the display words the service sends for the same kind', () => {
    const types = valueLabels('ar').propertyType;
    expect(labelOf(types, 'apartments')).toBe(types.apartments);
    expect(labelOf(types, 'Apartment')).toBe(types.apartments);
    expect(labelOf(types, 'Hotel Apartment')).toBe(types['hotel-apartments']);
    expect(labelOf(types, 'Skyscraper')).toBe('Skyscraper');
    expect(labelOf(types, null)).toBe('');
    // Names that Object.prototype carries are values, not codes.
    expect(labelOf(types, 'constructor')).toBe('constructor');
    expect(labelOf(types, 'to-string')).toBe('to-string');
  });

  it('finds the table of a coded field by its id in grids and comparisons; none for other fields', () => {
    expect(codedLabels('purpose', 'ru')?.['for-rent']).toBe('Аренда');
    expect(codedLabels('category', 'en')?.villas).toBe('Villa');
    expect(codedLabels('completionStatus', 'zh')?.completed).toBe('现房');
    expect(codedLabels('price', 'en')).toBeNull();
    expect(codedLabels('constructor', 'en')).toBeNull();
  });
});
