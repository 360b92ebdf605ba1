// The implementations of the worker's methods, one entry per method of the protocol.
import { threadId } from 'node:worker_threads';
import { handleDemoRequest } from '../demo/http/handle-request';
import { createMarket, type Market } from '../demo/market/market';
import type { WorkerInput, WorkerMethod, WorkerOutput } from './protocol';
import type { MethodContext } from './worker-context';

export type MethodImpl<M extends WorkerMethod> = (
  input: WorkerInput<M>,
  context: MethodContext,
) => Promise<WorkerOutput<M>> | WorkerOutput<M>;

let market: Market | null = null;

function demoMarket(day: number): Market {
  market ??= createMarket({ day });
  if (market.day() !== day) market.setDay(day);
  return market;
}

export const WORKER_METHODS: { [M in WorkerMethod]: MethodImpl<M> } = {
  ping: async ({ delayMs }) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { pong: true, threadId };
  },
  'demo:request': (input) => {
    const headers = new Map(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
    return handleDemoRequest(
      demoMarket(input.day),
      { method: input.method, url: new URL(input.url), header: (name) => headers.get(name.toLowerCase()) ?? null },
      input.options,
    );
  },
  'test:spin': async ({ ms }, context) => {
    const started = performance.now();
    while (performance.now() - started < ms) {
      const slice = performance.now();
      while (performance.now() - slice < 5) {
        // Busy by design: a stand-in for a heavy aggregation.
      }
      await context.checkpoint();
    }
    return { spunMs: Math.round(performance.now() - started) };
  },
};
