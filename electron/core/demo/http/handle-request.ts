// The demo data service as a pure function from request to response; the HTTP server and the in-process
// transport both call it, so demo mode and tests exercise the same code.
import type { z } from 'zod';
import { OPERATIONS, type OperationName } from '#shared/data-service/operations';
import type { Market } from '../market/market';
import { ROUTES } from '../engine/routes';
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
}

const PATH_TO_OPERATION = new Map<string, OperationName>(
  (Object.keys(OPERATIONS) as OperationName[]).map((name) => [OPERATIONS[name].path, name]),
);

function knownParams(operation: OperationName, url: URL): Record<string, string> {
  const shape = OPERATIONS[operation].params.shape as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
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

export function handleDemoRequest(
  market: Market,
  request: DemoRequest,
  options: DemoServiceOptions = {},
): DemoResponse {
  if (options.apiKey !== undefined) {
    const key = request.header(options.keyHeader ?? 'x-gateway-key');
    if (!key) return gatewayError(401, 'Invalid API key. Go to your gateway dashboard to get a valid key.');
    if (key !== options.apiKey) return gatewayError(403, 'You are not subscribed to this API.');
  }
  if (request.method !== 'GET') return serviceError(405, `Method ${request.method} not allowed`, 'METHOD_NOT_ALLOWED');
  const operation = PATH_TO_OPERATION.get(request.url.pathname);
  if (!operation) return serviceError(404, `Endpoint ${request.url.pathname} does not exist`, 'NOT_FOUND');
  const parsed = OPERATIONS[operation].params.safeParse(knownParams(operation, request.url));
  if (!parsed.success) return serviceError(400, validationMessage(parsed.error), 'VALIDATION_ERROR');
  const route = ROUTES[operation] as (m: Market, p: unknown, c: { origin: string }) => unknown;
  const answer = route(market, parsed.data, { origin: options.mediaOrigin ?? request.url.origin });
  if (answer === null) return serviceError(404, 'The requested record was not found', 'NOT_FOUND');
  return success(answer);
}
