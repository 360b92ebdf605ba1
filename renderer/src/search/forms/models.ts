// What each search form holds (plain, serializable state with names for display and ids to send), its initial
// value, and the parameters it produces for its operation. Pure: the forms render these, tests pin them.
import type { OperationInput } from '#shared/data-service/operations';
import {
  COMMERCIAL_TYPES,
  PROPERTY_TYPES,
  RESIDENTIAL_TYPES,
  type AGENT_CATEGORIES,
  type COMPLETION_PERCENTAGES,
  type COMPLETION_STATUSES,
  type FURNISHINGS,
  type RENT_FREQUENCIES,
  type SORT_ORDERS,
  type TIME_PERIODS,
  type TRANSACTION_CATEGORY_NAMES,
  type TRANSACTION_SORTS,
} from '#shared/data-service/params';
import type { Purpose } from '#shared/domain/listing';
import type { AreaUnit } from '#shared/settings';
import { SQFT_PER_SQM } from '#shared/format/values';
import { LOCALES } from '#shared/format/intl';
import type { Lang } from '#shared/domain/lang';
import { NumberParser } from '@internationalized/number';
import type { PickedAmenity, PickedEntity, PickedLocation, SearchRequest } from '../types';

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type PropertyGroup = 'residential' | 'commercial';
export type SortOrder = (typeof SORT_ORDERS)[number];
export type CompletionStatus = (typeof COMPLETION_STATUSES)[number];
export type Furnishing = (typeof FURNISHINGS)[number];
export type RentFrequency = (typeof RENT_FREQUENCIES)[number];
export type CompletionPercentage = (typeof COMPLETION_PERCENTAGES)[number];
export type TimePeriod = (typeof TIME_PERIODS)[number];
export type TransactionSort = (typeof TRANSACTION_SORTS)[number];
export type AgentCategory = (typeof AGENT_CATEGORIES)[number];
export type TransactionCategory = (typeof TRANSACTION_CATEGORY_NAMES)[number];
export type SearchMode = 'location' | 'name';

/** The completion statuses in the order the toggles show them: "Any" first. */
export const COMPLETION_CHOICES = [
  'any',
  'completed',
  'under-construction',
] as const satisfies readonly CompletionStatus[];

// ---- bedroom and bathroom counts -------------------------------------------------------------------------------

/** Bedroom choices: 0 is a studio, 7 stands for "7+". */
export const ROOM_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
/** Bathroom choices: 7 stands for "7+". */
export const BATH_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;
/** The choice that means "this many or more". */
export const OPEN_ENDED_COUNT = 7;
/**
 * The service matches counts exactly, so "7+" is sent as every count from 7 through this one; larger homes are
 * practically absent from UAE listings.
 */
export const OPEN_ENDED_THROUGH = 12;

