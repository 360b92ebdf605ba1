// A search saved from a form and read back refills the same form, chips (picked names) included: the parameters go
// through the contract's schema exactly as the core stores them (lists as arrays, numbers as numbers).
import { beforeAll, describe, expect, it } from 'vitest';
import { dataRequestSchema, picksSchema } from '#shared/ipc/contract';
import { filterSummary } from '../research/filter-summary';
import { LANGS } from '#shared/domain/lang';
import { loadMessages } from '../i18n/load-messages';
import { sayIn } from '../i18n/say';
import {
  agencySearchRequest,
  agentSearchRequest,
  initialAgencySearchState,
  initialAgentSearchState,
  initialListingSearchState,
  initialProjectSearchState,
  initialTransactionSearchState,
  listingSearchParams,
  projectSearchParams,
  transactionSearchParams,
} from '../search/forms/models';
import { countChoices, formFromSaved, picksFromForm, viewOfOperation } from './form-codec';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

/** What the core keeps of a request: the schema's output without the page. */
function stored(operation: string, params: Record<string, unknown>) {
  const parsed = dataRequestSchema.parse({ operation, params });
  const { page: _page, ...rest } = parsed.params as Record<string, unknown>;
  return { operation: parsed.operation, params: rest };
}

describe('form codec', () => {
  it('refills a listing search with its chips, counts and ranges', () => {
    const form = initialListingSearchState({
      purpose: 'for-rent',
      locations: [
        { externalID: '5002', label: 'Dubai Marina' },
        { externalID: '5010', label: 'Jumeirah Village Circle' },
      ],
      propertyTypes: ['apartments'],
      rooms: [2, 7],
      priceMax: '120,000',
      agencies: [{ externalID: '100026', label: 'Willow Shore Estates', detail: '90 agents' }],
      amenities: [{ value: 'Balcony', label: 'Balcony' }],
      hasVideo: true,
      rentFrequency: 'yearly',
    });
    const params = listingSearchParams(form) as Record<string, unknown>;
    const picks = picksFromForm(form, params);
    expect(picks).toEqual([
      { param: 'location_ids', id: '5002', name: 'Dubai Marina' },
      { param: 'location_ids', id: '5010', name: 'Jumeirah Village Circle' },
      { param: 'agency_ids', id: '100026', name: 'Willow Shore Estates' },
      { param: 'amenities', id: 'Balcony', name: 'Balcony' },
    ]);
    const rebuilt = formFromSaved({ ...stored('search-property', params), picks } as never);
    expect(rebuilt?.view).toBe('listings');
    expect(rebuilt?.form).toEqual({
      ...form,
      priceMax: '120000',
      agencies: [{ externalID: '100026', label: 'Willow Shore Estates' }],
    });
  });

  it('refills projects and transactions', () => {
    const projects = initialProjectSearchState({
      locations: [{ externalID: '5002', label: 'Dubai Marina' }],
      developers: [{ externalID: '2001', label: 'Altavera' }],
      completionPercentage: '25-50',
      preHandoverPayment: '40',
    });
    const pParams = projectSearchParams(projects) as Record<string, unknown>;
    const pForm = formFromSaved({
      ...stored('search-new-projects', pParams),
      picks: picksFromForm(projects, pParams),
    } as never);
    expect(pForm).toEqual({ view: 'projects', form: projects });

    const tx = initialTransactionSearchState({
      purpose: 'for-rent',
      categories: ['apartments'],
      locations: [{ externalID: '5002', label: 'Dubai Marina' }],
      beds: [0, 1],
      timePeriod: '6m',
    });
    const tParams = transactionSearchParams(tx) as Record<string, unknown>;
    const tForm = formFromSaved({ ...stored('transactions', tParams), picks: picksFromForm(tx, tParams) } as never);
    expect(tForm).toEqual({ view: 'transactions', form: tx });
  });

  it('refills agent and agency searches, by place and by name', () => {
    const agents = initialAgentSearchState({ locations: [{ externalID: '5002', label: 'Dubai Marina' }] });
    const a = agentSearchRequest(agents);
    const aParams = a.params as Record<string, unknown>;
    expect(formFromSaved({ ...stored(a.operation, aParams), picks: picksFromForm(agents, aParams) } as never)).toEqual({
      view: 'agents',
      form: agents,
    });
    const agency = initialAgencySearchState({ location: { externalID: '3', label: 'Abu Dhabi' } });
    const g = agencySearchRequest(agency);
    const gParams = g.params as Record<string, unknown>;
    expect(formFromSaved({ ...stored(g.operation, gParams), picks: picksFromForm(agency, gParams) } as never)).toEqual({
      view: 'agencies',
      form: agency,
    });
    const byName = initialAgencySearchState({ mode: 'name', query: 'willow' });
    expect(formFromSaved({ operation: 'agency-search-by-name', params: { query: 'willow' }, picks: [] })).toEqual({
      view: 'agencies',
      form: byName,
    });
  });

  it("keeps a place's names in every language, so a search saved in Chinese reads in Russian", () => {
    const names = { en: 'Dubai Marina', ru: 'Дубай Марина', zh: '迪拜码头' };
    const form = initialListingSearchState({
      purpose: 'for-sale',
      locations: [{ externalID: '5002', label: '迪拜码头', names }],
    });
    const params = listingSearchParams(form) as Record<string, unknown>;
    const picks = picksFromForm(form, params);
    expect(picks).toEqual([{ param: 'location_ids', id: '5002', name: '迪拜码头', names }]);
    // The names pass the contract's check, as the core stores them.
    expect(picksSchema.parse(picks)).toEqual(picks);
    const rebuilt = formFromSaved({ ...stored('search-property', params), picks } as never)!;
    const summary = filterSummary('listings', rebuilt.form as object, sayIn('ru'), 'ru');
    expect(summary.join(' ')).toContain('Дубай Марина');
    expect(summary.join(' ')).not.toContain('迪拜码头');
  });

  it('keeps only the picks the request sends', () => {
    const form = initialListingSearchState({
      locations: [
        { externalID: '1', label: 'One' },
        { externalID: '2', label: 'Two' },
      ],
    });
    expect(picksFromForm(form, { location_ids: ['2'] })).toEqual([{ param: 'location_ids', id: '2', name: 'Two' }]);
  });

  it('shows an id as its own chip when the file named no pick for it', () => {
    const rebuilt = formFromSaved({
      operation: 'search-property',
      params: { purpose: 'for-sale', location_ids: ['77'] },
      picks: [],
    });
    expect((rebuilt?.form as { locations: unknown }).locations).toEqual([{ externalID: '77', label: '77' }]);
  });

  it('folds the counts sent for "7+" back into one choice', () => {
    expect(countChoices([0, 2, 7, 8, 9, 10, 11, 12])).toEqual([0, 2, 7]);
    expect(countChoices('1,3')).toEqual([1, 3]);
  });

  it('knows which view runs which operation', () => {
    expect(viewOfOperation('search-property')).toBe('listings');
    expect(viewOfOperation('agency-search-by-name')).toBe('agencies');
    expect(viewOfOperation('agency-properties')).toBeNull();
    expect(formFromSaved({ operation: 'agency-properties', params: { agency_external_id: '1' }, picks: [] })).toBe(
      null,
    );
  });
});
