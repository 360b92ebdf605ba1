// A typed client of the team server, derived from the route table: it checks what it sends and what it gets with
// the same zod schemas the server uses, and turns every failure (refusal, unreachable server, bad answer) into a
// TeamError value rather than a throw. The laptop's sync service, the tests and the benchmark all use it.
import { parseTeamEvent, type TeamEvent } from './events';
import { teamErrorBodySchema, type TeamError } from './errors';
import {
  TEAM_EVENTS_PATH,
  TEAM_ROUTES,
  routePath,
  type TeamRouteInput,
  type TeamRouteName,
  type TeamRouteOutput,
} from './routes';
import { englishOf } from '../errors';
import { ref, type MessageRef } from '../messages/message-ref';
import { SAID_HEADER } from './push';

export type TeamResult<T> = { ok: true; value: T } | { ok: false; status: number; error: TeamError };

export interface TeamClientOptions {
  /** The server's address, e.g. https://team.example.ae (a path prefix is kept). */
  baseUrl: string;
  /** The member token; not needed for health and join. */
  token?: string;
  /** For tests and the benchmark: another fetch (e.g. one with its own connection pool). */
  fetch?: typeof fetch;
}

export interface TeamClient {
  call<R extends TeamRouteName>(route: R, input: TeamRouteInput<R>): Promise<TeamResult<TeamRouteOutput<R>>>;
  /** Opens GET /v1/events; yields each event until the stream ends or `signal` aborts. */
  events(signal: AbortSignal): Promise<TeamResult<AsyncIterable<TeamEvent>>>;
}

function describeCause(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}

/** A refusal the laptop's client says itself: its sentence a message, its English wording the message. */
function teamError(code: TeamError['code'], said: MessageRef): TeamError {
  return { code, message: englishOf(said), said };
}

function unreachable(baseUrl: string, error: unknown): TeamResult<never> {
  return {
    ok: false,
    status: 0,
    error: teamError('unavailable', ref('error.team.unreachable', { server: baseUrl, detail: describeCause(error) })),
  };
}

async function refusal(response: Response): Promise<TeamResult<never>> {
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: a proxy's page, most likely; said below with the status.
  }
  const parsed = teamErrorBodySchema.safeParse(json);
  if (parsed.success) return { ok: false, status: response.status, error: parsed.data.error };
  const code = response.status === 503 || response.status === 502 ? 'unavailable' : 'internal';
  return {
    ok: false,
    status: response.status,
    error: teamError(code, ref('error.team.noReason', { status: String(response.status) })),
  };
}

export function createTeamClient(options: TeamClientOptions): TeamClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const headers = (json: boolean): Record<string, string> => ({
    accept: json ? 'application/json' : 'text/event-stream',
    // This laptop reads the messages of push results (a server sends them only to a laptop that says so).
    [SAID_HEADER]: '1',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  });

  async function call<R extends TeamRouteName>(
    route: R,
    input: TeamRouteInput<R>,
  ): Promise<TeamResult<TeamRouteOutput<R>>> {
    const spec = TEAM_ROUTES[route];
    const checked = spec.input.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path.map(String).join('.') ?? '';
      return {
        ok: false,
        status: 0,
        error: {
          ...teamError(
            'invalid',
            ref('error.team.badRequest', { route, field: field || 'input', detail: issue?.message ?? '' }),
          ),
          field,
        },
      };
    }
    const values = checked.data as Record<string, unknown>;
    const pathParams: Record<string, string> = {};
    for (const [, name] of spec.path.matchAll(/:([a-zA-Z]+)/g)) pathParams[name!] = String(values[name!]);
    let url = `${base}${routePath(spec.path, pathParams)}`;
    let body: string | undefined;
    if (spec.method === 'GET') {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(values)) {
        if (value !== undefined && !(key in pathParams)) query.set(key, String(value));
      }
      const text = query.toString();
      if (text) url += `?${text}`;
    } else {
      body = JSON.stringify(input);
    }
    let response: Response;
    try {
      response = await doFetch(url, { method: spec.method, headers: headers(true), body });
    } catch (error) {
      return unreachable(base, error);
    }
    if (!response.ok) return refusal(response);
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      return unreachable(base, error);
    }
    const parsed = spec.output.safeParse(json);
    if (!parsed.success) {
      return {
        ok: false,
        status: response.status,
        error: teamError('internal', ref('error.team.badAnswer', { route })),
      };
    }
    return { ok: true, value: parsed.data as TeamRouteOutput<R> };
  }

  async function events(signal: AbortSignal): Promise<TeamResult<AsyncIterable<TeamEvent>>> {
    let response: Response;
    try {
      response = await doFetch(`${base}${TEAM_EVENTS_PATH}`, { headers: headers(false), signal });
    } catch (error) {
      return unreachable(base, error);
    }
    if (!response.ok || !response.body) return refusal(response);
    const stream = response.body;
    async function* read(): AsyncIterable<TeamEvent> {
      const decoder = new TextDecoder();
      let buffer = '';
      const reader = stream.getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = parseTeamEvent(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) yield event;
            end = buffer.indexOf('\n\n');
          }
        }
      } catch (error) {
        if (!signal.aborted) throw error;
      } finally {
        reader.releaseLock();
      }
    }
    return { ok: true, value: read() };
  }

  return { call, events };
}
