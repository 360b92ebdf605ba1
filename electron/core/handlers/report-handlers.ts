// Handlers of the client report's printing: a thin adapter to the PDF service (the report itself is analytics').
import type { Handlers } from '../ipc/handlers';
import type { Services } from '../services/services';

type ReportHandlers = Pick<Handlers, 'report:pdf'>;

export function createReportHandlers({ reportPdf }: Services): ReportHandlers {
  return {
    'report:pdf': (input, context) => reportPdf.print(input, context.signal),
  };
}
