// Pins what "Fetch all pages" says: the cost with the month's quota and time, truthful totals at the cap, a stop,
// pages from older answers and missing pages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FetchAllPlan, FetchAllSummary } from '#shared/ipc/contract';
import { doneText, outcomeOf, planCost, planScope } from './fetch-all-text';
import { LANGS } from '#shared/domain/lang';
import { loadMessages } from '../i18n/load-messages';
import { sayIn } from '../i18n/say';

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

const en = sayIn('en');

const plan: FetchAllPlan = {
  operation: 'search-property',
  totalPages: 5,
  totalItems: 110,
  pagesPlanned: 5,
  pagesCached: 1,
  requestsNeeded: 103,
  requestsSpent: 1,
  capped: false,
  cap: 200,
  estimatedSeconds: 6,
  quotaRemaining: 750,
  quotaLimit: 1000,
  offline: false,
};

const summary: FetchAllSummary = {
  taskId: 't',
  pagesFetched: 5,
  itemsFetched: 110,
  requestsSpent: 4,
  cancelled: false,
  totalPages: 5,
  totalItems: 110,
  pagesFromOlderAnswers: 0,
  oldestFetchedAt: null,
  missingPages: [],
  warnings: [],
};

describe('fetch-all wording', () => {
  it('says what it costs: requests, share of the month’s quota, and time', () => {
    expect(planCost(plan, 'en', en)).toBe('This will use 103 requests (14% of your 750 left this month), about 6 sec.');
    expect(planCost({ ...plan, quotaRemaining: null }, 'en', en)).toBe('This will use 103 requests, about 6 sec.');
    expect(planCost({ ...plan, requestsNeeded: 1, quotaRemaining: null }, 'en', en)).toBe(
      'This will use 1 request, about 6 sec.',
    );
    expect(planCost({ ...plan, requestsNeeded: 0 }, 'en', en)).toMatch(/no requests/);
    expect(planCost(plan, 'ru', sayIn('ru'))).toMatch(/^Будет потрачено 103 запроса/);
  });

  it('says how much of the list the cap lets through', () => {
    const capped = { ...plan, totalPages: 692, totalItems: 16_590, pagesPlanned: 200, capped: true };
    expect(planScope(capped, 'en', en)).toBe(
      '16,590 results on 692 pages; the cap in Settings allows 200 pages, so 4,800 results will be fetched.',
    );
    expect(planScope(plan, 'en', en)).toBe('5 pages, 110 results.');
  });

  it('is truthful at the cap, and offers Resume after a stop', () => {
    const capped = { ...plan, totalPages: 692, totalItems: 16_590, pagesPlanned: 200, capped: true };
    const done = doneText({ ...summary, totalPages: 692, totalItems: 16_590 }, capped, 4_800, 199, 'en', en);
    expect(done.outcome).toBe('capped');
    expect(done.headline).toBe('4,800 of 16,590 fetched; raise the cap in Settings to get the rest.');
    const stopped = doneText({ ...summary, cancelled: true }, plan, 48, 2, 'en', en);
    expect(stopped.outcome).toBe('stopped');
    expect(stopped.headline).toBe('Stopped: 48 of 110 fetched.');
    expect(doneText(summary, plan, 110, 4, 'en', en).headline).toBe('All 110 results fetched (4 requests).');
  });

  it('reports pages from older saved answers and missing pages', () => {
    const text = doneText(
      { ...summary, pagesFromOlderAnswers: 3, oldestFetchedAt: '2026-11-02T08:00:00Z', missingPages: [4, 7] },
      plan,
      62,
      1,
      'en',
      en,
    );
    expect(text.stale).toBe('3 pages came from answers saved on 2 Nov 2026.');
    expect(text.missing).toBe('Pages 4 and 7 could not be fetched.');
    expect(outcomeOf({ ...summary, missingPages: [4] }, plan, 100)).toBe('stopped');
  });

  it('does not call a run whose pages only repeated each other "all results fetched"', () => {
    // A gateway that answers every page number with page 1: 72 results counted on 3 pages, 24 different had.
    const broken = { ...summary, totalPages: 3, totalItems: 72, pagesFetched: 3, repeatedPages: [2, 3] };
    expect(outcomeOf(broken, null, 24)).toBe('incomplete');
    const text = doneText(broken, null, 24, 3, 'en', en);
    expect(text.headline).toBe('24 of 72 results fetched.');
    expect(text.repeated).toMatch(/^Pages 2 and 3 held only records other pages had already given/);
    expect(doneText(broken, null, 24, 3, 'ar', sayIn('ar')).repeated).toMatch(/^لم تحمل الصفحات/);
    // Sound paging says nothing of it.
    expect(doneText(summary, plan, 110, 4, 'en', en).repeated).toBeNull();
  });
});
