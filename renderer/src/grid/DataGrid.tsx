// The one grid every list view uses: ag-grid (community) with our columns per kind, themed from the app's CSS
// variables (light and dark follow data-theme with no re-render), right to left for Arabic, multi-select with
// checkboxes, a column chooser, and the column layout remembered per view. Rows are virtualised and identified by
// id, so a new `rows` array (a page appended while "fetch all" runs) is applied as a delta: only new rows are
// created and sorted in (deltaSort), rendered rows are left alone.
import {
  type CellKeyDownEvent,
  type ColumnMovedEvent,
  type ColumnResizedEvent,
  type ColumnVisibleEvent,
  type ColDef,
  type FullWidthCellKeyDownEvent,
  type GetRowIdParams,
  type GridApi,
  type RowClickedEvent,
  type RowSelectionOptions,
  type SelectionChangedEvent,
  type SortChangedEvent,
  themeQuartz,
} from 'ag-grid-community';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Lang, isRtl } from '#shared/domain/lang';
import { AgGrid } from './AgGrid';
import { ColumnChooser, type ChooserColumn } from './ColumnChooser';
import { type ColumnOptions, type GridColumn, type GridKind, columnsFor, defaultRowId } from './columns';
import { LiveLookups, type Shape, lookupsOf, shapeOf } from './live-lookups';
import { type AreaUnit, formatNumber } from '#shared/format/values';
import { sayIn } from '../i18n/say';
import { useDataLang } from '../i18n/messages';
import { agGridText } from './ag-grid-text';
import { clearLayout, loadLayout, saveLayout } from './layout-storage';
import { appendBatchMs, rowSyncStep, uniqueById } from './row-sync';
import { SELECTION_COLUMN, selectionColumn } from './selection-column';
import './data-grid.css';

export type { ColumnOptions, GridKind } from './columns';

/** A column's sort as the owner sees it (one column at a time). */
export interface GridSort {
  colId: string;
  direction: 'asc' | 'desc';
}
export type { AreaUnit } from '#shared/format/values';

/** A sort as one comparable string ('' for none). */
function sortKeyOf(sort: GridSort | null | undefined): string {
  return sort ? `${sort.colId}:${sort.direction}` : '';
}

/** What the owner's toolbar actions (pin the checked rows, export) can read of the grid. */
export interface GridToolbarContext<T> {
  kind: GridKind;
  stateKey: string;
  /** The grid's API at the moment of asking (null before it exists). */
  api(): GridApi<T> | null;
  /** The checked rows. */
  selected: readonly T[];
  rowCount: number;
  clearSelection(): void;
}

/** Quartz bound to the app's CSS variables: the grid follows the light/dark switch of <html data-theme> by itself. */
export const gridTheme = themeQuartz.withParams({
  backgroundColor: 'var(--surface)',
  foregroundColor: 'var(--text)',
  textColor: 'var(--text)',
  subtleTextColor: 'var(--muted)',
  borderColor: 'var(--border)',
  accentColor: 'var(--accent)',
  chromeBackgroundColor: 'var(--surface-2)',
  headerBackgroundColor: 'var(--surface-2)',
  headerTextColor: 'var(--text)',
  oddRowBackgroundColor: { ref: 'foregroundColor', mix: 0.025, onto: 'backgroundColor' },
  rowHoverColor: { ref: 'accentColor', mix: 0.08 },
  selectedRowBackgroundColor: { ref: 'accentColor', mix: 0.16 },
  menuBackgroundColor: 'var(--surface)',
  tooltipBackgroundColor: 'var(--surface)',
  tooltipTextColor: 'var(--text)',
  tooltipBorder: { color: 'var(--border)' },
  browserColorScheme: 'inherit',
  fontFamily: 'var(--font)',
  fontSize: 13,
  headerFontSize: 12,
  headerFontWeight: 600,
  rowHeight: 34,
  headerHeight: 38,
  spacing: 6,
  wrapperBorderRadius: 'var(--radius)',
  borderRadius: 6,
});

