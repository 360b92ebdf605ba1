// The Saved view never shows the searches saved from the research views before its list was first read as the whole
// list (a broker saw 2 of 4 and thought the others deleted): it says it is loading until the workspace answers.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedQuery } from '#shared/domain/saved-query';

const invoke = vi.fn();
vi.mock('../api/api', () => ({ api: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => {} } }));

const query = (id: number, name: string) =>
  ({
    id,
    name,
    kind: 'search',
    operation: 'search-property',
    params: {},
    createdAt: '2026-11-25T00:00:00Z',
    updatedAt: '2026-11-25T00:00:00Z',
    lastRunAt: null,
    lastResultCount: null,
    watchItemId: null,
  }) as unknown as SavedQuery;

describe('the saved list', () => {
  beforeEach(() => {
    vi.resetModules();
    invoke.mockReset();
  });

  it('is loading, not two of four, until the workspace has listed every saved search', async () => {
    const { useSaved } = await import('./saved-store');
    const { loadSaved } = await import('./saved-actions');
    useSaved.getState().upsert(query(3, 'Marina 2BR'));
    useSaved.getState().upsert(query(4, 'JVC rents'));
    let answer: (value: unknown) => void = () => {};
    invoke.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const loading = loadSaved();
    expect(useSaved.getState().status).toBe('loading');
    answer({ ok: true, value: [1, 2, 3, 4].map((id) => query(id, `search ${id}`)) });
    await loading;
    expect(useSaved.getState()).toMatchObject({ status: 'ok', loaded: true });
    expect(useSaved.getState().queries).toHaveLength(4);
    // Read once, the list stays on screen while it is read again.
    invoke.mockReturnValue(new Promise(() => {}));
    void loadSaved();
    expect(useSaved.getState().status).toBe('ok');
  });
});
