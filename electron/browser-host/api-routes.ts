// The contract over HTTP: `POST /api/invoke/<channel>` runs one call through the core's dispatcher, and
// `GET /api/events` streams core events to the page. Both require the session token and our own origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { Core } from '#core/create-core';
import { fail } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { SECURITY_HEADERS, sendJson } from './http-reply';
import { readBody } from './read-body';
import { decodeChannel, type RequestTarget } from './request-target';

export const TOKEN_HEADER = 'x-aqar-token';

export interface ApiContext {
  core: Core;
  token: string;
  /** Our own origins (`http://127.0.0.1:<port>`, `http://localhost:<port>`): the only ones allowed to call the API. */
  origins: () => ReadonlySet<string>;
  maxBodyBytes: number;
  /** Open event streams, ended when the host closes. */
  streams: Set<ServerResponse>;
}

export function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A page on another origin (another port on loopback included) must never reach the API, even with the token. */
function foreignOrigin(req: IncomingMessage, ctx: ApiContext): boolean {
  const origin = req.headers.origin;
  return origin !== undefined && !ctx.origins().has(origin);
}

export async function handleInvoke(
  req: IncomingMessage,
  res: ServerResponse,
  encodedChannel: string,
  ctx: ApiContext,
): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, fail('validation', ref('error.host.usePost')));
  const channel = decodeChannel(encodedChannel);
  if (channel === null) {
    return sendJson(res, 400, fail('validation', ref('error.host.badChannelEncoding')));
  }
  if (!sameToken(ctx.token, req.headers[TOKEN_HEADER])) {
    return sendJson(res, 403, fail('validation', ref('error.host.badToken')));
  }
  if (foreignOrigin(req, ctx)) return sendJson(res, 403, fail('validation', ref('error.host.crossOrigin')));
  if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
    return sendJson(res, 415, fail('validation', ref('error.host.jsonBody')));
  }
  const body = await readBody(req, ctx.maxBodyBytes);
  if (body.kind === 'aborted') return;
  if (body.kind === 'too-large') return sendJson(res, 413, fail('validation', ref('error.host.bodyTooLarge')));
  let input: unknown;
  try {
    input = body.text.length === 0 ? {} : JSON.parse(body.text);
  } catch {
    return sendJson(res, 400, fail('validation', ref('error.host.bodyNotJson')));
  }
  const abort = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  const result = await ctx.core.dispatch(channel, input, { signal: abort.signal, caller: 'window' });
  sendJson(res, 200, result);
}

export function handleEvents(req: IncomingMessage, res: ServerResponse, target: RequestTarget, ctx: ApiContext): void {
  if (req.method !== 'GET') return sendJson(res, 405, fail('validation', ref('error.host.useGet')));
  if (!sameToken(ctx.token, target.searchParams.get('token'))) {
    return sendJson(res, 403, fail('validation', ref('error.host.badToken')));
  }
  if (foreignOrigin(req, ctx)) return sendJson(res, 403, fail('validation', ref('error.host.crossOrigin')));
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  res.write(': connected\n\n');
  // A stream that dies mid-write must not take the host down with an unhandled 'error'.
  res.on('error', () => ctx.streams.delete(res));
  ctx.streams.add(res);
  req.on('close', () => ctx.streams.delete(res));
}

/** Sends one core event to every open stream; a payload that cannot be serialized is dropped, not thrown. */
export function broadcast(streams: Set<ServerResponse>, event: string, payload: unknown): void {
  let frame: string;
  try {
    frame = `event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`;
  } catch {
    return;
  }
  for (const stream of streams) {
    if (stream.writableEnded || stream.destroyed) streams.delete(stream);
    else stream.write(frame);
  }
}
