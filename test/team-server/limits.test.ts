// The team server's guard rails over real HTTP: body size limits per route (413), per-member rate limits (429
// with Retry-After), malformed requests named (400), unknown routes (404), and one structured log line per request
// that names the member and never holds a token.
import { afterEach, expect, it } from 'vitest';
import { formatRef } from '#shared/messages/format-message';
import '#shared/messages/all-languages';
import { teamErrorBodySchema } from '#shared/team/errors';
import { TEAM_ROUTES } from '#shared/team/routes';
import {
  batch,
  describeWithPostgres,
  join,
  ok,
  savedSearchBody,
  startTestServer,
  upsert,
  useCluster,
  type TestServer,
} from './support';

describeWithPostgres('team server limits', () => {
  const cluster = useCluster();
  const servers: TestServer[] = [];
  const start = async (options: Parameters<typeof startTestServer>[1] = {}) => {
    const server = await startTestServer(await cluster().createDatabase(), options);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });

  it('refuses a body larger than its route takes with 413, and the server goes on answering', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const post = (path: string, body: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${huda.token}`, 'content-type': 'application/json' },
        body,
      });
    const bigLease = await post('/v1/leases/acquire', JSON.stringify({ watchId: 'x', pad: 'x'.repeat(20_000) }));
    expect(bigLease.status).toBe(413);
    const refused = teamErrorBodySchema.parse(await bigLease.json()).error;
    expect(refused).toMatchObject({
      code: 'too-large',
      message: 'The request body is larger than this route takes (16 KB).',
    });
    // Its sentence also travels as a message of the catalogue, which the laptop words in its broker's language.
    expect(formatRef('ar', refused.said!)).toContain('متن الطلب أكبر مما يقبله هذا المسار');
    expect(formatRef('hi', refused.said!)).toContain('अनुरोध का मुख्य भाग इस रूट की सीमा');
    const pushLimit = TEAM_ROUTES.push.maxBodyBytes;
    const bigPush = await post('/v1/push', JSON.stringify({ batchId: 'x', pad: 'x'.repeat(pushLimit) }));
    expect(bigPush.status).toBe(413);
    // A join without a token has its own small limit too.
    const bigJoin = await fetch(`${server.url}/v1/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inviteToken: 'x'.repeat(40_000), deviceName: 'x' }),
    });
    expect(bigJoin.status).toBe(413);
    ok(await huda.client.call('me', {}));
  });

  it('limits each member’s rate, answering 429 with Retry-After, without slowing the other members', async () => {
    const server = await start({ rate: { perSecond: 2, burst: 3 } });
    const huda = await join(server, 'Huda', 'admin');
    const omar = await join(server, 'Omar', 'member');
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/v1/me`, { headers: { authorization: `Bearer ${huda.token}` } });
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        const body = (await response.json()) as { error: { code: string; message: string; retryAfterSeconds: number } };
        expect(body.error).toMatchObject({ code: 'rate-limited', retryAfterSeconds: 1 });
        expect(body.error.message).toMatch(/Too many requests from Huda: at most 2 a second/);
      } else await response.arrayBuffer();
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    ok(await omar.client.call('me', {}));
  });

  it('names what is wrong with a malformed request, and answers 404 for a route it does not have', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    const auth = { authorization: `Bearer ${huda.token}` };
    const badQuery = await fetch(`${server.url}/v1/changes?after=abc&limit=5`, { headers: auth });
    expect(badQuery.status).toBe(400);
    expect(((await badQuery.json()) as { error: { field: string } }).error.field).toBe('after');
    const notJson = await fetch(`${server.url}/v1/push`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: '{"batchId":',
    });
    expect(notJson.status).toBe(400);
    const unknown = await fetch(`${server.url}/v1/nothing`, { headers: auth });
    expect(unknown.status).toBe(404);
    const wrongMethod = await fetch(`${server.url}/v1/push`, { headers: auth });
    expect(wrongMethod.status).toBe(400);
    expect(((await wrongMethod.json()) as { error: { message: string } }).error.message).toMatch(/takes POST/);
  });

  it('logs one JSON line per request with method, route, member, status and time, and never a token', async () => {
    const server = await start();
    const huda = await join(server, 'Huda', 'admin');
    ok(await huda.client.call('push', batch(upsert('saved-search', savedSearchBody('Logged')))));
    ok(await huda.client.call('changes', { after: '0', limit: 10 }));
    await fetch(`${server.url}/v1/me`, { headers: { authorization: 'Bearer aqm.nonsense' } }).then((r) => r.text());
    const requests = server.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'request');
    expect(requests.map((r) => [r.method, r.route, r.member, r.status])).toEqual([
      ['POST', '/v1/join', null, 200],
      ['POST', '/v1/push', 'Huda', 200],
      ['GET', '/v1/changes', 'Huda', 200],
      ['GET', '/v1/me', null, 401],
    ]);
    expect(requests.every((r) => typeof r.ms === 'number' && r.level === 'info')).toBe(true);
    const all = server.logs.join('\n');
    expect(all).not.toContain(huda.token.split('.')[2]);
    expect(all).not.toContain('nonsense');
  });
});
