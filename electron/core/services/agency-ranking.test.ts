// Pins the grouping of an agency ranking: by agency id (else name), most listings first, shares and medians.
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/domain/listing';
import { rankAgencies } from './agency-ranking';

function listing(
  id: string,
  agency: { externalID: string | null; name: string } | null,
  price: number,
): ListingSummary {
  return {
    externalID: id,
    title: { en: id },
    purpose: 'for-sale',
    price,
    currency: 'AED',
    rentFrequency: null,
    rooms: 1,
    baths: 1,
    areaSqft: 800,
    pricePerSqft: null,
    coverPhotoUrl: null,
    location: [],
    agency: agency && { ...agency, logoUrl: null },
    agent: null,
    contactName: null,
    amenities: [],
    isVerified: null,
    completionStatus: null,
    furnishingStatus: null,
    propertyType: null,
    hasVideo: null,
    has360Tour: null,
    hasFloorPlan: null,
    createdAt: null,
    updatedAt: null,
  };
}

describe('rankAgencies', () => {
  it('counts listings per agency, most first, with shares of those counted and median prices', () => {
    const a = { externalID: 'A', name: 'Alpha Homes' };
    const b = { externalID: 'B', name: 'Beta Realty' };
    const { agencies, withoutAgency } = rankAgencies([
      listing('1', a, 1_000_000),
      listing('2', b, 2_000_000),
      listing('3', a, 3_000_000),
      listing('4', a, 2_000_000),
      listing('5', null, 500_000),
      listing('6', { externalID: null, name: 'Gamma' }, 0),
    ]);
    expect(withoutAgency).toBe(1);
    expect(agencies.map((e) => [e.agency.name, e.listings])).toEqual([
      ['Alpha Homes', 3],
      ['Beta Realty', 1],
      ['Gamma', 1],
    ]);
    expect(agencies[0]?.share).toBeCloseTo(3 / 5);
    expect(agencies[0]?.medianPrice).toBe(2_000_000);
    // A listing without a price does not make a median.
    expect(agencies[2]?.medianPrice).toBeNull();
  });

  it('is empty for no listings', () => {
    expect(rankAgencies([])).toEqual({ agencies: [], withoutAgency: 0 });
  });
});
