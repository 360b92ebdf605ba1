// /developer-search-by-name and /amenities-search.
import type { OperationParams } from '#shared/data-service/operations';
import { AMENITIES } from '../data/vocabulary';
import type { Market } from '../market/market';
import { matchesName } from './agent-search';
import { mediaUrl } from './media';
import { paginate, standardBlock } from './paging';

export function developerSearchByName(
  market: Market,
  params: OperationParams<'developer-search-by-name'>,
  origin: string,
) {
  const view = market.view();
  const found = market.developers.filter((d) => matchesName(d.name, params.query));
  return standardBlock('developers', paginate(found, params.page, 80), (d) => ({
    externalID: d.externalID,
    name: d.name,
    logo: { url: mediaUrl(origin, 'developer', d.externalID) },
    projectsCount: market.projectCountByDeveloper[d.index] ?? 0,
    propertiesCount: view.developerListings[d.index] ?? 0,
    description: d.description[params.langs ?? 'en'],
  }));
}

function highlight(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0) return text;
  return `${text.slice(0, at)}<em>${text.slice(at, at + query.length)}</em>${text.slice(at + query.length)}`;
}

export function amenitiesSearch(market: Market, params: OperationParams<'amenities-search'>) {
  const counts = market.view().amenityCounts;
  const query = params.query.trim();
  const amenities = AMENITIES.map((a, i) => ({ a, i }))
    .filter(({ a }) => matchesName(a.en, query))
    .sort((x, y) => (counts[y.i] ?? 0) - (counts[x.i] ?? 0))
    .map(({ a, i }) => ({ value: a.en, count: counts[i] ?? 0, highlighted: highlight(a.en, query) }));
  return { amenities, total: amenities.length };
}
