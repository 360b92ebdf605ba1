// The client report as a PDF: the print route's address for the query, printed by whatever printer the host
// supplies (the system Chromium, or Electron's printToPDF), saved where an export is saved (a dialog, a download, a
// path only the CLI names) and never over the workspace's own files. The file is written whole or not at all: the
// printer writes a temporary beside it that is renamed into place, so a full disk or a failed print leaves nothing.
import { AppFailure } from '#shared/errors';
import type { ReportPdfRequest, ReportPdfResult } from '#shared/ipc/contract/report';
import { dataLangFor, type Lang } from '#shared/domain/lang';
import type { BrandView } from '#shared/report/brand';
import { printRouteOf } from '#shared/report/print-route';
import { formatMessage } from '#shared/messages/messages';
import { stripBidiControls } from '#shared/text/bidi-controls';
import { knownPlaceName } from '#shared/words/uae-place-names';
import { writeAtomically } from '../export/atomic-file';
import { resolveDestination, suggestedFileName, type DestinationHost } from '../export/destination';
import { PRINT_TIMEOUT_MS, type PrintSite } from '../report/pdf-printer';
import { ref } from '#shared/messages/message-ref';

export interface ReportPdfDeps extends DestinationHost {
  /** The broker's brand kept in the workspace (Settings → Your brand), for every page's footer. */
  brand?: () => Promise<BrandView | null>;
  /** The place's name in a language from the places the store holds (null: none stored). */
  placeName?: (id: string, lang: Lang) => string | null;
}

/** The footer's line of the broker: the name and the agency, when a brand is kept. */
export function brandLine(brand: BrandView | null | undefined): string | null {
  if (!brand) return null;
  return [brand.name, brand.agency].filter((part): part is string => Boolean(part?.trim())).join(' · ') || null;
}

export class ReportPdfService {
  private site: PrintSite | null = null;

  constructor(
    private readonly deps: ReportPdfDeps,
    private readonly timeoutMs = PRINT_TIMEOUT_MS,
  ) {}

  /** The host that serves the print route and can print it says so; the returned function withdraws it. */
  useSite(site: PrintSite): () => void {
    this.site = site;
    return () => {
      if (this.site === site) this.site = null;
    };
  }

  async print(input: ReportPdfRequest, signal?: AbortSignal): Promise<ReportPdfResult> {
    const site = this.site;
    if (!site) {
      throw new AppFailure('validation', ref('error.report.noPdfHere'));
    }
    const { query, lang, numerals } = input;
    // The place in the report's language where the store has it, as the page names it (printed-place.ts).
    const { id, name } = query.subject.place;
    // Hindi reads place names as the data service gives them in English (dataLangFor).
    const placeLang = dataLangFor(lang);
    const place =
      (placeLang === 'en' ? null : this.deps.placeName?.(id, lang)) ?? knownPlaceName(name, placeLang) ?? name;
    // The title is a document's and a file's name: worded, then without the marks that isolate the place in it.
    const title = stripBidiControls(formatMessage(lang, 'reportPrint.title', { place }));
    // As an export: the dialog where the host has one (Electron), else a download (browser mode).
    const destination = input.file ?? (this.deps.chooseExportPath ? { kind: 'dialog' } : { kind: 'download' });
    const target = await resolveDestination(destination, suggestedFileName(title, 'pdf'), 'pdf', this.deps);
    // A kept version prints its stored result: the page reads it by id and version rather than computing the query.
    const kept = input.kept
      ? { reportId: input.kept.id, ...(input.kept.version ? { version: input.kept.version } : {}) }
      : {};
    const url = site.urlOf(printRouteOf({ query, lang, numerals, ...kept }));
    // Read before the print starts: a brand saved meanwhile is the one printed next time.
    const brand = brandLine(await this.deps.brand?.());
    const printed = await writeAtomically(
      target.file,
      (temp) =>
        site.printer.print(url, temp, {
          title,
          brand,
          lang,
          timeoutMs: this.timeoutMs,
          ...(signal ? { signal } : {}),
        }),
      this.deps.dataDir ? { dataDir: this.deps.dataDir } : {},
    );
    return { file: target.fileName, saved: target.saved(printed.bytes), pages: printed.pages, bytes: printed.bytes };
  }

  /** Closes the printer of the site in use (its browser), if any. */
  async close(): Promise<void> {
    await this.site?.printer.close();
    this.site = null;
  }
}
