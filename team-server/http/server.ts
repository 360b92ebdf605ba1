// The team server's lifecycle: migrate the database, start the LISTEN connection and the HTTP(S) server, route
// each request, and stop cleanly (no new requests, event streams ended, requests in flight finished, connections
// closed) when asked.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TeamInfo } from '#shared/team/basics';
import { TEAM_EVENTS_PATH } from '#shared/team/routes';
import { currentCursor } from '../db/changes-repo';
import { ChangeListener } from '../db/listener';
import { revokedDevices } from '../db/members-repo';
import { migrate } from '../db/migrate';
import { createPool, type Pool } from '../db/pool';
import { readTeam } from '../db/team-repo';
import { prunePushedOps } from '../db/items-repo';
import { TeamFailure } from '../errors';
import { EventsHub, MAX_STREAMS, STREAMS_PER_DEVICE } from './events-hub';
import { createHandlers } from './handlers';
import { checkExposure, type ListenAddress } from './listen';
import { errorText, type Logger } from './log';
import { RateLimiter, type RateLimit } from './rate-limit';
import { admit, answerFailure, handleRoute, type RequestDeps, type RequestNote } from './request';
import { sendFailure } from './reply';
import { matchRoute } from './router';
import { ref } from '#shared/messages/message-ref';

export interface TeamServerOptions {
  databaseUrl: string;
  /** A read replica of the database for the bulk reads (changes, runs, states); the primary when left out. */
  readDatabaseUrl?: string;
  listen: ListenAddress;
  tls?: { cert: Buffer; key: Buffer };
  behindProxy?: boolean;
  /** Per member; and per address for calls made without a token. */
  rate?: RateLimit;
  anonymousRate?: RateLimit;
  poolSize?: number;
  log: Logger;
  version?: string;
}

export interface RunningTeamServer {
  url: string;
  pool: Pool;
  stop(): Promise<void>;
}

export const DEFAULT_RATE: RateLimit = { perSecond: 50, burst: 100 };
export const DEFAULT_ANONYMOUS_RATE: RateLimit = { perSecond: 5, burst: 20 };
/** Answers to pushed operations are kept this long: a batch retried later than that is taken as new. */
const PUSH_MEMORY_DAYS = 90;
const STOP_GRACE_MS = 10_000;
const REVOKED_MESSAGE = ref('notice.team.revoked');

