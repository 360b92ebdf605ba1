// Worker methods of the in-process demo service: the market is generated and queried on the demo thread.
import { DemoAnswerCache } from '../../demo/http/answer-cache';
import { handleDemoRequest } from '../../demo/http/handle-request';
import type { DemoResponse } from '../../demo/http/responses';
import { createMarket, type Market } from '../../demo/market/market';
import type { DemoWireRequest } from '../wire-types';
import type { MethodTable } from '../method-table';

export interface DemoWorkerMethods {
  'demo:request': { input: DemoWireRequest; output: DemoResponse };
}

let market: Market | null = null;
const answers = new DemoAnswerCache();

function demoMarket(day: number): Market {
  market ??= createMarket({ day });
  if (market.day() !== day) market.setDay(day);
  return market;
}

export const DEMO_METHODS: MethodTable<DemoWorkerMethods> = {
  'demo:request': (input) => {
    const headers = new Map(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v]));
    return handleDemoRequest(
      demoMarket(input.day),
      { method: input.method, url: new URL(input.url), header: (name) => headers.get(name.toLowerCase()) ?? null },
      input.options,
      answers,
    );
  },
};
