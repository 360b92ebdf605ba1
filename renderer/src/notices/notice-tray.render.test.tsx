// The notice tray folds all but the newest three notices into a count, told by each language's plural rules, and
// shows the newest first (nearest the corner it floats in).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ShownNotice } from './notice-store';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(async () => ({ ok: true, value: [] })), on: vi.fn() } }));

const { usePreferences } = await import('../state/preferences-store');
const { useNotices } = await import('./notice-store');
const { NoticeTray } = await import('./NoticeTray');

const notice = (n: number): ShownNotice => ({
  id: `app-${n}`,
  level: 'error',
  message: `Failure ${n}`,
  at: '2026-11-24T10:00:00.000Z',
  origin: 'app',
});

/** Static rendering reads a store's initial state (React's server snapshot), so the test sets that one. */
function seed(notices: ShownNotice[], lang: 'en' | 'ar'): void {
  Object.assign(useNotices.getInitialState(), { notices, ready: true });
  Object.assign(usePreferences.getInitialState(), { lang });
}

describe('the notice tray', () => {
  it('shows the newest three, first, and counts the rest', () => {
    seed([1, 2, 3, 4, 5].map(notice), 'en');
    const html = renderToStaticMarkup(<NoticeTray />);
    const shown = [...html.matchAll(/"notice-message">Failure (\d)/g)].map((m) => m[1]);
    expect(shown).toEqual(['5', '4', '3']);
    expect(html).toContain('Show 2 more notices');
    expect(html).toContain('data-ready="true"');
  });

  it('counts them in Arabic by its plural forms', () => {
    seed([1, 2, 3, 4, 5].map(notice), 'ar');
    expect(renderToStaticMarkup(<NoticeTray />)).toContain('إظهار تنبيهين آخرين');
    seed([1, 2, 3, 4].map(notice), 'ar');
    expect(renderToStaticMarkup(<NoticeTray />)).toContain('إظهار تنبيه آخر');
  });

  it('has no count when three or fewer are on screen', () => {
    seed([1, 2, 3].map(notice), 'en');
    expect(renderToStaticMarkup(<NoticeTray />)).not.toContain('notice-more');
  });
});
