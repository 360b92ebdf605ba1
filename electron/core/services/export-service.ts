// The export service: any table (analytics, portfolios, the compare panel) or any grid (every fetched page of its
// query, read from the offline cache by the worker) to .xlsx or CSV. The writing runs on the compute worker, so
// the core's thread only plans: which pages, which columns, what the About sheet says, where the file goes.
import { randomUUID } from 'node:crypto';
import { AppFailure } from '#shared/errors';
import { isPagedOperation, type OperationInput, type OperationName } from '#shared/data-service/operations';
import type { ExportResult, GridExportRequest, TableExportRequest } from '#shared/ipc/contract/export';
import { cacheKey } from '../cache/cache-key';
import { validateParams } from '../client/data-service-client';
import type { DataRuntime } from '../data/data-runtime';
import type { EventBus } from '../events';
import { publicBaseUrl, type AboutFacts } from '../export/about-sheet';
import { describeQuery } from '../export/describe-query';
import { resolveDestination, suggestedFileName, type DestinationHost } from '../export/destination';
import type { Download } from '../export/downloads';
import { describeOrder } from '../export/grid/describe-order';
import { OPERATION_GRID } from '../export/grid/grid-columns';
import { resolveGrid, type GridJob } from '../export/grid/grid-job';
import type { ExportProgress, ExportTarget } from '../worker/methods/export-methods';
import { STAGE_SLICE_ROWS } from '../worker/methods/export-staging';
import type { WorkerHost } from '../worker/worker-host';

export interface ExportServiceDeps extends DestinationHost {
  data: DataRuntime;
  worker: WorkerHost;
  events: EventBus;
  version: string;
  /** Pages a fetch-all stops at: pages beyond it were never fetched, so they are not "missing". */
  pageCap: () => number;
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export class ExportService {
  private readonly tasks = new Map<string, AbortController>();

  constructor(private readonly deps: ExportServiceDeps) {}

  /** What every About sheet states about the source and the app; the key is never among it. */
  private facts(partial: Pick<AboutFacts, 'title' | 'parameters' | 'fetched' | 'notes' | 'lang' | 'areaUnit'>): AboutFacts {
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
      throw new AppFailure('validation', `Task ${taskId} is already running.`, { field: 'taskId' });
    }
    const abort = new AbortController();
    const onAbort = (): void => abort.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
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

  async exportTable(input: TableExportRequest, signal?: AbortSignal): Promise<ExportResult> {
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
      const stage = await this.stage(input.sheets, abort);
      const written = await this.deps.worker
        .call(
          'compute',
          'export:write-table',
          {
            target: this.target(target.file, format, presentation),
            about,
            sheets: stage ? input.sheets.map((s) => ({ ...s, rows: [] })) : input.sheets,
            csvSheet: input.csvSheet ?? 0,
            ...(stage ? { stage } : {}),
          },
          { signal: abort, onProgress },
        )
        .finally(() => {
          if (stage) void this.deps.worker.call('compute', 'export:drop-stage', { stage }).catch(() => {});
        });
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
    const { format, presentation } = input;
    const { operation } = input.request;
    const { page: _page, ...params } = input.request.params as Record<string, unknown>;
    const job: GridJob = {
      cacheFile: this.deps.data.store.file,
      operation,
      pages: [],
      sourceAreaUnit: this.deps.data.connection().areaUnit,
      columns: input.columns,
      sort: input.sort,
      filters: input.filters,
      lang: presentation.lang,
      displayUnit: presentation.areaUnit,
    };
    // Checks the columns, sort and filters here, so a bad id is a clear error before any work starts.
    const grid = resolveGrid(job);
    job.pages = await this.pagesOf(operation, params, input.page);
    const source = this.deps.data.source();
    const described = describeQuery(operation, params, (kind, id) =>
      this.deps.data.store.entities.name(source.id, kind, id),
    );
    const title = input.title ?? described.title;
    const header = (id: string): string => grid.columns.find((c) => c.def.id === id)?.column.header ?? id;
    const about = this.facts({
      title,
      parameters: [{ name: 'operation', value: operation }, ...described.parameters],
      fetched: { oldest: null, newest: null },
      notes: describeOrder(input.sort, input.filters, header),
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
          sheetName: capitalized(OPERATION_GRID[operation]),
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
   * Sends a large table's rows to the worker in slices, one message each, yielding between them: one message of
   * 100,000 rows would be cloned on this thread in one go. Small tables go with the write itself (null).
   */
  private async stage(sheets: TableExportRequest['sheets'], signal: AbortSignal): Promise<string | null> {
    if (sheets.reduce((n, s) => n + s.rows.length, 0) <= STAGE_SLICE_ROWS) return null;
    const stage = randomUUID();
    try {
      for (const [sheet, { rows }] of sheets.entries()) {
        for (let from = 0; from < rows.length; from += STAGE_SLICE_ROWS) {
          if (signal.aborted) throw new AppFailure('cancelled', 'The export was cancelled.');
          const slice = rows.slice(from, from + STAGE_SLICE_ROWS);
          await this.deps.worker.call('compute', 'export:stage-rows', { stage, sheet, rows: slice });
        }
      }
    } catch (error) {
      void this.deps.worker.call('compute', 'export:drop-stage', { stage }).catch(() => {});
      throw error;
    }
    return stage;
  }

  private target(file: string, format: ExportTarget['format'], p: { lang: string; areaUnit: ExportTarget['unit'] }): ExportTarget {
    return { file, format, unit: p.areaUnit, rightToLeft: p.lang === 'ar' };
  }

  /** The cache keys of the grid's pages: page 1 (from the cache) says how many there are. */
  private async pagesOf(
    operation: OperationName,
    params: Record<string, unknown>,
    only: number | undefined,
  ): Promise<GridJob['pages']> {
    const source = this.deps.data.source();
    const keyOf = (page: number | null): string => {
      const input = (page === null ? params : { ...params, page }) as OperationInput<OperationName>;
      return cacheKey(source.id, operation, validateParams(operation, input));
    };
    if (!isPagedOperation(operation)) return [{ page: 1, key: keyOf(null) }];
    if (only !== undefined) return [{ page: only, key: keyOf(only) }];
    let totalPages: number;
    try {
      const first = await this.deps.data.gateway.fetch(operation, { ...params, page: 1 } as never, { policy: 'offline' });
      totalPages = (first.result as { totalPages: number }).totalPages;
    } catch (error) {
      if (error instanceof AppFailure && error.appError.code === 'offline') {
        throw new AppFailure('not-found', 'Nothing to export yet: this search is not in the offline cache. Run it first.');
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