/** The counts to send for the chosen choices: sorted, unique, "7+" expanded to 7…12. */
export function expandCounts(choices: readonly number[]): number[] {
  const out = new Set<number>();
  for (const n of choices) {
    if (n >= OPEN_ENDED_COUNT) {
      for (let k = OPEN_ENDED_COUNT; k <= OPEN_ENDED_THROUGH; k++) out.add(k);
    } else {
      out.add(n);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Adds or removes one choice, keeping the list in order. */
export function toggleCount(choices: readonly number[], n: number): number[] {
  return choices.includes(n) ? choices.filter((c) => c !== n) : [...choices, n].sort((a, b) => a - b);
}

// ---- property types ----------------------------------------------------------------------------------------------

const GROUP_MEMBERS: Readonly<Record<PropertyGroup, readonly PropertyType[]>> = {
  residential: RESIDENTIAL_TYPES,
  commercial: COMMERCIAL_TYPES,
};

export function groupOf(type: PropertyType): PropertyGroup | null {
  if (type === 'residential' || type === 'commercial') return null;
  return (RESIDENTIAL_TYPES as readonly string[]).includes(type) ? 'residential' : 'commercial';
}

/**
 * The canonical selection: a group token (`residential`, `commercial`) replaces its sub-types, all sub-types of a
 * group collapse into its token, and the order is the spec's.
 */
export function normalizePropertyTypes(selected: readonly PropertyType[]): PropertyType[] {
  const set = new Set<PropertyType>(selected);
  for (const group of ['residential', 'commercial'] as const) {
    const members = GROUP_MEMBERS[group];
    if (members.every((m) => set.has(m))) set.add(group);
    if (set.has(group)) for (const m of members) set.delete(m);
  }
  return PROPERTY_TYPES.filter((t) => set.has(t));
}

/** Whether a sub-type (or group token) is covered by the selection, directly or through its group. */
export function isTypeSelected(selected: readonly PropertyType[], type: PropertyType): boolean {
  if (selected.includes(type)) return true;
  const group = groupOf(type);
  return group !== null && selected.includes(group);
}

/** Turns one sub-type on or off; turning off a sub-type of a fully selected group keeps the rest of the group. */
export function togglePropertyType(selected: readonly PropertyType[], type: PropertyType, on: boolean): PropertyType[] {
  const group = groupOf(type);
  let next: PropertyType[] = [...selected];
  if (group !== null && next.includes(group)) {
    next = next.filter((t) => t !== group).concat(GROUP_MEMBERS[group]);
  }
  next = on ? [...next, type] : next.filter((t) => t !== type);
  return normalizePropertyTypes(next);
}

/** Selects or clears a whole group. */
export function togglePropertyGroup(
  selected: readonly PropertyType[],
  group: PropertyGroup,
  on: boolean,
): PropertyType[] {
  const members = new Set<PropertyType>([group, ...GROUP_MEMBERS[group]]);
  const rest = selected.filter((t) => !members.has(t));
  return normalizePropertyTypes(on ? [...rest, group] : rest);
}

// ---- numbers typed by the broker --------------------------------------------------------------------------------

/** Every interface language's number format, then Persian digits (typed on a Persian keyboard layout in the UAE). */
const NUMBER_LOCALES = [...new Set([...Object.values(LOCALES), 'fa-IR'])];
const parsers = new Map<string, NumberParser>();
const parserFor = (locale: string): NumberParser => {
  let parser = parsers.get(locale);
  if (!parser) parsers.set(locale, (parser = new NumberParser(locale, { maximumFractionDigits: 20 })));
  return parser;
};

/**
 * Cleans a typed number for the schema, read as the interface language writes numbers first ("12,50,000" in Hindi,
 * "1 500 000" in Russian, "١٬٢٥٠٬٠٠٠" in Arabic, "1,5" a decimal comma in Russian), then as any other does (a broker
 * may paste a figure written elsewhere), by @internationalized/number's parser. Returns undefined for an empty field
 * (the parameter is left out); anything no language reads as a number goes to zod as typed, so a bad entry gets the
 * schema's message.
 */
export function numberText(text: string, lang: Lang = 'en'): string | undefined {
  const typed = text.trim();
  if (typed.length === 0) return undefined;
  for (const locale of [LOCALES[lang], ...NUMBER_LOCALES]) {
    const n = parserFor(locale).parse(typed);
    if (Number.isFinite(n)) return String(n);
  }
  return typed;
}

function ids(items: readonly { externalID: string }[]): string[] | undefined {
  return items.length > 0 ? items.map((i) => i.externalID) : undefined;
}

function counts(choices: readonly number[]): number[] | undefined {
  return choices.length > 0 ? expandCounts(choices) : undefined;
}

function list<T>(items: readonly T[]): T[] | undefined {
  return items.length > 0 ? [...items] : undefined;
}

/** Drops the keys whose value is undefined, so the parameters list only what the broker set. */
function compact<T extends object>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as T;
}

export interface RangeState {
  priceMin: string;
  priceMax: string;
  areaMin: string;
  areaMax: string;
  /** The unit the area texts are typed in (the display unit in Settings); the service takes square feet. */
  areaUnit?: AreaUnit;
}

/**
 * An area bound typed in square metres, as the square feet the service takes: widened to whole square feet, so that
 * "80 to 90 m²" keeps an 80 m² flat (861.1 sq ft) in. Text that is no number goes as typed, for the check to name.
 */
function sqftOf(text: string | undefined, unit: AreaUnit | undefined, round: (n: number) => number) {
  if (text === undefined || unit !== 'sqm') return text;
  const n = Number(text);
  return Number.isFinite(n) ? String(round(n * SQFT_PER_SQM)) : text;
}

function rangeParams(s: RangeState, lang: Lang) {
  return {
    price_min: numberText(s.priceMin, lang),
    price_max: numberText(s.priceMax, lang),
    area_min: sqftOf(numberText(s.areaMin, lang), s.areaUnit, Math.floor),
    area_max: sqftOf(numberText(s.areaMax, lang), s.areaUnit, Math.ceil),
  };
}

/** The area texts in another unit (the broker changed the display unit): 1,200 sq ft reads 111.5 m², and back. */
export function rangeInUnit<S extends RangeState>(s: S, unit: AreaUnit, lang: Lang = 'en'): S {
  const from = s.areaUnit ?? 'sqft';
  if (from === unit) return s;
  const convert = (text: string): string => {
    const n = Number(numberText(text, lang) ?? '');
    if (text.trim() === '' || !Number.isFinite(n)) return text;
    return unit === 'sqm' ? String(Math.round((n / SQFT_PER_SQM) * 10) / 10) : String(Math.round(n * SQFT_PER_SQM));
  };
  return { ...s, areaMin: convert(s.areaMin), areaMax: convert(s.areaMax), areaUnit: unit };
}

const EMPTY_RANGE: RangeState = { priceMin: '', priceMax: '', areaMin: '', areaMax: '', areaUnit: 'sqft' };

// ---- /search-property -----------------------------------------------------------------------------------------------

export interface ListingSearchFormState extends RangeState {
  purpose: Purpose;
  locations: PickedLocation[];
  propertyTypes: PropertyType[];
  /** Bedroom choices of ROOM_CHOICES (0 studio, 7 "7+"). */
  rooms: number[];
  /** Bathroom choices of BATH_CHOICES (7 "7+"). */
  baths: number[];
  completionStatus: CompletionStatus;
  /** '' leaves is_furnished out. */
  furnishing: Furnishing | '';
  amenities: PickedAmenity[];
  hasVideo: boolean;
  has360Tour: boolean;
  hasFloorplan: boolean;
  agents: PickedEntity[];
  agencies: PickedEntity[];
  developers: PickedEntity[];
  sortOrder: SortOrder;
  /** Sent only when renting; '' leaves it out. */
  rentFrequency: RentFrequency | '';
}

/**
 * The order a listing search starts in. Rents: the lowest price first, which for rents of any period the grid, its
 * exports and the CLI order by rent per year and say so (#shared/grid/rent-order; the service sorts by price only).
 * Sales: the service's own default.
 */
export function defaultSortOrder(purpose: Purpose): SortOrder {
  return purpose === 'for-rent' ? 'lowest_price' : 'popular';
}

/** The form with another purpose; an order left at the old purpose's default follows to the new one's. */
export function withPurpose(s: ListingSearchFormState, purpose: Purpose): ListingSearchFormState {
  const sortOrder = s.sortOrder === defaultSortOrder(s.purpose) ? defaultSortOrder(purpose) : s.sortOrder;
  return { ...s, purpose, sortOrder };
}

export function initialListingSearchState(overrides: Partial<ListingSearchFormState> = {}): ListingSearchFormState {
  return {
    purpose: 'for-sale',
    locations: [],
    propertyTypes: [],
    rooms: [],
    baths: [],
    ...EMPTY_RANGE,
    completionStatus: 'any',
    furnishing: '',
    amenities: [],
    hasVideo: false,
    has360Tour: false,
    hasFloorplan: false,
    agents: [],
    agencies: [],
    developers: [],
    sortOrder: defaultSortOrder(overrides.purpose ?? 'for-sale'),
    rentFrequency: '',
    ...overrides,
  };
}

/** `lang`: the interface language the numbers were typed in. */
export function listingSearchParams(s: ListingSearchFormState, lang: Lang = 'en'): OperationInput<'search-property'> {
  return compact<OperationInput<'search-property'>>({
    purpose: s.purpose,
    location_ids: ids(s.locations),
    property_type: list(normalizePropertyTypes(s.propertyTypes)),
    sort_order: s.sortOrder,
    completion_status: s.completionStatus,
    rooms: counts(s.rooms),
    baths: counts(s.baths),
    is_furnished: s.furnishing || undefined,
    ...rangeParams(s, lang),
    amenities: s.amenities.length > 0 ? s.amenities.map((a) => a.value) : undefined,
    has_video: s.hasVideo || undefined,
    has_360_tour: s.has360Tour || undefined,
    has_floorplan: s.hasFloorplan || undefined,
    agent_ids: ids(s.agents),
    agency_ids: ids(s.agencies),
    developer_ids: ids(s.developers),
    rent_frequency: s.purpose === 'for-rent' && s.rentFrequency ? s.rentFrequency : undefined,
  });
}

// ---- /search-new-projects -------------------------------------------------------------------------------------------

export interface ProjectSearchFormState extends RangeState {
  locations: PickedLocation[];
  /** Empty: the service's default, all residential. */
  propertyTypes: PropertyType[];
  sortOrder: SortOrder;
  rooms: number[];
  baths: number[];
  developers: PickedEntity[];
  completionPercentage: CompletionPercentage;
  /** Maximum pre-handover payment in percent, as typed; '' leaves it out. */
  preHandoverPayment: string;
}

export function initialProjectSearchState(overrides: Partial<ProjectSearchFormState> = {}): ProjectSearchFormState {
  return {
    locations: [],
    propertyTypes: [],
    sortOrder: 'popular',
    ...EMPTY_RANGE,
    rooms: [],
    baths: [],
    developers: [],
    completionPercentage: 'any',
    preHandoverPayment: '',
    ...overrides,
  };
}

/** `lang`: the interface language the numbers were typed in. */
export function projectSearchParams(
  s: ProjectSearchFormState,
  lang: Lang = 'en',
): OperationInput<'search-new-projects'> {
  return compact<OperationInput<'search-new-projects'>>({
    location_ids: ids(s.locations),
    property_type: list(normalizePropertyTypes(s.propertyTypes)),
    sort_order: s.sortOrder,
    ...rangeParams(s, lang),
    rooms: counts(s.rooms),
    baths: counts(s.baths),
    developer_ids: ids(s.developers),
    completion_percentage: s.completionPercentage,
    pre_handover_payment: numberText(s.preHandoverPayment, lang),
  });
}

// ---- /transactions ----------------------------------------------------------------------------------------------

export interface TransactionSearchFormState extends RangeState {
  purpose: Purpose;
  categories: TransactionCategory[];
  locations: PickedLocation[];
  completionStatus: CompletionStatus;
  timePeriod: TimePeriod;
  /** Bedroom choices of ROOM_CHOICES (0 studio, 7 "7+"). */
  beds: number[];
  sortBy: TransactionSort;
}

export function initialTransactionSearchState(
  overrides: Partial<TransactionSearchFormState> = {},
): TransactionSearchFormState {
  return {
    purpose: 'for-sale',
    categories: [],
    locations: [],
    completionStatus: 'any',
    timePeriod: '12m',
    beds: [],
    ...EMPTY_RANGE,
    sortBy: 'date_desc',
    ...overrides,
  };
}

/** `lang`: the interface language the numbers were typed in. */
export function transactionSearchParams(
  s: TransactionSearchFormState,
  lang: Lang = 'en',
): OperationInput<'transactions'> {
  return compact<OperationInput<'transactions'>>({
    purpose: s.purpose,
    category_ids: list(s.categories),
    location_ids: ids(s.locations),
    completion_status: s.completionStatus,
    time_period: s.timePeriod,
    beds: counts(s.beds),
    ...rangeParams(s, lang),
    sort_by: s.sortBy,
  });
}

// ---- /agent-search and /agent-search-by-name ---------------------------------------------------------------------

export interface AgentSearchFormState {
  mode: SearchMode;
  locations: PickedLocation[];
  purpose: Purpose;
  category: AgentCategory;
  completionStatus: CompletionStatus;
  /** The name, in "by name" mode. */
  query: string;
}

export function initialAgentSearchState(overrides: Partial<AgentSearchFormState> = {}): AgentSearchFormState {
  return {
    mode: 'location',
    locations: [],
    purpose: 'for-sale',
    category: 'residential',
    completionStatus: 'any',
    query: '',
    ...overrides,
  };
}

export function agentSearchRequest(s: AgentSearchFormState): SearchRequest<'agent-search' | 'agent-search-by-name'> {
  if (s.mode === 'name') return { operation: 'agent-search-by-name', params: { query: s.query } };
  return {
    operation: 'agent-search',
    params: compact<OperationInput<'agent-search'>>({
      location_ids: ids(s.locations),
      purpose: s.purpose,
      category: s.category,
      completion_status: s.completionStatus,
    }),
  };
}

// ---- /agency-search and /agency-search-by-name -----------------------------------------------------------------

export interface AgencySearchFormState {
  mode: SearchMode;
  /** The one place /agency-search takes. */
  location: PickedLocation | null;
  query: string;
}

export function initialAgencySearchState(overrides: Partial<AgencySearchFormState> = {}): AgencySearchFormState {
  return { mode: 'location', location: null, query: '', ...overrides };
}

export function agencySearchRequest(
  s: AgencySearchFormState,
): SearchRequest<'agency-search' | 'agency-search-by-name'> {
  if (s.mode === 'name') return { operation: 'agency-search-by-name', params: { query: s.query } };
  return { operation: 'agency-search', params: { location_id: s.location?.externalID ?? '' } };
}

// ---- /developer-search-by-name ----------------------------------------------------------------------------------

export interface DeveloperSearchFormState {
  query: string;
}

export function initialDeveloperSearchState(
  overrides: Partial<DeveloperSearchFormState> = {},
): DeveloperSearchFormState {
  return { query: '', ...overrides };
}

export function developerSearchParams(s: DeveloperSearchFormState): OperationInput<'developer-search-by-name'> {
  return { query: s.query };
}
