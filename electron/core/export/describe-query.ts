// A query in words for the About sheet ("Properties for rent in Jumeirah Village Circle, 1, 2 bedrooms") in the
// workbook's language, and its parameters one by one, with the names of the places and firms behind the ids where
// the cache knows them.
import type { OperationName } from '#shared/data-service/operations';
import type { Lang } from '#shared/domain/lang';
import type { AboutParameter } from '#shared/export/table';
import { sayIn, type Say } from '#shared/messages/say-in';
import { wordOf } from '#shared/words/catalogue-words';
import { yesNo } from './cell-values';
import { formatMessage } from '#shared/messages/messages';
import { isMessageId } from '#shared/messages/message-ref';
import { TRANSACTION_CATEGORY_IDS } from '#shared/data-service/params';
import { searchValueWords } from '#shared/words/search-value-words';
import { type CODED_FIELDS, codedLabels, labelOf, LIST_SEPARATOR } from '#shared/words/value-labels';

export type NamedKind = 'location' | 'agency' | 'agent' | 'developer';
export type NameLookup = (kind: NamedKind, id: string) => string | null;

const NOT_SHOWN: ReadonlySet<string> = new Set(['operation', 'langs', 'page']);

/** The order a broker reads a search in: what, where, which homes, what price, then the rest. */
const PARAM_ORDER: readonly string[] = [
  'purpose',
  'location_ids',
  'location_id',
  'query',
  'external_id',
  'agency_external_id',
  'agency_id',
  'agent_id',
  'owner_id',
  'property_type',
  'category',
  'category_ids',
  'rooms',
  'beds',
  'baths',
  'price_min',
  'price_max',
  'area_min',
  'area_max',
  'rent_frequency',
  'completion_status',
  'completion_percentage',
  'pre_handover_payment',
  'furnishing_status',
  'is_furnished',
  'amenities',
  'has_video',
  'has_360_tour',
  'has_floorplan',
  'agency_ids',
  'agent_ids',
  'developer_ids',
  'time_period',
  'sort_order',
  'sort_by',
];

/** Where a parameter comes in the About sheet: as listed above, unknown ones after, by name. */
function paramRank(name: string): number {
  const at = PARAM_ORDER.indexOf(name);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

/** A parameter's name as the About sheet lists it ("Sort order", not "sort_order"); an unknown one as it is. */
function paramName(name: string, lang: Lang): string {
  const id = `param.${name}`;
  return isMessageId(id) ? formatMessage(lang, id as 'param.purpose') : name;
}

/** Parameters whose values are codes with a name in each language ("for-sale" is "For sale", "للبيع"). */
const CODED_PARAMS: Readonly<Record<string, keyof typeof CODED_FIELDS>> = {
  purpose: 'purpose',
  completion_status: 'completionStatus',
  furnishing_status: 'furnishing',
  property_type: 'propertyType',
  rent_frequency: 'rentFrequency',
};

function coded(param: string, value: string, lang: Lang): string {
  const field = CODED_PARAMS[param];
  const named = field ? labelOf(codedLabels(field, lang) ?? {}, value) : '';
  return named || value;
}

/** Which parameters hold ids of named things. */
const ID_PARAMS: Readonly<Record<string, NamedKind>> = {
  location_ids: 'location',
  location_id: 'location',
  agency_ids: 'agency',
  agency_id: 'agency',
  agency_external_id: 'agency',
  agent_ids: 'agent',
  agent_id: 'agent',
  developer_ids: 'developer',
};

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return value === undefined || value === null ? [] : [String(value)];
}

/** Room counts in the sentence: "studio", "1 bedroom", "studio, 1, 2 bedrooms" (`one` when the only count is 1). */
function rooms(value: unknown, kind: 'bed' | 'bath', zero: string, say: Say): string | null {
  const counts = list(value);
  if (counts.length === 0) return null;
  const rooms = counts.filter((n) => n !== '0');
  const shown = counts.map((n) => (n === '0' ? zero : n)).join(LIST_SEPARATOR[say.lang]);
  if (rooms.length === 0) return shown;
  const one = rooms.length === 1 && rooms[0] === '1';
  if (kind === 'bed') return say(one ? 'exportQuery.bedroom' : 'exportQuery.bedrooms', { counts: shown });
  return say(one ? 'exportQuery.bathroom' : 'exportQuery.bathrooms', { counts: shown });
}

function range(lo: unknown, hi: unknown, format: (n: string) => string, say: Say): string | null {
  if (lo === undefined && hi === undefined) return null;
  if (lo !== undefined && hi !== undefined)
    return say('exportQuery.between', { lo: format(String(lo)), hi: format(String(hi)) });
  return lo !== undefined
    ? say('exportQuery.from', { lo: format(String(lo)) })
    : say('exportQuery.upTo', { hi: format(String(hi)) });
}

/** Figures keep Western digits and English grouping in every language, as the workbook's number formats do. */
const grouped = (n: string): string => Number(n).toLocaleString('en');
const aed = (n: string, say: Say): string => say('exportQuery.aed', { n: grouped(n) });
const sqft = (n: string, say: Say): string => say('exportQuery.sqft', { n: grouped(n) });

