// DataGrid's `actions` (pin the checked rows, Export) for the research views, loaded apart from the window's first
// script as the grid they sit in is: they bring the compare pins' schemas and the export's words, which the form the
// window opens on does not need. Fetched with the grid's code (research/preload-results.ts).
import type { ComponentType, ReactNode } from 'react';
import type { DataRequest } from '#shared/ipc/contract';
import type { GridToolbarContext } from '../grid/DataGrid';
import { deferredCode, useDeferredCode } from '../components/deferred-code';
import type { GridActionsProps } from './GridActions';

/** The buttons' module; research/preload-results.ts starts loading it ahead of the first search. */
export const gridActionsCode = deferredCode(() => import('./GridActions'));

function DeferredGridActions(props: GridActionsProps<unknown>) {
  const code = useDeferredCode(gridActionsCode);
  if (code === null) return null;
  const GridActions = code.GridActions as ComponentType<GridActionsProps<unknown>>;
  return <GridActions {...props} />;
}

/** DataGrid's `actions` for a grid showing the pages of `request`. */
export function gridActions<T>(request: DataRequest | null): (grid: GridToolbarContext<T>) => ReactNode {
  return (grid) => <DeferredGridActions grid={grid as GridToolbarContext<unknown>} request={request} />;
}
