// The demo market's price model: AED per sq ft by place and property type, sizes by bedrooms, yields, a trend.
import type { Rng } from '../random';

export type HomeKind = 'apartment' | 'villa' | 'commercial';

/** Price per sq ft relative to an apartment in the same place. */
export const TYPE_PSF_FACTOR: Readonly<Record<string, number>> = {
  apartments: 1,
  penthouse: 1.45,
  'hotel-apartments': 1.1,
  townhouses: 0.85,
  villas: 0.9,
  'villa-compound': 0.7,
  'residential-plots': 0.35,
  'residential-floors': 0.9,
  'residential-building': 0.75,
  offices: 0.85,
  shops: 1.3,
  showrooms: 1.1,
  warehouses: 0.3,
  'commercial-villas': 0.8,
  'commercial-plots': 0.3,
  'commercial-buildings': 0.7,
  'industrial-land': 0.12,
  'labour-camps': 0.25,
  'bulk-units': 0.7,
  'commercial-floors': 0.8,
  factories: 0.25,
  'mixed-use-land': 0.35,
};

const APARTMENT_AREA: readonly [number, number][] = [
  [330, 560],
  [620, 920],
  [980, 1480],
  [1400, 2100],
  [2000, 3300],
  [3000, 5200],
];
const VILLA_AREA: readonly [number, number][] = [
  [1300, 1800],
  [1500, 2100],
  [1700, 2600],
  [2200, 3400],
  [2900, 4800],
  [4000, 7200],
  [6000, 10000],
  [8000, 14000],
];

export function gaussian(rng: Rng): number {
  const u = Math.max(rng(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** A multiplicative noise factor centred on 1 (log-normal, cut at two sigmas: no absurd outliers by accident). */
export function noise(rng: Rng, sigma: number): number {
  return Math.exp(Math.max(-2, Math.min(2, gaussian(rng))) * sigma);
}

/** Built-up area in sq ft; a home without a bedroom count is a plot or a whole building, sized as one. */
export function areaFor(kind: HomeKind, rooms: number | null, rng: Rng): number {
  if (kind === 'commercial') return Math.round(400 + rng() * rng() * 9000);
  if (rooms === null) return Math.round(3000 + rng() * rng() * 22_000);
  const table = kind === 'villa' ? VILLA_AREA : APARTMENT_AREA;
  const [lo, hi] = table[Math.min(rooms, table.length - 1)] ?? [800, 1200];
  return Math.round(lo + (hi - lo) * rng());
}

/** The day the price model is calibrated to (2026-11-22): prices drift up ~7.5% a year around it. */
const CALIBRATION_DAY = 325;

export function trend(day: number): number {
  return Math.exp((0.075 * (day - CALIBRATION_DAY)) / 365);
}

/** Gross yearly yield of a place: cheaper places yield more, as in the UAE (about 5% to 8.5%). */
export function grossYield(salePsf: number): number {
  return Math.min(0.085, Math.max(0.05, 0.085 - ((salePsf - 500) / 3000) * 0.035));
}

export function salePrice(psf: number, typeFactor: number, area: number, day: number, rng: Rng): number {
  return roundPrice(psf * typeFactor * area * trend(day) * noise(rng, 0.11));
}

/**
 * An apartment's yield against its place's, by bedrooms (studio, 1, 2, 3, 4+): small units let for more per dirham, as
 * in Dubai, where a mid-market community yields about 7–8% on a studio, 6.5–7.5% on one bedroom, 6–7% on two and
 * 5–6% on three or more. Villas keep their place's yield.
 */
const APARTMENT_YIELD_BY_ROOMS: readonly number[] = [1.02, 0.94, 0.87, 0.75, 0.7];

export function yearlyRent(price: number, psf: number, rng: Rng, kind: HomeKind, rooms: number | null): number {
  const byRooms =
    kind === 'apartment' && rooms !== null
      ? APARTMENT_YIELD_BY_ROOMS[Math.min(rooms, APARTMENT_YIELD_BY_ROOMS.length - 1)]!
      : 1;
  return roundPrice(price * grossYield(psf) * byRooms * noise(rng, 0.06));
}

/** Below this AED per sq ft, a community is mid-market (JVC, JVT, Arjan): no four-bedroom flats or mansions. */
const MID_MARKET_PSF = 1500;

/**
 * The most bedrooms a home of a kind has in a community priced at `psf`: a mid-market community's apartments stop at
 * three bedrooms and its villas at five (a JVC flat of five bedrooms at AED 4.5 M reads as made up).
 */
export function maxRoomsFor(kind: HomeKind, psf: number): number {
  if (psf >= MID_MARKET_PSF) return Number.POSITIVE_INFINITY;
  return kind === 'villa' ? 5 : 3;
}

/** Asking prices end in round thousands (hundreds under 100k), as brokers quote them. */
export function roundPrice(value: number): number {
  const step = value >= 100_000 ? 1000 : value >= 10_000 ? 100 : 10;
  return Math.max(step, Math.round(value / step) * step);
}
