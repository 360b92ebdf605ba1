import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeFromCore, notify, useNotices } from './notice-store';

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

describe('notices from the core', () => {
  it('reads a notice whose said is a message of this version, and one of an earlier core by its message', () => {
    const notice = { id: 'n1', level: 'info', message: 'Cache rebuilt.', at: '2026-12-03T10:00:00Z' };
    expect(noticeFromCore({ ...notice, said: { id: 'shell.appName', args: {} } })?.said?.id).toBe('shell.appName');
    expect(noticeFromCore(notice)?.said).toEqual({ id: 'said.asWritten', args: { text: 'Cache rebuilt.' } });
  });

  it('leaves out a notice whose said is not a message of this version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const notice = { id: 'n2', level: 'warning', message: 'x', at: '2026-12-03T10:00:00Z' };
    expect(noticeFromCore({ ...notice, said: { id: 'no.such.message', args: {} } })).toBeNull();
    expect(noticeFromCore({ ...notice, said: { id: 'shell.appName', args: { x: { nested: true } } } })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
