// Replays findings 2, 3 (plain http) and 4 through a real core, as a new user would meet them: the key must never
// reach a host the gateway redirects to, never leave in the clear for another machine, and never come back in a
// message, a log line, the cache or the stored rate-limit headers when a gateway quotes it (or part of it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore, type Core, type CoreOptions } from '#core/create-core';
import { formatRef } from '#shared/messages/format-message';
import { startDemoServer, type RunningDemoServer } from '#core/demo/server/server';
import type { Transport } from '#core/client/transport';
import { TEST_KEY, testMarket } from '../support/demo-fixture';
import { answerJson, startRecordingServer, type RecordingServer } from '../support/recording-server';
import { makeTempDir } from '../support/temp-dir';
import { aqar } from '../support/cli-io';

const dirs: { remove(): void }[] = [];
const cores: Core[] = [];
const servers: { close(): Promise<void> }[] = [];
const logged: string[] = [];

async function liveCore(baseUrl: string, extra: Partial<CoreOptions> = {}): Promise<Core & { dataDir: string }> {
  const dir = makeTempDir('aqar-key-');
  dirs.push(dir);
  const core = await createCore({
    dataDir: dir.path,
    host: 'test',
    version: 'test',
    settings: {
      source: 'live',
      connection: { baseUrl, timeoutMs: 3000 },
      limits: { perSecond: 50, concurrency: 4 },
    },
    apiKey: async () => TEST_KEY,
    log: (line, error) => void logged.push(`${formatRef('en', line)} ${error instanceof Error ? error.message : ''}`),
    ...extra,
  });
  cores.push(core);
  return Object.assign(core, { dataDir: dir.path });
}

async function track<T extends { close(): Promise<void> }>(server: Promise<T>): Promise<T> {
  const started = await server;
  servers.push(started);
  return started;
}

/** Every byte the core wrote to its data folder (cache, WAL, settings), to search for the key. */
function everythingStored(dataDir: string): string {
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(join(e.parentPath, e.name)).toString('latin1'))
    .join('\n');
}

afterAll(async () => {
  for (const core of cores) await core.close();
  for (const server of servers) await server.close();
  for (const dir of dirs) dir.remove();
  expect(logged.join('\n')).not.toContain(TEST_KEY);
});

describe('the demo service as the live source behind a redirecting proxy', () => {
  let demo: RunningDemoServer;
  let second: RecordingServer;
  let proxy: RecordingServer;

  beforeAll(async () => {
    demo = await track(startDemoServer({ market: testMarket(), apiKey: TEST_KEY }));
    // The second port: passes requests through to the demo service, so following the redirect would "work".
    second = await track(
      startRecordingServer((req, res) => {
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([name]) => name.startsWith('x-gateway') || name === 'accept'),
        ) as Record<string, string>;
        void fetch(`${demo.url}${req.url ?? '/'}`, { headers }).then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(await answer.text());
        });
      }),
    );
    proxy = await track(
      startRecordingServer((req, res) => {
        res.writeHead(302, { location: `${second.url}${req.url ?? '/'}` });
        res.end();
      }),
    );
  });

  it('the key never reaches the second port: the redirect is an error that names it', async () => {
    const core = await liveCore(proxy.url);
    const test = (await core.dispatch('connection:test', {})) as { ok: true; value: { ok: boolean; message: string } };
    expect(test.value.ok).toBe(false);
    expect(test.value.message).toContain(`redirect (HTTP 302) to http://127.0.0.1:${second.port}`);
    const fetched = await core.dispatch('data:fetch', {
      operation: 'search-property',
      params: { purpose: 'for-sale' },
    });
    expect(fetched).toMatchObject({ ok: false, error: { code: 'upstream' } });
    expect(JSON.stringify(fetched)).toContain(`127.0.0.1:${second.port}`);
    expect(second.requests).toEqual([]);
    expect(second.connections()).toBe(0);
    // One request per call, to the configured gateway only: a redirect is not retried.
    expect(proxy.requests).toHaveLength(2);
    expect(proxy.requests.every((r) => r.headers['x-gateway-key'] === TEST_KEY)).toBe(true);
  });

  it('(control) the second port does answer, and does see the key, when it is the configured gateway', async () => {
    const core = await liveCore(second.url);
    expect(await core.dispatch('connection:test', {})).toMatchObject({ ok: true, value: { ok: true } });
    expect(second.requests.at(-1)!.headers['x-gateway-key']).toBe(TEST_KEY);
  });
});

