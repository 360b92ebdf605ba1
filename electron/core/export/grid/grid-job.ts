// A grid export as the worker receives it (plain data), and its resolution against the column catalogs: the
// columns asked for plus any that only the sort or a filter needs, with headers and labels settled.
import { AppFailure } from '#shared/errors';
import type { OperationName } from '#shared/data-service/operations';
import type { Lang } from '#shared/domain/lang';
import type { ColumnKind, TableColumn } from '#shared/export/table';
import type { GridFilter } from '#shared/ipc/contract/export';
import type { AreaUnit } from '#shared/settings';
import { codedLabels } from '#shared/words/value-labels';
import { catalogOf, pickColumns, type AnyColumnDef } from './catalogs';
import { OPERATION_GRID } from './grid-columns';
import { gridHeader } from './header-words';

export interface GridJob {
  cacheFile: string;
  operation: OperationName;
  /** Every page to read, with its cache key. */
  pages: { page: number; key: string }[];
  /** The unit the source reports areas in (the cache keeps raw bodies). */
  sourceAreaUnit: AreaUnit;
  columns: { id: string; header?: string | undefined; labels?: Record<string, string> | undefined }[];
  sort: { column: string; direction: 'asc' | 'desc' }[];
  filters: GridFilter[];
  lang: Lang;
  displayUnit: AreaUnit;
}

export interface ResolvedColumn {
  def: AnyColumnDef;
  column: TableColumn;
  labels: Record<string, string> | null;
}

export interface ResolvedGrid {
  /** Written columns first, then those only the sort or filters read (computed, never written). */
  columns: ResolvedColumn[];
  written: number;
}

/** The column's header in the export's language and unit, for a column the caller gave no header of its own. */
export function headerOf(def: AnyColumnDef, lang: Lang, unit: AreaUnit): string {
  return gridHeader(def.header, lang, unit);
}

/** The labels of a coded column: the caller's (the grid's own), else the export's language's. */
function labelsOf(def: AnyColumnDef, asked: Record<string, string> | undefined, lang: Lang) {
  if (!def.coded) return null;
  return asked ?? codedLabels(def.id, lang);
}

export function resolveGrid(
  job: Pick<GridJob, 'operation' | 'columns' | 'sort' | 'filters' | 'lang' | 'displayUnit'>,
): ResolvedGrid {
  const kind = OPERATION_GRID[job.operation];
  const defs = pickColumns(
    kind,
    job.columns.map((c) => c.id),
  );
  const columns: ResolvedColumn[] = defs.map((def, i) => {
    const asked = job.columns[i]!;
    return {
      def,
      column: {
        id: def.id,
        header: asked.header ?? headerOf(def, job.lang, job.displayUnit),
        kind: def.kind as ColumnKind,
        ...(def.width ? { width: def.width } : {}),
      },
      labels: labelsOf(def, asked.labels, job.lang),
    };
  });
  const wanted = [
    ...job.sort.map((s, i) => ({ id: s.column, field: `sort.${i}.column` })),
    ...job.filters.map((f, i) => ({ id: f.column, field: `filters.${i}.column` })),
  ];
  const catalog = catalogOf(kind);
  for (const { id, field } of wanted) {
    if (columns.some((c) => c.def.id === id)) continue;
    const def = catalog.columns.find((c) => c.id === id);
    if (!def) {
      throw new AppFailure('validation', `${field}: "${id}" is not a column of ${kind} grids.`, { field });
    }
    columns.push({
      def,
      column: { id, header: headerOf(def, job.lang, job.displayUnit), kind: def.kind },
      labels: null,
    });
  }
  return { columns, written: defs.length };
}
