// /search-property, /agent-properties, /agency-properties and /property-details over the day's listings.
import type { DataLang } from '#shared/domain/lang';
import { COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '#shared/data-service/params';
import type { OperationParams } from '#shared/data-service/operations';
import { AMENITIES } from '../data/vocabulary';
import { priceOn, type DemoListing } from '../market/listings';
import type { Market, MarketDay } from '../market/market';
import { recordsAt } from './location-filter';
import { paginate, standardBlock } from './paging';
import { presentListingDetail, presentListingSummary } from './present-listing';

type SortOrder = NonNullable<OperationParams<'search-property'>['sort_order']>;

/** `residential` and `commercial` stand for every sub-type. */
export function expandPropertyTypes(types: readonly string[] | undefined): Set<string> | null {
  if (!types) return null;
  const out = new Set<string>();
  for (const type of types) {
    if (type === 'residential') RESIDENTIAL_TYPES.forEach((t) => out.add(t));
    else if (type === 'commercial') COMMERCIAL_TYPES.forEach((t) => out.add(t));
    else out.add(type);
  }
  return out;
}

function inRange(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

export function sortListings(listings: DemoListing[], order: SortOrder | undefined, market: Market): DemoListing[] {
  const day = market.day();
  const by = (score: (l: DemoListing) => number) =>
    listings.sort((a, b) => score(a) - score(b) || b.popularity - a.popularity);
  switch (order) {
    case 'latest':
      return by((l) => -(l.listedDay * 86_400 + l.createdAt));
    case 'verified':
      return by((l) => (l.verified ? 0 : 1));
    case 'broker_first':
      return by((l) => (market.agencies[l.agency]?.premium ? 0 : 1));
    case 'lowest_price':
      return by((l) => priceOn(l, day));
    case 'highest_price':
      return by((l) => -priceOn(l, day));
    default:
      return listings; // The day's list is already most popular first.
  }
}

export function searchProperty(market: Market, params: OperationParams<'search-property'>, origin: string) {
  const day = market.day();
  const view = market.view();
  const candidates =
    recordsAt(market, params.location_ids, view.listingsAt, (a, b) => b.popularity - a.popularity) ?? view.listings;
  const types = expandPropertyTypes(params.property_type);
  const rooms = params.rooms ? new Set(params.rooms) : null;
  const baths = params.baths ? new Set(params.baths) : null;
  const amenityIndexes = params.amenities?.map((name) =>
    AMENITIES.findIndex((a) => a.en.toLowerCase() === name.toLowerCase()),
  );
  const agents = params.agent_ids ? new Set(params.agent_ids) : null;
  const agencies = params.agency_ids ? new Set(params.agency_ids) : null;
  const developers = params.developer_ids ? new Set(params.developer_ids) : null;
  const matches = candidates.filter((l) => {
    if (l.purpose !== params.purpose) return false;
    if (types && !types.has(l.type)) return false;
    if (params.completion_status && params.completion_status !== 'any' && l.completion !== params.completion_status)
      return false;
    // `0` is studios: offices and plots have no bedroom count, so no rooms filter selects them.
    if (rooms && (l.rooms === null || !rooms.has(l.rooms))) return false;
    if (baths && !baths.has(l.baths)) return false;
    if (params.is_furnished && l.furnished !== params.is_furnished) return false;
    if (!inRange(priceOn(l, day), params.price_min, params.price_max)) return false;
    if (!inRange(l.area, params.area_min, params.area_max)) return false;
    if (amenityIndexes && !amenityIndexes.every((i) => i >= 0 && l.amenities.includes(i))) return false;
    if (params.has_video && !l.hasVideo) return false;
    if (params.has_360_tour && !l.has360) return false;
    if (params.has_floorplan && !l.hasFloorplan) return false;
    if (agents && !agents.has(market.agents[l.agent]?.externalID ?? '')) return false;
    if (agencies && !agencies.has(market.agencies[l.agency]?.externalID ?? '')) return false;
    if (developers && !developers.has(market.developers[l.developer]?.externalID ?? '')) return false;
    if (params.rent_frequency && l.rentFrequency !== params.rent_frequency) return false;
    return true;
  });
  const langs = params.langs ?? ['en'];
  const page = paginate(sortListings(matches, params.sort_order, market), params.page, 24);
  return standardBlock('properties', page, (l) => presentListingSummary(market, l, langs, origin));
}

/** A firm's listings of the day, newest first, per market day: every page of its list asks for the same list. */
const firmLists = new WeakMap<MarketDay, Map<string, DemoListing[]>>();

function listingsOf(market: Market, firm: string, keep: (l: DemoListing) => boolean): DemoListing[] {
  const view = market.view();
  let lists = firmLists.get(view);
  if (!lists) firmLists.set(view, (lists = new Map()));
  let list = lists.get(firm);
  if (!list) lists.set(firm, (list = sortListings(view.listings.filter(keep), 'latest', market)));
  return list;
}

export function agentProperties(market: Market, params: OperationParams<'agent-properties'>, origin: string) {
  const agent = market.agentsByOwnerID.get(params.owner_id);
  if (!agent) return null;
  const page = paginate(
    listingsOf(market, `agent:${agent.index}`, (l) => l.agent === agent.index),
    params.page,
    25,
  );
  return standardBlock('properties', page, (l) => presentListingSummary(market, l, params.langs ?? ['en'], origin));
}

export function agencyProperties(market: Market, params: OperationParams<'agency-properties'>, origin: string) {
  const agency = market.agenciesByExternalID.get(params.agency_external_id);
  if (!agency) return null;
  const page = paginate(
    listingsOf(market, `agency:${agency.index}`, (l) => l.agency === agency.index),
    params.page,
    25,
  );
  return standardBlock('properties', page, (l) => presentListingSummary(market, l, params.langs ?? ['en'], origin));
}

export function propertyDetails(market: Market, params: OperationParams<'property-details'>, origin: string) {
  const listing = market.view().listingsByExternalID.get(params.external_id);
  const langs: DataLang[] = [params.langs ?? 'en'];
  return listing ? presentListingDetail(market, listing, langs, origin) : null;
}
