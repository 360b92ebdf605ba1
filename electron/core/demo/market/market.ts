// The generated demo market: places, firms, projects, and day-by-day listings and transactions, deterministic
// for (seed, day). `view()` gives the market on the current day with the indexes the query engine needs.
import { UAE_PLACES } from '../data/uae-places';
import { AMENITIES } from '../data/vocabulary';
import { dayOf } from './clock';
import type { DayStore } from './day-store';
import {
  generateAgencies,
  generateAgents,
  generateDevelopers,
  type DemoAgency,
  type DemoAgent,
  type DemoDeveloper,
} from './firms';
import {
  isActiveOn,
  listingBatch,
  MAX_LIFETIME_DAYS,
  MEAN_LIFETIME_DAYS,
  type DemoListing,
  type ListingContext,
} from './listings';
import { buildLocations, type DemoLocation } from './locations';
import { buildPlaceTables } from './places';
import { generateProjects, type DemoProject } from './projects';
import { soldBatch, SOLD_VISIBLE_DAYS, type SoldAdvert, type SoldOutcome } from './sold-adverts';
import { transactionBatch, type DemoTransaction } from './transactions';
import { weightedTable } from './weighted';

export interface MarketOptions {
  seed: number;
  /** The market day the service starts on; defaults to today's date. */
  day: number;
  /** Active listings on a typical day. */
  listings: number;
  projects: number;
  developers: number;
  agencies: number;
  agents: number;
  transactionsPerDay: number;
  historyDays: number;
}

export const DEFAULT_MARKET_OPTIONS: Omit<MarketOptions, 'day'> = {
  seed: 20261122,
  listings: 30_000,
  projects: 600,
  developers: 120,
  agencies: 400,
  agents: 3000,
  transactionsPerDay: 165,
  historyDays: 731,
};

export interface Counts {
  total: number;
  sale: number;
  rent: number;
}

export interface MarketDay {
  day: number;
  /** Active listings, most popular first. */
  listings: readonly DemoListing[];
  listingsByExternalID: ReadonlyMap<string, DemoListing>;
  /** Transactions of the history window, newest first. */
  transactions: readonly DemoTransaction[];
  /** Active listings at or below each location (most popular first), for location filters. */
  listingsAt: ReadonlyMap<number, readonly DemoListing[]>;
  /** Adverts whose unit the registry shows sold or let by this day (never sent: the ground truth for tests). */
  soldAdverts: readonly SoldAdvert[];
  /** Transactions at or below each location (newest first). */
  transactionsAt: ReadonlyMap<number, readonly DemoTransaction[]>;
  adCount: Int32Array;
  amenityCounts: Int32Array;
  agencyCounts: readonly Counts[];
  agentCounts: readonly Counts[];
  developerListings: Int32Array;
}

export interface Market {
  seed: number;
  options: MarketOptions;
  locations: readonly DemoLocation[];
  locationsByKey: ReadonlyMap<string, DemoLocation>;
  locationsByExternalID: ReadonlyMap<string, DemoLocation>;
  /** Indexes of a location and everything above it, for "a place includes everything below it". */
  ancestors: readonly (readonly number[])[];
  developers: readonly DemoDeveloper[];
  agencies: readonly DemoAgency[];
  agents: readonly DemoAgent[];
  projects: readonly DemoProject[];
  developersByExternalID: ReadonlyMap<string, DemoDeveloper>;
  agenciesByExternalID: ReadonlyMap<string, DemoAgency>;
  agentsByExternalID: ReadonlyMap<string, DemoAgent>;
  agentsByOwnerID: ReadonlyMap<string, DemoAgent>;
  projectsByExternalID: ReadonlyMap<string, DemoProject>;
  projectCountByDeveloper: Int32Array;
  day(): number;
  setDay(day: number): void;
  view(): MarketDay;
}

function countsArray(n: number): Counts[] {
  return Array.from({ length: n }, () => ({ total: 0, sale: 0, rent: 0 }));
}

function tally(counts: Counts | undefined, purpose: DemoListing['purpose']): void {
  if (!counts) return;
  counts.total++;
  if (purpose === 'for-sale') counts.sale++;
  else counts.rent++;
}

/**
 * `keepDays`: where this market's built days are kept and read back (day-store.ts); a day read back is the day
 * built, so only the time it takes differs.
 */
