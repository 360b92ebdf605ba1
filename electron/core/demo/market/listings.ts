// Listings of the demo market. Each day brings a deterministic batch of new adverts with a lifetime and a
// re-pricing schedule, so the market on any day is a pure function of (seed, day) and moves day by day.
import { AMENITIES } from '../data/vocabulary';
import { intBetween, rngFor, type Rng } from '../random';
import type { DemoAgency, DemoAgent } from './firms';
import { bathsFor, homeKindFor, propertyTypeFor, roomsFor } from './home-types';
import { DEFAULT_COMMERCIAL_SHARE, type DemoLocation } from './locations';
import { communityPsf, pickPlace, type PlaceTables } from './places';
import {
  areaFor,
  maxRoomsFor,
  noise,
  roundPrice,
  salePrice,
  TYPE_PSF_FACTOR,
  yearlyRent,
  type HomeKind,
} from './pricing';
import { pickWeighted, type WeightedTable } from './weighted';

export type RentFrequency = 'yearly' | 'monthly' | 'weekly' | 'daily';

export interface Repricing {
  day: number;
  price: number;
}

export interface DemoListing {
  externalID: string;
  /** Seeds the listing's own text and photos. */
  seq: number;
  purpose: 'for-sale' | 'for-rent';
  type: string;
  kind: HomeKind;
  /** Bedrooms, 0 a studio; null for units without any (offices, shops, plots, whole buildings). */
  rooms: number | null;
  baths: number;
  area: number;
  location: number;
  agency: number;
  agent: number;
  developer: number;
  basePrice: number;
  repricings: readonly Repricing[];
  listedDay: number;
  createdAt: number;
  delistedDay: number;
  completion: 'completed' | 'under-construction';
  furnished: 'furnished' | 'unfurnished';
  rentFrequency: RentFrequency | null;
  amenities: readonly number[];
  verified: boolean;
  hasVideo: boolean;
  has360: boolean;
  hasFloorplan: boolean;
  popularity: number;
  /** The advert this one repeats (the same unit advertised again), or null; never sent, for tests to check against. */
  twinOf: string | null;
  /** Whose photos the advert shows: its own, or those of the advert it repeats (agencies pass photos around). */
  photosOf: string;
}

export const MAX_LIFETIME_DAYS = 320;
const MIN_LIFETIME_DAYS = 10;
/** Mean lifetime of the lifetime distribution below (10 + 310 * E[u^1.6]). */
export const MEAN_LIFETIME_DAYS = MIN_LIFETIME_DAYS + 310 / 2.6;

export interface ListingContext {
  seed: number;
  perDay: number;
  locations: readonly DemoLocation[];
  places: PlaceTables;
  agencies: readonly DemoAgency[];
  agents: readonly DemoAgent[];
  agenciesByEmirate: ReadonlyMap<string, WeightedTable<number>>;
  developersByHood: ReadonlyMap<number, readonly number[]>;
  developers: WeightedTable<number>;
}

const RENT_FACTOR: Readonly<Record<RentFrequency, number>> = {
  yearly: 1,
  monthly: 1.15 / 12,
  weekly: 1.5 / 52,
  daily: 2.2 / 365,
};

/** How the rent is asked: offices, shops and warehouses are let by the year, as Dubai's commercial leases are. */
function rentFrequencyFor(kind: HomeKind, type: string, rng: Rng): RentFrequency {
  const r = rng();
  if (kind === 'commercial') return 'yearly';
  if (type === 'hotel-apartments') return r < 0.4 ? 'monthly' : r < 0.7 ? 'daily' : r < 0.8 ? 'weekly' : 'yearly';
  return r < 0.87 ? 'yearly' : r < 0.96 ? 'monthly' : r < 0.985 ? 'daily' : 'weekly';
}

const VILLA_ONLY = /^(private (pool|garden|jacuzzi)|maids? room)$/i;
const COMMERCIAL_ONLY = /business centre|conference|reception|waiting room/i;

