// Registered sale and rent transactions of the demo market, accruing day by day over the service's history.
import { rngFor, type Rng } from '../random';
import { bathsFor, kindOfType, roomsFor } from './home-types';
import { DEFAULT_COMMERCIAL_SHARE, type DemoLocation } from './locations';
import { communityPsf, pickPlace, type PlaceTables } from './places';
import { areaFor, maxRoomsFor, roundPrice, salePrice, TYPE_PSF_FACTOR, yearlyRent } from './pricing';

export interface DemoTransaction {
  transactionId: string;
  purpose: 'for-sale' | 'for-rent';
  type: string;
  /** Bedrooms, 0 a studio; null for offices, shops and warehouses. */
  rooms: number | null;
  baths: number;
  area: number;
  price: number;
  location: number;
  completion: 'completed' | 'under-construction';
  day: number;
  /** A transfer below market value (gift, family sale): real registries carry these. */
  nonMarket: boolean;
}

const TYPE_MIX: readonly [string, number][] = [
  ['apartments', 0.62],
  ['villas', 0.15],
  ['townhouses', 0.12],
  ['hotel-apartments', 0.02],
  ['penthouse', 0.01],
  ['offices', 0.05],
  ['shops', 0.015],
  ['warehouses', 0.015],
];

function typeFor(place: DemoLocation, rng: Rng): string {
  const { villaShare } = place;
  const isBuilding = place.kind === 'building';
  // A business district (DIFC) registers its own share of offices and shops, and homes otherwise (no warehouses).
  // The extra draw is made only there, so every other place's registry stays as it was.
  const businessDistrict = place.commercialShare > DEFAULT_COMMERCIAL_SHARE;
  if (businessDistrict && rng() < place.commercialShare) return rng() < 0.8 ? 'offices' : 'shops';
  for (let attempt = 0; attempt < 4; attempt++) {
    let r = rng();
    for (const [type, share] of TYPE_MIX) {
      r -= share;
      if (r > 0) continue;
      if (businessDistrict && kindOfType(type) === 'commercial') break;
      const villaType = kindOfType(type) === 'villa';
      if (villaType && (isBuilding || rng() > villaShare * 1.6)) break;
      if (!villaType && kindOfType(type) !== 'commercial' && rng() < villaShare * 0.7) break;
      return type;
    }
  }
  return isBuilding || villaShare < 0.5 ? 'apartments' : 'villas';
}

export function transactionBatch(
  seed: number,
  day: number,
  perDay: number,
  locations: readonly DemoLocation[],
  places: PlaceTables,
): DemoTransaction[] {
  const batchRng = rngFor(seed, 'tx-batch', day);
  const weekend = ((day % 7) + 7) % 7 >= 5;
  const count = Math.round(perDay * (weekend ? 0.45 : 1.2) * (0.85 + batchRng() * 0.3));
  return Array.from({ length: count }, (_, i) => {
    const rng = rngFor(seed, 'tx', day, i);
    const location = pickPlace(places, rng, 0.55);
    const place = locations[location]!;
    const type = typeFor(place, rng);
    const kind = kindOfType(type);
    const rooms = roomsFor(kind, type, rng, maxRoomsFor(kind, communityPsf(locations, places, location)));
    const area = areaFor(kind, rooms, rng);
    const purpose = rng() < 0.55 ? 'for-sale' : 'for-rent';
    const offPlan = purpose === 'for-sale' && kind !== 'commercial' && rng() < 0.38;
    // Registered prices sit a few percent under asking prices.
    const sale = salePrice(place.salePsf, (TYPE_PSF_FACTOR[type] ?? 1) * 0.965, area, day, rng) * (offPlan ? 0.97 : 1);
    const nonMarket = purpose === 'for-sale' && rng() < 0.01;
    const price =
      purpose === 'for-rent'
        ? yearlyRent(sale, place.salePsf, rng, kind, rooms)
        : roundPrice(sale * (nonMarket ? 0.3 + rng() * 0.3 : 1));
    return {
      transactionId: `TX-${day + 100_000}-${String(i).padStart(4, '0')}`,
      purpose,
      type,
      rooms,
      baths: bathsFor(kind, rooms, rng),
      area,
      price,
      location,
      completion: offPlan ? 'under-construction' : 'completed',
      day,
      nonMarket,
    };
  });
}
