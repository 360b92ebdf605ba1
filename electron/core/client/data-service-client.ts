// The data-service client: validates parameters before any request, spells them as the connection profile's gateway
// does, adds the gateway headers, enforces the per-operation timeout, retries within the budget, classifies
// failures and checks the JSON envelope. Every network request of the app goes through here, so this is also where
// the key is guarded: never along a redirect, never in the clear to another machine, never echoed.
import type { ResolvedConnection } from '#shared/connection-profile';
import { AppFailure, describeZodError } from '#shared/errors';
import {
  OPERATIONS,
  type OperationInput,
  type OperationName,
  type OperationParams,
} from '#shared/data-service/operations';
import { toQueryString } from '#shared/data-service/query-string';
import { scrubBody } from './scrub-body';
import { toWireParams } from '../profiles/wire-params';
import { classifyHttpError } from './classify-error';
import type { ConnectionProfile } from './connection';
import { parseEnvelope, parseJson, throwIfRefused } from './envelope';
import { readLimitedText } from './body-limit';
import { assertKeyMayTravelTo, isRedirect, keyVariants, redirectFailure } from './key-guard';
import { QuotaWatch, rateLimitHeaders } from './quota-watch';
import { LoopTurns } from './loop-turns';
import { RateLimiter } from './rate-limiter';
import { networkFailure } from './network-failure';
import { DEFAULT_RETRY, PermanentFailure, withRetry, type RetryPolicy } from './retry';
import type { Transport } from './transport';
import { ref } from '#shared/messages/message-ref';

/** The basic connection, plus the profile's rules when it has them (without, the spec's spelling and defaults). */
export type ClientConnection = ConnectionProfile &
  Partial<Pick<ResolvedConnection, 'profileId' | 'operationTimeoutsMs' | 'retry' | 'enumerations' | 'healthCheck'>>;

/** Told when the request leaves (it is then spent) and when its response arrives. */
interface ExchangeHooks {
  sent(): void;
  /** `secrets`: the key in the forms it could be echoed in, kept out of the rate-limit headers stored. */
  response(response: Response, secrets: readonly string[]): void;
}

/** What an attempt asked for: one of the operations, or the profile's health path. */
export type AttemptTarget = OperationName | 'health';

export interface RawAnswer {
  operation: OperationName;
  params: Record<string, unknown>;
  /** The `data` member of the envelope, still unparsed. */
  data: unknown;
  /** The response body exactly as received. */
  body: string;
  fetchedAt: Date;
  status: number;
  headers: Headers;
}

/** One request actually sent (each retry is one), for the request log and the budget. */
export interface AttemptRecord {
  operation: AttemptTarget;
  outcome: 'ok' | AppFailure['appError']['code'];
  status: number | null;
  durationMs: number;
  /** The gateway's rate-limit headers, when it sent any. */
  rateLimits: Record<string, string> | null;
  /** What onSent returned when the request left: the request log's reference of it. */
  ref: string | null;
}

export interface ClientOptions {
  connection: () => ClientConnection;
  transport: Transport;
  /** Resolves the API key at request time so that it never sits in client state. */
  apiKey: () => Promise<string | null>;
  now?: () => Date;
  limiter?: RateLimiter;
  /** Replaces the profile's retry policy (tests). */
  retry?: RetryPolicy;
  /** Asked before every retry, besides the quota the gateway reports: false when the budget cannot pay for one. */
  canSpend?: () => boolean;
  /** True while the run is offline (the CLI's --offline): then not one request is sent, whoever asks. */
  offline?: () => boolean;
  /**
   * Told the moment a request leaves, before its answer and before anything local can fail: it is spent from then
   * on. Returns the request log's reference of it, given back in the attempt's record.
   */
  onSent?: (operation: AttemptTarget) => string;
  onAttempt?: (record: AttemptRecord) => void;
  /** The heaviest answer accepted, in bytes (default MAX_BODY_BYTES; tests lower it). */
  maxBodyBytes?: number;
}

export function validateParams<N extends OperationName>(operation: N, input: OperationInput<N>): OperationParams<N> {
  const parsed = OPERATIONS[operation].params.safeParse(input);
  if (!parsed.success) {
    throw AppFailure.of(describeZodError(parsed.error, ref('error.subject.parameterFor', { operation })));
  }
  return parsed.data as OperationParams<N>;
}

