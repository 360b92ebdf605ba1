// Pins how adverts gather into units: the rule's matches, joined through a shared advert, never across kinds.
import { describe, expect, it } from 'vitest';
import type { UnitFacts } from './same-unit';
import { unitGroups } from './unit-groups';

type Advert = UnitFacts & { id: string };

const advert = (id: string, over: Partial<UnitFacts> = {}): Advert => ({
  id,
  purpose: 'for-sale',
  propertyType: 'apartments',
  rooms: 1,
  baths: 2,
  areaSqft: 800,
  price: 1_000_000,
  rentFrequency: null,
  coverPhotoUrl: `https://photos.example/${id}.jpg`,
  location: [{ externalID: '5002', name: 'Dubai Marina' }],
  ...over,
});

const ids = (groups: Advert[][]): string[][] => groups.map((g) => g.map((a) => a.id));

describe('unitGroups', () => {
  it('keeps different units apart and in their order', () => {
    const adverts = [advert('a'), advert('b', { areaSqft: 900 }), advert('c', { rooms: 2 })];
    expect(ids(unitGroups(adverts, ['photo', 'facts']))).toEqual([['a'], ['b'], ['c']]);
  });

  it('gathers the same photos into one unit, and the same facts at about the price when asked', () => {
    const adverts = [
      advert('a'),
      advert('b', { areaSqft: 1_200 }),
      advert('c', { coverPhotoUrl: 'https://photos.example/a.jpg', areaSqft: 812, price: 1_150_000 }),
      advert('d', { areaSqft: 1_200, price: 1_020_000 }),
    ];
    expect(ids(unitGroups(adverts, ['photo']))).toEqual([['a', 'c'], ['b'], ['d']]);
    expect(ids(unitGroups(adverts, ['photo', 'facts']))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('joins two adverts through a third that matches each', () => {
    const adverts = [
      advert('a'),
      // Not a's photos nor a's price: one unit with a only through c.
      advert('b', { coverPhotoUrl: 'https://photos.example/c.jpg', price: 1_300_000 }),
      advert('c', { coverPhotoUrl: 'https://photos.example/c.jpg', price: 1_010_000 }),
    ];
    expect(ids(unitGroups(adverts, ['photo', 'facts']))).toEqual([['a', 'b', 'c']]);
    expect(ids(unitGroups(adverts, ['photo']))).toEqual([['a'], ['b', 'c']]);
  });

  it('keeps one floor plan of a tower, its prices a step apart, as many units when only photos join', () => {
    const plan = Array.from({ length: 8 }, (_, i) => advert(`f${i}`, { price: 1_000_000 + i * 20_000 }));
    expect(unitGroups(plan, ['photo'])).toHaveLength(8);
  });

  it('compares areas up to the tolerance, whatever the order given', () => {
    const photo = 'https://photos.example/x.jpg';
    const adverts = [
      advert('far', { areaSqft: 832, coverPhotoUrl: photo }),
      advert('near', { areaSqft: 816, coverPhotoUrl: photo }),
      advert('base', { areaSqft: 800, coverPhotoUrl: photo }),
    ];
    // 816 is within 2% of 800 and 832 of 816, but 832 is not of 800: joined through 816.
    expect(ids(unitGroups(adverts, ['photo']))).toEqual([['far', 'near', 'base']]);
    expect(ids(unitGroups([adverts[0]!, adverts[2]!], ['photo']))).toEqual([['far'], ['base']]);
  });

  it('leaves an advert the rule cannot read as a unit of its own', () => {
    const adverts = [advert('a', { areaSqft: null }), advert('b', { areaSqft: null }), advert('c', { location: [] })];
    expect(ids(unitGroups(adverts, ['photo', 'facts']))).toEqual([['a'], ['b'], ['c']]);
  });

  it('never joins other places, purposes, types or bathroom counts', () => {
    const photo = { coverPhotoUrl: 'https://photos.example/a.jpg' };
    const adverts = [
      advert('a'),
      advert('b', { ...photo, location: [{ externalID: '5003', name: 'JBR' }] }),
      advert('c', { ...photo, purpose: 'for-rent' }),
      advert('d', { ...photo, propertyType: 'penthouse' }),
      advert('e', { ...photo, baths: 1 }),
    ];
    expect(unitGroups(adverts, ['photo', 'facts'])).toHaveLength(5);
  });
});
