// Browser mode: serves the built renderer on loopback and carries the IPC contract over HTTP (invoke) and
// server-sent events (events). Every API request must carry the per-launch token embedded in the page. The host
// must never fall over: whatever a request holds, it gets an answer (or its socket is closed), never a crash.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Core } from '#core/create-core';
import { logToConsole, type Log } from '#core/log-line';
import { fail } from '#shared/errors';
import { formatRef } from '#shared/messages/messages';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { broadcast, handleEvents, handleInvoke, sameToken, TOKEN_HEADER, type ApiContext } from './api-routes';
import { createClientErrorHandler } from './client-errors';
import { demoMediaFor } from './demo-media';
import { SECURITY_HEADERS, send, sendJson, sendText } from './http-reply';
import { parseTarget, type RequestTarget } from './request-target';
import { DOWNLOAD_PATH, serveDownload } from './download-route';
import { readStaticFile } from './static-files';
import { ConnectionRoom } from './connection-room';

export { TOKEN_HEADER };

/** Limits that keep one client (or a slow one) from holding the host; tests shorten the timeouts. */
export interface HostLimits {
  /** Time allowed to receive the request line and headers. */
  headersTimeoutMs: number;
  /** Time allowed to receive the whole request, body included (slow bodies are cut after this). */
  requestTimeoutMs: number;
  /** How often Node checks the two timeouts above. */
  timeoutCheckIntervalMs: number;
  /**
   * Open connections at most. The page needs a handful (a browser opens at most 6); when all are taken, an idle one
   * that never carried the token is closed to make room (see connection-room.ts), and a new one is dropped only when
   * every other is busy answering.
   */
  maxConnections: number;
  maxBodyBytes: number;
}

export const DEFAULT_HOST_LIMITS: HostLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  timeoutCheckIntervalMs: 1_000,
  maxConnections: 64,
  maxBodyBytes: 1_000_000,
};

export interface BrowserHostOptions {
  core: Core;
  rendererDir: string;
  port?: number;
  token?: string;
  limits?: Partial<HostLimits>;
  /** Where unforeseen failures are reported; defaults to stderr, in English. */
  log?: Log;
}

export interface RunningBrowserHost {
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export function injectToken(html: string, token: string): string {
  return html.replace('<head>', `<head>\n    <meta name="aqar-token" content="${token}" />`);
}

/** The `token` of a request's query, when it has one (the page and downloads carry it there). */
function tokenInQuery(url: string | undefined): string | null {
  return parseTarget(url)?.searchParams.get('token') ?? null;
}

/** How many Host headers a request carries (Node keeps only the first in `headers`). */
function hostHeaders(raw: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'host') count++;
  return count;
}

