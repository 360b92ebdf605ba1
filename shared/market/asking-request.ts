// The listing search behind the asking side of the gap, one per place and purpose of a market. The renderer spends
// it (estimate, then load) and the core reads the same search's saved pages to tell a complete set of current
// listings from a partial one, so both must build it alike: here, once.
import type { OperationInput } from '../data-service/operations';
import type { Purpose } from '../domain/listing';
import type { MarketQueryInput, PlacePick } from '../ipc/contract/analytics';

/** Property types of a transaction category, as the listing search names them (the gap counts these too). */
const CATEGORY_TYPES = {
  apartments: ['apartments', 'penthouse', 'hotel-apartments'],
  villas: ['villas', 'villa-compound'],
  townhouses: ['townhouses'],
  residential: ['residential'],
  commercial: ['commercial'],
} as const;

/** Bedroom buckets as listing room counts: 5 stands for five and more (larger homes are rare in UAE listings). */
function roomsOf(beds: readonly number[]): number[] {
  return beds.flatMap((b) => (b === 5 ? [5, 6, 7, 8, 9, 10] : [b]));
}

export type AskingQuery = Pick<MarketQueryInput, 'category' | 'beds' | 'completion'>;

export interface AskingRequest {
  operation: 'search-property';
  params: OperationInput<'search-property'>;
}

/** The current listings of one place and purpose of a market, filtered as the market is. */
export function askingRequestOf(query: AskingQuery, place: Pick<PlacePick, 'id'>, purpose: Purpose): AskingRequest {
  return {
    operation: 'search-property',
    params: {
      purpose,
      location_ids: [place.id],
      ...(query.category ? { property_type: [...CATEGORY_TYPES[query.category]] } : {}),
      ...(query.beds?.length ? { rooms: roomsOf(query.beds) } : {}),
      ...(query.completion === 'ready' ? { completion_status: 'completed' as const } : {}),
      ...(query.completion === 'off-plan' ? { completion_status: 'under-construction' as const } : {}),
    },
  };
}
