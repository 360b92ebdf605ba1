// The export service: any table (analytics, portfolios, the compare panel) or any grid (every fetched page of its
// query, read from the offline cache by the worker) to .xlsx or CSV. The writing runs on the compute worker, so
// the core's thread only plans: which pages, which columns, what the About sheet says, where the file goes.
import { listingPurposeOf } from '#shared/grid/listing-columns';
import { randomUUID } from 'node:crypto';
import { AppFailure } from '#shared/errors';
import { dataLangOf, isRtl } from '#shared/domain/lang';
import { isPagedOperation, type OperationInput, type OperationName } from '#shared/data-service/operations';
import type {
  ExportResult,
  GridExportRequest,
  TableExportInput,
  TableExportRequest,
} from '#shared/ipc/contract/export';
import { cacheKey } from '../cache/cache-key';
import { validateParams } from '../client/data-service-client';
import type { DataRuntime } from '../data/data-runtime';
import type { EventBus } from '../events';
import { publicBaseUrl, type AboutFacts } from '../export/about-sheet';
import { describeQuery } from '../export/describe-query';
import { resolveDestination, suggestedFileName, type DestinationHost } from '../export/destination';
import type { Download } from '../export/downloads';
import { describeOrder, rentOrderNote } from '../export/grid/describe-order';
import { defaultRowOrder } from '#shared/grid/rent-order';
import { OPERATION_GRID } from '../export/grid/grid-columns';
import { resolveGrid, type GridJob } from '../export/grid/grid-job';
import { gridSheetName } from '../export/grid/grid-header';
import type { ExportProgress, ExportTarget } from '../worker/methods/export-methods';
import { SLICE_ROWS } from '../worker/methods/row-streams';
import type { WorkerHost } from '../worker/worker-host';
import { storedPlaceName } from './location-names';
import { ref } from '#shared/messages/message-ref';

export interface ExportServiceDeps extends DestinationHost {
  data: DataRuntime;
  worker: WorkerHost;
  events: EventBus;
  version: string;
  /** Pages a fetch-all stops at: pages beyond it were never fetched, so they are not "missing". */
  pageCap: () => number;
  /** The broker's notes on listings by listing id, as a listing file's Notes column writes them. */
  listingNotes?: () => Promise<Readonly<Record<string, string>>>;
}

/** The defaults the channel's schema gives, for callers inside the core (their input is not parsed). */
function withTableDefaults(input: TableExportInput): TableExportRequest {
  return {
    ...input,
    presentation: {
      lang: input.presentation?.lang ?? 'en',
      ...(input.presentation?.dataLang ? { dataLang: input.presentation.dataLang } : {}),
      areaUnit: input.presentation?.areaUnit ?? 'sqft',
    },
    parameters: input.parameters ?? [],
    fetched: input.fetched ?? { oldest: null, newest: null },
    notes: input.notes ?? [],
  };
}

export class ExportService {
  private readonly tasks = new Map<string, AbortController>();

  constructor(private readonly deps: ExportServiceDeps) {}

  /** What every About sheet states about the source and the app; the key is never among it. */
  private facts(
    partial: Pick<AboutFacts, 'title' | 'parameters' | 'fetched' | 'notes' | 'lang' | 'areaUnit'>,
  ): AboutFacts {
    const source = this.deps.data.source();
    return {
      ...partial,
      source: {
        kind: source.kind,
        baseUrl: source.kind === 'live' ? publicBaseUrl(this.deps.data.connection().baseUrl) : null,
      },
      appVersion: this.deps.version,
      exportedAt: new Date().toISOString(),
    };
  }

  /** Runs one export as a task: cancellable by id or by the caller's signal, with progress events. */
  private async run<T>(
    taskId: string | undefined,
    signal: AbortSignal | undefined,
    work: (signal: AbortSignal, onProgress: (value: unknown) => void) => Promise<T>,
  ): Promise<T> {
    if (taskId && this.tasks.has(taskId)) {
      throw new AppFailure('validation', ref('error.task.running', { taskId }), { field: 'taskId' });
    }
    const abort = new AbortController();
    const onAbort = (): void => abort.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    // A signal that fired before this listener was added never calls it.
    if (signal?.aborted) abort.abort();
    if (taskId) this.tasks.set(taskId, abort);
    const onProgress = (value: unknown): void => {
      if (taskId) this.deps.events.emit('export:progress', { taskId, ...(value as ExportProgress) });
    };
    try {
      return await work(abort.signal, onProgress);
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (taskId) this.tasks.delete(taskId);
    }
  }