/** Column events that are not the broker's doing (our own restore and reset, new definitions): not saved. */
const NOT_THE_BROKER: ReadonlySet<string> = new Set([
  'api',
  'gridOptionsChanged',
  'gridInitializing',
  'flex',
  'rowModelUpdated',
  'rowDataUpdated',
  'cellDataTypeInferred',
  'viewportSizeFeature',
  'alignedGridChanged',
]);

/**
 * One rule for blanks, in the grid as in the exports (core/export/grid/row-order.ts): last whichever way a column is
 * sorted. ag-grid put them first when ascending, so a sort by rent per year opened on the daily lets' empty cells.
 */
export function blanksLast(a: unknown, b: unknown, _nodeA: unknown, _nodeB: unknown, descending: boolean): number {
  const blankA = a === null || a === undefined || a === '' || (typeof a === 'number' && Number.isNaN(a));
  const blankB = b === null || b === undefined || b === '' || (typeof b === 'number' && Number.isNaN(b));
  // ag-grid turns the result over for a descending sort: a blank is then "smaller" so it still ends up last.
  if (blankA || blankB) return blankA === blankB ? 0 : (blankA ? 1 : -1) * (descending ? -1 : 1);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return COLLATOR.compare(String(a), String(b));
}

const COLLATOR = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const DEFAULT_COL_DEF: ColDef = {
  sortable: true,
  comparator: blanksLast,
  resizable: true,
  minWidth: 64,
  // A header longer than its column (Russian, Chinese) takes a second line rather than an ellipsis: columns stay
  // narrow for their figures. Only the header row grows; data rows keep one fixed height.
  wrapHeaderText: true,
  autoHeaderHeight: true,
  // Our columns bring their own getters, formatters and comparators: no type inference from the first row.
  cellDataType: false,
  suppressHeaderMenuButton: true,
};

const ROW_SELECTION: RowSelectionOptions = {
  mode: 'multiRow',
  // Our own light checkbox column (selection-column.ts) shows and toggles the selection.
  checkboxes: false,
  // Selection feeds a compare panel of a few rows; a select-all box would also recount every row on each update.
  headerCheckbox: false,
  // A row click opens the detail; selecting is the checkbox's (or Space's) job.
  enableClickSelection: false,
};

export interface DataGridProps<T> {
  /** Which columns (and default row ids) the grid has. */
  kind: GridKind;
  /**
   * Immutable: a new array for every change. An array that starts with the previous one's rows (a page appended)
   * only adds the new rows; any other array is matched to the grid's rows by id.
   */
  rows: readonly T[];
  /** Stable id of a row; defaults to the kind's id field (externalID, transactionId). */
  getRowId?: (row: T) => string;
  /** A row was clicked or Enter pressed on it: open its detail. */
  onOpen?: (row: T) => void;
  /** The checked rows changed (for the compare panel). */
  onSelectionChange?: (rows: T[]) => void;
  /** Shows the loading overlay while there are no rows yet; with rows, a "loading more" note instead. */
  loading?: boolean;
  /** Overlay text when there are no rows. */
  emptyMessage?: string;
  /** Language of localized data and of the grid's own texts; Arabic turns the grid right to left. */
  lang: Lang;
  /** Display unit for areas and prices per area; data is always in square feet. */
  areaUnit: AreaUnit;
  /** Name the column layout (order, widths, hidden, sort) is remembered under; one per view. */
  stateKey: string;
  /** The sort the header shows; a new value replaces the grid's (a new search never keeps an old header sort). */
  sort?: GridSort | null;
  /** The broker sorted by a header (null: cleared it); the owner decides what that sort means. */
  onSortChange?: (sort: GridSort | null) => void;
  /** Column choices of this list (a purpose column where sale and rent mix, no developer on a developer's page). */
  columnOptions?: ColumnOptions;
  /** Buttons beside the row count (pin the checked rows, export), given what they need of the grid. */
  actions?: (grid: GridToolbarContext<T>) => ReactNode;
  /** The grid API once the grid exists (exports read the current sort and visible columns through it). */
  onGridReady?: (api: GridApi<T>) => void;
  className?: string;
}

