// Browser mode: serves the built renderer on loopback and carries the IPC contract over HTTP (invoke) and
// server-sent events (events). Every API request must carry the per-launch token embedded in the page.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Core } from '#core/create-core';
import { fail } from '#shared/errors';
import { CONTENT_SECURITY_POLICY } from '../main/content-security-policy';
import { mediaSvg } from '#core/demo/server/media';
import { DOWNLOAD_PATH, serveDownload } from './download-route';
import { readStaticFile } from './static-files';

/** Photos of the in-process demo service, generated on request. */
const DEMO_MEDIA_PATH = /^\/media\/(\w+)\/([\w-]+)\/(\d+)\.svg$/;

export interface BrowserHostOptions {
  core: Core;
  rendererDir: string;
  port?: number;
  token?: string;
}

export interface RunningBrowserHost {
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;
export const TOKEN_HEADER = 'x-aqar-token';

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function sameToken(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': contentType, ...extra });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8', { 'cache-control': 'no-store' });
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function injectToken(html: string, token: string): string {
  return html.replace('<head>', `<head>\n    <meta name="aqar-token" content="${token}" />`);
}

export async function startBrowserHost(options: BrowserHostOptions): Promise<RunningBrowserHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  let origin = '';
  const allowedHosts = new Set<string>();
  const streams = new Set<ServerResponse>();

  const unsubscribe = options.core.events.subscribe((event, payload) => {
    const frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const stream of streams) stream.write(frame);
  });

  async function handleInvoke(req: IncomingMessage, res: ServerResponse, channel: string): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, fail('validation', 'Use POST to invoke a channel.'));
    if (!sameToken(token, req.headers[TOKEN_HEADER] as string | undefined)) {
      return sendJson(res, 403, fail('validation', 'Missing or wrong session token.'));
    }
    const requestOrigin = req.headers.origin;
    if (requestOrigin !== undefined && requestOrigin !== origin) {
      return sendJson(res, 403, fail('validation', 'Cross-origin requests are refused.'));
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      return sendJson(res, 415, fail('validation', 'The request body must be application/json.'));
    }
    const body = await readBody(req);
    if (body === null) return sendJson(res, 413, fail('validation', 'The request body is too large.'));
    let input: unknown;
    try {
      input = body.length === 0 ? {} : JSON.parse(body);
    } catch {
      return sendJson(res, 400, fail('validation', 'The request body is not valid JSON.'));
    }
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    sendJson(res, 200, await options.core.dispatch(decodeURIComponent(channel), input, { signal: abort.signal }));
  }

  function handleEvents(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (!sameToken(token, url.searchParams.get('token')))
      return sendJson(res, 403, fail('validation', 'Missing or wrong session token.'));
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
  }

  async function handlePage(res: ServerResponse, url: URL): Promise<void> {
    if (!sameToken(token, url.searchParams.get('token'))) {
      return send(
        res,
        403,
        "Aqar Lens: open the address printed in the terminal (it carries this session's token).",
        'text/plain; charset=utf-8',
      );
    }
    const index = await readStaticFile(options.rendererDir, 'index.html');
    if (!index) return send(res, 500, 'The renderer is not built: run `npm run build`.', 'text/plain; charset=utf-8');
    send(res, 200, injectToken(index.body.toString('utf8'), token), index.contentType, { 'cache-control': 'no-store' });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Refuses DNS-rebinding: only our own loopback host names may address this server.
    if (!allowedHosts.has(req.headers.host ?? '')) return send(res, 421, 'Misdirected request', 'text/plain');
    const route = (async () => {
      if (url.pathname.startsWith('/api/invoke/'))
        return handleInvoke(req, res, url.pathname.slice('/api/invoke/'.length));
      if (url.pathname === '/api/events') return handleEvents(req, res, url);
      if (url.pathname.startsWith(DOWNLOAD_PATH)) {
        return serveDownload(req, res, url, {
          find: (id) => options.core.services.exports.download(id),
          authorized: sameToken(token, url.searchParams.get('token')),
          headers: SECURITY_HEADERS,
        });
      }
      if (url.pathname === '/' || url.pathname === '/index.html') return handlePage(res, url);
      const media = DEMO_MEDIA_PATH.exec(url.pathname);
      if (media)
        return send(res, 200, mediaSvg(media[1]!, media[2]!, media[3]!), 'image/svg+xml', {
          'cache-control': 'public, max-age=86400',
        });
      if (req.method !== 'GET') return send(res, 405, 'Method not allowed', 'text/plain');
      const file = await readStaticFile(options.rendererDir, url.pathname);
      if (!file) return send(res, 404, 'Not found', 'text/plain');
      send(res, 200, file.body, file.contentType, { 'cache-control': 'public, max-age=3600' });
    })();
    route.catch(() => {
      if (!res.headersSent) sendJson(res, 500, fail('internal', 'The browser host failed to answer.'));
      else res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  allowedHosts.add(`127.0.0.1:${port}`).add(`localhost:${port}`);

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
