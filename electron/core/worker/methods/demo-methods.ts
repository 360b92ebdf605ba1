// Worker methods of the in-process demo service: the market is generated and queried on the demo thread.
import { DemoAnswerCache } from '../../demo/http/answer-cache';
import { handleDemoRequest } from '../../demo/http/handle-request';
import type { DemoResponse } from '../../demo/http/responses';
import { dayOf } from '../../demo/market/clock';
import { builtCodeHash, createDayStore, type DayStore } from '../../demo/market/day-store';
import { createMarket, type Market, type MarketOptions } from '../../demo/market/market';
import type { DemoWireRequest } from '../wire-types';
import type { MethodTable } from '../method-table';

export interface DemoWorkerMethods {
  'demo:request': { input: DemoWireRequest; output: DemoResponse };
}

let market: Market | null = null;
const answers = new DemoAnswerCache();

/**
 * Built days are kept for the next process, named by this built file's bytes (none from the sources). Only the
 * calendar's day: a clock moved day by day (a test's) would write a copy per day and push today's out.
 */
function keptDays(options: MarketOptions): DayStore | null {
  const store = createDayStore(builtCodeHash(import.meta.url), options);
  if (!store) return null;
  const today = (day: number): boolean => day === dayOf(new Date());
  return {
    load: (day) => (today(day) ? store.load(day) : null),
    save: (built) => {
      if (today(built.day)) store.save(built);
    },
  };
}

function demoMarket(day: number): Market {
  market ??= createMarket({ day }, keptDays);
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
