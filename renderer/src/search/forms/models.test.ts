import { describe, expect, it } from 'vitest';
import { OPERATIONS, type OperationName } from '#shared/data-service/operations';
import { COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '#shared/data-service/params';
import { requestFrom, validateParams } from '../validation';
import {
  agencySearchRequest,
  agentSearchRequest,
  developerSearchParams,
  expandCounts,
  initialAgencySearchState,
  initialAgentSearchState,
  initialDeveloperSearchState,
  initialListingSearchState,
  initialProjectSearchState,
  initialTransactionSearchState,
  isTypeSelected,
  listingSearchParams,
  normalizePropertyTypes,
  numberText,
  projectSearchParams,
  rangeInUnit,
  toggleCount,
  togglePropertyGroup,
  togglePropertyType,
  transactionSearchParams,
  withPurpose,
} from './models';
import { yearlyRentOrder } from '#shared/grid/rent-order';

const dubai = { externalID: '2', label: 'Dubai' };
const marina = { externalID: '5002', label: 'Dubai Marina', path: 'UAE > Dubai > Dubai Marina', type: 'neighbourhood' };

/** The parameters of an operation's schema a form must offer: all but langs (the app's) and page (the grid's). */
function formParameters(operation: OperationName): string[] {
  const schema = OPERATIONS[operation].params as unknown as { shape: Record<string, unknown> };
  return Object.keys(schema.shape)
    .filter((k) => k !== 'langs' && k !== 'page')
    .sort();
}

describe('numberText', () => {
  it('drops thousands separators and reads Arabic-Indic digits', () => {
    expect(numberText('1,500,000')).toBe('1500000');
    expect(numberText(' 1 500 000 ')).toBe('1500000');
    expect(numberText('١٬٢٥٠٬٠٠٠')).toBe('1250000');
    expect(numberText('۲۵۰۰')).toBe('2500');
    expect(numberText('1\u202f200')).toBe('1200');
  });

  it('reads Indian grouping as Hindi writes it, in any interface language', () => {
    expect(numberText('12,50,000', 'hi')).toBe('1250000');
    expect(numberText('1,25,00,000', 'hi')).toBe('12500000');
    expect(numberText('12,50,000')).toBe('1250000');
    expect(numberText('1,250,000', 'hi')).toBe('1250000');
  });

  it('reads a decimal comma where the interface language writes one, and the Arabic decimal separator', () => {
    expect(numberText('1,5', 'ru')).toBe('1.5');
    // In English a comma groups digits: "1,5" is not a decimal there.
    expect(numberText('1,5', 'en')).toBe('15');
    expect(numberText('١٫٥')).toBe('1.5');
    expect(numberText('1250.75')).toBe('1250.75');
  });

  it('leaves an empty field out and passes anything else on for the schema to judge', () => {
    expect(numberText('')).toBeUndefined();
    expect(numberText('   ')).toBeUndefined();
    expect(numberText('12a')).toBe('12a');
  });
});

describe('bedroom and bathroom choices', () => {
  it('expands 7+ to every count from 7 through 12 and sorts', () => {
    expect(expandCounts([7, 0, 2])).toEqual([0, 2, 7, 8, 9, 10, 11, 12]);
    expect(expandCounts([3, 3, 1])).toEqual([1, 3]);
    expect(expandCounts([])).toEqual([]);
  });

  it('toggles a choice in order', () => {
    expect(toggleCount([1, 3], 2)).toEqual([1, 2, 3]);
    expect(toggleCount([1, 2, 3], 2)).toEqual([1, 3]);
  });
});

describe('property types', () => {
  it('collapses a complete group into its token and keeps the spec order', () => {
    expect(normalizePropertyTypes([...RESIDENTIAL_TYPES])).toEqual(['residential']);
    expect(normalizePropertyTypes(['shops', 'residential', 'villas', 'offices'])).toEqual([
      'residential',
      'offices',
      'shops',
    ]);
    expect(normalizePropertyTypes(['commercial', ...COMMERCIAL_TYPES])).toEqual(['commercial']);
  });

  it('treats sub-types of a selected group as selected', () => {
    expect(isTypeSelected(['residential'], 'villas')).toBe(true);
    expect(isTypeSelected(['residential'], 'offices')).toBe(false);
    expect(isTypeSelected(['offices'], 'offices')).toBe(true);
  });

  it('unticking one sub-type of a whole group keeps the rest of the group', () => {
    const next = togglePropertyType(['residential'], 'penthouse', false);
    expect(next).toEqual(RESIDENTIAL_TYPES.filter((t) => t !== 'penthouse'));
    expect(togglePropertyType(next, 'penthouse', true)).toEqual(['residential']);
  });

  it('selects and clears whole groups', () => {
    expect(togglePropertyGroup(['villas', 'offices'], 'residential', true)).toEqual(['residential', 'offices']);
    expect(togglePropertyGroup(['residential', 'offices'], 'residential', false)).toEqual(['offices']);
    expect(togglePropertyGroup(['villas'], 'commercial', true)).toEqual(['commercial', 'villas']);
  });
});

describe('listing search (search-property)', () => {
  it('starts valid, with only what the form shows as chosen', () => {
    const params = listingSearchParams(initialListingSearchState());
    expect(params).toEqual({ purpose: 'for-sale', sort_order: 'popular', completion_status: 'any' });
    expect(validateParams('search-property', params).valid).toBe(true);
  });

  // Issue 34, finding 3: a rent search starts ordered by rent per year. The service sorts by price only, so it is
  // asked for the lowest price first and the grid orders the rows it holds by rent per year, saying so.
  it('starts a rent search ordered by rent per year, lowest first, and a sale as the service’s default', () => {
    const rent = listingSearchParams(initialListingSearchState({ purpose: 'for-rent' }));
    expect(rent.sort_order).toBe('lowest_price');
    expect(yearlyRentOrder('search-property', rent)).toEqual({ column: 'yearlyRent', direction: 'asc' });
    const switched = withPurpose(initialListingSearchState(), 'for-rent');
    expect(switched).toMatchObject({ purpose: 'for-rent', sortOrder: 'lowest_price' });
    expect(withPurpose(switched, 'for-sale')).toMatchObject({ purpose: 'for-sale', sortOrder: 'popular' });
    // An order the broker chose is kept either way.
    const latest = { ...initialListingSearchState(), sortOrder: 'latest' as const };
    expect(withPurpose(latest, 'for-rent').sortOrder).toBe('latest');
    expect(withPurpose({ ...switched, sortOrder: 'highest_price' }, 'for-sale').sortOrder).toBe('highest_price');
  });

  it('produces every parameter of the spec but langs and page, with ids from the pickers', () => {
    const state = initialListingSearchState({
      purpose: 'for-rent',
      locations: [dubai, marina],
      propertyTypes: ['villas', 'offices'],
      rooms: [0, 7],
      baths: [2],
      priceMin: '50,000',
      priceMax: '200000',
      areaMin: '800',
      areaMax: '2,500',
      completionStatus: 'completed',
      furnishing: 'furnished',
      amenities: [{ value: 'Balcony', label: 'Balcony' }],
      hasVideo: true,
      has360Tour: true,
      hasFloorplan: true,
      agents: [{ externalID: 'ag-1', label: 'Ahmed' }],
      agencies: [{ externalID: 'agy-1', label: 'Acme Realty' }],
      developers: [{ externalID: 'dev-1', label: 'Emaar' }],
      sortOrder: 'broker_first',
      rentFrequency: 'monthly',
    });
    const params = listingSearchParams(state);
    expect(Object.keys(params).sort()).toEqual(formParameters('search-property'));
    const request = requestFrom('search-property', validateParams('search-property', params));
    expect(request?.params).toEqual({
      purpose: 'for-rent',
      location_ids: ['2', '5002'],
      property_type: ['villas', 'offices'],
      sort_order: 'broker_first',
      completion_status: 'completed',
      rooms: [0, 7, 8, 9, 10, 11, 12],
      baths: [2],
      is_furnished: 'furnished',
      price_min: 50000,
      price_max: 200000,
      area_min: 800,
      area_max: 2500,
      amenities: ['Balcony'],
      has_video: true,
      has_360_tour: true,
      has_floorplan: true,
      agent_ids: ['ag-1'],
      agency_ids: ['agy-1'],
      developer_ids: ['dev-1'],
      rent_frequency: 'monthly',
    });
  });

  it('sends rent_frequency only when renting', () => {
    const sale = listingSearchParams(initialListingSearchState({ purpose: 'for-sale', rentFrequency: 'yearly' }));
    expect(sale).not.toHaveProperty('rent_frequency');
    expect(validateParams('search-property', sale).valid).toBe(true);
  });

  it('leaves unticked media filters out rather than sending false', () => {
    const params = listingSearchParams(initialListingSearchState({ hasVideo: false, hasFloorplan: true }));
    expect(params).not.toHaveProperty('has_video');
    expect(params.has_floorplan).toBe(true);
  });

  it('reports bad numbers against the parameter they fill', () => {
    const text = validateParams('search-property', listingSearchParams(initialListingSearchState({ areaMax: 'abc' })));
    expect(text.valid).toBe(false);
    expect(text.fields.area_max).toMatch(/^area_max: /);
    const inverted = listingSearchParams(initialListingSearchState({ priceMin: '900', priceMax: '100' }));
    expect(validateParams('search-property', inverted).fields).toEqual({
      price_min: 'price_min: must not exceed price_max (100)',
    });
  });
});

describe('project search (search-new-projects)', () => {
  it('starts valid', () => {
    const params = projectSearchParams(initialProjectSearchState());
    expect(params).toEqual({ sort_order: 'popular', completion_percentage: 'any' });
    expect(validateParams('search-new-projects', params).valid).toBe(true);
  });

  it('produces every parameter of the spec but langs and page', () => {
    const params = projectSearchParams(
      initialProjectSearchState({
        locations: [marina],
        propertyTypes: [...COMMERCIAL_TYPES],
        sortOrder: 'latest',
        priceMin: '1000000',
        priceMax: '3000000',
        areaMin: '500',
        areaMax: '5000',
        rooms: [1, 2],
        baths: [7],
        developers: [{ externalID: 'dev-9', label: 'Nakheel' }],
        completionPercentage: '50-75',
        preHandoverPayment: '40',
      }),
    );
    expect(Object.keys(params).sort()).toEqual(formParameters('search-new-projects'));
    const outcome = validateParams('search-new-projects', params);
    expect(outcome.valid).toBe(true);
    expect(outcome.params?.property_type).toEqual(['commercial']);
    expect(outcome.params?.pre_handover_payment).toBe(40);
    expect(outcome.params?.baths).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('names an out-of-range pre-handover payment', () => {
    const params = projectSearchParams(initialProjectSearchState({ preHandoverPayment: '120' }));
    expect(validateParams('search-new-projects', params).fields.pre_handover_payment).toMatch(
      /^pre_handover_payment: /,
    );
  });
});

describe('transaction search (transactions)', () => {
  it('starts valid with the documented defaults', () => {
    const params = transactionSearchParams(initialTransactionSearchState());
    expect(params).toEqual({ purpose: 'for-sale', completion_status: 'any', time_period: '12m', sort_by: 'date_desc' });
    expect(validateParams('transactions', params).valid).toBe(true);
  });

  it('produces every parameter of the spec but page, categories by name', () => {
    const params = transactionSearchParams(
      initialTransactionSearchState({
        purpose: 'for-rent',
        categories: ['apartments', 'townhouses'],
        locations: [marina],
        completionStatus: 'under-construction',
        timePeriod: '24m',
        beds: [0, 1],
        priceMin: '40000',
        priceMax: '90000',
        areaMin: '400',
        areaMax: '1200',
        sortBy: 'price_asc',
      }),
    );
    expect(Object.keys(params).sort()).toEqual(formParameters('transactions'));
    const outcome = validateParams('transactions', params);
    expect(outcome.valid).toBe(true);
    expect(outcome.params?.category_ids).toEqual(['apartments', 'townhouses']);
    expect(outcome.params?.beds).toEqual([0, 1]);
  });
});

describe('agent search', () => {
  it('by location: agent-search with every parameter of the spec but langs and page', () => {
    const request = agentSearchRequest(
      initialAgentSearchState({ locations: [marina], purpose: 'for-rent', category: 'commercial' }),
    );
    expect(request.operation).toBe('agent-search');
    expect(Object.keys(request.params).sort()).toEqual(formParameters('agent-search'));
    expect(validateParams(request.operation, request.params).valid).toBe(true);
  });

  it('by location starts valid (no place: the whole UAE)', () => {
    const request = agentSearchRequest(initialAgentSearchState());
    expect(request).toEqual({
      operation: 'agent-search',
      params: { purpose: 'for-sale', category: 'residential', completion_status: 'any' },
    });
    expect(validateParams(request.operation, request.params).valid).toBe(true);
  });

  it('by name: agent-search-by-name, invalid until a name is typed', () => {
    const empty = agentSearchRequest(initialAgentSearchState({ mode: 'name' }));
    expect(empty).toEqual({ operation: 'agent-search-by-name', params: { query: '' } });
    expect(validateParams(empty.operation, empty.params).fields.query).toBe('query: must not be empty');
    const named = agentSearchRequest(initialAgentSearchState({ mode: 'name', query: ' Sara ' }));
    expect(requestFrom(named.operation, validateParams(named.operation, named.params))?.params).toEqual({
      query: 'Sara',
    });
  });
});

describe('agency search', () => {
  it('by location: agency-search with the one location_id, required', () => {
    const none = agencySearchRequest(initialAgencySearchState());
    expect(none).toEqual({ operation: 'agency-search', params: { location_id: '' } });
    expect(validateParams(none.operation, none.params).fields.location_id).toBe('location_id: must not be empty');
    const one = agencySearchRequest(initialAgencySearchState({ location: marina }));
    expect(one).toEqual({ operation: 'agency-search', params: { location_id: '5002' } });
    expect(Object.keys(one.params).sort()).toEqual(formParameters('agency-search'));
    expect(validateParams(one.operation, one.params).valid).toBe(true);
  });

  it('by name: agency-search-by-name', () => {
    const request = agencySearchRequest(initialAgencySearchState({ mode: 'name', query: 'realty', location: marina }));
    expect(request).toEqual({ operation: 'agency-search-by-name', params: { query: 'realty' } });
    expect(Object.keys(request.params).sort()).toEqual(formParameters('agency-search-by-name'));
  });
});

describe('developer search', () => {
  it('developer-search-by-name with the query', () => {
    expect(developerSearchParams(initialDeveloperSearchState())).toEqual({ query: '' });
    const params = developerSearchParams(initialDeveloperSearchState({ query: 'Emaar' }));
    expect(Object.keys(params).sort()).toEqual(formParameters('developer-search-by-name'));
    expect(validateParams('developer-search-by-name', params).valid).toBe(true);
  });
});

describe('area bounds in the display unit', () => {
  it('asks the service in square feet, widened to whole ones, when the broker types square metres', () => {
    const form = initialListingSearchState({ areaMin: '80', areaMax: '90', areaUnit: 'sqm' });
    const params = listingSearchParams(form) as Record<string, unknown>;
    // 80 m² is 861.1 sq ft, 90 m² 968.8: the range keeps both ends in.
    expect(params.area_min).toBe('861');
    expect(params.area_max).toBe('969');
    expect(listingSearchParams({ ...form, areaUnit: 'sqft' })).toMatchObject({ area_min: '80', area_max: '90' });
    // Text that is no number is passed on as typed, for the check to name the field.
    expect(listingSearchParams({ ...form, areaMin: 'abc' })).toMatchObject({ area_min: 'abc' });
  });

  it('shows the bounds again in the unit the broker switched to, and back', () => {
    const sqft = initialTransactionSearchState({ areaMin: '1,200', areaMax: '' });
    const sqm = rangeInUnit(sqft, 'sqm');
    expect(sqm).toMatchObject({ areaMin: '111.5', areaMax: '', areaUnit: 'sqm' });
    expect(rangeInUnit(sqm, 'sqft')).toMatchObject({ areaMin: '1200', areaUnit: 'sqft' });
    expect(rangeInUnit(sqm, 'sqm')).toBe(sqm);
  });
});
