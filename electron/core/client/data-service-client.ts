// The data-service client: validates parameters before any request, adds the gateway headers, enforces the timeout,
// classifies failures and checks the JSON envelope. Every network request of the app goes through here, so this is
// also where the key is guarded: never along a redirect, never in the clear to another machine, never echoed.
import { z } from 'zod';
import { AppFailure, describeZodError } from '#shared/errors';
import {
  OPERATIONS,
  type OperationInput,
  type OperationName,
  type OperationParams,
} from '#shared/data-service/operations';
import { toQueryString } from '#shared/data-service/query-string';
import { scrubSecrets } from '../keychain/secret-rules';
import { classifyHttpError } from './classify-error';
import type { ConnectionProfile } from './connection';
import { assertKeyMayTravelTo, isRedirect, keyVariants, redirectFailure } from './key-guard';
import { RateLimiter } from './rate-limiter';
import { DEFAULT_RETRY, withRetry, type RetryPolicy } from './retry';
import type { Transport } from './transport';

const envelopeSchema = z.object({ success: z.literal(true), data: z.unknown() }).loose();

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
  operation: OperationName;
  outcome: 'ok' | AppFailure['appError']['code'];
  status: number | null;
  durationMs: number;
  /** The gateway's rate-limit headers, when it sent any. */
  rateLimits: Record<string, string> | null;
}

export interface ClientOptions {
  connection: () => ConnectionProfile;
  transport: Transport;
  /** Resolves the API key at request time so that it never sits in client state. */
  apiKey: () => Promise<string | null>;
  now?: () => Date;
  limiter?: RateLimiter;
  retry?: RetryPolicy;
  onAttempt?: (record: AttemptRecord) => void;
}

function rateLimitHeaders(headers: Headers): Record<string, string> | null {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (/ratelimit|retry-after/i.test(name)) out[name.toLowerCase()] = value;
  });
  return Object.keys(out).length > 0 ? out : null;
}

export function validateParams<N extends OperationName>(operation: N, input: OperationInput<N>): OperationParams<N> {
  const parsed = OPERATIONS[operation].params.safeParse(input);
  if (!parsed.success) {
    const error = describeZodError(parsed.error, `parameter for ${operation}`);
    throw new AppFailure('validation', error.message, error.field ? { field: error.field } : {});
  }
  return parsed.data as OperationParams<N>;
}

export function buildUrl(baseUrl: string, operation: OperationName, params: Record<string, unknown>): string {
  const query = toQueryString(params);
  return `${baseUrl.replace(/\/+$/, '')}${OPERATIONS[operation].path}${query ? `?${query}` : ''}`;
}

export class DataServiceClient {
  readonly limiter: RateLimiter;

  constructor(private readonly options: ClientOptions) {
    this.limiter = options.limiter ?? new RateLimiter({ perSecond: 5, concurrency: 4 });
  }

  /** Validates, then sends with the rate limiter and retries; every attempt is reported to onAttempt. */
  async call<N extends OperationName>(
    operation: N,
    input: OperationInput<N>,
    signal?: AbortSignal,
  ): Promise<RawAnswer> {
    const params = validateParams(operation, input) as Record<string, unknown>;
    return withRetry(() => this.limiter.schedule(() => this.attempt(operation, params, signal), signal), {
      policy: this.options.retry ?? DEFAULT_RETRY,
      ...(signal ? { signal } : {}),
      onBackoff: (ms, error) => {
        if (error.appError.code === 'rate-limited') this.limiter.pauseFor(ms);
      },
    });
  }

  private async attempt(
    operation: OperationName,
    params: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<RawAnswer> {
    const started = performance.now();
    // Only requests that actually left count (request log, budget); a refusal before sending spends nothing.
    let sent = false;
    let status: number | null = null;
    let limits: Record<string, string> | null = null;
    const report = (outcome: AttemptRecord['outcome']): void =>
      this.options.onAttempt?.({
        operation,
        outcome,
        status,
        durationMs: Math.round(performance.now() - started),
        rateLimits: limits,
      });
    try {
      const answer = await this.send1(operation, params, signal, {
        sent: () => (sent = true),
        response: (response) => {
          status = response.status;
          limits = rateLimitHeaders(response.headers);
        },
      });
      report('ok');
      return answer;
    } catch (error) {
      const code = error instanceof AppFailure ? error.appError.code : 'internal';
      if (code !== 'cancelled' && sent) report(code);
      throw error;
    }
  }

  private async send1(
    operation: OperationName,
    params: Record<string, unknown>,
    signal: AbortSignal | undefined,
    on: { sent: () => void; response: (response: Response) => void },
  ): Promise<RawAnswer> {
    const connection = this.options.connection();
    const key = await this.options.apiKey();
    const url = new URL(buildUrl(connection.baseUrl, operation, params));
    if (key) assertKeyMayTravelTo(url);
    const secrets = keyVariants(key);
    const headers = new Headers({ accept: 'application/json', [connection.hostHeader]: connection.gatewayHost });
    if (key) headers.set(connection.keyHeader, key);
    const timeout = AbortSignal.timeout(connection.timeoutMs);
    const request = new Request(url, {
      method: 'GET',
      headers,
      // A redirect would carry the key header to wherever the gateway points: it is reported, never followed.
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    on.sent();
    const response = await this.send(request, signal, timeout, secrets);
    on.response(response);
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => {});
      throw redirectFailure(response, url, secrets);
    }
    // Scrubbed before anything reads it: the body is cached, and its messages are logged and shown.
    const body = scrubSecrets(await this.readBody(response, signal, timeout, secrets), secrets);
    if (!response.ok) {
      const error = classifyHttpError(response.status, response.headers, body, secrets);
      throw new AppFailure(
        error.code,
        error.message,
        error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds },
      );
    }
    return {
      operation,
      params,
      data: parseEnvelope(body, operation),
      body,
      fetchedAt: this.now(),
      status: response.status,
      headers: response.headers,
    };
  }

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  private async send(
    request: Request,
    signal: AbortSignal | undefined,
    timeout: AbortSignal,
    secrets: readonly string[],
  ): Promise<Response> {
    try {
      return await this.options.transport(request);
    } catch (error) {
      throw networkFailure(error, signal, timeout, secrets);
    }
  }

  private async readBody(
    response: Response,
    signal: AbortSignal | undefined,
    timeout: AbortSignal,
    secrets: readonly string[],
  ): Promise<string> {
    try {
      return await response.text();
    } catch (error) {
      throw networkFailure(error, signal, timeout, secrets);
    }
  }
}

function networkFailure(
  error: unknown,
  signal: AbortSignal | undefined,
  timeout: AbortSignal,
  secrets: readonly string[],
): AppFailure {
  if (signal?.aborted) return new AppFailure('cancelled', 'The request was cancelled.');
  if (timeout.aborted) return new AppFailure('timeout', 'The data service did not answer in time.');
  const reason = scrubSecrets(error instanceof Error ? error.message : 'network error', secrets);
  return new AppFailure('offline', `Cannot reach the data service (${reason}). Check the connection or work offline.`);
}

function parseEnvelope(body: string, operation: OperationName): unknown {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppFailure(
      'malformed-response',
      `The data service sent a response to ${operation} that is not valid JSON.`,
    );
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) {
    throw new AppFailure(
      'malformed-response',
      `The data service's response to ${operation} lacks "success": true and "data".`,
    );
  }
  return envelope.data.data;
}