/** Chance of each amenity by kind of home: common ones first, villa and office amenities where they belong. */
const AMENITY_ODDS: Readonly<Record<HomeKind, Float64Array>> = (() => {
  const table = (kind: HomeKind) =>
    Float64Array.from(AMENITIES, (amenity, i) => {
      if (VILLA_ONLY.test(amenity.en)) return kind === 'villa' ? 0.45 : 0.02;
      if (COMMERCIAL_ONLY.test(amenity.en)) return kind === 'commercial' ? 0.5 : 0.03;
      return 0.8 * Math.pow(0.94, i);
    });
  return { apartment: table('apartment'), villa: table('villa'), commercial: table('commercial') };
})();

function amenitiesFor(kind: HomeKind, rng: Rng): number[] {
  const odds = AMENITY_ODDS[kind];
  const out: number[] = [];
  for (let i = 0; i < odds.length; i++) if (rng() < odds[i]!) out.push(i);
  return out;
}

function repricingsFor(base: number, listedDay: number, lifetime: number, rng: Rng): Repricing[] {
  if (rng() > 0.35 || lifetime < 14) return [];
  const out: Repricing[] = [];
  let price = base;
  let day = listedDay;
  const count = intBetween(rng, 1, 3);
  for (let k = 0; k < count; k++) {
    day += intBetween(rng, 5, Math.max(6, Math.floor(lifetime / (count + 1))));
    if (day >= listedDay + lifetime) break;
    price = roundPrice(price * (rng() < 0.8 ? 0.93 + rng() * 0.06 : 1.02 + rng() * 0.04));
    out.push({ day, price });
  }
  return out;
}

function agencyFor(ctx: ListingContext, location: DemoLocation, rng: Rng): number {
  const table = ctx.agenciesByEmirate.get(location.lineage[0] ?? '') ?? ctx.agenciesByEmirate.get('dubai');
  return table ? pickWeighted(table, rng) : 0;
}

function agentFor(ctx: ListingContext, agency: number, rng: Rng): number {
  const staff = ctx.agencies[agency]?.agentIndexes ?? [];
  let total = 0;
  for (const a of staff) total += ctx.agents[a]?.weight ?? 0;
  let r = rng() * total;
  for (const a of staff) {
    r -= ctx.agents[a]?.weight ?? 0;
    if (r <= 0) return a;
  }
  return staff[0] ?? 0;
}

function makeListing(ctx: ListingContext, day: number, i: number): DemoListing {
  const seq = (day + 100_000) * 10_000 + i;
  const rng = rngFor(ctx.seed, 'listing', seq);
  const location = pickPlace(ctx.places, rng);
  const place = ctx.locations[location]!;
  const kind = homeKindFor(place.villaShare, place.commercialShare, place.kind === 'building', rng);
  const type = propertyTypeFor(kind, rng, place.commercialShare > DEFAULT_COMMERCIAL_SHARE);
  const rooms = roomsFor(kind, type, rng, maxRoomsFor(kind, communityPsf(ctx.locations, ctx.places, location)));
  const area = areaFor(kind, rooms, rng);
  const purpose = rng() < 0.56 ? 'for-sale' : 'for-rent';
  const offPlan = purpose === 'for-sale' && kind !== 'commercial' && rng() < 0.2;
  const sale = salePrice(place.salePsf, TYPE_PSF_FACTOR[type] ?? 1, area, day, rng) * (offPlan ? 0.96 : 1);
  const rentFrequency = purpose === 'for-rent' ? rentFrequencyFor(kind, type, rng) : null;
  const basePrice = roundPrice(
    rentFrequency
      ? yearlyRent(sale, place.salePsf, rng, kind, rooms) * RENT_FACTOR[rentFrequency]
      : sale * noise(rng, 0.03),
  );
  const lifetime = MIN_LIFETIME_DAYS + Math.floor(Math.pow(rng(), 1.6) * (MAX_LIFETIME_DAYS - MIN_LIFETIME_DAYS));
  const agency = agencyFor(ctx, place, rng);
  const hood = ctx.places.neighborhoodOf[location] ?? -1;
  const localDevelopers = ctx.developersByHood.get(hood);
  const developer =
    rng() < 0.7
      ? localDevelopers && localDevelopers.length > 0 && rng() < 0.8
        ? localDevelopers[Math.floor(rng() * localDevelopers.length)]!
        : pickWeighted(ctx.developers, rng)
      : -1;
  return {
    externalID: String(seq),
    seq,
    purpose,
    type,
    kind,
    rooms,
    baths: bathsFor(kind, rooms, rng),
    area,
    location,
    agency,
    agent: agentFor(ctx, agency, rng),
    developer,
    basePrice,
    repricings: repricingsFor(basePrice, day, lifetime, rng),
    listedDay: day,
    createdAt: Math.floor(rng() * 86_400),
    delistedDay: day + lifetime,
    completion: offPlan ? 'under-construction' : 'completed',
    furnished: kind !== 'commercial' && rng() < (purpose === 'for-rent' ? 0.45 : 0.18) ? 'furnished' : 'unfurnished',
    rentFrequency,
    amenities: amenitiesFor(kind, rng),
    verified: rng() < 0.6,
    hasVideo: rng() < 0.12,
    has360: rng() < 0.08,
    hasFloorplan: rng() < 0.35,
    popularity: rng(),
    twinOf: null,
    photosOf: String(seq),
  };
}

