// A React host for a vanilla ag-grid. AgGridReact draws every row and cell as React components, so each scroll
// frame paid for a React render of the rows coming into view on top of the grid's own work: scrolling 50,000 listings
// at 120 px a frame, 12.3% of the plain-text grid's frames took over 20 ms under AgGridReact and 5.8% with the same
// grid made by createGrid (grid bench page, five interleaved rounds of 3 s). Our cells are value formatters and one
// DOM-built checkbox, so nothing inside the grid needs React.
import { type GridApi, type GridOptions, createGrid } from 'ag-grid-community';
import { type CSSProperties, useLayoutEffect, useRef } from 'react';
import { GRID_MODULES } from './grid-modules';
import './ag-grid-host.css';

export interface AgGridProps<T> {
  /**
   * The grid's options. Any option whose value is a new reference is handed to the grid (`updateGridOptions`), as
   * AgGridReact does with its props; options ag-grid reads only when it is created (row ids, direction, texts)
   * need a new grid: give this component a new `key`.
   */
  options: GridOptions<T>;
  /**
   * The grid's API once the grid is made, in a microtask after the effect that made it: after the rest of that
   * commit (the owner's own layout effects, which run after this child's, have seen its render) and before the
   * browser paints. Once per grid, and never for a grid already destroyed. ag-grid's `onGridReady` comes a timer
   * later: work that waited for it (the first rows, a saved layout) showed a frame late. The API is usable as soon
   * as createGrid returns (ag-grid's own gridReady work, columns and row model, is done by then).
   */
  onCreated?: (api: GridApi<T>) => void;
  className?: string;
  style?: CSSProperties;
}

const FILL: CSSProperties = { height: '100%', width: '100%' };

/** The options whose values differ (by reference) between two renders. */
export function changedOptions<T>(before: GridOptions<T>, after: GridOptions<T>): Partial<GridOptions<T>> | null {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  let any = false;
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (was[key] === now[key]) continue;
    changed[key] = now[key];
    any = true;
  }
  return any ? (changed as Partial<GridOptions<T>>) : null;
}

export function AgGrid<T>({ options, onCreated, className, style }: AgGridProps<T>) {
  const host = useRef<HTMLDivElement>(null);
  const api = useRef<GridApi<T> | null>(null);
  // What the grid has now: creation takes the options of the render that mounted it, updates the difference.
  const applied = useRef(options);
  const created = useRef(onCreated);
  useLayoutEffect(() => {
    created.current = onCreated;
  });

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const grid = createGrid<T>(element, { ...applied.current }, { modules: GRID_MODULES });
    api.current = grid;
    queueMicrotask(() => {
      if (api.current === grid && !grid.isDestroyed()) created.current?.(grid);
    });
    return () => {
      api.current = null;
      grid.destroy();
    };
  }, []);

  useLayoutEffect(() => {
    const before = applied.current;
    applied.current = options;
    const grid = api.current;
    if (!grid || grid.isDestroyed()) return;
    const changed = changedOptions(before, options);
    if (changed) grid.updateGridOptions(changed);
  });

  return <div ref={host} className={className} style={style ? { ...FILL, ...style } : FILL} />;
}
