// /agency-search, /agency-search-by-name and /agency-details.
import type { OperationParams } from '#shared/data-service/operations';
import type { DataLang } from '#shared/domain/lang';
import type { DemoAgency } from '../market/firms';
import type { Market } from '../market/market';
import { matchesName } from './agent-search';
import { recordsAt } from './location-filter';
import { mediaUrl } from './media';
import { paginate, standardBlock } from './paging';

function agencyBase(market: Market, agency: DemoAgency, origin: string) {
  return {
    externalID: agency.externalID,
    name: agency.name,
    logo: { url: mediaUrl(origin, 'agency', agency.externalID) },
    agentsCount: agency.agentIndexes.length,
    propertiesCount: market.view().agencyCounts[agency.index]?.total ?? 0,
    phone: agency.phone,
  };
}

function officeLocation(market: Market, agency: DemoAgency, lang: DataLang = 'en') {
  return { name: market.locations[agency.officeLocation]?.names[lang] ?? '' };
}

export function agencySearch(market: Market, params: OperationParams<'agency-search'>, origin: string) {
  const counts = new Map<number, number>();
  const view = market.view();
  for (const l of recordsAt(market, [params.location_id], view.listingsAt, () => 0) ?? view.listings) {
    counts.set(l.agency, (counts.get(l.agency) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([i]) => market.agencies[i]!);
  return standardBlock('agencies', paginate(ranked, params.page, 40), (a) => ({
    ...agencyBase(market, a, origin),
    description: a.description[params.langs?.[0] ?? 'en'],
    location: officeLocation(market, a, params.langs?.[0]),
  }));
}

export function agencySearchByName(market: Market, params: OperationParams<'agency-search-by-name'>, origin: string) {
  const found = market.agencies.filter((a) => matchesName(a.name, params.query));
  return standardBlock('agencies', paginate(found, params.page, 80), (a) => agencyBase(market, a, origin));
}

export function agencyDetails(market: Market, params: OperationParams<'agency-details'>, origin: string) {
  const agency = market.agenciesByExternalID.get(params.agency_id);
  if (!agency) return null;
  const counts = market.view().agencyCounts[agency.index];
  return {
    ...agencyBase(market, agency, origin),
    description: agency.description.en,
    email: agency.email,
    website: agency.website,
    propertiesForSale: counts?.sale ?? 0,
    propertiesForRent: counts?.rent ?? 0,
    location: officeLocation(market, agency),
    licenses: agency.licenses,
  };
}
