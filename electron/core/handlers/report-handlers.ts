// Handlers of the client report's printing: a thin adapter to the PDF service (the report itself is analytics').
import { refuseWindowPath } from '../export/destination';
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type ReportHandlers = Pick<Handlers, 'report:pdf'>;

export function createReportHandlers({ reportPdf }: Services): ReportHandlers {
  return {
    'report:pdf': async (input, context) => {
      refuseWindowPath(input.file, context.caller);
      return reportPdf.print(input, context.signal);
    },
  };
}
