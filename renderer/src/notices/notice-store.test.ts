import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, useNotices } from './notice-store';

vi.mock('../api/api', () => ({ api: { invoke: vi.fn(), on: vi.fn() } }));

afterEach(() => {
  vi.useRealTimers();
  useNotices.setState({ notices: [] });
});

describe('notices of this window', () => {
  it('a success and a note close by themselves; an error waits to be read', () => {
    vi.useFakeTimers();
    notify('success', 'Saved.');
    notify('info', 'Already in the comparison.');
    notify('error', 'Could not save.');
    expect(useNotices.getState().notices.map((n) => n.level)).toEqual(['success', 'info', 'error']);
    vi.advanceTimersByTime(5_000);
    expect(useNotices.getState().notices.map((n) => n.level)).toEqual(['info', 'error']);
    vi.advanceTimersByTime(3_000);
    expect(useNotices.getState().notices.map((n) => n.level)).toEqual(['error']);
    vi.advanceTimersByTime(600_000);
    expect(useNotices.getState().notices.map((n) => n.level)).toEqual(['error']);
  });

  it('a confirmation replaces the one before it; a warning or an error still stays', () => {
    notify('error', 'Could not export the history.');
    notify('success', 'Exported the summary.');
    notify('success', 'Exported the history.');
    notify('success', 'Exported the changes.');
    expect(useNotices.getState().notices.map((n) => n.message)).toEqual([
      'Could not export the history.',
      'Exported the changes.',
    ]);
  });
});