export function buildUrl(baseUrl: string, operation: OperationName, params: Record<string, unknown>): string {
  const query = toQueryString(params);
  return `${baseUrl.replace(/\/+$/, '')}${OPERATIONS[operation].path}${query ? `?${query}` : ''}`;
}

/** How long one operation may take: the profile's own timeout for it (details are slow), else the default. */
export function timeoutFor(connection: ClientConnection, operation: AttemptTarget): number {
  return (operation === 'health' ? undefined : connection.operationTimeoutsMs?.[operation]) ?? connection.timeoutMs;
}

/** The parameters as the connection's gateway spells them (the spec's spelling when it has no profile rules). */
export function wireParams(
  connection: ClientConnection,
  operation: OperationName,
  params: Record<string, unknown>,
): Record<string, unknown> {
  return connection.enumerations
    ? toWireParams(operation, params, connection.enumerations, connection.profileId ?? 'custom')
    : params;
}

export class DataServiceClient {
  readonly limiter: RateLimiter;
  private readonly quota = new QuotaWatch();
  private readonly turns = new LoopTurns();

  constructor(private readonly options: ClientOptions) {
    this.limiter = options.limiter ?? new RateLimiter({ perSecond: 5, concurrency: 4 });
  }

  /** Whether the run is offline: every request is refused before it is sent (the gateway then reads the cache). */
  isOffline(): boolean {
    return this.options.offline?.() ?? false;
  }

  /** Whether a retry may be sent: the gateway's quota is not known to be spent and the budget allows it. */
  canSpend(): boolean {
    return this.quota.canSpend() && (this.options.canSpend?.() ?? true);
  }

  /** Validates, then sends with the rate limiter and retries; every attempt is reported to onAttempt. */
  async call<N extends OperationName>(
    operation: N,
    input: OperationInput<N>,
    signal?: AbortSignal,
  ): Promise<RawAnswer> {
    const params = validateParams(operation, input) as Record<string, unknown>;
    const connection = this.options.connection();
    // Translated once, before anything is sent: a value the gateway cannot take fails here, costing nothing.
    const wire = wireParams(connection, operation, params);
    return withRetry(() => this.limiter.schedule(() => this.attempt(operation, params, wire, signal), signal), {
      policy: this.options.retry ?? connection.retry ?? DEFAULT_RETRY,
      ...(signal ? { signal } : {}),
      canSpend: () => this.canSpend(),
      onBackoff: (ms, error) => {
        if (error.appError.code === 'rate-limited') this.limiter.pauseFor(ms);
      },
    });
  }

  /** The profile's health check: its health path, or its cheapest operation. Sent once, never retried. */
  async healthCheck(signal?: AbortSignal): Promise<void> {
    const connection = this.options.connection();
    const check = connection.healthCheck ?? {
      kind: 'operation',
      operation: 'autocomplete',
      params: { query: 'dubai' },
    };
    if (check.kind === 'path') {
      const send = () => this.track('health', signal, (on) => this.sendHealth(check.path, signal, on));
      return this.limiter.schedule(send, signal);
    }
    const operation = check.operation as OperationName;
    const params = validateParams(operation, check.params as never) as Record<string, unknown>;
    const wire = wireParams(connection, operation, params);
    await this.limiter.schedule(() => this.attempt(operation, params, wire, signal), signal);
  }

