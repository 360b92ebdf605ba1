// How the browser host answers: security headers on every response, and refusals that close the connection so a
// half-read request body can never be taken for the next request on the same socket.
import type { ServerResponse } from 'node:http';
import { CONTENT_SECURITY_POLICY } from '../main/content-security-policy';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** How long a refused connection may keep sending the rest of its body before it is cut. */
const LINGER_MS = 2_000;

/**
 * Sends one complete answer. Any answer of 400 or more closes the connection: such answers are often sent before
 * the body was read, and keeping the socket would make the unread body the "next request" (or leave it hanging).
 */
export function send(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  extra: Record<string, string> = {},
): void {
  if (res.headersSent || res.writableEnded || res.destroyed) return;
  const closing = status >= 400;
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-type': contentType,
    ...(closing ? { connection: 'close' } : {}),
    ...extra,
  });
  res.end(body);
  if (closing) lingerThenClose(res);
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8', { 'cache-control': 'no-store' });
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  send(res, status, text, 'text/plain; charset=utf-8');
}

/**
 * Node ends the socket once a `Connection: close` answer is written; the rest of an unread body is drained
 * meanwhile (so the client gets our answer rather than a reset) but only for a short while.
 */
function lingerThenClose(res: ServerResponse): void {
  const { req } = res;
  if (!req.complete) req.resume();
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
