// The client guards the key: no redirect is followed, no key goes in the clear to another machine, and no gateway
// message quoting the key reaches the broker, the log or the cache. Real loopback servers stand in for gateways.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppFailure } from '#shared/errors';
import { answerJson, startRecordingServer, type RecordingServer } from '../../../test/support/recording-server';
import { DEFAULT_CONNECTION, type ConnectionProfile } from './connection';
import { DataServiceClient, type AttemptRecord } from './data-service-client';
import { RateLimiter } from './rate-limiter';
import { networkTransport, type Transport } from './transport';

const KEY = 'sk-live-Zq8+/x"9kT3m';
const fast = { attempts: 4, baseMs: 1, maxMs: 5 };

function client(baseUrl: string, transport: Transport = networkTransport, onAttempt?: (r: AttemptRecord) => void) {
  const connection: ConnectionProfile = { ...DEFAULT_CONNECTION, baseUrl, timeoutMs: 3000 };
  return new DataServiceClient({
    connection: () => connection,
    transport,
    apiKey: async () => KEY,
    limiter: new RateLimiter({ perSecond: 100, concurrency: 4 }),
    retry: fast,
    ...(onAttempt ? { onAttempt } : {}),
  });
}

async function failure(work: Promise<unknown>): Promise<AppFailure> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppFailure) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

let target: RecordingServer;
let redirector: RecordingServer;
beforeAll(async () => {
  target = await startRecordingServer(answerJson(200, { success: true, data: { locations: [] } }));
  redirector = await startRecordingServer((req, res) => {
    const status = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('query')?.slice(1)) || 302;
    res.writeHead(status, { location: `${target.url}/autocomplete?query=dubai` });
    res.end();
  });
});
afterAll(async () => {
  await target.close();
  await redirector.close();
});

describe('the key never follows a redirect', () => {
  it.each([301, 302, 303, 307, 308])(
    'a %i is an error naming the target, and the target never hears of it',
    async (s) => {
      const before = redirector.requests.length;
      const error = await failure(client(redirector.url).call('autocomplete', { query: `s${s}` }));
      expect(error.appError.code).toBe('upstream');
      expect(error.message).toContain(`redirect (HTTP ${s}) to http://127.0.0.1:${target.port}`);
      expect(error.message).toContain('was not sent there');
      // Sent once to the configured gateway (not retried), never to the target.
      expect(redirector.requests.length - before).toBe(1);
      expect(redirector.requests.at(-1)!.headers['x-gateway-key']).toBe(KEY);
      expect(target.requests).toEqual([]);
      expect(target.connections()).toBe(0);
    },
  );

  it('a redirect without a Location still fails cleanly', async () => {
    const bare = await startRecordingServer((_req, res) => {
      res.writeHead(302);
      res.end();
    });
    const error = await failure(client(bare.url).call('autocomplete', { query: 'dubai' }));
    expect(error.message).toContain('to an address it did not give');
    await bare.close();
  });
});

describe('the key goes only over https: or to this computer', () => {
  it.each(['http://gateway.example.com', 'http://10.0.0.5:8080', 'http://[::2]', 'http://localhost.evil.example'])(
    'refuses %s before sending and spends no request',
    async (baseUrl) => {
      const transport = vi.fn<Transport>();
      const attempts: AttemptRecord[] = [];
      const error = await failure(
        client(baseUrl, transport, (r) => attempts.push(r)).call('autocomplete', { query: 'x' }),
      );
      expect(error.appError).toMatchObject({ code: 'validation', field: 'baseUrl' });
      expect(error.message).toContain('only over https:// or to this computer');
      expect(transport).not.toHaveBeenCalled();
      expect(attempts).toEqual([]);
    },
  );

  it.each([
    'https://gateway.example.com',
    'http://127.0.0.1:9',
    'http://127.1.2.3:9',
    'http://localhost:9',
    'http://[::1]:9',
  ])('sends to %s', async (baseUrl) => {
    const transport = vi.fn<Transport>(async () => Response.json({ success: true, data: {} }));
    await client(baseUrl, transport).call('autocomplete', { query: 'x' });
    expect(transport).toHaveBeenCalledOnce();
    expect(transport.mock.calls[0]![0].redirect).toBe('manual');
  });
});

