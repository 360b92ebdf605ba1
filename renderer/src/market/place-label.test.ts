// The plan names places in the interface language, and joins a step's parts with the language's own punctuation.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LANGS } from '#shared/domain/lang';
import type { MarketPlanStep } from '#shared/ipc/contract';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));

const { placeLabels } = await import('./place-label');
const { stepText } = await import('./PlanPanel');
const { sayIn } = await import('../i18n/messages');
const { loadMessages } = await import('../i18n/load-messages');

beforeAll(() => Promise.all(LANGS.map(loadMessages)));

const form = {
  places: [
    {
      externalID: '5002',
      label: 'Dubai Marina',
      names: { en: 'Dubai Marina', ar: 'دبي مارينا', ru: 'Дубай Марина', zh: '迪拜码头' },
    },
  ],
};
const query = {
  places: [
    { id: '5002', name: 'Dubai Marina' },
    { id: '5006', name: 'Jumeirah Village Circle' },
  ],
};

describe('plan place names', () => {
  it('name a place as the picker did in the interface language, else as the query did', () => {
    expect(placeLabels(form, query, 'ru')('5002')).toBe('Дубай Марина');
    expect(placeLabels(form, query, 'zh')('5002')).toBe('迪拜码头');
    expect(placeLabels(form, query, 'ru')('5006')).toBe('Jumeirah Village Circle');
    expect(placeLabels(null, null, 'ru')('9')).toBe('9');
  });
});

describe('plan steps', () => {
  const step: MarketPlanStep = {
    unit: '5002',
    placeId: '5002',
    placeName: 'Dubai Marina',
    purpose: 'for-sale',
    action: 'fetch',
    pagesPlanned: 21,
    pagesCached: 0,
    requestsNeeded: 21,
    totalItems: 500,
    capped: true,
    held: null,
  };

  it('use full-width colon and brackets in Chinese, ASCII ones elsewhere', () => {
    expect(stepText(step, sayIn('en'), 'en')).toBe('21 pages to fetch: 21 requests (capped in Settings)');
    const zh = stepText(step, sayIn('zh'), 'zh');
    expect(zh).toMatch(/^需获取 21 页：.*（受设置中的上限限制）$/);
    expect(zh).not.toMatch(/[:()]/);
  });

  it('leave no placeholder unfilled', () => {
    for (const lang of LANGS) {
      for (const action of ['fetch', 'extend', 'stored'] as const) {
        expect(stepText({ ...step, action }, sayIn(lang), lang)).not.toMatch(/[{}]/);
      }
    }
  });
});
