// /agent-search, /agent-search-by-name, /agent-details and /agency-agents.
import type { OperationParams } from '#shared/data-service/operations';
import { RESIDENTIAL_TYPES } from '#shared/data-service/params';
import type { DemoAgent } from '../market/firms';
import type { Market } from '../market/market';
import { recordsAt } from './location-filter';
import { mediaUrl } from './media';
import { paginate, standardBlock } from './paging';

const RESIDENTIAL = new Set<string>(RESIDENTIAL_TYPES);

function agentSummary(market: Market, agent: DemoAgent, origin: string, withAgency: boolean) {
  const agency = market.agencies[agent.agencyIndex]!;
  return {
    externalID: agent.externalID,
    name: agent.name,
    photo: { url: mediaUrl(origin, 'agent', agent.externalID) },
    ...(withAgency
      ? {
          agency: {
            name: agency.name,
            externalID: agency.externalID,
            logo: { url: mediaUrl(origin, 'agency', agency.externalID) },
          },
        }
      : {}),
    propertiesCount: market.view().agentCounts[agent.index]?.total ?? 0,
    languages: agent.languages,
    experience: agent.experience,
  };
}

export function agentSearch(market: Market, params: OperationParams<'agent-search'>, origin: string) {
  const purpose = params.purpose ?? 'for-sale';
  const residential = (params.category ?? 'residential') === 'residential';
  const counts = new Map<number, number>();
  const view = market.view();
  for (const l of recordsAt(market, params.location_ids, view.listingsAt, () => 0) ?? view.listings) {
    if (l.purpose !== purpose || RESIDENTIAL.has(l.type) !== residential) continue;
    if (params.completion_status && params.completion_status !== 'any' && l.completion !== params.completion_status)
      continue;
    counts.set(l.agent, (counts.get(l.agent) ?? 0) + 1);
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([i]) => market.agents[i]!);
  return standardBlock('agents', paginate(ranked, params.page, 40), (a) => agentSummary(market, a, origin, true));
}

export function matchesName(name: string, query: string): boolean {
  return name.toLocaleLowerCase('en').includes(query.trim().toLocaleLowerCase('en'));
}

export function agentSearchByName(market: Market, params: OperationParams<'agent-search-by-name'>, origin: string) {
  const found = market.agents.filter((a) => matchesName(a.name, params.query));
  return standardBlock('agents', paginate(found, params.page, 20), (a) => agentSummary(market, a, origin, true));
}

export function agencyAgents(market: Market, params: OperationParams<'agency-agents'>, origin: string) {
  const agency = market.agenciesByExternalID.get(params.agency_id);
  if (!agency) return null;
  const staff = (params.page ?? 1) === 1 ? agency.agentIndexes.map((i) => market.agents[i]!) : [];
  return { agents: staff.map((a) => agentSummary(market, a, origin, false)) };
}

export function agentDetails(market: Market, params: OperationParams<'agent-details'>, origin: string) {
  const agent = market.agentsByExternalID.get(params.agent_id);
  if (!agent) return null;
  const view = market.view();
  const areas = new Map<number, number>();
  for (const l of view.listings) {
    if (l.agent !== agent.index) continue;
    const hood = market.ancestors[l.location]?.[1] ?? l.location;
    areas.set(hood, (areas.get(hood) ?? 0) + 1);
  }
  const counts = view.agentCounts[agent.index];
  const lang = params.langs?.[0] ?? 'en';
  return {
    ...agentSummary(market, agent, origin, true),
    ownerID: agent.ownerID,
    phone: agent.phone,
    email: agent.email,
    propertiesForSale: counts?.sale ?? 0,
    propertiesForRent: counts?.rent ?? 0,
    specializations: agent.specializations,
    areasOfExpertise: [...areas.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([i]) => market.locations[i]!.names[lang]),
  };
}