/** Renders the owner's toolbar actions with what they may read of the grid. */
function ToolbarActions<T>({
  render,
  ...grid
}: GridToolbarContext<T> & { render: (g: GridToolbarContext<T>) => ReactNode }) {
  return render(grid);
}

function isSelectionCellTarget(event: Event | null | undefined): boolean {
  const target = event?.target;
  return target instanceof Element && target.closest(`[col-id="${SELECTION_COLUMN}"]`) !== null;
}

export function DataGrid<T>(props: DataGridProps<T>) {
  const { kind, rows, lang, areaUnit, stateKey, loading = false, emptyMessage, className } = props;
  const say = useMemo(() => sayIn(lang), [lang]);
  // The grid reads its own words only when it is made (a new language makes a new grid): the same object until then.
  const localeText = useMemo(() => agGridText(say), [say]);
  const rtl = isRtl(lang) || (typeof document !== 'undefined' && document.documentElement.dir === 'rtl');

  // Callbacks read the latest props through a ref so the grid's options stay stable between renders.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const apiRef = useRef<GridApi<T> | null>(null);
  const appliedKeyRef = useRef<string | null>(null);
  // What the grid shows now, so that an effect does not do again what making the grid did.
  const sortShownRef = useRef<string | null>(null);
  const unitShownRef = useRef<AreaUnit>(areaUnit);
  const selectionRef = useRef<{ kind: GridKind; ids: string[] }>({ kind, ids: [] });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [selected, setSelected] = useState<readonly T[]>([]);
  const selectedCount = selected.length;

  const { columnOptions } = props;
  const dataLang = useDataLang();
  // The columns read the list's lookups (place names, other adverts, notes) through handles: new lookups redraw the
  // cells (below) rather than make new columns. What the handles read is the lookups of the last commit.
  const [live] = useState(() => new LiveLookups(lookupsOf(columnOptions)));
  // By value: an owner may pass equal options as a new object at each render.
  const shape = JSON.stringify(shapeOf(columnOptions));
  const columnDefs = useMemo(
    () =>
      columnsFor(kind, {
        lang,
        dataLang,
        areaUnit,
        viewportWidth: window.innerWidth,
        ...live.columnOptions(JSON.parse(shape) as Shape),
      }) as unknown as GridColumn<T>[],
    [kind, lang, dataLang, areaUnit, shape, live],
  );

  const idOf = useCallback(
    (row: T) => (latest.current.getRowId ?? (defaultRowId(kind) as unknown as (row: T) => string))(row),
    [kind],
  );
  const getRowId = useCallback((p: GetRowIdParams<T>) => idOf(p.data), [idOf]);

  // Rows reach the grid through its API rather than the rowData prop: appended pages become batched `add`
  // transactions (only the new rows are created and merged into the sort; pages arriving together, as from the
  // cache, cost one pass), anything else an id-keyed delta of the whole set. The prop only seeds each instance.
  const [seedRows] = useState(() =>
    uniqueById(rows, props.getRowId ?? (defaultRowId(kind) as unknown as (row: T) => string)),
  );
  const gridRowsRef = useRef<readonly T[]>(seedRows);
  const knownIdsRef = useRef<Set<string>>(new Set());
  const syncRows = useCallback(
    (api: GridApi<T>, next: readonly T[]) => {
      const prev = gridRowsRef.current;
      const step = rowSyncStep(prev, next);
      if (step === 'same') return;
      gridRowsRef.current = next;
      const known = knownIdsRef.current;
      if (step === 'append') {
        const added = uniqueById(next.slice(prev.length), idOf, (id) => known.has(id));
        for (const row of added) known.add(idOf(row));
        if (added.length > 0) api.applyTransactionAsync({ add: added });
      } else {
        // A batch still waiting must not land on top of the new set.
        api.flushAsyncTransactions();
        const unique = uniqueById(next, idOf);
        knownIdsRef.current = new Set(unique.map(idOf));
        api.setGridOption('rowData', unique);
      }
    },
    [idOf],
  );

  // Before paint: the row count above the grid and the rows in it change in the same frame.
  useLayoutEffect(() => {
    const api = apiRef.current;
    if (api && !api.isDestroyed()) syncRows(api, rows);
  }, [rows, syncRows]);

  const syncHidden = useCallback((api: GridApi<T>) => {
    const off = (api.getColumns() ?? []).filter((c) => !c.isVisible()).map((c) => c.getColId());
    setHidden(new Set(off.filter((id) => id !== SELECTION_COLUMN)));
  }, []);

  const saveNow = useCallback(() => {
    const api = apiRef.current;
    if (api && !api.isDestroyed()) saveLayout(latest.current.stateKey, api.getColumnState());
  }, []);

  /** Saves after the broker changed the layout; the grid reports column events later, with their source. */
  const persist = useCallback(
    (e: { source?: string }) => {
      if (!NOT_THE_BROKER.has(e.source ?? '')) saveNow();
    },
    [saveNow],
  );

  /** Shows the owner's sort in the header (and orders the rows by it); nothing else is sorted. */
  const applySort = useCallback((api: GridApi<T>) => {
    const sort = latest.current.sort ?? null;
    sortShownRef.current = sortKeyOf(sort);
    api.applyColumnState({
      state: sort ? [{ colId: sort.colId, sort: sort.direction }] : [],
      defaultState: { sort: null },
    });
  }, []);
  const applyLayout = useCallback(
    (api: GridApi<T>, key: string) => {
      const saved = loadLayout(key);
      if (saved) api.applyColumnState({ state: saved, applyOrder: true });
      else api.resetColumnState();
      appliedKeyRef.current = key;
      applySort(api);
      syncHidden(api);
    },
    [syncHidden, applySort],
  );

  // As the grid is made (AgGrid's onCreated, before the browser paints), not at ag-grid's gridReady a timer later:
  // the first search's rows and the saved layout are in the grid's first frame.
  const onGridMade = useCallback(
    (api: GridApi<T>) => {
      apiRef.current = api;
      unitShownRef.current = latest.current.areaUnit;
      // A new instance starts from the seed rows; bring it up to the rows of now.
      gridRowsRef.current = seedRows;
      knownIdsRef.current = new Set(seedRows.map(idOf));
      syncRows(api, latest.current.rows);
      applyLayout(api, latest.current.stateKey);
      // A remount keeps the checked rows when it shows the same kind (language or direction changed); for another
      // kind the old selection is gone, and the owner hears so.
      const remembered = selectionRef.current;
      const nodes =
        remembered.kind === latest.current.kind
          ? remembered.ids.flatMap((id) => {
              const node = api.getRowNode(id);
              return node ? [node] : [];
            })
          : [];
      if (nodes.length > 0) {
        api.setNodesSelected({ nodes, newValue: true, source: 'api' });
      } else if (remembered.ids.length > 0) {
        selectionRef.current = { kind: latest.current.kind, ids: [] };
        setSelected([]);
        latest.current.onSelectionChange?.([]);
      }
      latest.current.onGridReady?.(api);
    },
    [applyLayout, idOf, seedRows, syncRows],
  );

  // Another view in the same grid: bring in its layout.
  useEffect(() => {
    const api = apiRef.current;
    if (api && !api.isDestroyed() && appliedKeyRef.current !== stateKey) applyLayout(api, stateKey);
  }, [stateKey, applyLayout]);

  // The owner's sort changed (a new search, a service sort): the header follows it.
  // A grid just made has it already (onGridMade).
  const sortKey = sortKeyOf(props.sort);
  useEffect(() => {
    const api = apiRef.current;
    if (api && !api.isDestroyed() && sortShownRef.current !== sortKey) applySort(api);
  }, [sortKey, applySort]);

  /** A header sorted by the broker goes to the owner; sorts the grid applies itself are not reported. */
  const onSortChanged = useCallback((e: SortChangedEvent<T>) => {
    if (e.source !== 'uiColumnSorted') return;
    const sorted = e.api.getColumnState().find((c) => c.sort === 'asc' || c.sort === 'desc');
    latest.current.onSortChange?.(sorted?.sort ? { colId: sorted.colId, direction: sorted.sort } : null);
  }, []);

  // Values change with the unit while the columns stay: redraw what is on screen (a grid just made drew them in it).
  useEffect(() => {
    const api = apiRef.current;
    if (!api || api.isDestroyed() || unitShownRef.current === areaUnit) return;
    unitShownRef.current = areaUnit;
    api.refreshCells({ force: true });
  }, [areaUnit]);

  // New lookups (more place names known, other adverts counted, notes written): the handles read them from now on,
  // the cells on screen are drawn again, and a grid sorted by one of them is sorted again. Before paint, in the same
  // frame as the rows they are of.
  const { placeName, repeats, notes } = lookupsOf(columnOptions);
  useLayoutEffect(() => {
    const changed = live.set({ placeName, repeats, notes });
    const api = apiRef.current;
    if (!changed || !api || api.isDestroyed()) return;
    api.refreshCells({ force: true });
    if (api.getColumnState().some((c) => c.sort)) api.refreshClientSideRowModel('sort');
  }, [live, placeName, repeats, notes]);

  const onSelectionChanged = useCallback((e: SelectionChangedEvent<T>) => {
    const nodes = e.api.getSelectedNodes();
    selectionRef.current = { kind: latest.current.kind, ids: nodes.flatMap((n) => (n.id ? [n.id] : [])) };
    const rows = nodes.flatMap((n) => (n.data ? [n.data] : []));
    setSelected(rows);
    latest.current.onSelectionChange?.(rows);
  }, []);

  const onRowClicked = useCallback((e: RowClickedEvent<T>) => {
    if (isSelectionCellTarget(e.event) || !e.data) return;
    latest.current.onOpen?.(e.data);
  }, []);

  const onCellKeyDown = useCallback((e: CellKeyDownEvent<T> | FullWidthCellKeyDownEvent<T>) => {
    const key = e.event;
    // Space (ag-grid's own) ticks the row; Enter opens it.
    if (!(key instanceof KeyboardEvent) || key.key !== 'Enter' || key.repeat || !e.data) return;
    if (key.altKey || key.ctrlKey || key.metaKey || key.shiftKey) return;
    latest.current.onOpen?.(e.data);
  }, []);

  const onColumnMoved = useCallback((e: ColumnMovedEvent<T>) => e.finished && persist(e), [persist]);
  const onColumnResized = useCallback((e: ColumnResizedEvent<T>) => e.finished && persist(e), [persist]);
  const onColumnVisible = useCallback(
    (e: ColumnVisibleEvent<T>) => {
      if (apiRef.current) syncHidden(apiRef.current);
      persist(e);
    },
    [persist, syncHidden],
  );

  const onGridPreDestroyed = useCallback(() => {
    apiRef.current = null;
    appliedKeyRef.current = null;
  }, []);

  const gridColumnDefs = useMemo<ColDef<T>[]>(
    () => [selectionColumn<T>(say('grid.ui.select'), rtl), ...columnDefs],
    [columnDefs, say, rtl],
  );

  const overlayParams = useMemo(
    () => ({
      loading: { overlayText: say('grid.ui.loading') },
      noRows: { overlayText: emptyMessage ?? say('grid.ui.noRows') },
    }),
    [say, emptyMessage],
  );

  const chooserColumns: ChooserColumn[] = columnDefs.map((c) => ({
    colId: c.colId,
    label: c.headerName ?? c.colId,
    visible: !hidden.has(c.colId),
  }));

  // For the owner's actions and the chooser: read when they act (a click), never while rendering; a grid a key change
  // destroyed before ag-grid's own events started is not one.
  const currentApi = useCallback(() => {
    const api = apiRef.current;
    return api && !api.isDestroyed() ? api : null;
  }, []);

  const setVisible = (ids: string[], visible: boolean) => {
    const api = currentApi();
    if (!api || ids.length === 0) return;
    api.setColumnsVisible(ids, visible);
    saveNow();
    syncHidden(api);
  };

  const resetLayout = () => {
    const api = currentApi();
    if (!api) return;
    api.resetColumnState();
    clearLayout(latest.current.stateKey);
    applySort(api);
    syncHidden(api);
  };

  const showOverlayLoading = loading && rows.length === 0;

  const clearSelection = useCallback(() => currentApi()?.deselectAll(), [currentApi]);

  return (
    <section
      className={className ? `data-grid ${className}` : 'data-grid'}
      data-testid="data-grid"
      data-kind={kind}
      data-row-count={rows.length}
      aria-label={say(`grid.ui.kinds.${kind}`)}
      aria-busy={loading}
      lang={lang}
      dir={rtl ? 'rtl' : 'ltr'}
    >
      <div className="dg-toolbar">
        <div className="dg-status" aria-live="polite">
          <span data-testid="grid-row-count">
            {say('grid.ui.rowCount', { count: formatNumber(rows.length, lang) })}
          </span>
          {selectedCount > 0 && (
            <span className="dg-selected" data-testid="grid-selected-count">
              {say('grid.ui.selectedCount', { count: formatNumber(selectedCount, lang) })}
            </span>
          )}
          {loading && rows.length > 0 && <span className="dg-loading-more">{say('grid.ui.loadingMore')}</span>}
        </div>
        {props.actions && (
          <ToolbarActions
            render={props.actions}
            kind={kind}
            stateKey={stateKey}
            api={currentApi}
            selected={selected}
            rowCount={rows.length}
            clearSelection={clearSelection}
          />
        )}
        <ColumnChooser
          columns={chooserColumns}
          say={say}
          onToggle={(id, visible) => setVisible([id], visible)}
          onShowAll={() => setVisible([...hidden], true)}
          onReset={resetLayout}
        />
      </div>
      <div className="dg-grid">
        <AgGrid<T>
          // Options read once (row ids, texts, direction) take a fresh grid when they change.
          key={`${kind}|${lang}|${rtl ? 'rtl' : 'ltr'}`}
          onCreated={onGridMade}
          options={{
            theme: gridTheme,
            rowData: seedRows as T[],
            columnDefs: gridColumnDefs,
            defaultColDef: DEFAULT_COL_DEF as ColDef<T>,
            getRowId,
            rowClass: 'grid-row',
            rowSelection: ROW_SELECTION as RowSelectionOptions<T>,
            deltaSort: true,
            asyncTransactionWaitMillis: appendBatchMs(rows.length),
            maintainColumnOrder: true,
            animateRows: false,
            // Every header stays in the page (a grid has at most a few dozen columns; rows are still virtualised):
            // a screen reader names every column, and a header scrolled out of sight is still there to sort by.
            suppressColumnVirtualisation: true,
            enableRtl: rtl,
            localeText,
            loading: showOverlayLoading,
            overlayComponentParams: overlayParams,
            tooltipShowDelay: 400,
            enableBrowserTooltips: true,
            onGridPreDestroyed,
            onRowClicked,
            onCellKeyDown,
            onSelectionChanged,
            onSortChanged,
            onColumnMoved,
            onColumnResized,
            onColumnVisible,
            onColumnPinned: persist,
          }}
        />
      </div>
    </section>
  );
}