  private attempt(
    operation: OperationName,
    params: Record<string, unknown>,
    wire: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<RawAnswer> {
    return this.track(operation, signal, (on) => this.send1(operation, params, wire, signal, on));
  }

  /** Runs one request and reports it to onAttempt, whatever its outcome: every request sent is spent. */
  private async track<T>(
    operation: AttemptTarget,
    signal: AbortSignal | undefined,
    send: (on: ExchangeHooks) => Promise<T>,
  ): Promise<T> {
    const started = performance.now();
    // Only requests that actually left count (request log, budget); a refusal before sending spends nothing.
    let sent = false;
    let ref: string | null = null;
    let status: number | null = null;
    let limits: Record<string, string> | null = null;
    const report = (outcome: AttemptRecord['outcome']): void =>
      this.options.onAttempt?.({
        operation,
        outcome,
        status,
        durationMs: Math.round(performance.now() - started),
        rateLimits: limits,
        ref,
      });
    try {
      const answer = await send({
        sent: () => {
          sent = true;
          ref = this.options.onSent?.(operation) ?? null;
        },
        response: (response, secrets) => {
          status = response.status;
          limits = rateLimitHeaders(response.headers, secrets);
          this.quota.observe(limits);
        },
      });
      report('ok');
      return answer;
    } catch (error) {
      const code = error instanceof AppFailure ? error.appError.code : 'internal';
      if (code === 'quota-exhausted') this.quota.exhausted();
      // A request stopped after it left may still be billed: it stays counted, with its outcome.
      if (sent) report(code);
      throw error;
    }
  }

  /** Sends one GET with the gateway headers and the operation's timeout; a non-2xx answer is a typed error. */
  private async exchange(
    target: AttemptTarget,
    url: (baseUrl: string) => string,
    signal: AbortSignal | undefined,
    on: ExchangeHooks,
  ): Promise<{ response: Response; body: string }> {
    // Every request passes here: an offline run refuses it, whatever cache policy the caller passed, and never
    // retries the refusal (nothing was sent; nothing is logged or spent).
    if (this.isOffline()) {
      throw new PermanentFailure('offline', ref('error.offline.working'), {
        workingOffline: true,
      });
    }
    const connection = this.options.connection();
    const key = await this.options.apiKey();
    const address = new URL(url(connection.baseUrl));
    if (key) assertKeyMayTravelTo(address);
    const secrets = keyVariants(key);
    const headers = new Headers({ accept: 'application/json', [connection.hostHeader]: connection.gatewayHost });
    if (key) headers.set(connection.keyHeader, key);
    // Counted before it leaves (and before its timeout starts): from here on, it may be billed.
    on.sent();
    const timeout = AbortSignal.timeout(timeoutFor(connection, target));
    const request = new Request(address, {
      method: 'GET',
      headers,
      // A redirect would carry the key header to wherever the gateway points: it is reported, never followed.
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const response = await this.send(request, signal, timeout, secrets, false);
    on.response(response, secrets);
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => {});
      throw redirectFailure(response, address, secrets);
    }
    // Scrubbed before anything reads it: the body is cached, and its messages are logged and shown.
    const body = scrubBody(await this.readBody(response, address.pathname, signal, timeout, secrets), secrets);
    if (!response.ok) {
      throw AppFailure.of(classifyHttpError(response.status, response.headers, body, secrets));
    }
    return { response, body };
  }

  private async send1(
    operation: OperationName,
    params: Record<string, unknown>,
    wire: Record<string, unknown>,
    signal: AbortSignal | undefined,
    on: ExchangeHooks,
  ): Promise<RawAnswer> {
    const url = (baseUrl: string) => buildUrl(baseUrl, operation, wire);
    const { response, body } = await this.exchange(operation, url, signal, on);
    // Answers that arrive together are read one per turn of the event loop (see loop-turns.ts).
    await this.turns.next();
    return {
      operation,
      params,
      data: parseEnvelope(body, operation, response.headers),
      body,
      fetchedAt: this.now(),
      status: response.status,
      headers: response.headers,
    };
  }

  private async sendHealth(path: string, signal: AbortSignal | undefined, on: ExchangeHooks): Promise<void> {
    const url = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;
    const { response, body } = await this.exchange('health', url, signal, on);
    throwIfRefused(parseJson(body, path), path, response.headers);
  }

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  private async send(
    request: Request,
    signal: AbortSignal | undefined,
    timeout: AbortSignal,
    secrets: readonly string[],
    answered: boolean,
  ): Promise<Response> {
    try {
      return await this.options.transport(request);
    } catch (error) {
      throw networkFailure(error, signal, timeout, secrets, answered);
    }
  }

  private async readBody(
    response: Response,
    path: string,
    signal: AbortSignal | undefined,
    timeout: AbortSignal,
    secrets: readonly string[],
  ): Promise<string> {
    try {
      return await readLimitedText(response, path, this.options.maxBodyBytes);
    } catch (error) {
      if (error instanceof AppFailure) throw error;
      // The answer had begun: the request was certainly received, whatever the error says.
      throw networkFailure(error, signal, timeout, secrets, true);
    }
  }
}
