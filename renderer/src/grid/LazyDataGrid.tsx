// The grid as views show it, loaded with ag-grid (about 1 MB of script) apart from the window's first script: the
// forms before any search, the Listings view the window opens on among them, need neither. The code is fetched once
// the window is idle after its start (research/preload-results.ts), or at the latest as a search sends its request;
// until it is in, the grid's room shows the word its own overlay shows.
import type { DataGridProps } from './DataGrid';
import { deferredCode, useDeferredCode } from '../components/deferred-code';
import { sayIn } from '../i18n/say';
import './lazy-data-grid.css';

/** The grid's module; research/preload-results.ts starts loading it ahead of the first search. */
export const dataGridCode = deferredCode(() => import('./DataGrid'));

export type { ColumnOptions } from './DataGrid';

export function LazyDataGrid<T>(props: DataGridProps<T>) {
  const code = useDeferredCode(dataGridCode);
  if (code === null) {
    return (
      <section className="grid-pending" data-testid="data-grid-loading" aria-busy="true" lang={props.lang}>
        {sayIn(props.lang)('grid.ui.loading')}
      </section>
    );
  }
  const { DataGrid } = code;
  return <DataGrid {...(props as DataGridProps<unknown>)} />;
}
