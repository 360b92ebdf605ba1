// Handlers of alerts: thin adapters to their service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type AlertHandlers = Pick<
  Handlers,
  'alerts:add' | 'alerts:rules' | 'alerts:remove' | 'alerts:check' | 'alerts:inbox' | 'alerts:mark'
>;

export function createAlertHandlers({ alerts }: Services): AlertHandlers {
  return {
    'alerts:add': async (input) => alerts.add(input),
    'alerts:rules': async () => alerts.rules(),
    'alerts:remove': async ({ ruleId }) => alerts.remove(ruleId),
    'alerts:check': async () => alerts.check(),
    'alerts:inbox': async ({ includeDismissed, limit }) => alerts.inbox(includeDismissed ?? false, limit),
    'alerts:mark': async ({ ids, read, dismissed }) =>
      alerts.mark(ids, { ...(read === undefined ? {} : { read }), ...(dismissed === undefined ? {} : { dismissed }) }),
  };
}