describe('a gateway that quotes the key', () => {
  const quoting =
    (status: number, message: string): Transport =>
    async () =>
      Response.json({ message }, { status, headers: { 'content-type': 'application/json' } });

  it.each([401, 403, 429, 500])('has it redacted from the %i message, in every form', async (status) => {
    for (const form of [KEY, encodeURIComponent(KEY)]) {
      const error = await failure(
        client('https://g.example', quoting(status, `Invalid key "${form}" for host`)).call('autocomplete', {
          query: 'x',
        }),
      );
      expect(error.message).toContain('[redacted]');
      expect(JSON.stringify(error.appError)).not.toContain(KEY.slice(0, 10));
    }
  });

  it('never leaves a prefix of the key where the message is shortened', async () => {
    const error = await failure(
      client('https://g.example', quoting(401, `${'x'.repeat(290)}${KEY}`)).call('autocomplete', { query: 'x' }),
    );
    expect(error.message).not.toContain(KEY.slice(0, 6));
  });

  it('has it scrubbed from a successful body before it is kept', async () => {
    const transport: Transport = async () =>
      new Response(JSON.stringify({ success: true, data: { note: `your key ${KEY}` } }), { status: 200 });
    const answer = await client('https://g.example', transport).call('autocomplete', { query: 'x' });
    expect(answer.body).not.toContain(KEY);
    expect(answer.data).toEqual({ note: 'your key [redacted]' });
  });
});

describe('a gateway that quotes the key encoded (base64, HTML entities)', () => {
  const bytes = Buffer.from(KEY, 'utf8');
  const b64 = (buffer: Buffer) => buffer.toString('base64');
  const urlSafe = (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_');
  const decimal = [...KEY].map((c) => `&#${c.charCodeAt(0)};`).join('');
  const hex = [...KEY].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
  const HEX = [...KEY].map((c) => `&#X${c.charCodeAt(0).toString(16).toUpperCase()};`).join('');
  const named = KEY.replace(/"/g, '&quot;').replace(/\//g, '&sol;').replace(/\+/g, '&plus;');
  const mixed = [...KEY]
    .map((c, i) => (i % 3 === 0 ? `&#${c.charCodeAt(0)};` : i % 3 === 1 ? c : `&#x0${c.charCodeAt(0).toString(16)};`))
    .join('');
  const FORMS: [string, string][] = [
    ['base64', b64(bytes)],
    ['base64 without padding', b64(bytes).replace(/=+$/, '')],
    ['url-safe base64', urlSafe(b64(bytes))],
    ['url-safe base64 without padding', urlSafe(b64(bytes)).replace(/=+$/, '')],
    ['base64 of "user:KEY" (Basic auth)', b64(Buffer.from(`user:${KEY}`))],
    ['base64 of "u:KEY"', b64(Buffer.from(`u:${KEY}`))],
    ['url-safe base64 of "ab:KEY" unpadded', urlSafe(b64(Buffer.from(`ab:${KEY}`))).replace(/=+$/, '')],
    ['decimal entities', decimal],
    ['hex entities', hex],
    ['upper-case hex entities', HEX],
    ['named entities for its signs', named],
    ['a mix of entities and plain characters', mixed],
  ];

  it.each(FORMS)('has it redacted from a refusal quoting it as %s', async (_name, form) => {
    const quoting: Transport = async () => Response.json({ message: `Invalid key ${form} here` }, { status: 401 });
    const error = await failure(client('https://g.example', quoting).call('autocomplete', { query: 'x' }));
    expect(error.message).toContain('[redacted]');
    expect(error.message).toContain('here');
    expect(error.message).not.toContain(form.slice(4, 16));
  });

  it.each(FORMS)('has it scrubbed from a successful body quoting it as %s', async (_name, form) => {
    const transport: Transport = async () =>
      new Response(JSON.stringify({ success: true, data: { note: `echo ${form} end` } }), { status: 200 });
    const answer = await client('https://g.example', transport).call('autocomplete', { query: 'x' });
    expect(answer.body).not.toContain(form.slice(4, 16));
    expect((answer.data as { note: string }).note).toMatch(/^echo .*\[redacted\].* end$/);
  });

  it('leaves other base64 and entities alone', async () => {
    const other = `${b64(Buffer.from('some other secret text'))} &amp; &#65;&#66; caf&eacute;`;
    const transport: Transport = async () =>
      new Response(JSON.stringify({ success: true, data: { note: other } }), { status: 200 });
    const answer = await client('https://g.example', transport).call('autocomplete', { query: 'x' });
    expect(answer.data).toEqual({ note: other });
  });
});