/** Coded values with words in each language beyond CODED_PARAMS: sorts, periods, progress, categories. */
function searchValue(param: string, value: string, lang: Lang): string | null {
  const v = searchValueWords(lang);
  const tables: Readonly<Record<string, Readonly<Record<string, string>>>> = {
    sort_order: v.sortOrders,
    sort_by: v.transactionSorts,
    time_period: v.timePeriods,
    completion_percentage: v.completionPercentages,
    category: v.agentCategories,
    category_ids: v.transactionCategories,
  };
  const table = Object.hasOwn(tables, param) ? tables[param] : undefined;
  if (!table) return null;
  const ids: Readonly<Record<string, string>> = TRANSACTION_CATEGORY_IDS;
  const code = param === 'category_ids' && Object.hasOwn(ids, value) ? (ids[value] ?? value) : value;
  return Object.hasOwn(table, code) ? (table[code] ?? null) : null;
}

const capitalized = (text: string, lang: Lang): string => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/** One parameter's value as the About sheet shows it: names before ids, counts, amounts and codes in words. */
function paramValue(name: string, value: unknown, names: NameLookup, say: Say): string {
  const lang = say.lang;
  const values = list(value);
  const kind = ID_PARAMS[name];
  if (kind) {
    return values
      .map((id) => {
        const found = names(kind, id);
        return found ? `${found} (${id})` : id;
      })
      .join(', ');
  }
  if (name === 'rooms' || name === 'beds') {
    return values.map((n) => (n === '0' ? capitalized(say('exportQuery.studio'), lang) : n)).join(LIST_SEPARATOR[lang]);
  }
  if (name === 'price_min' || name === 'price_max') return values.map((n) => aed(n, say)).join('');
  if (name === 'area_min' || name === 'area_max') return values.map((n) => sqft(n, say)).join('');
  if (name === 'pre_handover_payment') return values.map((n) => `${n}%`).join('');
  return values
    .map((v) =>
      v === 'true' || v === 'false' ? yesNo(v === 'true', lang) : (searchValue(name, v, lang) ?? coded(name, v, lang)),
    )
    .join(', ');
}

/** The query in a sentence in `lang`, and its parameters one by one, named and worded in `lang`. */
export function describeQuery(
  operation: OperationName,
  params: Readonly<Record<string, unknown>>,
  names: NameLookup,
  lang: Lang,
): { title: string; parameters: AboutParameter[] } {
  const say = sayIn(lang);
  const join = (items: readonly string[]): string => items.join(LIST_SEPARATOR[lang]);
  const named = (key: string): string[] => {
    const kind = ID_PARAMS[key];
    return list(params[key]).map((id) => (kind ? (names(kind, id) ?? id) : id));
  };
  const parts: string[] = [];
  const purpose = params.purpose;
  let subject = wordOf('exportQuery.subject', operation, lang) ?? operation;
  if (purpose === 'for-sale' || purpose === 'for-rent') {
    const forSale = purpose === 'for-sale';
    subject =
      operation === 'transactions'
        ? say(forSale ? 'exportQuery.saleTransactions' : 'exportQuery.rentTransactions')
        : say(forSale ? 'exportQuery.forSale' : 'exportQuery.forRent', { subject });
  }
  const places = [...named('location_ids'), ...named('location_id')];
  if (places.length > 0) subject = say('exportQuery.inPlaces', { subject, places: join(places) });
  for (const key of ['agency_external_id', 'agency_id', 'agent_id']) {
    if (params[key] !== undefined) subject = say('exportQuery.ofNamed', { subject, names: join(named(key)) });
  }
  if (typeof params.query === 'string') subject = say('exportQuery.matching', { subject, query: params.query });
  if (typeof params.external_id === 'string') subject += ` ${params.external_id}`;
  if (typeof params.time_period === 'string') {
    parts.push(say('exportQuery.overMonths', { n: params.time_period.replace('m', '') }));
  }
  const beds = rooms(params.rooms ?? params.beds, 'bed', say('exportQuery.studio'), say);
  if (beds) parts.push(beds);
  const baths = rooms(params.baths, 'bath', '0', say);
  if (baths) parts.push(baths);
  const price = range(params.price_min, params.price_max, (n) => aed(n, say), say);
  if (price) parts.push(price);
  const area = range(params.area_min, params.area_max, (n) => sqft(n, say), say);
  if (area) parts.push(area);
  if (params.property_type !== undefined) parts.push(join(list(params.property_type)));
  for (const key of ['agency_ids', 'agent_ids', 'developer_ids'] as const) {
    const id = {
      agency_ids: 'exportQuery.agency',
      agent_ids: 'exportQuery.agent',
      developer_ids: 'exportQuery.developer',
    } as const;
    if (params[key] !== undefined) parts.push(say(id[key], { names: join(named(key)) }));
  }
  const title = parts.reduce((sentence, part) => say('exportQuery.withPart', { sentence, part }), subject);
  const parameters = Object.entries(params)
    // What the query is (its sentence above), which language and which page were asked are the file's own rows or
    // none of the broker's business: "operation: search-property", "langs: ar" read as a developer's note.
    .filter(([name, value]) => value !== undefined && value !== null && !NOT_SHOWN.has(name))
    .sort(([a], [b]) => paramRank(a) - paramRank(b) || a.localeCompare(b))
    .map(([name, value]) => ({
      name: paramName(name, lang),
      value: paramValue(name, value, names, say),
    }));
  return { title, parameters };
}
