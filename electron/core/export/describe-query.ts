// A query in words for the About sheet ("Properties for rent in Jumeirah Village Circle, 1–2 bedrooms"), and its
// parameters one by one, with the names of the places and firms behind the ids where the cache knows them.
import type { OperationName } from '#shared/data-service/operations';
import type { AboutParameter } from '#shared/export/table';

export type NamedKind = 'location' | 'agency' | 'agent' | 'developer';
export type NameLookup = (kind: NamedKind, id: string) => string | null;

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

const SUBJECT: Readonly<Record<OperationName, string>> = {
  'search-property': 'Properties',
  'search-new-projects': 'New projects',
  transactions: 'Transactions',
  'agent-search': 'Agents',
  'agent-search-by-name': 'Agents',
  'agent-details': 'Agent',
  'agent-properties': 'Listings of one agent',
  'agency-search': 'Agencies',
  'agency-search-by-name': 'Agencies',
  'agency-details': 'Agency',
  'agency-agents': 'Agents of an agency',
  'agency-properties': 'Listings of an agency',
  'property-details': 'Listing',
  'developer-search-by-name': 'Developers',
  autocomplete: 'Places',
  'amenities-search': 'Amenities',
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

function rooms(value: unknown, noun: string): string | null {
  const counts = list(value);
  if (counts.length === 0) return null;
  const words = counts.map((n) => (n === '0' && noun === 'bedrooms' ? 'studio' : n));
  return `${words.join(', ')} ${noun}`;
}

function range(lo: unknown, hi: unknown, format: (n: string) => string): string | null {
  if (lo === undefined && hi === undefined) return null;
  if (lo !== undefined && hi !== undefined) return `${format(String(lo))}–${format(String(hi))}`;
  return lo !== undefined ? `from ${format(String(lo))}` : `up to ${format(String(hi))}`;
}

const aed = (n: string): string => `AED ${Number(n).toLocaleString('en')}`;
const sqft = (n: string): string => `${Number(n).toLocaleString('en')} sq ft`;

export function describeQuery(
  operation: OperationName,
  params: Readonly<Record<string, unknown>>,
  names: NameLookup,
): { title: string; parameters: AboutParameter[] } {
  const named = (key: string): string[] => {
    const kind = ID_PARAMS[key];
    return list(params[key]).map((id) => (kind ? (names(kind, id) ?? id) : id));
  };
  const parts: string[] = [];
  const purpose = params.purpose;
  let subject = SUBJECT[operation];
  if (purpose === 'for-sale' || purpose === 'for-rent') {
    subject =
      operation === 'transactions'
        ? `${purpose === 'for-sale' ? 'Sale' : 'Rent'} transactions`
        : `${subject} ${purpose === 'for-sale' ? 'for sale' : 'for rent'}`;
  }
  const places = [...named('location_ids'), ...named('location_id')];
  if (places.length > 0) subject += ` in ${places.join(', ')}`;
  for (const key of ['agency_external_id', 'agency_id', 'agent_id']) {
    if (params[key] !== undefined) subject += `: ${named(key).join(', ')}`;
  }
  if (typeof params.query === 'string') subject += ` matching "${params.query}"`;
  if (typeof params.external_id === 'string') subject += ` ${params.external_id}`;
  if (typeof params.time_period === 'string') parts.push(`over the last ${params.time_period.replace('m', ' months')}`);
  const beds = rooms(params.rooms ?? params.beds, 'bedrooms');
  if (beds) parts.push(beds);
  const baths = rooms(params.baths, 'bathrooms');
  if (baths) parts.push(baths);
  const price = range(params.price_min, params.price_max, aed);
  if (price) parts.push(price);
  const area = range(params.area_min, params.area_max, sqft);
  if (area) parts.push(area);
  if (params.property_type !== undefined) parts.push(list(params.property_type).join(', '));
  for (const key of ['agency_ids', 'agent_ids', 'developer_ids']) {
    if (params[key] !== undefined) parts.push(`${key.split('_')[0]} ${named(key).join(', ')}`);
  }
  const title = [subject, ...parts].join(', ');
  const parameters = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => {
      const ids = list(value);
      const kind = ID_PARAMS[name];
      const shown = kind
        ? ids.map((id) => {
            const found = names(kind, id);
            return found ? `${id} (${found})` : id;
          })
        : ids.map((v) => (v === 'true' ? 'yes' : v === 'false' ? 'no' : v));
      return { name, value: shown.join(', ') };
    });
  return { title, parameters };
}
