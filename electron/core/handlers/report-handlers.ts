// Handlers of the client report's printing: a thin adapter to the PDF service (the report itself is analytics'), and
// the subject's place named in the printed report's language from the store.
import { dataLangFor } from '#shared/domain/lang';
import { refuseWindowPath } from '../export/destination';
import type { Handlers } from '../ipc/handlers';
import { storedPlaceNameById } from '../services/location-names';
import type { Services } from '../services/services';

type ReportHandlers = Pick<Handlers, 'report:pdf' | 'report:place-name'>;

export function createReportHandlers({ reportPdf, runtime }: Services): ReportHandlers {
  return {
    'report:place-name': async ({ id, lang }) => ({ name: storedPlaceNameById(runtime, id, dataLangFor(lang)) }),
    'report:pdf': async (input, context) => {
      refuseWindowPath(input.file, context.caller);
      return reportPdf.print(input, context.signal);
    },
  };
}
