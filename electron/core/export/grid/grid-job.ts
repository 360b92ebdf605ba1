// A grid export as the worker receives it (plain data), and its resolution against the column catalogs: the
// columns asked for plus any that only the sort or a filter needs, with headers and labels settled.
import { AppFailure } from '#shared/errors';
import type { OperationName } from '#shared/data-service/operations';
import type { DataLang, Lang } from '#shared/domain/lang';
import type { ColumnKind, TableColumn } from '#shared/export/table';
import type { GridFilter } from '#shared/ipc/contract/export';
import type { AreaUnit } from '#shared/settings';
import { codedLabels } from '#shared/words/value-labels';
import { catalogOf, pickColumns, type AnyColumnDef } from './catalogs';
import { OPERATION_GRID } from './grid-columns';
import { withRentFigures, type ListingPurpose } from '#shared/grid/listing-columns';
import { gridHeader } from './grid-header';
import { ref } from '#shared/messages/message-ref';

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
  /** The language of the words (headers, labels). */
  lang: Lang;
  /** The language of the records' own texts (titles, place names). */
  dataLang: DataLang;
  displayUnit: AreaUnit;
  /** A listing search's purpose: where rents may be among the rows, their period and yearly figure are written too. */
  purpose?: ListingPurpose;
  /** The broker's notes on listings, as the Notes column writes them, by listing id (read in the main process). */
  notes?: Readonly<Record<string, string>>;
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

/**
 * The columns a listing export writes: a rent's advertised amount never stands alone, whatever the grid showed (its
 * period beside it, its yearly figure before it), so no column of the file mixes a month's rent with a year's.
 */
function writtenColumns(job: Pick<GridJob, 'operation' | 'columns' | 'purpose'>): GridJob['columns'] {
  if (OPERATION_GRID[job.operation] !== 'listings') return job.columns;
  const ids = withRentFigures(
    job.columns.map((c) => c.id),
    job.purpose ?? 'mixed',
  );
  return ids.map((id) => job.columns.find((c) => c.id === id) ?? { id });
}

export function resolveGrid(
  job: Pick<GridJob, 'operation' | 'columns' | 'sort' | 'filters' | 'lang' | 'displayUnit' | 'purpose'>,
): ResolvedGrid {
  const kind = OPERATION_GRID[job.operation];
  const asks = writtenColumns(job);
  const defs = pickColumns(
    kind,
    asks.map((c) => c.id),
  );
  const columns: ResolvedColumn[] = defs.map((def, i) => {
    const asked = asks[i]!;
    // A rent search's price is the rent as advertised (its period in the next column).
    const header =
      def.id === 'price' && kind === 'listings' && job.purpose === 'for-rent'
        ? gridHeader('gridHeader.advertisedRentAed', job.lang, job.displayUnit)
        : headerOf(def, job.lang, job.displayUnit);
    return {
      def,
      column: {
        id: def.id,
        header: asked.header ?? header,
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
      throw new AppFailure('validation', ref('error.export.unknownColumnShort', { field, id, kind }), { field });
    }
    columns.push({
      def,
      column: { id, header: headerOf(def, job.lang, job.displayUnit), kind: def.kind },
      labels: null,
    });
  }
  return { columns, written: defs.length };
}
