// Replays findings 1 and 8 against a real browser host over a real core: malformed requests (one of which used
// to kill the host), bad percent-encoding (used to give 500), 413 on a keep-alive socket (the next request hung),
// slow headers and bodies (held for 100 s and more), no cap on connections, no Origin check on /api/events, and
// download refusals that kept the connection open.
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRef } from '#shared/messages/format-message';
import { startBrowserHost } from '../../electron/browser-host/host';
import { hostIsUp, startHostFixture, type HostFixture } from './support/host-fixture';
import { malformedCorpus } from './support/malformed-corpus';
import { collect, firstHead, openSocket, rawExchange, statuses } from './support/raw-http';

let fx: HostFixture;
beforeAll(async () => {
  fx = await startHostFixture();
});
afterAll(async () => {
  await fx.close();
});

describe('malformed requests on raw sockets', () => {
  it('every one is refused (4xx or closed), never 5xx, and the host is up after each', async () => {
    const corpus = malformedCorpus(fx.hostLine, fx.host.token);
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    const seen: string[] = [];
    for (const entry of corpus) {
      const reply = await rawExchange(fx.host.port, entry.bytes, 2_000);
      seen.push(`${entry.name}: ${reply.status ?? 'closed'}`);
      expect(entry.expected, `${entry.name} answered ${reply.status}`).toContain(reply.status);
      expect(reply.status ?? 0, `${entry.name}: server error`).toBeLessThan(500);
      if (reply.status === null || reply.status >= 400) {
        expect(reply.closed, `${entry.name}: the host kept the socket open`).toBe(true);
      }
      if (reply.status !== null && reply.status >= 400) expect(firstHead(reply.text)).toContain('connection: close');
      if (reply.status === 200) expect(reply.text).toContain('"ok":false');
      expect(await hostIsUp(fx.host), `host down after ${entry.name}`).toBe(true);
    }
    expect(seen).toHaveLength(corpus.length);
  });

  it('answers bad percent-encoding in the channel with a 400 in the contract shape, not a 500', async () => {
    const response = await fetch(`${fx.host.origin}/api/invoke/%E0%A4%A`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-aqar-token': fx.host.token },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'validation' } });
  });

  it('answers 500 in the contract shape when the core throws, logs it, and stays up', async () => {
    const throwing = { ...fx.core, dispatch: () => Promise.reject(new Error('unforeseen')) };
    const logged: string[] = [];
    const host = await startBrowserHost({
      core: throwing,
      rendererDir: '/nonexistent',
      log: (line) => logged.push(formatRef('en', line)),
    });
    const response = await fetch(`${host.origin}/api/invoke/app:info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-aqar-token': host.token },
      body: '{}',
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logged.join('\n')).toContain('unexpected failure');
    expect((await fetch(`${host.origin}/assets/x.js`)).status).toBe(404);
    await host.close();
  });

  it('survives an event whose payload cannot be serialized', async () => {
    const stream = await fetch(`${fx.host.origin}/api/events?token=${fx.host.token}`);
    fx.core.events.emit('app:notice', {
      id: 'n',
      at: '',
      level: 'info',
      message: 10n as unknown as string,
      said: { id: 'said.asWritten', args: { text: '' } },
    });
    await stream.body?.cancel();
    expect(await hostIsUp(fx.host)).toBe(true);
  });
});

describe('refusals close the connection (413 keep-alive)', () => {
  const bigPost = (body: string) =>
    fetch(`${fx.host.origin}/api/invoke/app:info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-aqar-token': fx.host.token },
      body,
    });

  it('a 413 says Connection: close, and the next request through the same client is answered at once', async () => {
    const refused = await bigPost('x'.repeat(2_000_000));
    expect(refused.status).toBe(413);
    expect(refused.headers.get('connection')).toBe('close');
    const started = performance.now();
    expect(await hostIsUp(fx.host)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each([
    ['declared', (n: number) => `content-length: ${n}\r\n\r\n${'a'.repeat(n)}`],
    ['chunked', (n: number) => `transfer-encoding: chunked\r\n\r\n${n.toString(16)}\r\n${'a'.repeat(n)}\r\n0\r\n\r\n`],
  ])(
    'a %s oversized body and a second request on the same socket: one 413, then the socket closes',
    async (_k, body) => {
      const head = `POST /api/invoke/app:info HTTP/1.1\r\n${fx.hostLine}x-aqar-token: ${fx.host.token}\r\ncontent-type: application/json\r\n`;
      const next = `GET /assets/app.js HTTP/1.1\r\n${fx.hostLine}\r\n`;
      const reply = await rawExchange(fx.host.port, head + body(1_500_000) + next, 5_000);
      expect(statuses(reply.text)).toEqual([413]);
      expect(firstHead(reply.text)).toContain('connection: close');
      expect(reply.closed).toBe(true);
      expect(reply.elapsedMs).toBeLessThan(3_000);
      expect(await hostIsUp(fx.host)).toBe(true);
    },
  );

  it.each([
    [
      '405 for a POST',
      (token: string) => `POST /api/download/abc?token=${token} HTTP/1.1\r\ncontent-length: 0\r\n`,
      405,
    ],
    ['403 without the token', () => 'GET /api/download/abc HTTP/1.1\r\n', 403],
    ['404 for an id it never issued', (token: string) => `GET /api/download/abc?token=${token} HTTP/1.1\r\n`, 404],
  ])('a download refusal (%s) says Connection: close and closes the socket', async (_what, head, status) => {
    const next = `GET /assets/app.js HTTP/1.1\r\n${fx.hostLine}\r\n`;
    const reply = await rawExchange(fx.host.port, `${head(fx.host.token)}${fx.hostLine}\r\n${next}`, 3_000);
    expect(statuses(reply.text)).toEqual([status]);
    expect(firstHead(reply.text)).toContain('connection: close');
    expect(reply.closed).toBe(true);
    expect(reply.elapsedMs).toBeLessThan(2_500);
  });

  it('a successful answer keeps the connection alive for the next request', async () => {
    const get = `GET /assets/app.js HTTP/1.1\r\n${fx.hostLine}\r\n`;
    const reply = await rawExchange(fx.host.port, get + get, 500);
    expect(statuses(reply.text)).toEqual([200, 200]);
  });
});

describe('the event stream checks Origin as the API does', () => {
  const events = (origin?: string, token = fx.host.token) =>
    fetch(`${fx.host.origin}/api/events?token=${token}`, { headers: origin ? { origin } : {} });

  it.each(['https://evil.example', 'http://127.0.0.1:1', 'http://localhost:5173', 'null'])(
    'refuses a page from %s even with the token',
    async (origin) => {
      const response = await events(origin);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ ok: false, error: { code: 'validation' } });
    },
  );

  it('serves our own origin with the token, and nobody without it', async () => {
    expect((await events(undefined, 'wrong')).status).toBe(403);
    const own = await events(fx.host.origin);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('text/event-stream');
    await own.body?.cancel();
  });
});

describe('a page opened at localhost instead of 127.0.0.1', () => {
  it('reaches the API from its own origin, as the page at 127.0.0.1 does', async () => {
    const body = '{}';
    const invoke = (host: string, origin: string) =>
      `POST /api/invoke/app:info HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nx-aqar-token: ${fx.host.token}\r\n` +
      `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`;
    const local = `localhost:${fx.host.port}`;
    const reply = await rawExchange(fx.host.port, invoke(local, `http://${local}`), 2_000);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('"ok":true');
    const events = await rawExchange(
      fx.host.port,
      `GET /api/events?token=${fx.host.token} HTTP/1.1\r\nHost: ${local}\r\nOrigin: http://${local}\r\n\r\n`,
      500,
    );
    expect(events.status).toBe(200);
    // Another port on localhost is another origin.
    const other = await rawExchange(fx.host.port, invoke(local, 'http://localhost:1'), 2_000);
    expect(other.status).toBe(403);
  });
});

describe('slow clients and connection floods are cut off', () => {
  let slow: HostFixture;
  beforeAll(async () => {
    slow = await startHostFixture({
      limits: { headersTimeoutMs: 800, requestTimeoutMs: 1_500, timeoutCheckIntervalMs: 100, maxConnections: 6 },
    });
  });
  afterAll(async () => {
    await slow.close();
  });

  /** Sends `parts` one by one, `everyMs` apart, until the host closes the socket. */
  async function dribble(parts: string[], everyMs: number) {
    const socket = await openSocket(slow.host.port);
    const reply = collect(socket, 10_000);
    const timer = setInterval(() => {
      const part = parts.shift();
      if (part === undefined || socket.destroyed) clearInterval(timer);
      else socket.write(part);
    }, everyMs);
    const result = await reply;
    clearInterval(timer);
    return result;
  }

  it('a slowloris body (one byte every 100 ms) gets 408 and is closed once the request timeout passes', async () => {
    const head = `POST /api/invoke/app:info HTTP/1.1\r\n${slow.hostLine}x-aqar-token: ${slow.host.token}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`;
    const reply = await dribble([head, ...'x'.repeat(1000)], 100);
    expect(reply.status).toBe(408);
    expect(reply.closed).toBe(true);
    expect(reply.elapsedMs).toBeLessThan(3_000);
    expect(await hostIsUp(slow.host)).toBe(true);
  });

  it('slow headers (one line every 200 ms) get 408 once the headers timeout passes', async () => {
    const lines = [
      'GET /assets/app.js HTTP/1.1\r\n',
      slow.hostLine,
      ...Array.from({ length: 50 }, (_, i) => `x-${i}: y\r\n`),
    ];
    const reply = await dribble(lines, 200);
    expect(reply.status).toBe(408);
    expect(reply.elapsedMs).toBeLessThan(3_000);
    expect(await hostIsUp(slow.host)).toBe(true);
  });

  it('connections beyond the cap that are all busy with the page: the new one is dropped, and accepted once one closes', async () => {
    const streams: Socket[] = [];
    const events = `GET /api/events?token=${slow.host.token} HTTP/1.1\r\n${slow.hostLine}\r\n`;
    for (let i = 0; i < 6; i++) {
      const socket = await openSocket(slow.host.port);
      const started = new Promise((resolve) => socket.once('data', resolve));
      socket.write(events);
      await started;
      streams.push(socket);
    }
    const extra = await rawExchange(slow.host.port, `GET /assets/app.js HTTP/1.1\r\n${slow.hostLine}\r\n`, 2_000);
    expect(extra.status).toBeNull();
    expect(extra.closed).toBe(true);
    for (const socket of streams) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await rawExchange(
      slow.host.port,
      `GET /assets/app.js HTTP/1.1\r\n${slow.hostLine}Connection: close\r\n\r\n`,
    );
    expect(again.status).toBe(200);
  });
});

describe('a local process holding every connection idle without a token', () => {
  let held: HostFixture;
  beforeAll(async () => {
    // The default limits: 64 connections, 10 s for headers.
    held = await startHostFixture();
  });
  afterAll(async () => {
    await held.close();
  });

  /** Opens `n` sockets that send nothing (or only part of a request line) and watches which the host closes. */
  async function hold(n: number, partial: boolean): Promise<{ sockets: Socket[]; closed: () => number }> {
    const sockets: Socket[] = [];
    let closed = 0;
    for (let i = 0; i < n; i++) {
      const socket = await openSocket(held.host.port);
      socket.on('error', () => {});
      socket.on('close', () => (closed += 1));
      if (partial) socket.write('GET /api/invoke/app:info HTTP/1.1\r\n');
      sockets.push(socket);
    }
    return { sockets, closed: () => closed };
  }

  it.each([
    ['silent', false],
    ['halfway through a request', true],
  ])('64 %s connections: the page, its assets and the API are still served at once', async (_how, partial) => {
    const attacker = await hold(64, partial);
    const started = performance.now();
    const page = await fetch(`${held.host.url}`, { signal: AbortSignal.timeout(3_000) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('aqar-token');
    expect((await fetch(`${held.host.origin}/assets/app.js`, { signal: AbortSignal.timeout(3_000) })).status).toBe(200);
    expect(await hostIsUp(held.host)).toBe(true);
    expect(performance.now() - started).toBeLessThan(3_000);
    // The host made room by closing the attacker's idle connections, the oldest first.
    expect(attacker.closed()).toBeGreaterThan(0);
    expect(attacker.sockets[0]!.destroyed || attacker.closed() >= 1).toBe(true);
    for (const socket of attacker.sockets) socket.destroy();
  });

  it('an idle connection that proved the token is kept while untrusted idle ones remain to close', async () => {
    const trusted = await openSocket(held.host.port);
    let trustedClosed = false;
    trusted.on('close', () => (trustedClosed = true));
    trusted.on('error', () => {});
    const body = '{}';
    const reply = new Promise<string>((resolve) => trusted.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    trusted.write(
      `POST /api/invoke/app:info HTTP/1.1\r\n${held.hostLine}x-aqar-token: ${held.host.token}\r\n` +
        `content-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
    );
    expect(await reply).toMatch(/^HTTP\/1\.1 200/);
    const attacker = await hold(64, false);
    expect((await fetch(held.host.url, { signal: AbortSignal.timeout(3_000) })).status).toBe(200);
    expect(trustedClosed).toBe(false);
    for (const socket of [...attacker.sockets, trusted]) socket.destroy();
  });
});