export function createMarket(
  overrides: Partial<MarketOptions> = {},
  keepDays: (options: MarketOptions) => DayStore | null = () => null,
): Market {
  const options: MarketOptions = { ...DEFAULT_MARKET_OPTIONS, day: dayOf(new Date()), ...overrides };
  const days = keepDays(options);
  const { seed } = options;
  const locations = buildLocations(UAE_PLACES);
  const locationsByKey = new Map(locations.map((l) => [l.key, l]));
  const ancestors = locations.map((l) => l.lineage.map((key) => locationsByKey.get(key)!.index));
  const places = buildPlaceTables(locations, seed);
  const developers = generateDevelopers(seed, options.developers);
  const developerTable = weightedTable(
    developers.map((d) => d.index),
    (i) => developers[i]!.weight,
  );
  const agencies = generateAgencies(seed, options.agencies, locations);
  const agents = generateAgents(seed, options.agents, agencies);
  const projects = generateProjects(seed, options.projects, locations, places, developerTable);

  const developersByHood = new Map<number, number[]>();
  const projectCountByDeveloper = new Int32Array(developers.length);
  for (const project of projects) {
    const hood = places.neighborhoodOf[project.location] ?? -1;
    developersByHood.set(hood, [...(developersByHood.get(hood) ?? []), project.developer]);
    projectCountByDeveloper[project.developer]! += 1;
  }
  const agenciesByEmirate = new Map(
    [...new Set(agencies.map((a) => a.emirate))].map((emirate) => {
      const own = agencies.filter((a) => a.emirate === emirate).map((a) => a.index);
      return [emirate, weightedTable(own, (i) => agencies[i]!.weight)] as const;
    }),
  );
  const context: ListingContext = {
    seed,
    perDay: options.listings / MEAN_LIFETIME_DAYS,
    locations,
    places,
    agencies,
    agents,
    agenciesByEmirate,
    developersByHood,
    developers: developerTable,
  };

  const listingBatches = new Map<number, DemoListing[]>();
  const txBatches = new Map<number, ReturnType<typeof transactionBatch>>();
  const soldBatches = new Map<number, SoldOutcome[]>();
  const batch = <T>(cache: Map<number, T>, day: number, make: () => T): T => {
    let found = cache.get(day);
    if (!found) cache.set(day, (found = make()));
    return found;
  };

  let currentDay = options.day;
  let cached: MarketDay | null = null;
  let readBack = true;

  function buildDay(day: number): MarketDay {
    const listings: DemoListing[] = [];
    const soldAdverts: SoldAdvert[] = [];
    // Registered sales of adverts, by day: those the registry shows on this day (see SOLD_VISIBLE_DAYS).
    const soldOn = new Map<number, DemoTransaction[]>();
    const firstSoldDay = Math.max(day - SOLD_VISIBLE_DAYS, day - options.historyDays) + 1;
    for (let d = day - MAX_LIFETIME_DAYS; d <= day; d++) {
      const adverts = batch(listingBatches, d, () => listingBatch(context, d));
      for (const listing of adverts) {
        if (isActiveOn(listing, day)) listings.push(listing);
      }
      for (const outcome of batch(soldBatches, d, () => soldBatch(seed, adverts))) {
        const { registeredDay } = outcome.sold;
        if (registeredDay >= firstSoldDay && registeredDay <= day) soldAdverts.push(outcome.sold);
        for (const t of outcome.transactions) {
          if (t.day < firstSoldDay || t.day > day) continue;
          const list = soldOn.get(t.day);
          if (list) list.push(t);
          else soldOn.set(t.day, [t]);
        }
      }
    }
    listings.sort((a, b) => b.popularity - a.popularity);
    const transactions: DemoTransaction[] = [];
    for (let d = day; d > day - options.historyDays; d--) {
      transactions.push(
        ...batch(txBatches, d, () => transactionBatch(seed, d, options.transactionsPerDay, locations, places)),
        ...(soldOn.get(d) ?? []),
      );
    }
    const adCount = new Int32Array(locations.length);
    const amenityCounts = new Int32Array(AMENITIES.length);
    const agencyCounts = countsArray(agencies.length);
    const agentCounts = countsArray(agents.length);
    const developerListings = new Int32Array(developers.length);
    const listingsAt = new Map<number, DemoListing[]>();
    const transactionsAt = new Map<number, DemoTransaction[]>();
    const file = <T>(index: Map<number, T[]>, location: number, item: T) => {
      for (const a of ancestors[location] ?? []) {
        const list = index.get(a);
        if (list) list.push(item);
        else index.set(a, [item]);
      }
    };
    for (const t of transactions) file(transactionsAt, t.location, t);
    for (const listing of listings) {
      file(listingsAt, listing.location, listing);
      for (const a of ancestors[listing.location] ?? []) adCount[a]! += 1;
      for (const a of listing.amenities) amenityCounts[a]! += 1;
      tally(agencyCounts[listing.agency], listing.purpose);
      tally(agentCounts[listing.agent], listing.purpose);
      if (listing.developer >= 0) developerListings[listing.developer]! += 1;
    }
    return {
      day,
      listings,
      listingsByExternalID: new Map(listings.map((l) => [l.externalID, l])),
      transactions,
      soldAdverts,
      listingsAt,
      transactionsAt,
      adCount,
      amenityCounts,
      agencyCounts,
      agentCounts,
      developerListings,
    };
  }

  return {
    seed,
    options,
    locations,
    locationsByKey,
    locationsByExternalID: new Map(locations.map((l) => [l.externalID, l])),
    ancestors,
    developers,
    agencies,
    agents,
    projects,
    developersByExternalID: new Map(developers.map((d) => [d.externalID, d])),
    agenciesByExternalID: new Map(agencies.map((a) => [a.externalID, a])),
    agentsByExternalID: new Map(agents.map((a) => [a.externalID, a])),
    agentsByOwnerID: new Map(agents.map((a) => [a.ownerID, a])),
    projectsByExternalID: new Map(projects.map((p) => [p.externalID, p])),
    projectCountByDeveloper,
    day: () => currentDay,
    setDay: (day) => {
      if (!Number.isInteger(day)) throw new Error(`market day must be an integer, got ${day}`);
      currentDay = day;
    },
    view: () => {
      if (!cached || cached.day !== currentDay) {
        // Only the first day is read back: a later one builds on the batches already made, which is cheaper than
        // reading a whole day (a clock moved back and forth between two days read one at every move).
        cached = readBack ? (days?.load(currentDay) ?? null) : null;
        readBack = false;
        if (!cached) {
          cached = buildDay(currentDay);
          days?.save(cached);
        }
        // Old batches are no longer reachable from the window; drop them to bound memory as the clock moves.
        for (const d of listingBatches.keys()) if (d < currentDay - MAX_LIFETIME_DAYS) listingBatches.delete(d);
        for (const d of soldBatches.keys()) if (d < currentDay - MAX_LIFETIME_DAYS) soldBatches.delete(d);
        for (const d of txBatches.keys()) if (d <= currentDay - options.historyDays) txBatches.delete(d);
      }
      return cached;
    },
  };
}
