// Other adverts of one unit: agencies advertise a unit more than once (two agencies, or one again), often at another
// price. One /search-property request for the advert's place, purpose, type, bedrooms, bathrooms and area range
// finds the candidates; the shared rule (shared/market/same-unit) decides which are the same unit.
import { AppFailure } from '#shared/errors';
import type { ListingSummary } from '#shared/domain/listing';
import type { SameUnitAdverts, sameUnitInputSchema } from '#shared/ipc/contract';
import { yearlyAmount } from '#shared/domain/rent';
import { sameKind, sameUnitAreaRange, unitMatch, type UnitFacts, type UnitMatch } from '#shared/market/same-unit';
import type { z } from 'zod';
import type { DataRuntime } from '../data/data-runtime';

export type SameUnitInput = z.output<typeof sameUnitInputSchema>;

const TIER: Readonly<Record<UnitMatch, number>> = { photo: 0, facts: 1 };

/**
 * The adverts among `candidates` that are, or may be, the same unit as `advert`, itself left out: those with its
 * photos first, then by price, lowest first (rents by the year: a monthly 8,600 is not below a yearly 101,000).
 */
export function otherAdvertsOf(
  advert: UnitFacts & { externalID: string },
  candidates: readonly ListingSummary[],
): { listing: ListingSummary; match: UnitMatch }[] {
  return candidates
    .flatMap((listing) => {
      const match = listing.externalID === advert.externalID ? null : unitMatch(advert, listing);
      return match ? [{ listing, match }] : [];
    })
    .sort(
      (a, b) =>
        TIER[a.match] - TIER[b.match] ||
        (yearlyAmount(a.listing) ?? Infinity) - (yearlyAmount(b.listing) ?? Infinity) ||
        a.listing.externalID.localeCompare(b.listing.externalID),
    );
}

export class SameUnitService {
  constructor(private readonly data: DataRuntime) {}

  async find(input: SameUnitInput): Promise<SameUnitAdverts> {
    const { externalID, purpose, propertyType, rooms, baths, areaSqft, placeId } = input;
    const area = sameUnitAreaRange(areaSqft);
    const params = {
      purpose,
      location_ids: [placeId],
      property_type: [propertyType],
      ...(rooms !== null ? { rooms: [rooms] } : {}),
      ...(baths !== null ? { baths: [baths] } : {}),
      area_min: area.min,
      area_max: area.max,
    };
    let answer;
    try {
      answer = await this.data.gateway.fetch('search-property', params, { policy: input.policy });
    } catch (error) {
      // Asked at no cost and never looked for: said as such, so the window can offer to look.
      if (input.policy === 'offline' && error instanceof AppFailure && error.appError.code === 'offline') {
        return { looked: false, externalID };
      }
      throw error;
    }
    const advert = {
      externalID,
      purpose,
      propertyType,
      rooms,
      baths,
      areaSqft,
      price: input.price,
      rentFrequency: input.rentFrequency,
      coverPhotoUrl: input.coverPhotoUrl,
      completionStatus: input.completionStatus,
      location: [{ externalID: placeId, name: '' }],
    };
    const { result, provenance } = answer;
    return {
      looked: true,
      externalID,
      others: otherAdvertsOf(advert, result.items),
      compared: result.items.filter((c) => c.externalID !== externalID && sameKind(advert, c)).length,
      more: result.totalPages > 1,
      requestsSpent: provenance.fromCache ? 0 : 1,
      provenance,
      warnings: answer.warnings,
    };
  }
}
