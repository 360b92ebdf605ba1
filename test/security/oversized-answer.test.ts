// A gateway that never stops sending (an endless stream, a compression bomb, a declared gigabyte) must not fill the
// memory of the process that owns the window: the answer is refused once it passes the ceiling, the download is
// stopped, the request is not sent again, and the broker reads why. One that trickles is cut at its timeout.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '#core/client/body-limit';
import type { Core } from '#core/create-core';
import { startLiveFixture, TEST_KEY, type LiveFixture } from '../support/demo-fixture';
import { startRecordingServer, type RecordingServer } from '../support/recording-server';

let live: LiveFixture;
const servers: RecordingServer[] = [];

beforeAll(async () => {
  live = await startLiveFixture();
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await live.close();
});

/** A core whose live gateway is `baseUrl` (the fixture's demo service stands by as the control's source). */
const liveCore = (baseUrl: string, timeoutMs = 10_000): Promise<Core> =>
  live.core({ connection: { baseUrl, timeoutMs } });

const CHUNK = Buffer.alloc(1024 * 1024, 0x20);

async function refusedBy(server: RecordingServer) {
  servers.push(server);
  const core = await liveCore(server.url);
  return core.dispatch('data:fetch', { operation: 'search-property', params: { purpose: 'for-sale' } });
}

describe('an answer heavier than any page is refused, not buffered', () => {
  it('an endless stream: stopped past the ceiling, one request, a message that says why', async () => {
    let written = 0;
    const server = await startRecordingServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,"data":{"hits":["');
      const pump = (): void => {
        // Stops by itself once the client hangs up, or far beyond the ceiling.
        while (!res.destroyed && written < 8 * MAX_BODY_BYTES) {
          written += CHUNK.length;
          if (!res.write(CHUNK)) return void res.once('drain', pump);
        }
        res.end();
      };
      pump();
    });
    const answer = await refusedBy(server);
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'malformed-response', message: expect.stringContaining('larger than 32 MB') },
    });
    expect(server.requests).toHaveLength(1);
    // The download was stopped: the server did not get to send its 256 MB.
    expect(written).toBeLessThan(4 * MAX_BODY_BYTES);
  });

  it('a compression bomb: counted as it unpacks', async () => {
    const bomb = gzipSync(Buffer.alloc(MAX_BODY_BYTES + 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES / 100);
    const server = await startRecordingServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(bomb.length),
      });
      res.end(bomb);
    });
    const answer = await refusedBy(server);
    expect(answer).toMatchObject({ ok: false, error: { code: 'malformed-response' } });
    expect(JSON.stringify(answer)).toContain('refused unread');
    expect(server.requests).toHaveLength(1);
  });

  it('a declared gigabyte: refused from its headers, before a byte of the body is read', async () => {
    const server = await startRecordingServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(1024 ** 3) });
      res.write('{"success":true');
      // Never finishes: only the headers can have been judged.
    });
    const answer = await refusedBy(server);
    expect(answer).toMatchObject({ ok: false, error: { code: 'malformed-response' } });
    expect(server.requests).toHaveLength(1);
  });

  it("a body that trickles forever: the operation's timeout covers the body, not only the headers", async () => {
    const timers: NodeJS.Timeout[] = [];
    const server = await startRecordingServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"success":true,"data":{"hits":[');
      const drip = setInterval(() => (res.destroyed ? clearInterval(drip) : res.write(' ')), 100);
      timers.push(drip);
    });
    servers.push(server);
    const core = await liveCore(server.url, 1500);
    const started = Date.now();
    const answer = await core.dispatch('data:fetch', { operation: 'search-property', params: { purpose: 'for-sale' } });
    for (const timer of timers) clearInterval(timer);
    expect(answer).toMatchObject({ ok: false, error: { code: 'timeout' } });
    // Sent again once at most (it may have been billed), each attempt cut at its timeout.
    expect(server.requests.length).toBeLessThanOrEqual(2);
    expect(Date.now() - started).toBeLessThan(8_000);
  }, 20_000);

  it('(control) a real page padded to just under the ceiling is read', async () => {
    const server = await startRecordingServer((req, res) => {
      void fetch(`${live.server.url}${req.url ?? '/'}`, { headers: { 'x-gateway-key': TEST_KEY } }).then(
        async (page) => {
          const body = await page.text();
          res.writeHead(page.status, { 'content-type': 'application/json' });
          // Whitespace after the JSON: the same page, weighing nearly the ceiling.
          res.end(body + ' '.repeat(MAX_BODY_BYTES - 1024 - Buffer.byteLength(body)));
        },
      );
    });
    servers.push(server);
    const core = await liveCore(server.url);
    const answer = await core.dispatch('data:fetch', { operation: 'search-property', params: { purpose: 'for-sale' } });
    expect(answer, JSON.stringify(answer).slice(0, 300)).toMatchObject({ ok: true });
  });
});
