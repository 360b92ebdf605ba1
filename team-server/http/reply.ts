// How the team server answers: JSON with no caching, refusals in the contract's error shape; an answer sent before
// a body was read closes the connection so the unread body cannot be taken for the next request.
import type { ServerResponse } from 'node:http';
import { type TeamFailure } from '../errors';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  extra: Record<string, string> = {},
): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  const body = JSON.stringify(value);
  const closing = status >= 400 && !res.req.complete;
  res.writeHead(status, {
    ...HEADERS,
    'content-length': Buffer.byteLength(body),
    ...(closing ? { connection: 'close' } : {}),
    ...extra,
  });
  res.end(body);
  if (closing) {
    // Let the client finish sending (so it reads our answer rather than a reset), but not for long.
    res.req.resume();
    const timer = setTimeout(() => res.socket?.destroy(), 2_000);
    timer.unref();
  }
}

export function sendFailure(res: ServerResponse, failure: TeamFailure): void {
  const extra: Record<string, string> = {};
  if (failure.extra.retryAfterSeconds !== undefined)
    extra['retry-after'] = String(Math.ceil(failure.extra.retryAfterSeconds));
  if (failure.code === 'unauthorized' || failure.code === 'revoked' || failure.code === 'foreign-token') {
    extra['www-authenticate'] = 'Bearer realm="aqar-team"';
  }
  sendJson(res, failure.status, failure.toBody(), extra);
}
