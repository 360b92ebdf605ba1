// /search-new-projects over the demo market's projects.
import type { DataLang } from '#shared/domain/lang';
import type { OperationParams } from '#shared/data-service/operations';
import type { DemoProject } from '../market/projects';
import type { Market } from '../market/market';
import { locationMatcher, locationTrail } from './location-filter';
import { localizeWith } from './localize';
import { mediaUrl } from './media';
import { paginate, standardBlock } from './paging';
import { expandPropertyTypes } from './listing-search';

/** A project's name and its place, with the comma of each language (Arabic ، , Chinese ，). */
const TITLE_COMMA: Readonly<Record<DataLang, string>> = { en: ', ', ar: '، ', ru: ', ', zh: '，' };

const PERCENTAGE_BANDS: Readonly<Record<string, [number, number]>> = {
  '0-25': [0, 25],
  '25-50': [25, 50],
  '50-75': [50, 75],
  '75-100': [75, 100],
};

function overlaps(lo: number, hi: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || hi >= min) && (max === undefined || lo <= max);
}

function sortProjects(
  projects: DemoProject[],
  order: OperationParams<'search-new-projects'>['sort_order'],
): DemoProject[] {
  const by = (score: (p: DemoProject) => number) =>
    projects.sort((a, b) => score(a) - score(b) || b.popularity - a.popularity);
  switch (order) {
    case 'latest':
      return by((p) => -p.launchDay);
    case 'verified':
      return by((p) => (p.verified ? 0 : 1));
    case 'lowest_price':
      return by((p) => p.priceMin);
    case 'highest_price':
      return by((p) => -p.priceMin);
    case 'broker_first':
      return by((p) => p.developer);
    default:
      return by(() => 0);
  }
}

export function searchNewProjects(market: Market, params: OperationParams<'search-new-projects'>, origin: string) {
  const atLocation = locationMatcher(market, params.location_ids);
  const types = expandPropertyTypes(params.property_type ?? ['residential']);
  const rooms = params.rooms ? new Set(params.rooms) : null;
  const developers = params.developer_ids ? new Set(params.developer_ids) : null;
  const band = params.completion_percentage ? PERCENTAGE_BANDS[params.completion_percentage] : undefined;
  const matches = market.projects.filter((p) => {
    if (atLocation && !atLocation(p.location)) return false;
    if (types && !p.propertyTypes.some((t) => types.has(t))) return false;
    if (!overlaps(p.priceMin, p.priceMax, params.price_min, params.price_max)) return false;
    if (!overlaps(p.areaMin, p.areaMax, params.area_min, params.area_max)) return false;
    if (rooms && !p.rooms.some((r) => rooms.has(r))) return false;
    if (params.baths && !p.rooms.some((r) => params.baths!.includes(r + 1))) return false;
    if (developers && !developers.has(market.developers[p.developer]?.externalID ?? '')) return false;
    if (band && (p.completionPercentage < band[0] || p.completionPercentage > band[1])) return false;
    if (params.pre_handover_payment !== undefined && p.preHandoverPayment > params.pre_handover_payment) return false;
    return true;
  });
  const langs = params.langs ?? ['en'];
  const page = paginate(sortProjects(matches, params.sort_order), params.page, 24);
  return standardBlock('properties', page, (p) => {
    const place = market.locations[p.location]!;
    const developer = market.developers[p.developer]!;
    return {
      externalID: p.externalID,
      title: localizeWith(langs, (lang) => `${p.name}${TITLE_COMMA[lang]}${place.names[lang]}`),
      location: locationTrail(market, p.location, langs[0] ?? 'en'),
      coverPhoto: { url: mediaUrl(origin, 'project', p.externalID) },
      developer: {
        externalID: developer.externalID,
        name: developer.name,
        logo: { url: mediaUrl(origin, 'developer', developer.externalID) },
      },
      completionDate: p.completionDate,
      completionPercentage: p.completionPercentage,
      preHandoverPayment: p.preHandoverPayment,
      priceFrom: p.priceMin,
      priceTo: p.priceMax,
      areaFrom: p.areaMin,
      areaTo: p.areaMax,
      rooms: p.rooms,
      propertyTypes: p.propertyTypes,
      isVerified: p.verified,
    };
  });
}
