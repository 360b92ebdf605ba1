// One API request from arrival to answer: route, token, rate limit, role, body within its size limit, input
// checked by the contract's schema, the handler, and the answer checked by the contract before it is sent. Every
// failure becomes the contract's error body; a database that cannot be reached is 503 with Retry-After.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SAID_HEADER } from '#shared/team/push';
import { describeZodError, saidOf } from '#shared/errors';
import { TEAM_ROUTES, type TeamAccess, type TeamRouteName } from '#shared/team/routes';
import { authenticate, type Principal } from '../auth/authenticate';
import { isDatabaseUnavailable, type Pool } from '../db/pool';
import { TeamFailure } from '../errors';
import type { Handlers } from './handlers';
import { errorText, type Logger } from './log';
import type { RateLimiter } from './rate-limit';
import { readBody } from './read-body';
import { sendFailure, sendJson } from './reply';
import type { TeamInfo } from '#shared/team/basics';
import { ref } from '#shared/messages/message-ref';

export interface RequestDeps {
  pool: Pool;
  handlers: Handlers;
  memberLimiter: RateLimiter;
  anonymousLimiter: RateLimiter;
  team(): Promise<TeamInfo | null>;
  log: Logger;
  /** Whether X-Forwarded-For names the caller (only behind a proxy of the operator's). */
  behindProxy: boolean;
}

/** What the request log line says about a request, filled in as it is handled. */
export interface RequestNote {
  route: string;
  member?: string;
}

export function callerAddress(req: IncomingMessage, behindProxy: boolean): string {
  const forwarded = behindProxy ? req.headers['x-forwarded-for'] : undefined;
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  return first || req.socket.remoteAddress || 'unknown';
}

export function rateLimited(wait: number, who: string, perSecond: number): TeamFailure {
  const seconds = Math.max(1, Math.ceil(wait));
  return new TeamFailure('rate-limited', ref('error.teamServer.rateLimited', { who, perSecond, seconds }), {
    retryAfterSeconds: seconds,
  });
}

/** Checks the caller may use a route of this access level; returns who it is (null for open routes). */
export async function admit(
  deps: RequestDeps,
  req: IncomingMessage,
  access: TeamAccess,
  note: RequestNote,
  perSecond: { member: number; anonymous: number },
): Promise<Principal | null> {
  if (access === 'none') {
    const wait = deps.anonymousLimiter.take(callerAddress(req, deps.behindProxy));
    if (wait > 0) throw rateLimited(wait, 'this address', perSecond.anonymous);
    return null;
  }
  const who = await authenticate(deps.pool, await deps.team(), req.headers.authorization, (error) =>
    deps.log('warn', 'last-seen update failed', { error: errorText(error) }),
  );
  note.member = who.member.name;
  const wait = deps.memberLimiter.take(who.member.id);
  if (wait > 0) throw rateLimited(wait, who.member.name, perSecond.member);
  if (access === 'write' && who.member.role === 'viewer') {
    throw new TeamFailure('forbidden', ref('error.teamServer.viewerReadOnly'));
  }
  if (access === 'admin' && who.member.role !== 'admin') {
    throw new TeamFailure('forbidden', ref('error.teamServer.adminOnly'));
  }
  return { ...who, readsSaid: req.headers[SAID_HEADER] === '1' };
}

function queryInput(url: URL, params: Record<string, string>): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    if (values.length > 1)
      throw new TeamFailure('invalid', ref('error.teamServer.queryTwice', { key }), { field: key });
    input[key] = values[0]!;
  }
  return { ...input, ...params };
}

async function bodyInput(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new TeamFailure('invalid', ref('error.teamServer.notJsonType'));
  }
  const text = await readBody(req, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new TeamFailure('invalid', ref('error.teamServer.notJson'));
  }
}

export async function handleRoute(
  deps: RequestDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  route: { name: TeamRouteName; params: Record<string, string> },
  note: RequestNote,
  perSecond: { member: number; anonymous: number },
): Promise<void> {
  const spec = TEAM_ROUTES[route.name];
  note.route = spec.path;
  const who = await admit(deps, req, spec.access, note, perSecond);
  const raw = spec.method === 'GET' ? queryInput(url, route.params) : await bodyInput(req, spec.maxBodyBytes);
  const input = spec.input.safeParse(raw);
  if (!input.success) {
    const error = describeZodError(input.error, ref('error.subject.request'));
    throw new TeamFailure('invalid', saidOf(error), error.field ? { field: error.field } : {});
  }
  const handler = deps.handlers[route.name] as (who: Principal | null, input: unknown) => Promise<unknown>;
  const value = await handler(who, input.data);
  const checked = spec.output.safeParse(value);
  if (!checked.success) {
    deps.log('error', 'answer does not match the contract', { route: spec.path, error: checked.error.message });
    throw new TeamFailure('internal', ref('error.teamServer.badAnswer'));
  }
  sendJson(res, 200, checked.data);
}

/** Turns whatever went wrong into an answer; unexpected errors are logged (without the request's content). */
export function answerFailure(
  deps: Pick<RequestDeps, 'log'>,
  res: ServerResponse,
  error: unknown,
  note: RequestNote,
): void {
  if (error instanceof TeamFailure) return sendFailure(res, error);
  if (isDatabaseUnavailable(error)) {
    deps.log('warn', 'database unavailable', { route: note.route, error: errorText(error) });
    return sendFailure(
      res,
      new TeamFailure('unavailable', ref('error.teamServer.dbDown'), {
        retryAfterSeconds: 2,
      }),
    );
  }
  deps.log('error', 'request failed', { route: note.route, error: errorText(error) });
  sendFailure(res, new TeamFailure('internal', ref('error.teamServer.failed')));
}
