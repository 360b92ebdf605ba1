// Fuzzes the IPC contract over HTTP against a real browser host and a real core (demo mode, in-process, no network):
// random and mutated payloads on every channel plus junk channel names. The host must stay up, never answer 5xx,
// never hang, and always answer in the contract's shape. Seeded, so a failure replays exactly.
import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '#shared/errors';
import { CHANNEL_NAMES } from '#shared/ipc/contract';
import { createPrng, Fuzzer, type Json } from './support/fuzz-payloads';
import { hostIsUp, startHostFixture, type HostFixture } from './support/host-fixture';

// key:set is fuzzed too: it must reach a store that lives in this test only, never the developer's keychain.
vi.mock('#core/keychain/open-secret-store', async () => {
  const { MemoryStore } = await import('#core/keychain/memory-store');
  return { openSecretStore: async () => ({ store: new MemoryStore(), warning: null }) };
});

const SEED = 0x5eed_0011;
const READER_PAYLOADS = 3_000;
/** Restoring a backup or starting anew is refused while the workspace is healthy, whatever the payload. */
const FAIL_ON_A_HEALTHY_WORKSPACE = new Set(['workspace:restore', 'workspace:start-new']);
// A hang detector, not a speed target: a loaded 2-core machine answers a fetch-all of the demo in seconds.
const PER_REQUEST_TIMEOUT_MS = 30_000;
const CONCURRENCY = 8;
/** Channels that change settings or the key: fuzzed last, so a live source or a tiny rate cannot slow the rest. */
const SETTINGS_CHANNELS = new Set(['settings:update', 'key:set', 'key:clear']);

/** Valid inputs to mutate, by channel; a channel added later without a seed is fuzzed from `{}`. */
const SEEDS: Record<string, Json[]> = {
  'locations:search': [
    { query: 'marina', lang: 'en' },
    { query: 'دبي', lang: 'ar' },
  ],
  'data:fetch': [
    { operation: 'autocomplete', params: { query: 'dubai' } },
    { operation: 'search-property', params: { purpose: 'for-sale', page: 1, location_ids: '1' }, policy: 'offline' },
    { operation: 'transactions', params: { purpose: 'for-rent', beds: '1,2' } },
    { operation: 'agency-details', params: { agency_id: '1' }, policy: 'refresh' },
  ],
  'data:plan-all': [{ operation: 'search-new-projects', params: { page: 1 } }],
  'data:fetch-all': [
    { taskId: 'fuzz-1', request: { operation: 'developer-search-by-name', params: { query: 'emaar' } } },
  ],
  'data:cancel': [{ taskId: 'fuzz-1' }],
  'cache:purge': [{ olderThanDays: 3650 }],
  'app:dismiss-notice': [{ id: 'no-such-notice' }],
  'research:agency-ranking': [{ taskId: 'fuzz-rank', locationIds: ['5002'], purpose: 'for-rent' }],
  'research:cancel': [{ taskId: 'fuzz-rank' }],
  'compare:pin': [{ kind: 'agency', id: '100000' }],
  'compare:unpin': [{ kind: 'agency', id: '100000' }],
  'compare:clear': [{ kind: 'listing' }],
  'report:place-name': [{ id: '5002', lang: 'ar' }],
  'compare:list': [{ kind: 'agency' }],
  'compare:view': [{ kind: 'agency', lang: 'en' }],
  'export:cancel': [{ taskId: 'fuzz-export' }],
  'saved:create-market': [
    { name: 'fuzz market', market: { query: { places: [{ id: '5002', name: 'Dubai Marina' }], purpose: 'both' } } },
  ],
  'workspace:restore': [{ backup: 'workspace-20261101T000000000Z-daily.db' }],
  'settings:update': [{ limits: { perSecond: 50 } }, { source: 'demo' }, { connection: { timeoutMs: 5000 } }],
  'key:set': [{ key: 'sk-fuzz-0123456789' }],
  'notes:add': [{ target: { kind: 'listing', externalID: '1' }, text: 'fuzz note' }],
  'notes:counts': [{ kind: 'agency', ids: ['1', '2'] }],
  'team:status': [{ check: false }],
};

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

