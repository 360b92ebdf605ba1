// A reload brings the research forms back from the window's session storage, read as untrusted input: what another
// version wrote, or damaged storage, opens that form on its defaults and never stops the window from starting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, type Session } from './support/session';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => s?.close());

const KEY = 'aqar-session';

/** A fresh window whose session storage holds `stored` before its scripts run: its form, and what it raised. */
async function startWith(stored: string) {
  const context = await s.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [KEY, stored] as const);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(s.host.url);
  const form = page.getByTestId('search-form');
  await form.getByTestId('search-submit').waitFor();
  return { context, page, form, errors, requests };
}

/** A Listings form as this version writes it (its defaults), for the tests to change a field of. */
const SAVED_LISTINGS_FORM = {
  purpose: 'for-sale',
  locations: [],
  propertyTypes: [],
  rooms: [],
  baths: [],
  priceMin: '',
  priceMax: '',
  areaMin: '',
  areaMax: '',
  areaUnit: 'sqft',
  completionStatus: 'any',
  furnishing: '',
  amenities: [],
  hasVideo: false,
  has360Tour: false,
  hasFloorplan: false,
  agents: [],
  agencies: [],
  developers: [],
  sortOrder: 'popular',
  rentFrequency: 'yearly',
};

const view = (request: unknown) => ({ request, page: 1, allPages: false, pages: [], localSort: null });

const HOSTILE: Record<string, string> = {
  'text that is no JSON': '{not json',
  'a state of another version': JSON.stringify({ v: 2, forms: { listings: { purpose: 'for-rent' } } }),
  'a form field of the wrong kind': JSON.stringify({
    v: 1,
    forms: { listings: { purpose: 42 } },
    views: {},
    market: null,
  }),
  'lists that are not lists, and a place with no id': JSON.stringify({
    v: 1,
    forms: {
      listings: { purpose: 'for-rent', propertyTypes: 'villas', locations: [{}], rooms: null },
      transactions: { beds: [99], categories: ['castles'] },
      agencies: { mode: 'location', location: { label: 'x' }, query: 7 },
    },
    views: {},
    market: null,
  }),
  'a saved search whose parameters the service refuses': JSON.stringify({
    v: 1,
    forms: {},
    views: { listings: view({ operation: 'search-property', params: { purpose: 'for-sale', page: -5 } }) },
    market: null,
  }),
  'a saved search of an operation this version does not have': JSON.stringify({
    v: 1,
    forms: {},
    views: { listings: view({ operation: 'drop-tables', params: {} }) },
    market: null,
  }),
};

describe('a reload reading back what session storage holds', () => {
  it.each(Object.entries(HOSTILE))('starts on the defaults from %s, with no error and no search', async (_, stored) => {
    const w = await startWith(stored);
    try {
      expect(await w.form.getByTestId('search-submit').isEnabled()).toBe(true);
      expect(await w.form.getByRole('radio', { name: 'For sale' }).isChecked()).toBe(true);
      expect(w.errors).toEqual([]);
      expect(w.requests.filter((url) => url.includes('/api/invoke/data%3Afetch'))).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('brings back a form this version wrote, beside one it cannot read', async () => {
    const listings = {
      ...SAVED_LISTINGS_FORM,
      purpose: 'for-rent',
      locations: [{ externalID: '5002', label: 'Dubai Marina' }],
      propertyTypes: ['villas'],
      rooms: [2],
      priceMin: '100000',
      hasVideo: true,
      sortOrder: 'lowest_price',
    };
    const stored = { v: 1, forms: { listings, transactions: { beds: 'all' } }, views: {}, market: null };
    const w = await startWith(JSON.stringify(stored));
    try {
      expect(await w.form.getByRole('radio', { name: 'For rent' }).isChecked()).toBe(true);
      expect(await w.form.getByText('Dubai Marina').count()).toBeGreaterThan(0);
      expect(await w.form.getByTestId('field-has_video').getByRole('checkbox').isChecked()).toBe(true);
      // The Transactions form, which could not be read, opens on its defaults.
      await w.page.getByRole('navigation').getByText('Transactions').click();
      await w.page.getByTestId('search-form').getByTestId('search-submit').waitFor();
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('checks a form brought back as the window starts: its message beside the field, Search waiting', async () => {
    // The form's first check runs just after the window's first frame (use-form-outcome.ts): it must still run.
    const listings = { ...SAVED_LISTINGS_FORM, priceMin: '900000', priceMax: '100000' };
    const w = await startWith(JSON.stringify({ v: 1, forms: { listings }, views: {}, market: null }));
    try {
      const error = w.form.getByTestId('field-price_min').getByTestId('field-error');
      await expect.poll(() => error.textContent()).toBe('Min price is more than Max price (100,000).');
      expect(await w.form.getByTestId('search-submit').isDisabled()).toBe(true);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('draws the Market view from a damaged Market form and figures, on its defaults, asking nothing', async () => {
    const stored = {
      v: 1,
      forms: {},
      views: {},
      market: {
        form: { places: 'x', beds: 7 },
        shown: { query: { places: 3 }, form: { places: [{}] }, look: { plan: -1 }, ranAt: 'now' },
      },
    };
    const w = await startWith(JSON.stringify(stored));
    try {
      await w.page.getByRole('navigation').getByText('Market').click();
      await w.page.getByTestId('market-form').waitFor();
      expect(await w.page.getByTestId('market-empty').isVisible()).toBe(true);
      expect(w.requests.filter((url) => url.includes('/api/invoke/market%3A'))).toEqual([]);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('brings back a Market form this version wrote', async () => {
    const form = {
      places: [{ externalID: '5002', label: 'Dubai Marina' }],
      purpose: 'for-sale',
      category: 'villas',
      completion: 'ready',
      beds: [2, 3],
      period: '24m',
    };
    const w = await startWith(JSON.stringify({ v: 1, forms: {}, views: {}, market: { form, shown: null } }));
    try {
      await w.page.getByRole('navigation').getByText('Market').click();
      const marketForm = w.page.getByTestId('market-form');
      await marketForm.waitFor();
      expect(await marketForm.getByText('Dubai Marina').count()).toBeGreaterThan(0);
      expect(w.errors).toEqual([]);
    } finally {
      await w.context.close();
    }
  });

  it('raised no page errors in the session’s own window', () => {
    expect(s.errors).toEqual([]);
  });
});
