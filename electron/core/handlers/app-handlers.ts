// Handlers of the app channels: what is running, and the notices the broker has not dismissed.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type AppHandlers = Pick<Handlers, 'app:info' | 'app:notices' | 'app:dismiss-notice'>;

export function createAppHandlers(services: Services): AppHandlers {
  return {
    'app:info': async () => services.info(),
    'app:notices': async () => services.notices.list(),
    'app:dismiss-notice': async ({ id }) => ({ dismissed: services.notices.dismiss(id) }),
  };
}