describe('the key goes only over https: or to this computer', () => {
  it('a plain-http base URL on another machine is refused before anything is sent, and costs nothing', async () => {
    const transport = vi.fn<Transport>(async () => Response.json({ success: true, data: {} }));
    const core = await liveCore('http://gateway.example.com', { transport });
    const test = (await core.dispatch('connection:test', {})) as { value: { ok: boolean; message: string } };
    expect(test.value).toMatchObject({ ok: false });
    expect(test.value.message).toContain('only over https:// or to this computer');
    const fetched = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'dubai' } });
    expect(fetched).toMatchObject({ ok: false, error: { code: 'validation', field: 'baseUrl' } });
    expect(transport).not.toHaveBeenCalled();
    expect(await core.dispatch('usage:get', {})).toMatchObject({ ok: true, value: { today: 0 } });
  });

  it('switching settings to a plain-http host and another key header does not send the key there', async () => {
    const transport = vi.fn<Transport>(async () => Response.json({ success: true, data: { locations: [] } }));
    const core = await liveCore('https://gateway.example.com', { transport });
    expect(await core.dispatch('connection:test', {})).toMatchObject({ value: { ok: true } });
    await core.dispatch('settings:update', {
      connection: { baseUrl: 'http://attacker.example:8080', keyHeader: 'x-k' },
    });
    expect(await core.dispatch('connection:test', {})).toMatchObject({ value: { ok: false } });
    expect(transport.mock.calls.map(([r]) => new URL(r.url).host)).toEqual(['gateway.example.com']);
  });
});

describe('a gateway that quotes the key', () => {
  it('has it redacted from the message shown, and nowhere in the log or the data folder', async () => {
    const gateway = await track(
      startRecordingServer((req, res) =>
        answerJson(401, { message: `Invalid API key: ${String(req.headers['x-gateway-key'])}` })(req, res),
      ),
    );
    const core = await liveCore(gateway.url);
    const test = (await core.dispatch('connection:test', {})) as { value: { message: string } };
    expect(test.value.message).toContain('Invalid API key: [redacted]');
    const fetched = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'dubai' } });
    expect(fetched).toMatchObject({ ok: false, error: { code: 'bad-key' } });
    expect(JSON.stringify(fetched)).toContain('[redacted]');
    expect(JSON.stringify([test, fetched])).not.toContain(TEST_KEY);
    expect(gateway.requests.length).toBeGreaterThan(0);
    expect(everythingStored(core.dataDir)).not.toContain(TEST_KEY);
  });

  it('has it scrubbed from a successful answer before the answer is cached', async () => {
    const gateway = await track(
      startRecordingServer(
        answerJson(200, {
          success: true,
          data: { locations: [{ id: '1', name: `echo ${TEST_KEY}`, path: '1', type: 'city', adCount: 1 }] },
        }),
      ),
    );
    const core = await liveCore(gateway.url);
    const fetched = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'dubai' } });
    expect(JSON.stringify(fetched)).not.toContain(TEST_KEY);
    await core.close();
    expect(everythingStored(core.dataDir)).not.toContain(TEST_KEY);
  });
});

describe('a gateway that quotes the key with JSON escapes', () => {
  // "\u0073\u006b…": the text of the body never shows the key, the parse into records and messages does.
  const escaped = [...TEST_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  const raw = (status: number, body: string) =>
    startRecordingServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    });

  it('has it redacted from a refusal the service words itself', async () => {
    const gateway = await track(raw(200, `{"success":false,"message":"key ${escaped}","error":"${escaped}"}`));
    const core = await liveCore(gateway.url);
    const fetched = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'dubai' } });
    expect(fetched).toMatchObject({ ok: false });
    expect(JSON.stringify(fetched)).toContain('[redacted]');
    expect(JSON.stringify(fetched)).not.toContain(TEST_KEY.slice(0, 8));
    await core.close();
    const stored = everythingStored(core.dataDir);
    expect(stored).not.toContain(TEST_KEY);
    expect(stored.toLowerCase()).not.toContain(escaped.slice(0, 24).toLowerCase());
  });

  it('has it scrubbed from the records of a successful answer, and from the cache', async () => {
    const place = `{"id":5,"externalID":"5002","name":{"en":"echo ${escaped}"},"type":"neighbourhood","level":2,"path":"Dubai","adCount":3}`;
    const body = `{"success":true,"data":{"locations":[${place}],"total":1}}`;
    const gateway = await track(raw(200, body));
    const core = await liveCore(gateway.url);
    const fetched = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'dubai' } });
    expect(JSON.stringify(fetched)).toContain('echo [redacted]');
    expect(JSON.stringify(fetched)).not.toContain(TEST_KEY.slice(0, 8));
    await core.close();
    const stored = everythingStored(core.dataDir);
    // The answer is stored (the check below reads what it claims to), scrubbed, and not in its escaped form either.
    expect(stored).toContain('echo [redacted]');
    expect(stored).not.toContain(TEST_KEY);
    expect(stored.toLowerCase()).not.toContain(escaped.slice(0, 24).toLowerCase());
  });
});

