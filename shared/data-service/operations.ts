// The 16 operations of the data service: path, parameter schema and paging, from the spec (section 4).
import { z } from 'zod';
import { onFirstUse } from '../first-use';
import {
  AGENT_CATEGORIES,
  COMPLETION_PERCENTAGES,
  COMPLETION_STATUSES,
  FURNISHINGS,
  GATEWAY_CATEGORY_VALUES,
  PROPERTY_TYPES,
  PURPOSES,
  RENT_FREQUENCIES,
  SORT_ORDERS,
  TIME_PERIODS,
  TRANSACTION_CATEGORY_IDS,
  TRANSACTION_CATEGORY_NAMES,
  TRANSACTION_SORTS,
  bedroomList,
  boolParam,
  commaList,
  idString,
  intParam,
  langsParam,
  numberParam,
  pageParam,
  queryString,
  singleLangParam,
} from './params';

export type Paging =
  | { kind: 'standard'; listKey: string; pageSize: number }
  | { kind: 'transactions'; listKey: 'hits'; pageSize: 20 }
  | { kind: 'unpaged-list'; listKey: string }
  | { kind: 'totals-only'; listKey: string }
  | { kind: 'single' };

interface RangeParams {
  price_min?: number;
  price_max?: number;
  area_min?: number;
  area_max?: number;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Cross-field checks run even when another parameter is invalid, so that a form shows every problem at once (an
 * inverted price range beside an unreadable area); they then read only the values that parsed.
 */
const everyTime = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

function checkRanges(value: RangeParams, ctx: z.RefinementCtx): void {
  const pairs: [keyof RangeParams, keyof RangeParams][] = [
    ['price_min', 'price_max'],
    ['area_min', 'area_max'],
  ];
  for (const [lo, hi] of pairs) {
    const a: unknown = value[lo];
    const b: unknown = value[hi];
    if (isNumber(a) && isNumber(b) && a > b) {
      ctx.addIssue({ code: 'custom', path: [lo], message: `must not exceed ${hi} (${b})` });
    }
  }
}

const priceAreaShape = onFirstUse(() => ({
  price_min: intParam(0).optional(),
  price_max: intParam(0).optional(),
  area_min: numberParam().optional(),
  area_max: numberParam().optional(),
}));

const locationIds = onFirstUse(() => commaList(z.string().trim().min(1)).optional());
const idList = onFirstUse(() => commaList(z.string().trim().min(1)).optional());
const propertyTypes = onFirstUse(() => commaList(z.enum(PROPERTY_TYPES)).optional());
// Gateway-only values are accepted here; the connection profile translates or refuses them before sending.
const transactionCategory = () =>
  z.union([
    z.enum(TRANSACTION_CATEGORY_NAMES),
    z.enum(Object.keys(TRANSACTION_CATEGORY_IDS) as [keyof typeof TRANSACTION_CATEGORY_IDS]),
    z.enum(GATEWAY_CATEGORY_VALUES),
  ]);

const searchPropertyParams = () =>
  z
    .strictObject({
      purpose: z.enum(PURPOSES),
      page: pageParam().optional(),
      langs: langsParam().optional(),
      location_ids: locationIds(),
      property_type: propertyTypes(),
      sort_order: z.enum(SORT_ORDERS).optional(),
      completion_status: z.enum(COMPLETION_STATUSES).optional(),
      rooms: bedroomList().optional(),
      baths: bedroomList().optional(),
      is_furnished: z.enum(FURNISHINGS).optional(),
      ...priceAreaShape(),
      amenities: commaList(z.string().trim().min(1)).optional(),
      has_video: boolParam().optional(),
      has_360_tour: boolParam().optional(),
      has_floorplan: boolParam().optional(),
      agent_ids: idList(),
      agency_ids: idList(),
      developer_ids: idList(),
      rent_frequency: z.enum(RENT_FREQUENCIES).optional(),
    })
    .superRefine((value, ctx) => {
      checkRanges(value, ctx);
      if (value.rent_frequency !== undefined && value.purpose === 'for-sale') {
        ctx.addIssue({ code: 'custom', path: ['rent_frequency'], message: 'applies only when purpose is for-rent' });
      }
    }, everyTime);

const searchNewProjectsParams = () =>
  z
    .strictObject({
      location_ids: locationIds(),
      page: pageParam().optional(),
      langs: langsParam().optional(),
      property_type: propertyTypes(),
      sort_order: z.enum(SORT_ORDERS).optional(),
      ...priceAreaShape(),
      rooms: bedroomList().optional(),
      baths: bedroomList().optional(),
      developer_ids: idList(),
      completion_percentage: z.enum(COMPLETION_PERCENTAGES).optional(),
      pre_handover_payment: intParam(0, 100).optional(),
    })
    .superRefine(checkRanges, everyTime);

const transactionsParams = () =>
  z
    .strictObject({
      purpose: z.enum(PURPOSES),
      page: pageParam().optional(),
      category_ids: commaList(transactionCategory()).optional(),
      location_ids: locationIds(),
      completion_status: z.enum(COMPLETION_STATUSES).optional(),
      time_period: z.enum(TIME_PERIODS).optional(),
      beds: bedroomList().optional(),
      ...priceAreaShape(),
      sort_by: z.enum(TRANSACTION_SORTS).optional(),
    })
    .superRefine(checkRanges, everyTime);

const byName = () =>
  z.strictObject({ query: queryString(), page: pageParam().optional(), langs: singleLangParam().optional() });

/**
 * An operation: its path, its parameters' schema and its paging. The schema is made when first read, not as the
 * module loads: the window's first frame validates one operation's parameters (the Listings form's), and building all
 * sixteen with zod before it delayed the form (ARCHITECTURE.md, "Schemas made on first use").
 */
function operation<const Path extends `/${string}`, Params extends z.ZodType, const Pages extends Paging>(
  path: Path,
  params: () => Params,
  paging: Pages,
): { readonly path: Path; readonly params: Params; readonly paging: Pages } {
  const made = onFirstUse(params);
  return {
    path,
    get params() {
      return made();
    },
    paging,
  };
}

export const OPERATIONS = {
  'search-property': operation('/search-property', searchPropertyParams, {
    kind: 'standard',
    listKey: 'properties',
    pageSize: 24,
  }),
  'search-new-projects': operation('/search-new-projects', searchNewProjectsParams, {
    kind: 'standard',
    listKey: 'properties',
    pageSize: 24,
  }),
  transactions: operation('/transactions', transactionsParams, { kind: 'transactions', listKey: 'hits', pageSize: 20 }),
  'agent-search': operation(
    '/agent-search',
    () =>
      z.strictObject({
        location_ids: locationIds(),
        purpose: z.enum(PURPOSES).optional(),
        category: z.enum(AGENT_CATEGORIES).optional(),
        completion_status: z.enum(COMPLETION_STATUSES).optional(),
        page: pageParam().optional(),
        langs: singleLangParam().optional(),
      }),
    { kind: 'standard', listKey: 'agents', pageSize: 40 },
  ),
  'agent-search-by-name': operation('/agent-search-by-name', byName, {
    kind: 'standard',
    listKey: 'agents',
    pageSize: 20,
  }),
  'agent-details': operation(
    '/agent-details',
    () => z.strictObject({ agent_id: idString(), langs: langsParam().optional() }),
    { kind: 'single' },
  ),
  'agent-properties': operation(
    '/agent-properties',
    () => z.strictObject({ owner_id: idString(), page: pageParam().optional(), langs: langsParam().optional() }),
    { kind: 'standard', listKey: 'properties', pageSize: 25 },
  ),
  'agency-search': operation(
    '/agency-search',
    () => z.strictObject({ location_id: idString(), page: pageParam().optional(), langs: langsParam().optional() }),
    { kind: 'standard', listKey: 'agencies', pageSize: 40 },
  ),
  'agency-search-by-name': operation('/agency-search-by-name', byName, {
    kind: 'standard',
    listKey: 'agencies',
    pageSize: 80,
  }),
  'agency-details': operation('/agency-details', () => z.strictObject({ agency_id: idString() }), { kind: 'single' }),
  'agency-agents': operation(
    '/agency-agents',
    () => z.strictObject({ agency_id: idString(), page: pageParam().optional() }),
    { kind: 'unpaged-list', listKey: 'agents' },
  ),
  'agency-properties': operation(
    '/agency-properties',
    () =>
      z.strictObject({
        agency_external_id: idString(),
        page: pageParam().optional(),
        langs: langsParam().optional(),
      }),
    { kind: 'standard', listKey: 'properties', pageSize: 25 },
  ),
  'property-details': operation(
    '/property-details',
    () => z.strictObject({ external_id: idString(), langs: singleLangParam().optional() }),
    { kind: 'single' },
  ),
  'developer-search-by-name': operation('/developer-search-by-name', byName, {
    kind: 'standard',
    listKey: 'developers',
    pageSize: 80,
  }),
  autocomplete: operation(
    '/autocomplete',
    () => z.strictObject({ query: queryString(), langs: langsParam().optional() }),
    {
      kind: 'totals-only',
      listKey: 'locations',
    },
  ),
  'amenities-search': operation('/amenities-search', () => z.strictObject({ query: queryString() }), {
    kind: 'totals-only',
    listKey: 'amenities',
  }),
} as const satisfies Record<string, { path: `/${string}`; params: z.ZodType; paging: Paging }>;

export type OperationName = keyof typeof OPERATIONS;
export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];
export type OperationParams<N extends OperationName> = z.output<(typeof OPERATIONS)[N]['params']>;
export type OperationInput<N extends OperationName> = z.input<(typeof OPERATIONS)[N]['params']>;

/** The list operations whose pages can be fetched one by one ("fetch all pages"). */
export type PagedOperation = {
  [N in OperationName]: (typeof OPERATIONS)[N]['paging']['kind'] extends 'standard' | 'transactions' ? N : never;
}[OperationName];

export function isPagedOperation(operation: OperationName): operation is PagedOperation {
  const kind = OPERATIONS[operation].paging.kind;
  return kind === 'standard' || kind === 'transactions';
}