let fx: HostFixture;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(path: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: fx.host.port,
        method: 'POST',
        path,
        agent,
        headers: { 'content-type': 'application/json', 'x-aqar-token': fx.host.token },
        signal: AbortSignal.timeout(PER_REQUEST_TIMEOUT_MS),
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? '', body: text }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What a well-formed answer looks like: `{ok:true, value}` or `{ok:false, error:{code, message}}`. */
function shapeProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (!answer.contentType.startsWith('application/json')) return `content-type ${answer.contentType}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return 'body is not JSON';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'body is not an object';
  const result = parsed as { ok?: unknown; value?: unknown; error?: { code?: unknown; message?: unknown } };
  if (result.ok === true) return answer.status === 200 && 'value' in result ? null : 'ok without value or 200';
  if (result.ok !== false || typeof result.error !== 'object' || result.error === null) return 'neither ok nor error';
  if (!(ERROR_CODES as readonly unknown[]).includes(result.error.code))
    return `unknown code ${String(result.error.code)}`;
  return typeof result.error.message === 'string' && result.error.message.length > 0 ? null : 'error without message';
}

interface Case {
  channel: string;
  path: string;
  body: string;
}

function makeCases(fuzzer: Fuzzer, channels: readonly string[], count: number, withJunk: boolean): Case[] {
  // Channels take turns among the payloads that are not junk: counted by `i`, a channel count that is a multiple of
  // ten would leave every tenth channel only junk turns, and so no payload at all.
  let turn = 0;
  // A channel's first turn sends its first seed as it is (a request the demo service answers from nothing stored):
  // that a valid input gets through is then checked every run, not left to the dice (a channel added elsewhere
  // shifts every channel's draws, and data:fetch's other seeds may rightly find nothing: an offline page not stored).
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const junk = withJunk && i % 10 === 9;
    const channel = junk ? fuzzer.junkChannel(CHANNEL_NAMES) : channels[turn++ % channels.length]!;
    const seeds = SEEDS[channel] ?? [{}];
    const first = !junk && !seen.has(channel);
    const seed = first ? seeds[0]! : fuzzer.pick(seeds);
    seen.add(channel);
    const style = first ? 8 : fuzzer.int(10);
    const value = style < 2 ? fuzzer.json() : style < 8 ? fuzzer.mutate(seed) : seed;
    const text = JSON.stringify(value) ?? 'null';
    const body = style === 9 ? fuzzer.corruptText(text) : text;
    // Junk names are sometimes sent with raw (possibly malformed) percent signs, not encoded.
    const name = channel.replace(/[\ud800-\udfff]/g, '\ufffd'); // encodeURIComponent throws on lone surrogates
    const encoded =
      junk && fuzzer.chance(0.2) ? name.replace(/[^%\w:-]/g, encodeURIComponent) : encodeURIComponent(name);
    return { channel: junk ? '(junk)' : channel, path: `/api/invoke/${encoded}`, body };
  });
}

/** Runs the cases CONCURRENCY at a time; returns the outcome counts per channel. */
async function run(cases: Case[]): Promise<Map<string, Map<string, number>>> {
  const tally = new Map<string, Map<string, number>>();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const answer = await send(c.path, c.body).catch((error: unknown) => {
        throw new Error(`no answer (${String(error)}) for ${c.path} ${c.body.slice(0, 200)}`);
      });
      const problem = shapeProblem(answer);
      expect(problem, `${c.path} ${c.body.slice(0, 200)} → ${answer.status} ${answer.body.slice(0, 200)}`).toBeNull();
      const parsed = JSON.parse(answer.body) as { ok: boolean; error?: { code: string } };
      const outcome = parsed.ok ? 'ok' : parsed.error!.code;
      const perChannel = tally.get(c.channel) ?? new Map<string, number>();
      perChannel.set(outcome, (perChannel.get(outcome) ?? 0) + 1);
      tally.set(c.channel, perChannel);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return tally;
}

function total(tally: Map<string, Map<string, number>>): number {
  return [...tally.values()].reduce((sum, m) => sum + [...m.values()].reduce((a, b) => a + b, 0), 0);
}

beforeAll(async () => {
  fx = await startHostFixture({
    core: { settings: { source: 'demo', limits: { perSecond: 100, concurrency: 16, fetchAllCap: 3 } } },
  });
});
afterAll(async () => {
  agent.destroy();
  await fx.close();
});

describe('contract fuzz over HTTP', () => {
  const fuzzer = new Fuzzer(createPrng(SEED));
  const readers = CHANNEL_NAMES.filter((c) => !SETTINGS_CHANNELS.has(c));
  const writers = CHANNEL_NAMES.filter((c) => SETTINGS_CHANNELS.has(c));
  let sent = 0;

  it('every channel but settings and key: 3,000 payloads, 10% of them on junk channel names', async () => {
    const tally = await run(makeCases(fuzzer, readers, READER_PAYLOADS, true));
    sent += total(tally);
    expect([...tally.keys()].sort()).toEqual([...readers, '(junk)'].sort());
    // Each channel got its share, and some payloads got past validation into the handlers themselves.
    for (const channel of readers) {
      const outcomes = tally.get(channel)!;
      // A fair share: 90% of the payloads spread over the channels, with room for the dice.
      expect([...outcomes.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(
        Math.floor(((READER_PAYLOADS * 0.9) / readers.length) * 0.6),
      );
      // Channels with valid seeds must also let some payloads through to their handlers.
      if (SEEDS[channel] && !FAIL_ON_A_HEALTHY_WORKSPACE.has(channel)) {
        expect(outcomes.get('ok') ?? 0, `${channel}: ${JSON.stringify([...outcomes])}`).toBeGreaterThan(0);
      }
    }
    expect(tally.get('(junk)')!.get('ok')).toBeUndefined();
    // Internal errors would mean a handler threw something unforeseen: well-formed, but a bug all the same.
    const internal = [...tally].filter(([, m]) => m.has('internal')).map(([c]) => c);
    expect(internal).toEqual([]);
    expect(await hostIsUp(fx.host)).toBe(true);
  }, 180_000);

  it('settings and key channels last: 450 payloads, then the core still serves demo data once reset', async () => {
    const tally = await run(makeCases(fuzzer, writers, 450, false));
    sent += total(tally);
    expect([...tally.keys()].sort()).toEqual([...writers].sort());
    // The key went to this test's memory store, not to a keychain (which would carry a warning or a kind of its own).
    const view = JSON.parse((await send('/api/invoke/settings:get', '{}')).body) as {
      value: { keyStorageWarning: unknown };
    };
    expect(view.value).toMatchObject({ keyStorage: 'memory', keyStorageWarning: null });
    expect(await hostIsUp(fx.host)).toBe(true);
    const reset = await send(
      '/api/invoke/settings:update',
      JSON.stringify({ source: 'demo', limits: { perSecond: 50 } }),
    );
    expect(JSON.parse(reset.body)).toMatchObject({ ok: true });
    const fetched = await send(
      '/api/invoke/data:fetch',
      JSON.stringify({ operation: 'autocomplete', params: { query: 'dubai' } }),
    );
    expect(JSON.parse(fetched.body)).toMatchObject({ ok: true });
    expect(sent).toBeGreaterThanOrEqual(2_000);
  }, 180_000);
});
