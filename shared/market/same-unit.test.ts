// Pins the same-unit rule: one place, purpose, type, bedrooms and bathrooms, areas within 2%; then the same photos
// (the same unit), or an area within 0.1% and a price within 3% (maybe the same unit).
import { describe, expect, it } from 'vitest';
import { comparableUnit, sameUnitAreaRange, unitMatch, unitPlaceId, type UnitFacts } from './same-unit';

const unit: UnitFacts = {
  purpose: 'for-sale',
  propertyType: 'apartments',
  rooms: 2,
  baths: 3,
  areaSqft: 1_250,
  price: 2_000_000,
  rentFrequency: null,
  coverPhotoUrl: 'https://photos.example/a.jpg',
  location: [
    { externalID: '2', name: 'Dubai' },
    { externalID: '5002', name: 'Dubai Marina' },
    { externalID: null, name: 'Marina Gate' },
  ],
};
const otherPhoto = { ...unit, coverPhotoUrl: 'https://photos.example/b.jpg' };

describe('unitMatch', () => {
  it('takes the most specific place the advert names with an id', () => {
    expect(unitPlaceId(unit)).toBe('5002');
    expect(unitPlaceId({ location: [] })).toBeNull();
  });

  it('calls the same photos the same unit, whatever the price and with the area measured differently', () => {
    expect(unitMatch(unit, { ...unit, areaSqft: 1_270, price: 2_300_000 })).toBe('photo');
    expect(unitMatch(unit, { ...unit, areaSqft: 1_230 })).toBe('photo');
  });

  it('calls other photos maybe the same unit only with the area of one deed and about the price', () => {
    expect(unitMatch(unit, { ...otherPhoto, areaSqft: 1_251, price: 2_050_000 })).toBe('facts');
    // A unit of the same floor plan one floor up has about the area: not called the same without a close area.
    expect(unitMatch(unit, { ...otherPhoto, areaSqft: 1_255 })).toBeNull();
    expect(unitMatch(unit, { ...otherPhoto, price: 2_080_000 })).toBeNull();
    expect(unitMatch(unit, { ...otherPhoto, coverPhotoUrl: null })).toBe('facts');
  });

  it("takes the shared photos of off-plan adverts (the developer's renders) for no proof: only the facts may match", () => {
    const offPlan = { ...unit, completionStatus: 'under-construction' };
    expect(unitMatch(offPlan, { ...offPlan, areaSqft: 1_270, price: 2_300_000 })).toBeNull();
    expect(unitMatch(offPlan, { ...offPlan, price: 2_050_000 })).toBe('facts');
    expect(unitMatch(unit, { ...offPlan, areaSqft: 1_270 })).toBeNull();
    expect(unitMatch({ ...unit, completionStatus: 'completed' }, { ...unit, completionStatus: null })).toBe('photo');
    expect(unitMatch({ ...unit, completionStatus: 'off_plan' }, { ...unit, price: 2_300_000 })).toBeNull();
  });

  it('compares rents of different periods by the year', () => {
    const rent = { ...otherPhoto, purpose: 'for-rent' as const, price: 120_000, rentFrequency: 'yearly' };
    expect(unitMatch(rent, { ...rent, coverPhotoUrl: null, price: 10_200, rentFrequency: 'monthly' })).toBe('facts');
    expect(unitMatch(rent, { ...rent, coverPhotoUrl: null, price: 10_500, rentFrequency: 'monthly' })).toBeNull();
  });

  it('tells apart what differs in place, purpose, type, bedrooms, bathrooms or area', () => {
    expect(unitMatch(unit, { ...unit, location: [{ externalID: '5003', name: 'JBR' }] })).toBeNull();
    expect(unitMatch(unit, { ...unit, purpose: 'for-rent' })).toBeNull();
    expect(unitMatch(unit, { ...unit, propertyType: 'penthouse' })).toBeNull();
    expect(unitMatch(unit, { ...unit, rooms: 3 })).toBeNull();
    expect(unitMatch(unit, { ...unit, baths: 2 })).toBeNull();
    expect(unitMatch(unit, { ...unit, areaSqft: 1_300 })).toBeNull();
  });

  it('says nothing of an advert without an area, a type or a place', () => {
    expect(comparableUnit({ ...unit, areaSqft: null })).toBe(false);
    expect(unitMatch({ ...unit, areaSqft: null }, { ...unit, areaSqft: null })).toBeNull();
    expect(unitMatch({ ...unit, propertyType: null }, { ...unit, propertyType: null })).toBeNull();
    expect(unitMatch({ ...unit, location: [] }, { ...unit, location: [] })).toBeNull();
  });

  it('searches an area range that holds every area the rule accepts, whole or converted from square metres', () => {
    for (const area of [300, 555, 1_076.39, 1_250, 2_966.2, 10_933, 45_000.5]) {
      const { min, max } = sameUnitAreaRange(area);
      expect(min).toBeLessThanOrEqual(area / 1.02);
      expect(max).toBeGreaterThanOrEqual(area * 1.02);
    }
  });

  it('takes the ends of the searched range only as far as the rule goes', () => {
    const range = sameUnitAreaRange(1_250);
    expect(range.min).toBeLessThanOrEqual(1_225.49);
    expect(range.max).toBeGreaterThanOrEqual(1_275);
    for (const area of [range.min + 1, range.max - 1])
      expect(unitMatch(unit, { ...unit, areaSqft: area })).toBe('photo');
  });
});
