// `aqar report cma … --pdf FILE`: the report printed as the app prints it. The CLI starts browser mode's host in
// this process, on a free loopback port and bound to this run's core, serving the built renderer; the system
// Chromium loads the print route from it and prints; the host and the browser stop afterwards. What printing needs
// (the built renderer, Chromium) is checked before the market is loaded, so a missing one costs no request.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { AppFailure } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import { formatRef } from '#shared/messages/format-message';
import type { CmaQueryInput, ReportPdfResult } from '#shared/ipc/contract/report';
import type { Lang } from '#shared/domain/lang';
import type { PrintNumerals } from '#shared/report/numerals';
import { ChromiumPrinter, chromiumPath } from '#core/report/pdf-chromium';
import { startBrowserHost } from '../browser-host/host';
import { browserPrintSite } from '../browser-host/print-site';
import type { CliContext, Io } from './cli-context';
import { invoke } from './invoke';

function packageRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export interface PdfPrinting {
  rendererDir: string;
  chromium: string;
}

/**
 * What printing will use, or a usage error naming what is missing: the built renderer (AQAR_RENDERER_DIR, else the
 * package's out/renderer) and Chromium (AQAR_CHROMIUM, else /usr/bin/chromium).
 */
export function pdfPrinting(io: Pick<Io, 'env'>): PdfPrinting {
  const given = io.env.AQAR_RENDERER_DIR?.trim();
  if (given && !isAbsolute(given)) {
    throw new AppFailure('validation', ref('error.cli.rendererDir', { given }), {
      field: 'AQAR_RENDERER_DIR',
    });
  }
  const rendererDir = given || join(packageRoot(), 'out/renderer');
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new AppFailure(
      'validation',
      ref('error.cli.pdf.notBuilt', { file: join(resolve(rendererDir), 'index.html') }),
      { field: 'pdf' },
    );
  }
  const chromium = chromiumPath(io.env);
  if (!existsSync(chromium)) {
    throw new AppFailure('not-found', ref('error.cli.pdf.noChromium', { path: chromium }), { field: 'pdf' });
  }
  return { rendererDir, chromium };
}

export async function printReportPdf(
  ctx: CliContext,
  printing: PdfPrinting,
  request: {
    query: CmaQueryInput;
    lang: Lang;
    numerals: PrintNumerals;
    file: string;
    /** A kept report's version, printed from its stored result. */
    kept?: { id: number; version: number };
  },
): Promise<ReportPdfResult> {
  const host = await startBrowserHost({
    core: ctx.core,
    rendererDir: printing.rendererDir,
    port: 0,
    // The host's log lines in --lang, the error's own detail after them as it was thrown.
    log: (line, error) =>
      ctx.io.err(`warning: ${formatRef(ctx.lang, line)} ${error instanceof Error ? error.message : ''}`.trim()),
  });
  const printer = new ChromiumPrinter(printing.chromium);
  const withdraw = ctx.core.services.reportPdf.useSite(browserPrintSite(host, printer));
  try {
    return await invoke(ctx, 'report:pdf', {
      query: request.query,
      lang: request.lang,
      numerals: request.numerals,
      ...(request.kept ? { kept: request.kept } : {}),
      file: { kind: 'path', path: resolve(request.file) },
    });
  } finally {
    withdraw();
    await printer.close();
    await host.close();
  }
}