  /**
   * Writes a table: the `export:table` channel, and the API other features call directly (analytics, portfolios).
   * Callers inside the core are trusted: their rows are not checked cell by cell as a window's are.
   */
  async exportTable(request: TableExportInput, signal?: AbortSignal): Promise<ExportResult> {
    // A caller already gone is asked for no file (a save dialog) and gets none.
    if (signal?.aborted) throw new AppFailure('cancelled', ref('error.task.cancelled'));
    const input = withTableDefaults(request);
    const { format, presentation } = input;
    const target = await resolveDestination(
      input.destination,
      input.fileName ?? suggestedFileName(input.title, format),
      format,
      this.deps,
    );
    const about = this.facts({
      title: input.title,
      parameters: input.parameters,
      fetched: input.fetched,
      notes: input.notes,
      ...presentation,
    });
    return this.run(input.taskId, signal, async (abort, onProgress) => {
      const streamed = input.sheets.reduce((n, sheet) => n + sheet.rows.length, 0) > SLICE_ROWS;
      const stream = streamed ? randomUUID() : undefined;
      const writing = this.deps.worker.call(
        'compute',
        'export:write-table',
        {
          target: this.target(target.file, format, presentation),
          about,
          sheets: stream ? input.sheets.map((s) => ({ ...s, rows: [], rowsTotal: s.rows.length })) : input.sheets,
          csvSheet: input.csvSheet ?? 0,
          ...(stream ? { stream } : {}),
        },
        { signal: abort, onProgress },
      );
      // A CSV holds one sheet: only its rows are sent (the writer never reads the others).
      const sent =
        format === 'csv'
          ? input.sheets.map((sh, i) => (i === (input.csvSheet ?? 0) ? sh : { ...sh, rows: [] }))
          : input.sheets;
      if (stream) await this.sendRows(stream, sent, writing);
      const written = await writing;
      return {
        format,
        fileName: target.fileName,
        saved: target.saved(written.bytes),
        rows: written.rows,
        sheets: written.sheetNames,
        bytes: written.bytes,
        fetched: input.fetched,
        missingPages: [],
        warnings: [],
      };
    });
  }

  async exportGrid(input: GridExportRequest, signal?: AbortSignal): Promise<ExportResult> {
    if (signal?.aborted) throw new AppFailure('cancelled', ref('error.task.cancelled'));
    const { format, presentation } = input;
    const { operation } = input.request;
    const { page: _page, ...params } = input.request.params as Record<string, unknown>;
    // Asked with no sort (the CLI): a rent search of any period by price is ordered by rent per year, as the grid is.
    const sort = input.sort.length > 0 ? input.sort : defaultRowOrder(operation, params);
    const job: GridJob = {
      cacheFile: this.deps.data.store.file,
      operation,
      pages: [],
      sourceAreaUnit: this.deps.data.connection().areaUnit,
      columns: input.columns,
      sort,
      filters: input.filters,
      lang: presentation.lang,
      dataLang: dataLangOf(presentation),
      displayUnit: presentation.areaUnit,
      purpose: listingPurposeOf(params),
    };
    // The notes are read here (the workspace is this process's); the worker reads only the offline cache.
    if (this.deps.listingNotes && input.columns.some((c) => c.id === 'notes'))
      job.notes = await this.deps.listingNotes();
    // Checks the columns, sort and filters here, so a bad id is a clear error before any work starts.
    const grid = resolveGrid(job);
    job.pages = await this.pagesOf(operation, params, input.page);
    const source = this.deps.data.source();
    const described = describeQuery(
      operation,
      params,
      (kind, id) => {
        const store = this.deps.data.store.entities;
        const local =
          kind === 'location'
            ? storedPlaceName(store.entry(source.id, kind, id)?.data, dataLangOf(presentation))
            : null;
        return local ?? store.name(source.id, kind, id);
      },
      presentation.lang,
    );
    const title = input.title ?? described.title;
    const header = (id: string): string => grid.columns.find((c) => c.def.id === id)?.column.header ?? id;
    const about = this.facts({
      title,
      parameters: described.parameters,
      fetched: { oldest: null, newest: null },
      notes: [
        ...describeOrder(sort, input.filters, header, presentation.lang),
        ...rentOrderNote(operation, params, sort, presentation.lang),
      ],
      ...presentation,
    });
    const target = await resolveDestination(
      input.destination,
      input.fileName ?? suggestedFileName(title, format),
      format,
      this.deps,
    );
    return this.run(input.taskId, signal, async (abort, onProgress) => {
      const written = await this.deps.worker.call(
        'compute',
        'export:write-grid',
        {
          target: this.target(target.file, format, presentation),
          about,
          job,
          sheetName: gridSheetName(OPERATION_GRID[operation], presentation.lang),
        },
        { signal: abort, onProgress },
      );
      return {
        format,
        fileName: target.fileName,
        saved: target.saved(written.bytes),
        rows: written.rows,
        sheets: written.sheetNames,
        bytes: written.bytes,
        fetched: { oldest: written.oldestFetchedAt, newest: written.newestFetchedAt },
        missingPages: written.missingPages,
        warnings: written.notes,
      };
    });
  }

