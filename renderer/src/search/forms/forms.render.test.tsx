// Renders every form to static markup (node environment, no DOM): the test ids end-to-end tests rely on, one
// wrapper per parameter, human option labels, and the submit button's state.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { OPERATIONS, type OperationName } from '#shared/data-service/operations';

vi.mock('../../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));

const { ListingSearchForm, initialListingSearchState } = await import('./ListingSearchForm');
const { ProjectSearchForm, initialProjectSearchState } = await import('./ProjectSearchForm');
const { TransactionSearchForm, initialTransactionSearchState } = await import('./TransactionSearchForm');
const { AgentSearchForm, initialAgentSearchState } = await import('./AgentSearchForm');
const { AgencySearchForm, initialAgencySearchState } = await import('./AgencySearchForm');
const { DeveloperSearchForm, initialDeveloperSearchState } = await import('./DeveloperSearchForm');

const noop = () => {};

function fieldIds(html: string): string[] {
  return [...html.matchAll(/data-testid="field-([\w-]+)"/g)].map((m) => m[1] ?? '').sort();
}

function formParameters(operation: OperationName): string[] {
  const schema = OPERATIONS[operation].params as unknown as { shape: Record<string, unknown> };
  return Object.keys(schema.shape)
    .filter((k) => k !== 'langs' && k !== 'page')
    .sort();
}

function submitDisabled(html: string): boolean {
  const button = /<button[^>]*data-testid="search-submit"[^>]*>/.exec(html)?.[0] ?? '';
  return /\sdisabled=""/.test(button);
}

describe('search forms render', () => {
  it('listings: a field per parameter, rent frequency only when renting', () => {
    const sale = renderToStaticMarkup(
      <ListingSearchForm value={initialListingSearchState()} onChange={noop} onSubmit={noop} />,
    );
    expect(sale).toContain('data-testid="search-form"');
    expect(sale).toContain('data-testid="location-picker-input"');
    expect(fieldIds(sale)).toEqual(formParameters('search-property').filter((p) => p !== 'rent_frequency'));
    expect(submitDisabled(sale)).toBe(false);
    for (const label of ['For sale', 'For rent', 'Studio', '7+', 'Broker first', 'All residential', 'All commercial']) {
      expect(sale).toContain(label);
    }
    const rent = renderToStaticMarkup(
      <ListingSearchForm value={initialListingSearchState({ purpose: 'for-rent' })} onChange={noop} onSubmit={noop} />,
    );
    expect(fieldIds(rent)).toEqual(formParameters('search-property'));
    expect(rent).toContain('Yearly');
  });

  it('listings: an invalid entry shows a broker-readable message beside the field and disables submit', () => {
    const html = renderToStaticMarkup(
      <ListingSearchForm
        value={initialListingSearchState({ priceMin: '900', priceMax: '100' })}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    expect(html).toContain('data-testid="field-error"');
    // Beside the field, naming it by its label, in the broker's words rather than the schema's.
    expect(html).toContain('Min price is more than Max price (100).');
    expect(html).not.toContain('price_min:');
    expect(submitDisabled(html)).toBe(true);
  });

  it('listings: every invalid field shows its message at once, with an example that fits the field', () => {
    const html = renderToStaticMarkup(
      <ListingSearchForm
        value={initialListingSearchState({ priceMin: '2000000', priceMax: '1000000', areaMin: 'abc' })}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    const messages = [...html.matchAll(/data-testid="field-error"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(messages).toEqual([
      'Min price is more than Max price (1,000,000).',
      'Min area must be a number, such as 1,200.',
    ]);
    expect(submitDisabled(html)).toBe(true);
  });

  it('listings: busy keeps the submit button waiting', () => {
    const html = renderToStaticMarkup(
      <ListingSearchForm value={initialListingSearchState()} onChange={noop} onSubmit={noop} busy />,
    );
    expect(submitDisabled(html)).toBe(true);
    expect(html).toContain('aria-busy="true"');
  });

  it('projects and transactions: a field per parameter', () => {
    const projects = renderToStaticMarkup(
      <ProjectSearchForm value={initialProjectSearchState()} onChange={noop} onSubmit={noop} />,
    );
    expect(fieldIds(projects)).toEqual(formParameters('search-new-projects'));
    expect(projects).toContain('50–75 %');
    const transactions = renderToStaticMarkup(
      <TransactionSearchForm value={initialTransactionSearchState()} onChange={noop} onSubmit={noop} />,
    );
    expect(fieldIds(transactions)).toEqual(formParameters('transactions'));
    expect(transactions).toContain('Last 24 months');
    expect(transactions).toContain('Townhouses');
  });

  it('agents: by location and by name', () => {
    const byLocation = renderToStaticMarkup(
      <AgentSearchForm value={initialAgentSearchState()} onChange={noop} onSubmit={noop} />,
    );
    expect(fieldIds(byLocation)).toEqual(['mode', ...formParameters('agent-search')].sort());
    expect(submitDisabled(byLocation)).toBe(false);
    const byName = renderToStaticMarkup(
      <AgentSearchForm value={initialAgentSearchState({ mode: 'name' })} onChange={noop} onSubmit={noop} />,
    );
    expect(fieldIds(byName)).toEqual(['mode', 'query']);
    expect(submitDisabled(byName)).toBe(true);
    // A pristine empty name is not an error yet; the status line says what is missing.
    expect(byName).not.toContain('data-testid="field-error"');
    expect(byName).toContain('Type a name to search.');
  });

  it('agencies: one location or a name', () => {
    const none = renderToStaticMarkup(
      <AgencySearchForm value={initialAgencySearchState()} onChange={noop} onSubmit={noop} />,
    );
    expect(fieldIds(none)).toEqual(['location_id', 'mode']);
    expect(submitDisabled(none)).toBe(true);
    const one = renderToStaticMarkup(
      <AgencySearchForm
        value={initialAgencySearchState({ location: { externalID: '5002', label: 'Dubai Marina' } })}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    expect(one).toContain('Dubai Marina');
    expect(submitDisabled(one)).toBe(false);
    const byName = renderToStaticMarkup(
      <AgencySearchForm
        value={initialAgencySearchState({ mode: 'name', query: 'realty' })}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    expect(fieldIds(byName)).toEqual(['mode', 'query']);
    expect(submitDisabled(byName)).toBe(false);
  });

  it('developers: a name, and an over-long one is named', () => {
    const ok = renderToStaticMarkup(
      <DeveloperSearchForm value={initialDeveloperSearchState({ query: 'Emaar' })} onChange={noop} onSubmit={noop} />,
    );
    expect(fieldIds(ok)).toEqual(['query']);
    expect(submitDisabled(ok)).toBe(false);
    const long = renderToStaticMarkup(
      <DeveloperSearchForm
        value={initialDeveloperSearchState({ query: 'x'.repeat(201) })}
        onChange={noop}
        onSubmit={noop}
      />,
    );
    expect(long).toContain('Developer name takes at most 200 characters.');
    expect(submitDisabled(long)).toBe(true);
  });
});
