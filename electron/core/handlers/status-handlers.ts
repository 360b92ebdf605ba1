// Handlers of the status bar, the cache panel and the workspace panel: thin adapters to their services.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type StatusHandlers = Pick<
  Handlers,
  | 'usage:get'
  | 'cache:stats'
  | 'cache:purge'
  | 'workspace:status'
  | 'workspace:restore'
  | 'workspace:start-new'
  | 'workspace:backup-now'
>;

export function createStatusHandlers({ usage, cache, workspace }: Services): StatusHandlers {
  return {
    'usage:get': async () => usage.view(),
    'cache:stats': async () => cache.stats(),
    'cache:purge': async ({ olderThanDays }) => cache.purgeDays(olderThanDays),
    'workspace:status': async () => workspace.status(),
    'workspace:restore': ({ backup }) => workspace.restore(backup),
    'workspace:start-new': () => workspace.startNew(),
    'workspace:backup-now': () => workspace.backupNow(),
  };
}
