// Handlers of the opportunities (alerts, the radar, what adverts sold for): thin adapters to their services.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type OpportunityHandlers = Pick<
  Handlers,
  | 'alerts:add'
  | 'alerts:rules'
  | 'alerts:remove'
  | 'alerts:check'
  | 'alerts:inbox'
  | 'alerts:mark'
  | 'radar:list'
  | 'market:sold'
>;

export function createOpportunityHandlers({ alerts, radar, sold }: Services): OpportunityHandlers {
  return {
    'radar:list': async (input) => radar.list(input),
    'market:sold': async (input) => sold.list(input),
    'alerts:add': async (input) => alerts.add(input),
    'alerts:rules': async () => alerts.rules(),
    'alerts:remove': async ({ ruleId }) => alerts.remove(ruleId),
    'alerts:check': async () => alerts.check(),
    'alerts:inbox': async ({ includeDismissed, limit }) => alerts.inbox(includeDismissed ?? false, limit),
    'alerts:mark': async ({ ids, read, dismissed }) =>
      alerts.mark(ids, { ...(read === undefined ? {} : { read }), ...(dismissed === undefined ? {} : { dismissed }) }),
  };
}
