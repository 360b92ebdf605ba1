// The demo data service as a pure function from request to response; the HTTP server and the in-process
// transport both call it, so demo mode and tests exercise the same code.
import type { z } from 'zod';
import { OPERATIONS, type OperationName } from '#shared/data-service/operations';
import type { Market } from '../market/market';
import { gatewayTransactions } from '../engine/gateway-transactions';
import { DemoAnswerCache } from './answer-cache';
import { ROUTES } from '../engine/routes';
import { readQuery, toGatewayShape, type DemoShape } from './gateway-shape';
import { gatewayError, serviceError, success, type DemoResponse } from './responses';

export interface DemoRequest {
  method: string;
  url: URL;
  header(name: string): string | null;
}

export interface DemoServiceOptions {
  /** When set, requests must carry this key in the key header (as a real gateway requires). */
  apiKey?: string;
  keyHeader?: string;
  /** Where photo and logo addresses point; the service's own origin by default, '' for same-origin paths. */
  mediaOrigin?: string;
  /** Answer as the specification says (default) or as the public gateway does. */
  shape?: DemoShape;
}

/** The key header each shape expects when none is configured. */
export const DEFAULT_KEY_HEADER: Readonly<Record<DemoShape, string>> = {
  spec: 'x-gateway-key',
  gateway: 'x-rapidapi-key',
};

const PATH_TO_OPERATION = new Map<string, OperationName>(
  (Object.keys(OPERATIONS) as OperationName[]).map((name) => [OPERATIONS[name].path, name]),
);

function knownParams(operation: OperationName, query: URLSearchParams): Record<string, string> {
  const shape = OPERATIONS[operation].params.shape as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [key, value] of query) {
    if (key in shape) out[key] = value;
  }
  return out;
}

function validationMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const param = issue?.path.map(String).join('.') ?? 'request';
  if (issue?.code === 'invalid_type' && issue.input === undefined) return `Missing required parameter: ${param}`;
  return `Invalid value for parameter '${param}': ${issue?.message ?? 'not allowed'}`;
}

/**
 * Answers one request. The key is checked on every request; with a cache, the answer to the question itself (the
 * same path and parameters on the same market day) is computed and serialised once.
 */
export function handleDemoRequest(
  market: Market,
  request: DemoRequest,
  options: DemoServiceOptions = {},
  cache?: DemoAnswerCache,
): DemoResponse {
  const shape = options.shape ?? 'spec';
  if (options.apiKey !== undefined) {
    const key = request.header(options.keyHeader ?? DEFAULT_KEY_HEADER[shape]);
    if (!key) return gatewayError(401, 'Invalid API key. Go to your gateway dashboard to get a valid key.');
    if (key !== options.apiKey) return gatewayError(403, 'You are not subscribed to this API.');
  }
  if (!cache) return answerQuestion(market, request, options);
  const variant = `${shape}|${options.mediaOrigin ?? request.url.origin}`;
  const key = DemoAnswerCache.keyOf(market.day(), request.method, request.url, variant);
  return cache.answer(key, () => answerQuestion(market, request, options));
}

function answerQuestion(market: Market, request: DemoRequest, options: DemoServiceOptions): DemoResponse {
  const shape = options.shape ?? 'spec';
  if (request.method !== 'GET') return serviceError(405, `Method ${request.method} not allowed`, 'METHOD_NOT_ALLOWED');
  if (shape === 'gateway' && request.url.pathname === '/health') {
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ success: true }) };
  }
  const operation = PATH_TO_OPERATION.get(request.url.pathname);
  if (!operation) return serviceError(404, `Endpoint ${request.url.pathname} does not exist`, 'NOT_FOUND');
  const query = readQuery(shape, operation, request.url.searchParams);
  if (!(query instanceof URLSearchParams)) {
    return serviceError(400, `Invalid value for parameter '${query.param}': ${query.message}`, 'VALIDATION_ERROR');
  }
  const parsed = OPERATIONS[operation].params.safeParse(knownParams(operation, query));
  if (!parsed.success) return serviceError(400, validationMessage(parsed.error), 'VALIDATION_ERROR');
  if (shape === 'gateway' && operation === 'transactions') {
    return success(gatewayTransactions(market, parsed.data as Parameters<typeof gatewayTransactions>[1]));
  }
  const route = ROUTES[operation] as (m: Market, p: unknown, c: { origin: string }) => unknown;
  const answer = route(market, parsed.data, { origin: options.mediaOrigin ?? request.url.origin });
  if (answer === null) return serviceError(404, 'The requested record was not found', 'NOT_FOUND');
  if (shape === 'spec') return success(answer);
  const langs = (parsed.data as { langs?: unknown }).langs;
  const lang = Array.isArray(langs) ? String(langs[0] ?? 'en') : typeof langs === 'string' ? langs : 'en';
  return success(toGatewayShape(operation, answer, lang));
}
