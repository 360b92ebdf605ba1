// The demo data service over HTTP on loopback, for tests, benchmarks and the `demo-service` command:
// latency, rate limits and quota, faults, drift, square-metre areas, the spec's or the real gateway's shape, a movable
// clock and generated media.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dayToIso, marketTime } from '../market/clock';
import { createMarket, type Market, type MarketOptions } from '../market/market';
import { createRng } from '../random';
import { applyDrift, areasToSquareMetres } from '../http/drift';
import { DemoAnswerCache } from '../http/answer-cache';
import { handleDemoRequest, type DemoServiceOptions } from '../http/handle-request';
import { gatewayError, serviceError, type DemoResponse } from '../http/responses';
import { rollFault, type FaultKind, type FaultRates } from './faults';
import { mediaSvg } from './media';
import { TrafficControl, type TrafficOptions } from './traffic';

export interface DemoServerOptions extends DemoServiceOptions, TrafficOptions {
  port?: number;
  market?: Market;
  marketOptions?: Partial<MarketOptions>;
  latencyMs?: number;
  jitterMs?: number;
  faults?: FaultRates;
  /** Seeds the fault and jitter dice, so a faulty run can be replayed. */
  faultSeed?: number;
  /** Report areas in square metres, as one real gateway does (the gateway shape always does). */
  areaUnit?: 'sqft' | 'sqm';
  /** How long a "timeout" fault holds the connection before dropping it. */
  hangMs?: number;
}

export interface RunningDemoServer {
  url: string;
  port: number;
  market: Market;
  traffic: TrafficControl;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A wait that never keeps the process alive by itself (a hung request must not outlive the server). */
const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function isLoopback(req: IncomingMessage): boolean {
  const address = req.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function send(res: ServerResponse, answer: DemoResponse, extra: Record<string, string> = {}): void {
  res.writeHead(answer.status, { ...answer.headers, ...extra });
  res.end(answer.body);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return JSON.parse(text || '{}');
  } catch {
    return null;
  }
}

async function handleClock(req: IncomingMessage, res: ServerResponse, market: Market): Promise<void> {
  if (!isLoopback(req)) return send(res, serviceError(403, 'The clock can be moved from loopback only', 'FORBIDDEN'));
  if (req.method === 'POST') {
    const body = (await readJson(req)) as { day?: unknown; advance?: unknown } | null;
    const day =
      typeof body?.day === 'number' ? body.day : typeof body?.advance === 'number' ? market.day() + body.advance : NaN;
    if (!Number.isInteger(day))
      return send(res, serviceError(400, 'Send {"day": N} or {"advance": N} with integers', 'VALIDATION_ERROR'));
    market.setDay(day);
  }
  send(res, {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ day: market.day(), date: dayToIso(market.day()) }),
  });
}

/** The ground truth of adverts sold by the market's day (never in a public answer): for tests and benchmarks. */
function handleSoldTruth(req: IncomingMessage, res: ServerResponse, market: Market): void {
  if (!isLoopback(req)) return send(res, serviceError(403, 'The truth is told to loopback only', 'FORBIDDEN'));
  const sold = market.view().soldAdverts;
  send(res, {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ day: market.day(), sold }),
  });
}

function transform(answer: DemoResponse, fn: (data: unknown) => unknown): DemoResponse {
  if (answer.status !== 200) return answer;
  const parsed = JSON.parse(answer.body) as { success: boolean; data: unknown };
  return { ...answer, body: JSON.stringify({ ...parsed, data: fn(parsed.data) }) };
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<RunningDemoServer> {
  const market = options.market ?? createMarket(options.marketOptions);
  market.view(); // Build the day's indexes before the first request arrives.
  const traffic = new TrafficControl(options);
  const dice = createRng(options.faultSeed ?? 1);
  const hanging = new Set<ServerResponse>();
  const answers = new DemoAnswerCache();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The service's own time, as any server says it: the market's day (moved by /__admin/clock) at this hour.
    res.setHeader('date', marketTime(market.day()).toUTCString());
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    if (url.pathname === '/__admin/clock') return handleClock(req, res, market);
    if (url.pathname === '/__admin/sold-truth') return handleSoldTruth(req, res, market);
    const media = /^\/media\/(\w+)\/([\w-]+)\/(\d+)\.svg$/.exec(url.pathname);
    if (media) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
      return void res.end(mediaSvg(media[1]!, media[2]!, media[3]!));
    }
    const verdict = traffic.admit();
    if (!verdict.ok) {
      const message =
        verdict.reason === 'quota'
          ? 'You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. Upgrade your plan.'
          : 'Too many requests';
      return send(res, gatewayError(429, message, verdict.headers));
    }
    const latency = (options.latencyMs ?? 0) + (options.jitterMs ?? 0) * dice();
    const fault: FaultKind | null = options.faults ? rollFault(options.faults, dice) : null;
    if (latency > 0) await sleep(latency);
    if (fault === 'timeout') {
      hanging.add(res);
      await idle(options.hangMs ?? 30_000);
      hanging.delete(res);
      return void res.destroy();
    }
    if (fault === '500')
      return send(res, serviceError(500, 'Internal server error', 'INTERNAL_ERROR'), verdict.headers);
    if (fault === '502' || fault === '503') {
      return send(res, serviceError(Number(fault), 'Upstream service unavailable', 'UPSTREAM_ERROR'), verdict.headers);
    }
    if (fault === '403') return send(res, gatewayError(403, 'You are not subscribed to this API.'), verdict.headers);
    let answer = handleDemoRequest(
      market,
      { method: req.method ?? 'GET', url, header: (n) => headerOf(req, n) },
      options,
      answers,
    );
    // Drift first: it renames transaction areas to builtup_area_sqm from the square feet the engine gives.
    if (fault === 'drift') answer = transform(answer, (data) => applyDrift(data, dice));
    // The gateway shape reports square metres already.
    if (options.areaUnit === 'sqm' && options.shape !== 'gateway') answer = transform(answer, areasToSquareMetres);
    if (fault === 'malformed')
      answer = {
        ...answer,
        status: 200,
        body:
          dice() < 0.5 ? '<html><body>502 Bad Gateway</body></html>' : '{"success": true, "data": {"properties": [,]}',
      };
    if (fault === 'truncated') {
      res.writeHead(200, {
        ...answer.headers,
        ...verdict.headers,
        'content-length': String(Buffer.byteLength(answer.body)),
      });
      res.write(answer.body.slice(0, Math.floor(answer.body.length / 2)));
      return void res.destroy();
    }
    send(res, answer, verdict.headers);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, serviceError(500, 'Internal server error', 'INTERNAL_ERROR'));
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    market,
    traffic,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}
