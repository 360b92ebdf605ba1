import { describe, expect, it } from 'vitest';
import { AppFailure } from '#shared/errors';
import { NEUTRAL_PROFILE_ID, resolveConnection } from '../profiles/profiles';
import { throwIfRefused } from './envelope';
import { DataServiceClient, type AttemptRecord, type ClientConnection } from './data-service-client';
import { RateLimiter } from './rate-limiter';
import type { Transport } from './transport';

const gateway = resolveConnection({ profile: 'rapidapi', baseUrl: 'https://gw.test' });
const neutral = resolveConnection({ profile: NEUTRAL_PROFILE_ID, baseUrl: 'https://spec.test' });
const fast = { attempts: 4, baseMs: 1, maxMs: 5, timeoutRetries: 1 };
const OK = JSON.stringify({ success: true, data: { hits: [], nbHits: 0, page: 1, nbPages: 0 } });

/** A transport that records each request and answers through `answer` (which may hang until aborted). */
function recording(answer: (request: Request, n: number) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    return answer(request, requests.length);
  };
  return { requests, transport };
}

function hangUntilAborted(request: Request, ms = 60_000): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(new Response(OK)), ms);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    });
  });
}

function client(
  connection: ClientConnection,
  transport: Transport,
  extra: Partial<ConstructorParameters<typeof DataServiceClient>[0]> = {},
) {
  const attempts: AttemptRecord[] = [];
  const c = new DataServiceClient({
    connection: () => connection,
    transport,
    apiKey: async () => 'k',
    limiter: new RateLimiter({ perSecond: 1000, concurrency: 8 }),
    onAttempt: (record) => attempts.push(record),
    ...extra,
  });
  return { client: c, attempts };
}

