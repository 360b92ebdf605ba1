// What prints the client report to a PDF, whoever does it: the system Chromium through playwright-core (browser
// mode, the CLI) or Electron's own printToPDF (the app). The core only knows this interface and the site that serves
// the print route; the host that can print supplies both.
import type { Lang } from '#shared/domain/lang';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';

export interface PrintOptions {
  /** The report's title, printed in every page's footer and kept as the document's title. */
  title: string;
  /** The broker's line (name, agency) in the footer, when the brand is known. */
  brand: string | null;
  lang: Lang;
  /** How long the page may take to draw the report before printing is given up. */
  timeoutMs: number;
  /** Aborted when the caller goes away: the print stops and nothing is written. */
  signal?: AbortSignal;
}

export interface PrintedPdf {
  pages: number;
  bytes: number;
}

export interface ReportPrinter {
  /** Loads `url` (the print route), waits until the page says it is drawn, and writes the PDF to `file` (new). */
  print(url: string, file: string, options: PrintOptions): Promise<PrintedPdf>;
  /** Lets go of the browser, if one was started. */
  close(): Promise<void>;
}

/** A printer and the address the print route is served at for it. */
export interface PrintSite {
  printer: ReportPrinter;
  /** The full address of a route (what follows `#`), with whatever the host needs (browser mode's token). */
  urlOf(route: string): string;
}

/** How long a report may take to draw: it computes the report through the contract, then draws charts. */
export const PRINT_TIMEOUT_MS = 120_000;

/** A4 page margins in millimetres, the same whichever printer prints: the footer lives in the bottom one. */
export const PRINT_MARGIN_MM = { top: 12, bottom: 16, left: 12, right: 12 } as const;

/** What a print the caller gave up on ends with. */
export function printCancelled(): AppFailure {
  return new AppFailure('cancelled', ref('error.report.printCancelled'));
}
