// Where each grid view remembers its column layout (order, widths, hidden columns): one localStorage entry per
// view. A header sort belongs to one search and is never remembered. Anything unreadable in storage is ignored rather than trusted, and storage failures (quota, disabled
// storage) never break the grid.
import type { ColumnState } from 'ag-grid-community';

const PREFIX = 'aqar-grid-layout:';
/** 2: sorts no longer kept, and broker default columns (location, agency) replace layouts saved before them. */
const VERSION = 2;

interface StoredLayout {
  v: number;
  columns: ColumnState[];
}

/** The part of Storage this module uses (a fake in tests). */
export type LayoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): LayoutStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access itself can throw where storage is disabled
  }
}

function isColumnState(value: unknown): value is ColumnState {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const optional = (key: string, type: string) => c[key] === undefined || c[key] === null || typeof c[key] === type;
  return (
    typeof c.colId === 'string' &&
    optional('width', 'number') &&
    optional('hide', 'boolean') &&
    optional('flex', 'number') &&
    optional('sortIndex', 'number') &&
    (c.sort === undefined || c.sort === null || c.sort === 'asc' || c.sort === 'desc') &&
    (c.pinned === undefined || c.pinned === null || c.pinned === 'left' || c.pinned === 'right')
  );
}

/** Keeps only what a layout needs, so nothing else a grid reports ends up in storage. */
function slim(c: ColumnState): ColumnState {
  const out: ColumnState = { colId: c.colId };
  if (typeof c.width === 'number') out.width = Math.round(c.width);
  if (c.hide !== undefined && c.hide !== null) out.hide = c.hide;
  if (c.pinned !== undefined) out.pinned = c.pinned;
  return out;
}

export function loadLayout(key: string, storage: LayoutStorage | null = defaultStorage()): ColumnState[] | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(PREFIX + key);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredLayout> | null;
    if (!parsed || parsed.v !== VERSION || !Array.isArray(parsed.columns)) return null;
    const columns = parsed.columns.filter(isColumnState).map(slim);
    return columns.length > 0 ? columns : null;
  } catch {
    return null;
  }
}

export function saveLayout(
  key: string,
  columns: readonly ColumnState[],
  storage: LayoutStorage | null = defaultStorage(),
): void {
  if (!storage) return;
  const layout: StoredLayout = { v: VERSION, columns: columns.map(slim) };
  try {
    storage.setItem(PREFIX + key, JSON.stringify(layout));
  } catch {
    // Full or disabled storage: the layout is simply not remembered.
  }
}

export function clearLayout(key: string, storage: LayoutStorage | null = defaultStorage()): void {
  try {
    storage?.removeItem(PREFIX + key);
  } catch {
    // nothing to do
  }
}
