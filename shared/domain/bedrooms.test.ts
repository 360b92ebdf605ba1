import { describe, expect, it } from 'vitest';
import { COMMERCIAL_TYPES } from '../data-service/params';
import { bedroomsOf, bedroomsOffered, hasBedrooms, NO_BEDROOM_TYPE_KEYS, propertyTypeKey } from './bedrooms';

describe('bedrooms', () => {
  it('are counted for homes only: offices, shops, land and whole buildings have none', () => {
    for (const type of COMMERCIAL_TYPES) expect(hasBedrooms(type), type).toBe(false);
    for (const type of ['Office', 'Warehouse', 'Shop', 'Commercial Building', 'Residential Plot', 'Land', 'Factory'])
      expect(hasBedrooms(type), type).toBe(false);
    for (const type of ['apartments', 'Apartment', 'Hotel Apartment', 'penthouse', 'Villa', 'townhouses', null])
      expect(hasBedrooms(type), String(type)).toBe(true);
  });

  it('read a "0" of a unit without bedrooms as no count, and keep every other count', () => {
    expect(bedroomsOf(0, 'offices')).toBeNull();
    expect(bedroomsOf(0, 'apartments')).toBe(0);
    expect(bedroomsOf(0, null)).toBe(0);
    expect(bedroomsOf(3, 'commercial-villas')).toBe(3);
    expect(bedroomsOf(null, 'apartments')).toBeNull();
  });

  it('offer no studios in a project whose every type has no bedrooms', () => {
    expect(bedroomsOffered([0], ['offices'])).toEqual([]);
    expect(bedroomsOffered([0, 1], ['apartments', 'offices'])).toEqual([0, 1]);
    expect(bedroomsOffered([0, 1], [])).toEqual([0, 1]);
  });

  it('key types in lower case with hyphens, as the store compares them in SQL', () => {
    expect(propertyTypeKey(' Commercial  Building ')).toBe('commercial-building');
    expect(propertyTypeKey('mixed_use_land')).toBe('mixed-use-land');
    for (const key of NO_BEDROOM_TYPE_KEYS) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
