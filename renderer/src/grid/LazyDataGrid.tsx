// The grid as views show it, loaded with ag-grid (about 2 MB of script) the first time a view shows results: the
// forms before any search, the Listings view the window opens on among them, need neither, so the window's first
// script leaves them out. A search starts loading the grid as it sends its request, and the two arrive together.
import { lazy, Suspense } from 'react';
import type { DataGridProps } from './DataGrid';
import { GRID_STRINGS } from './grid-strings';
import './lazy-data-grid.css';

const DataGrid = lazy(() => import('./DataGrid').then((m) => ({ default: m.DataGrid })));

export type { ColumnOptions } from './DataGrid';

export function LazyDataGrid<T>(props: DataGridProps<T>) {
  return (
    <Suspense
      fallback={
        <section className="grid-pending" data-testid="data-grid-loading" aria-busy="true" lang={props.lang}>
          {GRID_STRINGS[props.lang].ui.loading}
        </section>
      }
    >
      <DataGrid {...(props as DataGridProps<unknown>)} />
    </Suspense>
  );
}
