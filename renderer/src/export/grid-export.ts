// A grid's export as the core takes it (`export:grid`): the grid's query without its page (so every fetched page
// is written, not only the one on screen), its visible columns in their order with the headers and value labels
// the broker reads, and its header sort.
import type { ColDef, GridApi } from 'ag-grid-community';
import type { Lang } from '#shared/domain/lang';
import type { ExportFormat } from '#shared/export/table';
import type { DataRequest, ExportDestination, GridExportInput } from '#shared/ipc/contract';
import type { AreaUnit } from '#shared/format/values';
import { SELECTION_COLUMN } from '../grid';

export interface ShownColumn {
  id: string;
  header: string;
  /** Labels of coded values (purpose, completion …) as the grid shows them. */
  labels?: Record<string, string>;
}

export interface ShownSort {
  colId: string;
  direction: 'asc' | 'desc';
}

/** What a column definition may carry for exports (codeColumn puts its label table here). */
interface ExportContext {
  labels?: Readonly<Record<string, string>>;
}

/** Ids the core accepts as column ids (ag-grid's own columns, like the selection checkboxes, are not data). */
const COLUMN_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The columns the broker sees, in the order shown. */
export function shownColumns<T>(api: GridApi<T>): ShownColumn[] {
  return api.getAllDisplayedColumns().flatMap((column) => {
    const id = column.getColId();
    const def = column.getColDef() as ColDef<T> & { context?: ExportContext };
    if (!COLUMN_ID.test(id) || id === SELECTION_COLUMN || def.checkboxSelection || id.startsWith('ag-Grid-')) return [];
    const labels = def.context?.labels;
    return [{ id, header: (def.headerName ?? id).trim() || id, ...(labels ? { labels: { ...labels } } : {}) }];
  });
}

/** The header sorts in force, first sort first. */
export function shownSort<T>(api: GridApi<T>): ShownSort[] {
  return api
    .getColumnState()
    .filter((c) => c.sort === 'asc' || c.sort === 'desc')
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .flatMap((c) => (c.sort && COLUMN_ID.test(c.colId) ? [{ colId: c.colId, direction: c.sort }] : []));
}

/** The query behind every fetched page: the same request without its page (and without a cache policy). */
export function allPagesOf(request: DataRequest): DataRequest {
  const { page: _page, ...params } = request.params as Record<string, unknown>;
  return { operation: request.operation, params } as DataRequest;
}

export interface GridExportArgs {
  request: DataRequest;
  columns: ShownColumn[];
  sort: ShownSort[];
  lang: Lang;
  areaUnit: AreaUnit;
  format: ExportFormat;
  destination: ExportDestination;
  taskId: string;
}

export function gridExportInput(args: GridExportArgs): GridExportInput {
  return {
    taskId: args.taskId,
    format: args.format,
    destination: args.destination,
    presentation: { lang: args.lang, areaUnit: args.areaUnit },
    request: allPagesOf(args.request),
    columns: args.columns,
    sort: args.sort.map((s) => ({ column: s.colId, direction: s.direction })),
    filters: [],
  };
}
