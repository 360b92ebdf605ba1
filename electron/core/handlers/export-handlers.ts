// Handlers of the export channels: thin adapters to the export service.
import { refuseWindowPath } from '../export/destination';
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type ExportHandlers = Pick<Handlers, 'export:table' | 'export:grid' | 'export:cancel'>;

export function createExportHandlers({ exports }: Services): ExportHandlers {
  return {
    'export:table': async (input, context) => {
      refuseWindowPath(input.destination, context.caller);
      return exports.exportTable(input, context.signal);
    },
    'export:grid': async (input, context) => {
      refuseWindowPath(input.destination, context.caller);
      return exports.exportGrid(input, context.signal);
    },
    'export:cancel': async ({ taskId }) => ({ cancelled: exports.cancel(taskId) }),
  };
}