describe('DataServiceClient with connection profiles', () => {
  it('spells parameters as the gateway does and sends its header names', async () => {
    const { requests, transport } = recording(() => new Response(OK));
    const { client: c } = client(gateway, transport);
    await c.call('transactions', { purpose: 'for-sale', sort_by: 'price_desc', category_ids: '3,villas' });
    await c.call('search-property', { purpose: 'for-sale', sort_order: 'broker_first' }).catch(() => undefined);
    const [tx, search] = requests.map((r) => new URL(r.url));
    expect(tx!.searchParams.get('sort')).toBe('price_desc');
    expect(tx!.searchParams.has('sort_by')).toBe(false);
    expect(tx!.searchParams.get('category_ids')).toBe('3,villas');
    expect(search!.searchParams.get('sort_order')).toBe('trubroker_first');
    expect(requests[0]!.headers.get('x-rapidapi-key')).toBe('k');
    expect(requests[0]!.headers.get('x-rapidapi-host')).toBe(gateway.gatewayHost);
  });

  it("keeps the spec's spelling for the neutral profile, translating 3 and refusing offices before sending", async () => {
    const { requests, transport } = recording(() => new Response(OK));
    const { client: c } = client(neutral, transport);
    await c.call('transactions', { purpose: 'for-sale', sort_by: 'price_desc', category_ids: '3' });
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('sort_by')).toBe('price_desc');
    expect(url.searchParams.get('category_ids')).toBe('villas,townhouses');
    await expect(c.call('transactions', { purpose: 'for-sale', category_ids: 'offices' })).rejects.toMatchObject({
      appError: { code: 'validation', field: 'category_ids', message: expect.stringMatching(/"offices".*"neutral"/) },
    });
    expect(requests).toHaveLength(1);
  });

  it('gives /property-details its own, longer timeout', async () => {
    const connection = { ...gateway, timeoutMs: 1000, operationTimeoutsMs: { 'property-details': 3000 } };
    const { transport } = recording((request) => hangUntilAborted(request, 1500));
    const { client: c } = client(connection, transport, { retry: { ...fast, attempts: 1 } });
    await expect(c.call('autocomplete', { query: 'x' })).rejects.toMatchObject({ appError: { code: 'timeout' } });
    await expect(c.call('property-details', { external_id: '1' })).resolves.toMatchObject({ status: 200 });
  });

  it('sends a timed-out request again once at most, and reports every attempt as spent', async () => {
    const { requests, transport } = recording((request) => hangUntilAborted(request));
    const { client: c, attempts } = client({ ...gateway, timeoutMs: 1000 }, transport, { retry: fast });
    await expect(c.call('autocomplete', { query: 'x' })).rejects.toMatchObject({ appError: { code: 'timeout' } });
    expect(requests).toHaveLength(2);
    expect(attempts.map((a) => a.outcome)).toEqual(['timeout', 'timeout']);
  }, 10_000);

  it('tells a connection that never carried the request (free) from one dropped after it was sent (spent)', async () => {
    const failing = (code: string) => () => {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error(`connect ${code}`), { code }) });
    };
    const refused = recording(failing('ECONNREFUSED'));
    const never = client(gateway, refused.transport, { retry: fast });
    const lost = await never.client.call('autocomplete', { query: 'x' }).catch((e: unknown) => e);
    expect(lost).toMatchObject({
      appError: {
        code: 'offline',
        message: expect.stringContaining('Cannot reach the data service (connect ECONNREFUSED)'),
      },
    });
    // A connection lost is not the broker's choice: no "switch off Work offline" for it.
    expect((lost as { appError: { workingOffline?: boolean } }).appError.workingOffline).toBeUndefined();
    expect(never.attempts.map((a) => a.outcome)).toEqual(['offline', 'offline', 'offline', 'offline']);
    for (const code of ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']) {
      const dropped = recording(failing(code));
      const sent = client(gateway, dropped.transport, { retry: fast });
      await expect(sent.client.call('autocomplete', { query: 'x' })).rejects.toMatchObject({
        appError: { code: 'upstream', message: expect.stringMatching(/dropped the connection.*may have been billed/) },
      });
      expect(sent.attempts.map((a) => a.outcome)).toEqual(['upstream', 'upstream']);
    }
  });

  it('sends nothing at all while the run is offline, and does not retry the refusal', async () => {
    const { requests, transport } = recording(() => new Response(OK));
    const { client: c, attempts } = client(gateway, transport, { retry: fast, offline: () => true });
    // Chosen, not a lost connection: the window then names the switch to turn off rather than the internet.
    await expect(c.call('autocomplete', { query: 'x' })).rejects.toMatchObject({
      appError: { code: 'offline', workingOffline: true },
    });
    await expect(c.healthCheck()).rejects.toMatchObject({ appError: { code: 'offline' } });
    expect(requests).toEqual([]);
    expect(attempts).toEqual([]);
  });

  it('retries only while the budget allows: the hook, and the quota the gateway reports', async () => {
    const failing = () => new Response('{"message":"down"}', { status: 502 });
    const hooked = recording(failing);
    await expect(
      client(gateway, hooked.transport, { retry: fast, canSpend: () => false }).client.call('autocomplete', {
        query: 'x',
      }),
    ).rejects.toMatchObject({ appError: { code: 'upstream' } });
    expect(hooked.requests).toHaveLength(1);
    const quota = recording(
      (_r, n) =>
        new Response('{"message":"down"}', {
          status: 502,
          headers: { 'x-ratelimit-requests-remaining': String(2 - n) },
        }),
    );
    const { client: c, attempts } = client(gateway, quota.transport, { retry: fast });
    await expect(c.call('autocomplete', { query: 'x' })).rejects.toBeInstanceOf(AppFailure);
    expect(quota.requests).toHaveLength(2);
    expect(attempts).toHaveLength(2);
  });

  it('keeps the service message of a 200 answer with success: false', async () => {
    const body = JSON.stringify({ success: false, message: 'Location 99 is not supported', error: 'VALIDATION_ERROR' });
    const { transport } = recording(() => new Response(body));
    const { client: c } = client(gateway, transport, { retry: fast });
    await expect(c.call('autocomplete', { query: 'x' })).rejects.toMatchObject({
      appError: { code: 'validation', message: expect.stringContaining('Location 99 is not supported') },
    });
    const plain = recording(() => new Response(JSON.stringify({ success: false, message: 'Upstream hiccup' })));
    await expect(
      client(gateway, plain.transport, { retry: { ...fast, attempts: 1 } }).client.call('autocomplete', { query: 'x' }),
    ).rejects.toMatchObject({
      appError: { code: 'upstream', message: expect.stringContaining('Upstream hiccup') },
    });
  });

  it('asks again after a 200 answer refusing with "too many requests", never after one saying the quota is used', async () => {
    const slow = JSON.stringify({ success: false, message: 'Slow down', error: 'TOO_MANY_REQUESTS' });
    const ok = JSON.stringify({ success: true, data: { locations: [], total: 0 } });
    let n = 0;
    const busy = recording(() => new Response(n++ === 0 ? slow : ok));
    await expect(
      client(gateway, busy.transport, { retry: fast }).client.call('autocomplete', { query: 'x' }),
    ).resolves.toBeDefined();
    expect(busy.requests).toHaveLength(2);
    // Its wait is the one the answer asks for, as a 429's.
    const refusal = JSON.parse(slow) as unknown;
    const waited = (() => {
      try {
        throwIfRefused(refusal, 'autocomplete', new Headers({ 'retry-after': '30' }));
      } catch (error) {
        return error;
      }
    })();
    expect(waited).toMatchObject({ appError: { code: 'rate-limited', retryAfterSeconds: 30 } });
    const used = JSON.stringify({
      success: false,
      message: 'You have exceeded the MONTHLY quota',
      error: 'RATE_LIMITED',
    });
    const quota = recording(() => new Response(used));
    await expect(
      client(gateway, quota.transport, { retry: fast }).client.call('autocomplete', { query: 'x' }),
    ).rejects.toMatchObject({
      appError: { code: 'quota-exhausted', message: expect.stringContaining('MONTHLY quota') },
    });
    expect(quota.requests).toHaveLength(1);
  });

  it('checks health as the profile says: a health path, or the cheapest operation', async () => {
    const path = recording(() => new Response('{"success":true}'));
    const gw = client(gateway, path.transport);
    await gw.client.healthCheck();
    expect(new URL(path.requests[0]!.url).pathname).toBe('/health');
    expect(gw.attempts.map((a) => [a.operation, a.outcome])).toEqual([['health', 'ok']]);
    const op = recording(() => new Response(JSON.stringify({ success: true, data: { locations: [], total: 0 } })));
    await client(neutral, op.transport).client.healthCheck();
    expect(new URL(op.requests[0]!.url).pathname).toBe('/autocomplete');
    const down = recording(() => new Response('{"message":"You are not subscribed to this API."}', { status: 403 }));
    await expect(client(gateway, down.transport).client.healthCheck()).rejects.toMatchObject({
      appError: { code: 'not-subscribed' },
    });
    expect(down.requests).toHaveLength(1);
  });
});
