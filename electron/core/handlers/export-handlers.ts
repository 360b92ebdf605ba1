// Handlers of the export channels: thin adapters to the export service.
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type ExportHandlers = Pick<Handlers, 'export:table' | 'export:grid' | 'export:cancel'>;

export function createExportHandlers({ exports }: Services): ExportHandlers {
  return {
    'export:table': (input, context) => exports.exportTable(input, context.signal),
    'export:grid': (input, context) => exports.exportGrid(input, context.signal),
    'export:cancel': async ({ taskId }) => ({ cancelled: exports.cancel(taskId) }),
  };
}
