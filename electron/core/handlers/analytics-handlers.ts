// Handlers of the market analytics channels: thin adapters from the contract to the analytics service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type AnalyticsHandlers = Pick<
  Handlers,
  | 'market:plan'
  | 'market:quote'
  | 'market:load'
  | 'market:cancel'
  | 'market:analyze'
  | 'market:percentile'
  | 'market:listing-percentile'
  | 'report:cma'
>;

export function createAnalyticsHandlers(services: Services): AnalyticsHandlers {
  const { analytics } = services;
  return {
    'market:plan': (input, context) => analytics.plan(input, context.signal),
    'market:quote': async (input, context) => ({ plan: await analytics.quote(input, context.signal) }),
    'market:load': ({ taskId, query }) => analytics.load(taskId, query),
    'market:cancel': async ({ taskId }) => ({ cancelled: analytics.cancel(taskId) }),
    'market:analyze': (input) => analytics.analyze(input),
    'market:percentile': (input) => analytics.percentile(input),
    'market:listing-percentile': (input) => analytics.listingPercentile(input),
    'report:cma': (input) => analytics.cma(input),
  };
}