describe('a gateway that echoes the key in a rate-limit header or quotes part of it', () => {
  it('stores no rate-limit header that is not a figure, so the key never reaches workspace.db', async () => {
    const echoing = {
      'x-ratelimit-requests-remaining': TEST_KEY,
      'x-ratelimit-requests-reset': TEST_KEY.slice(0, 12),
      'x-ratelimit-requests-limit': '750',
    };
    // The health check (autocomplete "dubai", sent once) fails with a 500; a search answers 200. Both echo the key.
    const gateway = await track(
      startRecordingServer((req, res) =>
        req.url?.includes('query=dubai')
          ? answerJson(500, { message: 'down' }, echoing)(req, res)
          : answerJson(200, { success: true, data: { locations: [] } }, echoing)(req, res),
      ),
    );
    const core = await liveCore(gateway.url);
    expect(await core.dispatch('connection:test', {})).toMatchObject({ ok: true, value: { ok: false } });
    expect(await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'marina' } })).toMatchObject(
      { ok: true },
    );
    const usage = await core.dispatch('usage:get', {});
    expect(usage).toMatchObject({ ok: true, value: { rateLimits: { 'x-ratelimit-requests-limit': '750' } } });
    expect(JSON.stringify(usage)).not.toContain(TEST_KEY.slice(0, 8));
    await core.close();
    const stored = everythingStored(core.dataDir);
    expect(stored).toContain('x-ratelimit-requests-limit');
    expect(stored).not.toContain(TEST_KEY);
    expect(stored).not.toContain(TEST_KEY.slice(0, 12));
  });

  it('redacts a message quoting only the first characters of the key', async () => {
    const gateway = await track(
      startRecordingServer((req, res) =>
        answerJson(401, { message: `Key ${String(req.headers['x-gateway-key']).slice(0, 9)}… is not subscribed` })(
          req,
          res,
        ),
      ),
    );
    const core = await liveCore(gateway.url);
    const fetched = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'dubai' } });
    expect(fetched).toMatchObject({ ok: false, error: { code: 'bad-key' } });
    expect(JSON.stringify(fetched)).toContain('Key [redacted]… is not subscribed');
    expect(JSON.stringify(fetched)).not.toContain(TEST_KEY.slice(0, 8));
    await core.close();
    expect(everythingStored(core.dataDir)).not.toContain(TEST_KEY.slice(0, 9));
  });
});

describe('a gateway that quotes the key encoded: base64 and HTML character references', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const urlSafe = (text: string) => text.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const forms = (key: string) => [
    b64(key),
    urlSafe(b64(key)),
    b64(`broker:${key}`),
    [...key].map((c) => `&#${c.charCodeAt(0)};`).join(''),
    [...key].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join(''),
  ];

  it('redacts every form from the connection test, the error shown, the CLI, the log and the data folder', async () => {
    const gateway = await track(
      startRecordingServer((req, res) => {
        const key = String(req.headers['x-gateway-key']);
        answerJson(401, { message: `Invalid API key ${forms(key).join(' | ')} (check it)` })(req, res);
      }),
    );
    const core = await liveCore(gateway.url);
    const test = (await core.dispatch('connection:test', {})) as { value: { message: string } };
    const fetched = await core.dispatch('data:fetch', { operation: 'autocomplete', params: { query: 'dubai' } });
    expect(fetched).toMatchObject({ ok: false, error: { code: 'bad-key' } });
    const cliDir = makeTempDir('aqar-cli-key-');
    dirs.push(cliDir);
    const cli = await aqar(['autocomplete', '--query', 'dubai'], {
      AQAR_DATA_DIR: cliDir.path,
      AQAR_API_KEY: TEST_KEY,
      AQAR_BASE_URL: gateway.url,
    });
    expect(cli.code).toBe(3);
    const shown = [test.value.message, JSON.stringify(fetched), cli.err];
    // Each form is one [redacted]; "YnJva2VyOn" is "broker:" alone, the text around the key.
    for (const text of shown)
      expect(text).toContain('Invalid API key [redacted] | [redacted] | YnJva2VyOn[redacted] |');
    expect(cli.out).toBe('');
    for (const form of forms(TEST_KEY)) {
      for (const text of shown) expect(text).not.toContain(form.slice(6, 18));
      expect(logged.join('\n')).not.toContain(form.slice(6, 18));
    }
    await core.close();
    const stored = everythingStored(core.dataDir);
    for (const form of forms(TEST_KEY)) expect(stored).not.toContain(form.slice(6, 18));
  });
});