export async function startTeamServer(options: TeamServerOptions): Promise<RunningTeamServer> {
  const { log } = options;
  checkExposure(options.listen, Boolean(options.tls), Boolean(options.behindProxy));
  const pool = createPool(options.databaseUrl, {
    max: options.poolSize ?? 10,
    onIdleError: (error) => log('warn', 'database connection lost', { error: errorText(error) }),
  });
  // Pushes and snapshot runs wait their turn for the change lock holding a connection: they get connections of
  // their own, so a queue of them never keeps pulls, token checks and leases waiting for one (or answering 503).
  const changePool = createPool(options.databaseUrl, {
    max: options.poolSize ?? 10,
    applicationName: 'aqar-team-server changes',
    onIdleError: (error) => log('warn', 'database connection lost', { error: errorText(error) }),
  });
  const readPool = options.readDatabaseUrl
    ? createPool(options.readDatabaseUrl, {
        max: options.poolSize ?? 10,
        applicationName: 'aqar-team-server reads',
        onIdleError: (error) => log('warn', 'replica connection lost', { error: errorText(error) }),
      })
    : pool;
  const rate = options.rate ?? DEFAULT_RATE;
  const anonymousRate = options.anonymousRate ?? DEFAULT_ANONYMOUS_RATE;
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) log('info', 'database migrated', { applied: applied.join(',') });
  } catch (error) {
    await pool.end().catch(() => undefined);
    await changePool.end().catch(() => undefined);
    if (readPool !== pool) await readPool.end().catch(() => undefined);
    throw error;
  }

  let team: TeamInfo | null = null;
  const readTeamOnce = async (): Promise<TeamInfo | null> => (team ??= await readTeam(pool));
  const hub = new EventsHub((deviceIds) => void closeRevoked(deviceIds));
  async function closeRevoked(deviceIds: string[]): Promise<void> {
    try {
      const revoked = await revokedDevices(pool, deviceIds);
      if (revoked.length > 0) hub.close({ deviceIds: revoked }, REVOKED_MESSAGE);
    } catch (error) {
      log('warn', 'revocation check failed', { error: errorText(error) });
    }
  }
  const listener = new ChangeListener(options.databaseUrl, {
    onChange: (seq) => hub.change(seq),
    onMemberRevoked: (memberId) => hub.close({ memberId }, REVOKED_MESSAGE),
    onResync: () => {
      currentCursor(pool)
        .then((cursor) => hub.change(cursor))
        .catch((error: unknown) => log('warn', 'resync failed', { error: errorText(error) }));
      // A member revoked while the listener was away was never announced: look at every open stream.
      void closeRevoked([...new Set(hub.deviceIds())]);
    },
    onStatus: (status, error) =>
      log(status === 'up' ? 'info' : 'warn', `change listener ${status}`, error ? { error: errorText(error) } : {}),
  });
  await listener.start();

  const handlers = createHandlers({
    pool,
    changePool,
    readPool,
    version: options.version ?? '0.1.0',
    team: readTeamOnce,
    databaseUp: async () =>
      pool.query('SELECT 1').then(
        () => true,
        () => false,
      ),
    listenerUp: () => listener.status === 'up',
  });
  const deps: RequestDeps = {
    pool,
    handlers,
    memberLimiter: new RateLimiter(rate),
    anonymousLimiter: new RateLimiter(anonymousRate),
    team: readTeamOnce,
    log,
    behindProxy: Boolean(options.behindProxy),
  };
  const perSecond = { member: rate.perSecond, anonymous: anonymousRate.perSecond };
  let stopping = false;
  let inFlight = 0;

  async function openEvents(req: IncomingMessage, res: ServerResponse, note: RequestNote): Promise<void> {
    note.route = TEAM_EVENTS_PATH;
    if (req.method !== 'GET')
      throw new TeamFailure('invalid', ref('error.teamServer.getOnly', { path: TEAM_EVENTS_PATH }));
    const who = (await admit(deps, req, 'read', note, perSecond))!;
    if (hub.countFor(who.deviceId) >= STREAMS_PER_DEVICE || hub.size >= MAX_STREAMS) {
      throw new TeamFailure('rate-limited', ref('error.teamServer.tooManyStreams'), {
        retryAfterSeconds: 5,
      });
    }
    hub.open(res, { memberId: who.member.id, deviceId: who.deviceId }, await currentCursor(pool));
  }

  async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    const note: RequestNote = { route: 'unmatched' };
    inFlight++;
    res.on('close', () => {
      inFlight--;
      log('info', 'request', {
        method: req.method,
        route: note.route,
        member: note.member ?? null,
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    try {
      if (stopping) throw new TeamFailure('unavailable', ref('error.teamServer.stopping'), { retryAfterSeconds: 2 });
      const url = new URL(req.url ?? '/', 'http://team.invalid');
      if (url.pathname === TEAM_EVENTS_PATH) return await openEvents(req, res, note);
      const route = matchRoute(req.method ?? '', url.pathname);
      if (route.kind === 'none')
        throw new TeamFailure('not-found', ref('error.teamServer.noRoute', { path: url.pathname }));
      if (route.kind === 'wrong-method') {
        throw new TeamFailure(
          'invalid',
          ref('error.teamServer.wrongMethod', {
            path: url.pathname,
            allowed: { list: route.allow, style: 'long' },
            method: req.method ?? '',
          }),
        );
      }
      await handleRoute(deps, req, res, url, route, note, perSecond);
    } catch (error) {
      if (error instanceof URIError)
        return sendFailure(res, new TeamFailure('invalid', ref('error.teamServer.badPath')));
      answerFailure(deps, res, error, note);
    }
  }

  const listenerFn = (req: IncomingMessage, res: ServerResponse): void => void onRequest(req, res);
  const server: Server = options.tls
    ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, listenerFn)
    : createHttpServer(listenerFn);
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.listen.port, options.listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `${options.tls ? 'https' : 'http'}://${host}:${address.port}`;

  const prune = (): void => {
    prunePushedOps(pool, PUSH_MEMORY_DAYS).catch((error: unknown) =>
      log('warn', 'pruning pushed-operation answers failed', { error: errorText(error) }),
    );
  };
  prune();
  const pruneTimer = setInterval(prune, 3_600_000);
  pruneTimer.unref();
  log('info', 'team server listening', { url, tls: Boolean(options.tls), behindProxy: Boolean(options.behindProxy) });

  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    clearInterval(pruneTimer);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    hub.closeAll();
    server.closeIdleConnections();
    const deadline = Date.now() + STOP_GRACE_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    server.closeAllConnections();
    await closed;
    await listener.stop();
    await pool.end().catch(() => undefined);
    await changePool.end().catch(() => undefined);
    if (readPool !== pool) await readPool.end().catch(() => undefined);
    log('info', 'team server stopped', {});
  }

  return { url, pool, stop };
}
