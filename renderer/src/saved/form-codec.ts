// Between a research view's form and a saved search: the names the broker picked (kept with the search, so a re-run
// refills the form with chips, never bare ids) and the form state rebuilt from a saved operation and its parameters.
import type { OperationName } from '#shared/data-service/operations';
import { TRANSACTION_CATEGORY_IDS, TRANSACTION_CATEGORY_NAMES } from '#shared/data-service/params';
import { DATA_LANGS, type Localized } from '#shared/domain/lang';
import type { PickedName, SavedSearch } from '#shared/domain/saved-query';
import {
  OPEN_ENDED_COUNT,
  initialAgencySearchState,
  initialAgentSearchState,
  initialDeveloperSearchState,
  initialListingSearchState,
  initialProjectSearchState,
  initialTransactionSearchState,
  type TransactionCategory,
} from '../search';
import type { PickedAmenity, PickedEntity, PickedLocation } from '../search';
import type { ListView } from '../state/navigation-store';

/** The research view that runs each operation; the others (saved from the CLI) have no form here. */
const VIEW_OF: Partial<Record<OperationName, ListView>> = {
  'search-property': 'listings',
  'search-new-projects': 'projects',
  transactions: 'transactions',
  'agent-search': 'agents',
  'agent-search-by-name': 'agents',
  'agency-search': 'agencies',
  'agency-search-by-name': 'agencies',
  'developer-search-by-name': 'developers',
};

export function viewOfOperation(operation: OperationName): ListView | null {
  return VIEW_OF[operation] ?? null;
}

/** Which form field holds the picks of each id parameter. */
const PICKED_FIELDS: readonly { field: string; param: string }[] = [
  { field: 'locations', param: 'location_ids' },
  { field: 'location', param: 'location_id' },
  { field: 'agents', param: 'agent_ids' },
  { field: 'agencies', param: 'agency_ids' },
  { field: 'developers', param: 'developer_ids' },
  { field: 'amenities', param: 'amenities' },
];

/** Any view's form state, read field by field. */
type Form = object;

/** A pick's names in every language it has (places carry them), trimmed as a saved search keeps names. */
function namesOf(value: unknown): Localized | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const out: Localized = {};
  for (const lang of DATA_LANGS) {
    const text = (value as Record<string, unknown>)[lang];
    if (typeof text === 'string' && text.trim()) out[lang] = text.trim().slice(0, 200);
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function picked(value: unknown): { id: string; name: string; names?: Localized }[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return list.flatMap((v: unknown) => {
    if (!v || typeof v !== 'object') return [];
    const r = v as Record<string, unknown>;
    const id = typeof r.externalID === 'string' ? r.externalID : typeof r.value === 'string' ? r.value : null;
    const name = typeof r.label === 'string' && r.label.trim() ? r.label.trim() : id;
    const names = namesOf(r.names);
    return id && name ? [{ id, name: name.slice(0, 200), ...(names ? { names } : {}) }] : [];
  });
}

function paramValues(params: Readonly<Record<string, unknown>>, param: string): Set<string> {
  const value = params[param];
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return new Set(list.map((v) => String(v).trim()));
}

/**
 * The names picked in the form for the ids the request sends (a pick the broker removed after searching is not the
 * search's). A form with no picks gives none.
 */
export function picksFromForm(form: Form, params: Readonly<Record<string, unknown>>): PickedName[] {
  const out: PickedName[] = [];
  for (const { field, param } of PICKED_FIELDS) {
    const sent = paramValues(params, param);
    for (const p of picked((form as Readonly<Record<string, unknown>>)[field]))
      if (sent.has(p.id)) out.push({ param, ...p });
  }
  return out;
}

// ---- the form rebuilt from a saved search ------------------------------------------------------------------------

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' && value ? value.split(',').map((v) => v.trim()) : [];
}

