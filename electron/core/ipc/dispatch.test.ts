import { describe, expect, it, vi } from 'vitest';
import { AppFailure } from '#shared/errors';
import { CHANNEL_NAMES } from '#shared/ipc/contract';
import { createDispatcher } from './dispatch';
import type { Handlers } from './handlers';
import '#shared/messages/all-languages';
import { ref } from '#shared/messages/message-ref';
import { formatRef } from '#shared/messages/format-message';

function fakeHandlers(): Handlers & { [K in keyof Handlers]: ReturnType<typeof vi.fn> } {
  return {
    'app:info': vi.fn(async () => ({
      name: 'Aqar Lens',
      version: '0',
      host: 'test' as const,
      source: 'demo' as const,
    })),
    'locations:search': vi.fn(async (input: { query: string }) => ({
      query: input.query,
      locations: [],
      total: 0,
      provenance: { source: 'demo' as const, fetchedAt: new Date(0).toISOString(), fromCache: false },
    })),
    ...Object.fromEntries(
      CHANNEL_NAMES.filter((c) => c !== 'app:info' && c !== 'locations:search').map((c) => [
        c,
        vi.fn(async () => ({})),
      ]),
    ),
  } as never;
}

describe('dispatcher', () => {
  it('passes a valid request to its handler with the parsed (trimmed) input', async () => {
    const handlers = fakeHandlers();
    const result = await createDispatcher(handlers)('locations:search', { query: '  marina ', lang: 'en' });
    expect(result).toMatchObject({ ok: true, value: { query: 'marina' } });
    expect(handlers['locations:search']).toHaveBeenCalledOnce();
  });

  it.each([
    ['missing field', { lang: 'en' }, 'query'],
    ['empty query', { query: '   ', lang: 'en' }, 'query'],
    ['unknown language', { query: 'x', lang: 'fr' }, 'lang'],
    ['extra field', { query: 'x', lang: 'en', sql: 'drop table' }, ''],
    ['wrong type', { query: 42, lang: 'en' }, 'query'],
  ])('refuses a malformed request (%s) without calling the handler', async (_label, input, field) => {
    const handlers = fakeHandlers();
    const result = await createDispatcher(handlers)('locations:search', input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('validation');
      expect(result.error.message).toContain('locations:search');
      if (field) expect(result.error.field).toBe(field);
    }
    expect(handlers['locations:search']).not.toHaveBeenCalled();
  });

  // Issue 34: a window's own call the contract refused reached the broker as "Invalid input of export:table:
  // sheets.0.rowKinds: …". The refusal says so (the window words it as a fault of the app) and the detail is logged.
  it('marks a refused input and logs its detail when the call came from a window', async () => {
    const logged: string[] = [];
    const dispatch = createDispatcher(
      fakeHandlers(),
      () => {},
      () => null,
      (line) => logged.push(formatRef('en', line)),
    );
    const fromWindow = await dispatch('locations:search', { lang: 'en' }, { caller: 'window' });
    expect(fromWindow).toMatchObject({ ok: false, error: { code: 'validation', inputRefused: true, field: 'query' } });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^The window's call to locations:search was refused by the contract: query: /);
    // The CLI words its own refusals (as flags): nothing is logged for it.
    const fromCli = await dispatch('locations:search', { lang: 'en' });
    expect(fromCli).toMatchObject({ ok: false, error: { inputRefused: true } });
    expect(logged).toHaveLength(1);
  });

  it.each([['nope:channel'], [''], [42], [null], ['__proto__'], ['constructor']])(
    'refuses unknown channel %j',
    async (channel) => {
      const result = await createDispatcher(fakeHandlers())(channel, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    },
  );

  it('returns a typed error for an AppFailure and hides other exceptions', async () => {
    const handlers = fakeHandlers();
    const said = ref('error.offline', { reason: 'connect ECONNREFUSED 127.0.0.1:9' });
    handlers['locations:search'].mockRejectedValueOnce(new AppFailure('offline', said));
    const dispatch = createDispatcher(handlers, () => {});
    expect(await dispatch('locations:search', { query: 'a', lang: 'en' })).toEqual({
      ok: false,
      error: {
        code: 'offline',
        message:
          'Cannot reach the data service (connect ECONNREFUSED 127.0.0.1:9). Check the internet connection; searches ' +
          'made before are still answered from the offline cache.',
        said,
      },
    });
    handlers['locations:search'].mockRejectedValueOnce(new Error('secret internals /home/user'));
    const hidden = await dispatch('locations:search', { query: 'a', lang: 'en' });
    expect(hidden).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(hidden)).not.toContain('/home/user');
  });

  it('validates data:fetch parameters per operation, naming the parameter', async () => {
    const handlers = fakeHandlers();
    const dispatch = createDispatcher(handlers);
    const bad = await dispatch('data:fetch', {
      operation: 'transactions',
      params: { purpose: 'for-sale', time_period: '2m' },
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation', field: 'params.time_period' } });
    const unknownOp = await dispatch('data:fetch', { operation: 'drop-tables', params: {} });
    expect(unknownOp).toMatchObject({ ok: false, error: { code: 'validation', field: 'operation' } });
    expect(handlers['data:fetch']).not.toHaveBeenCalled();
    const good = await dispatch('data:fetch', {
      operation: 'transactions',
      params: { purpose: 'for-sale', beds: '1,2' },
    });
    expect(good.ok).toBe(true);
    expect(handlers['data:fetch']).toHaveBeenCalledWith(
      { operation: 'transactions', params: { purpose: 'for-sale', beds: [1, 2] } },
      expect.anything(),
    );
  });

  it('refuses an API key with spaces or control characters before it reaches the core', async () => {
    const handlers = fakeHandlers();
    const result = await createDispatcher(handlers)('key:set', { key: 'abc def\nghi' });
    expect(result).toMatchObject({ ok: false, error: { code: 'validation', field: 'key' } });
    expect(JSON.stringify(result)).not.toContain('abc def');
    expect(handlers['key:set']).not.toHaveBeenCalled();
  });
});
