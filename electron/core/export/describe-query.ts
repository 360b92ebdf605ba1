// A query in words for the About sheet ("Properties for rent in Jumeirah Village Circle, 1, 2 bedrooms") in the
// workbook's language, and its parameters one by one, with the names of the places and firms behind the ids where
// the cache knows them.
import type { OperationName } from '#shared/data-service/operations';
import type { Lang } from '#shared/domain/lang';
import type { AboutParameter } from '#shared/export/table';
import { queryWords, type QueryWords } from './query-words';
import { fill } from '#shared/words/translated';
import { yesNo } from './yes-no-words';
import { type CODED_FIELDS, codedLabels, labelOf } from '#shared/words/value-labels';

export type NamedKind = 'location' | 'agency' | 'agent' | 'developer';
export type NameLookup = (kind: NamedKind, id: string) => string | null;

const NOT_SHOWN: ReadonlySet<string> = new Set(['operation', 'langs', 'page']);

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

/** Room counts in `template`; `zero` names a count of 0 (a studio, for bedrooms). */
function rooms(value: unknown, template: string, zero: string, w: QueryWords): string | null {
  const counts = list(value);
  if (counts.length === 0) return null;
  return fill(template, { counts: counts.map((n) => (n === '0' ? zero : n)).join(w.listSeparator) });
}

function range(lo: unknown, hi: unknown, format: (n: string) => string, w: QueryWords): string | null {
  if (lo === undefined && hi === undefined) return null;
  if (lo !== undefined && hi !== undefined) return fill(w.between, { lo: format(String(lo)), hi: format(String(hi)) });
  return lo !== undefined ? fill(w.from, { lo: format(String(lo)) }) : fill(w.upTo, { hi: format(String(hi)) });
}

/** Figures keep Western digits and English grouping in every language, as the workbook's number formats do. */
const grouped = (n: string): string => Number(n).toLocaleString('en');

/** The query in a sentence in `lang`, and its parameters one by one (names as the data service spells them). */
export function describeQuery(
  operation: OperationName,
  params: Readonly<Record<string, unknown>>,
  names: NameLookup,
  lang: Lang,
): { title: string; parameters: AboutParameter[] } {
  const w = queryWords(operation, lang);
  const named = (key: string): string[] => {
    const kind = ID_PARAMS[key];
    return list(params[key]).map((id) => (kind ? (names(kind, id) ?? id) : id));
  };
  const parts: string[] = [];
  const purpose = params.purpose;
  let subject = w.subject;
  if (purpose === 'for-sale' || purpose === 'for-rent') {
    const forSale = purpose === 'for-sale';
    subject =
      operation === 'transactions'
        ? forSale
          ? w.saleTransactions
          : w.rentTransactions
        : fill(forSale ? w.forSale : w.forRent, { subject });
  }
  const places = [...named('location_ids'), ...named('location_id')];
  if (places.length > 0) subject = fill(w.inPlaces, { subject, places: places.join(w.listSeparator) });
  for (const key of ['agency_external_id', 'agency_id', 'agent_id']) {
    if (params[key] !== undefined) subject = fill(w.ofNamed, { subject, names: named(key).join(w.listSeparator) });
  }
  if (typeof params.query === 'string') subject = fill(w.matching, { subject, query: params.query });
  if (typeof params.external_id === 'string') subject += ` ${params.external_id}`;
  if (typeof params.time_period === 'string') {
    parts.push(fill(w.overMonths, { n: params.time_period.replace('m', '') }));
  }
  const beds = rooms(params.rooms ?? params.beds, w.bedrooms, w.studio, w);
  if (beds) parts.push(beds);
  const baths = rooms(params.baths, w.bathrooms, '0', w);
  if (baths) parts.push(baths);
  const price = range(params.price_min, params.price_max, (n) => fill(w.aed, { n: grouped(n) }), w);
  if (price) parts.push(price);
  const area = range(params.area_min, params.area_max, (n) => fill(w.sqft, { n: grouped(n) }), w);
  if (area) parts.push(area);
  if (params.property_type !== undefined) parts.push(list(params.property_type).join(w.listSeparator));
  for (const key of ['agency_ids', 'agent_ids', 'developer_ids'] as const) {
    const template = { agency_ids: w.agency, agent_ids: w.agent, developer_ids: w.developer }[key];
    if (params[key] !== undefined) parts.push(fill(template, { names: named(key).join(w.listSeparator) }));
  }
  const title = [subject, ...parts].join(w.partSeparator);
  const parameters = Object.entries(params)
    // What the query is (its sentence above), which language and which page were asked are the file's own rows or
    // none of the broker's business: "operation: search-property", "langs: ar" read as a developer's note.
    .filter(([name, value]) => value !== undefined && value !== null && !NOT_SHOWN.has(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => {
      const ids = list(value);
      const kind = ID_PARAMS[name];
      const shown = kind
        ? ids.map((id) => {
            const found = names(kind, id);
            return found ? `${id} (${found})` : id;
          })
        : ids.map((v) => (v === 'true' || v === 'false' ? yesNo(v === 'true', lang) : coded(name, v, lang)));
      return { name, value: shown.join(', ') };
    });
  return { title, parameters };
}