function text(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

function str<T extends string>(value: unknown, fallback: T): T {
  return typeof value === 'string' && value ? (value as T) : fallback;
}

/** Counts as the form's choices: 7…12 (sent for "7+") fold back into 7. */
export function countChoices(value: unknown): number[] {
  const counts = list(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0);
  const out = new Set(counts.map((n) => Math.min(n, OPEN_ENDED_COUNT)));
  return [...out].sort((a, b) => a - b);
}

function nameOf(picks: readonly PickedName[], param: string, id: string): string {
  return picks.find((p) => p.param === param && p.id === id)?.name ?? id;
}

function locations(q: Pick<SavedSearch, 'params' | 'picks'>, param = 'location_ids'): PickedLocation[] {
  return list(q.params[param]).map((id) => {
    const names = q.picks.find((p) => p.param === param && p.id === id)?.names;
    return { externalID: id, label: nameOf(q.picks, param, id), ...(names ? { names } : {}) };
  });
}

function entities(q: Pick<SavedSearch, 'params' | 'picks'>, param: string): PickedEntity[] {
  return list(q.params[param]).map((id) => ({ externalID: id, label: nameOf(q.picks, param, id) }));
}

function amenities(q: Pick<SavedSearch, 'params' | 'picks'>): PickedAmenity[] {
  return list(q.params.amenities).map((value) => ({ value, label: nameOf(q.picks, 'amenities', value) }));
}

function ranges(p: Readonly<Record<string, unknown>>) {
  return {
    priceMin: text(p.price_min),
    priceMax: text(p.price_max),
    areaMin: text(p.area_min),
    areaMax: text(p.area_max),
    // Saved as the service takes them; the form shows them in the display unit.
    areaUnit: 'sqft' as const,
  };
}

function categories(value: unknown): TransactionCategory[] {
  const names = list(value).map((v) => (TRANSACTION_CATEGORY_IDS as Record<string, string>)[v] ?? v);
  return names.filter((n): n is TransactionCategory => (TRANSACTION_CATEGORY_NAMES as readonly string[]).includes(n));
}

const flag = (value: unknown): boolean => value === true || value === 'true';

export interface RebuiltForm {
  view: ListView;
  form: unknown;
}

/** The form of the view that runs `query`, filled from its parameters with the picked names as chips. */
export function formFromSaved(query: Pick<SavedSearch, 'operation' | 'params' | 'picks'>): RebuiltForm | null {
  const p = query.params;
  switch (query.operation) {
    case 'search-property':
      return {
        view: 'listings',
        form: initialListingSearchState({
          purpose: str(p.purpose, 'for-sale'),
          locations: locations(query),
          propertyTypes: list(p.property_type) as never[],
          rooms: countChoices(p.rooms),
          baths: countChoices(p.baths),
          ...ranges(p),
          completionStatus: str(p.completion_status, 'any'),
          furnishing: str(p.is_furnished, ''),
          amenities: amenities(query),
          hasVideo: flag(p.has_video),
          has360Tour: flag(p.has_360_tour),
          hasFloorplan: flag(p.has_floorplan),
          agents: entities(query, 'agent_ids'),
          agencies: entities(query, 'agency_ids'),
          developers: entities(query, 'developer_ids'),
          sortOrder: str(p.sort_order, 'popular'),
          rentFrequency: str(p.rent_frequency, ''),
        }),
      };
    case 'search-new-projects':
      return {
        view: 'projects',
        form: initialProjectSearchState({
          locations: locations(query),
          propertyTypes: list(p.property_type) as never[],
          sortOrder: str(p.sort_order, 'popular'),
          ...ranges(p),
          rooms: countChoices(p.rooms),
          baths: countChoices(p.baths),
          developers: entities(query, 'developer_ids'),
          completionPercentage: str(p.completion_percentage, 'any'),
          preHandoverPayment: text(p.pre_handover_payment),
        }),
      };
    case 'transactions':
      return {
        view: 'transactions',
        form: initialTransactionSearchState({
          purpose: str(p.purpose, 'for-sale'),
          categories: categories(p.category_ids),
          locations: locations(query),
          completionStatus: str(p.completion_status, 'any'),
          timePeriod: str(p.time_period, '12m'),
          beds: countChoices(p.beds),
          ...ranges(p),
          sortBy: str(p.sort_by, 'date_desc'),
        }),
      };
    case 'agent-search':
      return {
        view: 'agents',
        form: initialAgentSearchState({
          locations: locations(query),
          purpose: str(p.purpose, 'for-sale'),
          category: str(p.category, 'residential'),
          completionStatus: str(p.completion_status, 'any'),
        }),
      };
    case 'agent-search-by-name':
      return { view: 'agents', form: initialAgentSearchState({ mode: 'name', query: text(p.query) }) };
    case 'agency-search':
      return {
        view: 'agencies',
        form: initialAgencySearchState({ location: locations(query, 'location_id')[0] ?? null }),
      };
    case 'agency-search-by-name':
      return { view: 'agencies', form: initialAgencySearchState({ mode: 'name', query: text(p.query) }) };
    case 'developer-search-by-name':
      return { view: 'developers', form: initialDeveloperSearchState({ query: text(p.query) }) };
    default:
      return null;
  }
}