/** The share of adverts whose unit is advertised a second time the same day, by another agency or the same one. */
export const TWIN_SHARE = 0.05;

/**
 * A second advert of `original`'s unit, as brokers meet them: another agency more often than the same one again,
 * the area rounded or measured a little differently, another asking price, its own text, photos and lifetime.
 */
function makeTwin(ctx: ListingContext, original: DemoListing, day: number, i: number): DemoListing {
  const seq = (day + 100_000) * 10_000 + i;
  const rng = rngFor(ctx.seed, 'listing-twin', seq);
  const place = ctx.locations[original.location]!;
  const agency = rng() < 0.75 ? agencyFor(ctx, place, rng) : original.agency;
  const basePrice = roundPrice(original.basePrice * (0.97 + rng() * 0.06));
  const lifetime = MIN_LIFETIME_DAYS + Math.floor(Math.pow(rng(), 1.6) * (MAX_LIFETIME_DAYS - MIN_LIFETIME_DAYS));
  return {
    ...original,
    externalID: String(seq),
    seq,
    // The same unit, its area written from the same deed, now and then rounded another way.
    area: rng() < 0.7 ? original.area : Math.round(original.area * (1 + (rng() - 0.5) * 0.006)),
    agency,
    agent: agentFor(ctx, agency, rng),
    basePrice,
    repricings: repricingsFor(basePrice, day, lifetime, rng),
    createdAt: Math.floor(rng() * 86_400),
    delistedDay: day + lifetime,
    verified: rng() < 0.6,
    hasVideo: rng() < 0.12,
    has360: rng() < 0.08,
    hasFloorplan: rng() < 0.35,
    popularity: rng(),
    twinOf: original.externalID,
    photosOf: rng() < 0.6 ? original.photosOf : String(seq),
  };
}

/** The adverts placed on one day; the same (seed, day) always gives the same batch. */
export function listingBatch(ctx: ListingContext, day: number): DemoListing[] {
  const rng = rngFor(ctx.seed, 'listing-batch', day);
  const count = Math.max(0, Math.round(ctx.perDay * (0.85 + rng() * 0.3)));
  const batch = Array.from({ length: count }, (_, i) => makeListing(ctx, day, i));
  // Twins come after the day's adverts, so every advert keeps the id and the facts it had without them.
  const twins = rngFor(ctx.seed, 'listing-twins', day);
  const originals = batch.filter(() => twins() < TWIN_SHARE);
  return [...batch, ...originals.map((original, k) => makeTwin(ctx, original, day, count + k))];
}

export function priceOn(listing: DemoListing, day: number): number {
  let price = listing.basePrice;
  for (const change of listing.repricings) {
    if (change.day <= day) price = change.price;
  }
  return price;
}

export function isActiveOn(listing: DemoListing, day: number): boolean {
  return listing.listedDay <= day && day < listing.delistedDay;
}
