// Browser mode's print site: the client report's print route on this host's own address, with the session token
// the page needs, so a printer (the system Chromium) loads the very page a broker's browser would, bound to the
// same core.
import type { PrintSite, ReportPrinter } from '#core/report/pdf-printer';
import type { RunningBrowserHost } from './host';

export function browserPrintSite(
  host: Pick<RunningBrowserHost, 'origin' | 'token'>,
  printer: ReportPrinter,
): PrintSite {
  return {
    printer,
    urlOf: (route) => `${host.origin}/?token=${encodeURIComponent(host.token)}#${route}`,
  };
}
