// DataGrid's `actions` (pin the checked rows, Export) for the research views, loaded with the grid they sit in: they
// bring the compare pins' schemas and the export's words, which the form the window opens on does not need.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { DataRequest } from '#shared/ipc/contract';
import type { GridToolbarContext } from '../grid/DataGrid';
import type { GridActionsProps } from './GridActions';

const GridActions = lazy(() =>
  import('./GridActions').then((m) => ({ default: m.GridActions as ComponentType<GridActionsProps<unknown>> })),
);

/** DataGrid's `actions` for a grid showing the pages of `request`. */
export function gridActions<T>(request: DataRequest | null): (grid: GridToolbarContext<T>) => ReactNode {
  return (grid) => (
    <Suspense fallback={null}>
      <GridActions grid={grid as GridToolbarContext<unknown>} request={request} />
    </Suspense>
  );
}
