// Pins that the status bar hears only from requests the service was asked: a read of saved answers alone (a place
// name looked up without spending a request) that finds nothing is no sign of being offline.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '#shared/errors';
import { asWritten } from '#shared/messages/message-ref';
import { useConnection } from './connection-store';
import { usePreferences } from '../state/preferences-store';
import { loadAnswer } from './load-answer';

const invoke = vi.fn();
vi.mock('../api/api', () => ({ api: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => {} } }));

const answer = { result: { items: [], total: 0 }, provenance: { stale: false, fromCache: false, fetchedAt: 0 } };

describe('loadAnswer and the connection state', () => {
  beforeEach(() => {
    useConnection.setState({ state: 'online', since: 0 });
    invoke.mockReset();
  });

  it('says nothing of the connection after a read of saved answers only, found or not', async () => {
    invoke.mockResolvedValue(fail('offline', asWritten('Not saved on this computer.')));
    expect((await loadAnswer('autocomplete', { query: 'Al Maqtaa' }, 'offline')).ok).toBe(false);
    expect(useConnection.getState().state).toBe('online');
    useConnection.setState({ state: 'offline', since: 0 });
    invoke.mockResolvedValue(ok(answer));
    await loadAnswer('autocomplete', { query: 'Al Maqtaa' }, 'offline');
    expect(useConnection.getState().state).toBe('offline');
  });

  it('reports what the service answered when it was asked', async () => {
    invoke.mockResolvedValue(fail('offline', asWritten('The data service cannot be reached.')));
    await loadAnswer('autocomplete', { query: 'Al Maqtaa' });
    expect(useConnection.getState().state).toBe('offline');
    invoke.mockResolvedValue(ok(answer));
    await loadAnswer('autocomplete', { query: 'Al Maqtaa' }, 'refresh');
    expect(useConnection.getState().state).toBe('online');
  });

  it('asks for the places its warnings name in the window’s language', async () => {
    invoke.mockResolvedValue(ok(answer));
    usePreferences.getState().setLang('ar');
    await loadAnswer('transactions', { purpose: 'for-sale', location_ids: '5006' });
    expect(invoke).toHaveBeenLastCalledWith(
      'data:fetch',
      expect.objectContaining({ operation: 'transactions', lang: 'ar' }),
    );
    usePreferences.getState().setLang('en');
  });
});
