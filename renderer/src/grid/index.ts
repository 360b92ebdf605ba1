// The grid feature as other parts of the window may use it: its public surface (eslint forbids reaching past it).
export { LazyDataGrid, dataGridCode, type ColumnOptions } from './LazyDataGrid';
export { agGridText } from './ag-grid-text';
export { columnsFor, type GridKind } from './columns';
export {
  areaColumn,
  codeColumn,
  countColumn,
  moneyColumn,
  numberColumn,
  pricePerAreaColumn,
  textColumn,
  type ColumnContext,
  type GridColumn,
} from './columns/common';
export { headerMinWidth } from './columns/fit';
export { meaningfulPricePerSqft, withRentPeriod } from './rent';
export { SELECTION_COLUMN } from './selection-column';