export async function startBrowserHost(options: BrowserHostOptions): Promise<RunningBrowserHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const limits = { ...DEFAULT_HOST_LIMITS, ...options.limits };
  const log = options.log ?? logToConsole;
  let origin = '';
  const allowedHosts = new Set<string>();
  const origins = new Set<string>();
  const streams = new Set<ServerResponse>();
  const inFlight = new WeakMap<Socket, ServerResponse>();
  const apiContext: ApiContext = {
    core: options.core,
    token,
    origins: () => origins,
    maxBodyBytes: limits.maxBodyBytes,
    streams,
  };

  const unsubscribe = options.core.events.subscribe((event, payload) => broadcast(streams, event, payload));

  async function handlePage(req: IncomingMessage, res: ServerResponse, target: RequestTarget): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    if (!sameToken(token, target.searchParams.get('token'))) {
      return sendText(
        res,
        403,
        "Aqar Lens: open the address printed in the terminal (it carries this session's token).",
      );
    }
    const index = await readStaticFile(options.rendererDir, 'index.html');
    if (!index) return sendText(res, 500, 'The renderer is not built: run `npm run build`.');
    send(res, 200, injectToken(index.body.toString('utf8'), token), index.contentType, { 'cache-control': 'no-store' });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Judged on the raw target, before the URL parser resolves dot segments: the API namespace always answers in
    // the contract's error shape, whatever the path normalizes to.
    const api = req.url?.startsWith('/api/') === true;
    // The API answers in the contract's shape, its sentence worded by the window; a page request gets it in English.
    const refuse = (status: number, said: MessageRef): void =>
      api ? sendJson(res, status, fail('validation', said)) : sendText(res, status, formatRef('en', said));
    const target = parseTarget(req.url);
    if (!target) return refuse(400, ref('error.host.badAddress'));
    // A request with two Host headers is malformed (RFC 9112 §3.2); which one a proxy would honour is anyone's guess.
    if (hostHeaders(req.rawHeaders) > 1) return refuse(400, ref('error.host.twoHosts'));
    // Refuses DNS-rebinding: only our own loopback host names may address this server.
    if (!allowedHosts.has(req.headers.host ?? '')) return refuse(421, ref('error.host.misdirected'));
    const { pathname } = target;
    if (pathname.startsWith('/api/invoke/')) {
      return handleInvoke(req, res, pathname.slice('/api/invoke/'.length), apiContext);
    }
    if (pathname === '/api/events') return handleEvents(req, res, target, apiContext);
    if (pathname.startsWith(DOWNLOAD_PATH)) {
      return serveDownload(req, res, target, {
        find: (id) => options.core.services.exports.download(id),
        authorized: sameToken(token, target.searchParams.get('token')),
        headers: SECURITY_HEADERS,
      });
    }
    if (api || pathname.startsWith('/api/')) {
      return sendJson(res, 404, fail('unknown-channel', ref('error.host.noRoute', { route: '/api/invoke/<channel>' })));
    }
    if (pathname === '/' || pathname === '/index.html') return handlePage(req, res, target);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    const media = demoMediaFor(pathname);
    if (media !== null) return send(res, 200, media, 'image/svg+xml', { 'cache-control': 'public, max-age=86400' });
    const file = await readStaticFile(options.rendererDir, pathname);
    if (!file) return sendText(res, 404, 'Not found');
    send(res, 200, file.body, file.contentType, { 'cache-control': 'public, max-age=3600' });
  }

  /** The top-level guard: nothing a request does escapes as an exception; the unforeseen is logged and gets 500. */
  function onRequest(req: IncomingMessage, res: ServerResponse): void {
    inFlight.set(req.socket, res);
    const trusted = sameToken(token, req.headers[TOKEN_HEADER]) || sameToken(token, tokenInQuery(req.url));
    const answered = room.begin(req.socket, trusted);
    res.once('close', () => {
      answered();
      if (inFlight.get(req.socket) === res) inFlight.delete(req.socket);
    });
    const failed = (error: unknown): void => {
      log(ref('log.browserHost.unexpectedFailure', { method: req.method ?? '?' }), error);
      if (!res.headersSent) sendJson(res, 500, fail('internal', ref('error.host.failed')));
      else res.destroy();
    };
    try {
      route(req, res).catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    onRequest,
  );
  const room = new ConnectionRoom(limits.maxConnections);
  server.on('connection', (socket: Socket) => void room.admit(socket));
  // `Expect: 100-continue`: invite the body only when it may be accepted, so an oversized one gets a bare 413.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!(Number(req.headers['content-length']) > limits.maxBodyBytes)) res.writeContinue();
    onRequest(req, res);
  });
  server.on(
    'clientError',
    createClientErrorHandler((socket) => inFlight.get(socket), log),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After listening, a server error (none is expected) is logged rather than thrown as an unhandled 'error' event.
  server.on('error', (error) => log(ref('log.browserHost.serverError'), error));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  for (const name of ['127.0.0.1', 'localhost']) {
    allowedHosts.add(`${name}:${port}`);
    origins.add(`http://${name}:${port}`);
  }

  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        for (const stream of streams) stream.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
