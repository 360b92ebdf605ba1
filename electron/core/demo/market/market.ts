// The generated demo market: everything the demo data service answers from, deterministic for a seed.
import { UAE_PLACES } from '../data/uae-places';
import { buildLocations, type DemoLocation } from './locations';

export interface MarketOptions {
  seed: number;
}

export interface Market {
  seed: number;
  locations: readonly DemoLocation[];
  locationsByKey: ReadonlyMap<string, DemoLocation>;
  locationsByExternalID: ReadonlyMap<string, DemoLocation>;
}

export const DEFAULT_MARKET_OPTIONS: MarketOptions = { seed: 20261122 };

export function createMarket(options: Partial<MarketOptions> = {}): Market {
  const { seed } = { ...DEFAULT_MARKET_OPTIONS, ...options };
  const locations = buildLocations(UAE_PLACES, seed);
  return {
    seed,
    locations,
    locationsByKey: new Map(locations.map((l) => [l.key, l])),
    locationsByExternalID: new Map(locations.map((l) => [l.externalID, l])),
  };
}
