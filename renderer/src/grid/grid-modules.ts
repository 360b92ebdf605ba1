// The ag-grid modules the app's grids use, and only those. AllCommunityModule registered every editor, filter,
// pagination, row drag and CSV export the grid has: a results chunk of 1.14 MB, run and set up as the first search's
// rows were awaited (ag-grid's own code was over half of the CPU between the click and the rows). What the grid's
// core holds (client-side rows, sorting, resizing, moving and pinning columns, overlays, keyboard navigation,
// function cell renderers) needs nothing here. A feature or API call of a module missing from this list logs
// ag-grid's error #200 naming the module, which every end-to-end test fails on (test/e2e/support/session.ts). The list
// was checked with ag-grid's ValidationModule added (it reports every option whose module is missing) over the
// end-to-end files that show a grid; add it again here to check a new option.
import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  LocaleModule,
  type Module,
  RenderApiModule,
  RowApiModule,
  RowSelectionModule,
  RowStyleModule,
  TooltipModule,
} from 'ag-grid-community';

export const GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  // applyTransactionAsync and flushAsyncTransactions: a page appended while "fetch all" runs.
  ClientSideRowModelApiModule,
  // The checkboxes, getSelectedNodes, setNodesSelected, deselectAll.
  RowSelectionModule,
  // getColumnState, applyColumnState, resetColumnState, setColumnsVisible, getColumns, getAllDisplayedColumns: the
  // remembered layout, the column chooser, the exports' columns and sort.
  ColumnApiModule,
  // getRowNode.
  RowApiModule,
  // refreshCells (notes and pins shown in the rows).
  RenderApiModule,
  // headerTooltip, tooltip.
  TooltipModule,
  // cellClass, headerClass, cellClassRules.
  CellStyleModule,
  // rowClass, rowClassRules.
  RowStyleModule,
  // localeText: the grid's own words in the interface language.
  LocaleModule,
];