  /**
   * Streams a large table's rows to the writing worker in slices, one message each: one message of 100,000 rows
   * would be cloned on this thread in one go, and the worker would hold a second copy of them all. Each slice is
   * sent once the writer has taken the one before. When the writing fails, its own error is the one reported.
   */
  private async sendRows(
    stream: string,
    sheets: TableExportRequest['sheets'],
    writing: Promise<unknown>,
  ): Promise<void> {
    const failed = writing.then(
      () => false,
      () => true,
    );
    try {
      for (const [sheet, { rows }] of sheets.entries()) {
        for (let from = 0; from < rows.length; from += SLICE_ROWS) {
          const slice = rows.slice(from, from + SLICE_ROWS);
          await this.deps.worker.call('compute', 'export:append-rows', { stream, sheet, rows: slice });
        }
      }
      await this.deps.worker.call('compute', 'export:end-rows', { stream });
    } catch (error) {
      if (await failed) return; // the caller awaits `writing` and reports why it failed
      throw error;
    }
  }

  private target(
    file: string,
    format: ExportTarget['format'],
    p: { lang: ExportTarget['lang']; areaUnit: ExportTarget['unit'] },
  ): ExportTarget {
    return { file, format, unit: p.areaUnit, lang: p.lang, rightToLeft: isRtl(p.lang) };
  }

  /** The cache keys of the grid's pages: page 1 (from the cache) says how many there are. */
  private async pagesOf(
    operation: OperationName,
    params: Record<string, unknown>,
    only: number | undefined,
  ): Promise<GridJob['pages']> {
    const source = this.deps.data.source();
    // Parameters are checked once; each page's key adds only its number (4,000 pages would otherwise mean 4,000
    // schema parses on this thread).
    const checked = validateParams(operation, params as OperationInput<OperationName>);
    const keyOf = (page: number | null): string =>
      cacheKey(source.id, operation, (page === null ? checked : { ...checked, page }) as typeof checked);
    if (!isPagedOperation(operation)) return [{ page: 1, key: keyOf(null) }];
    if (only !== undefined) return [{ page: only, key: keyOf(only) }];
    let totalPages: number;
    try {
      const first = await this.deps.data.gateway.fetch(operation, { ...params, page: 1 } as never, {
        policy: 'offline',
      });
      totalPages = (first.result as { totalPages: number }).totalPages;
    } catch (error) {
      if (error instanceof AppFailure && error.appError.code === 'offline') {
        throw new AppFailure('not-found', ref('error.export.notCached'));
      }
      throw error;
    }
    const last = Math.max(1, Math.min(totalPages, this.deps.pageCap()));
    return Array.from({ length: last }, (_, i) => ({ page: i + 1, key: keyOf(i + 1) }));
  }

  cancel(taskId: string): boolean {
    const task = this.tasks.get(taskId);
    task?.abort();
    return task !== undefined;
  }

  /** A finished browser-mode download, for the host to serve. */
  download(id: string): Download | null {
    return this.deps.downloads.get(id);
  }

  close(): void {
    for (const task of this.tasks.values()) task.abort();
    this.deps.downloads.close();
  }
}
