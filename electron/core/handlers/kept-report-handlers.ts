// Handlers of kept client reports: thin adapters to their service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type KeptReportHandlers = Pick<
  Handlers,
  | 'reports:keep'
  | 'reports:list'
  | 'reports:get'
  | 'reports:rerun'
  | 'reports:duplicate'
  | 'reports:rename'
  | 'reports:remove'
  | 'reports:history'
>;

export function createKeptReportHandlers({ keptReports }: Services): KeptReportHandlers {
  return {
    'reports:keep': ({ query, name, team }) => keptReports.keep(query, name, team),
    'reports:list': async () => keptReports.list(),
    'reports:get': async ({ id, version }) => keptReports.get(id, version),
    'reports:rerun': ({ id }) => keptReports.rerun(id),
    'reports:duplicate': async ({ id, name }) => keptReports.duplicate(id, name),
    'reports:rename': async ({ id, name }) => keptReports.rename(id, name),
    'reports:remove': async ({ id }) => keptReports.remove(id),
    'reports:history': async ({ id }) => keptReports.history(id),
  };
}
