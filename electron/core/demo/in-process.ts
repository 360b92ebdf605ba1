// Demo mode without a socket: a Transport that hands each request straight to the demo service.
import type { Transport } from '../client/transport';
import { handleDemoRequest, type DemoServiceOptions } from './http/handle-request';
import type { Market } from './market/market';

/** In-process answers point their photos at same-origin paths (`/media/…`), which the app's host serves. */
export function createInProcessTransport(
  market: () => Market,
  options: DemoServiceOptions = { mediaOrigin: '' },
): Transport {
  return async (request) => {
    if (request.signal.aborted) throw request.signal.reason ?? new Error('aborted');
    const answer = handleDemoRequest(
      market(),
      { method: request.method, url: new URL(request.url), header: (name) => request.headers.get(name) },
      options,
    );
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
