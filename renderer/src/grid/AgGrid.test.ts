import type { GridOptions } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { changedOptions } from './AgGrid';

type Row = { id: string };

describe('changedOptions', () => {
  const columnDefs = [{ field: 'id' as const }];
  const onRowClicked = () => undefined;

  it('finds nothing when every option keeps its reference', () => {
    const before: GridOptions<Row> = { columnDefs, onRowClicked, loading: false };
    expect(changedOptions(before, { ...before })).toBeNull();
  });

  it('passes on only the options whose value changed, by reference', () => {
    const before: GridOptions<Row> = { columnDefs, onRowClicked, loading: false, rowHeight: 34 };
    const after: GridOptions<Row> = { columnDefs: [...columnDefs], onRowClicked, loading: true, rowHeight: 34 };
    expect(changedOptions(before, after)).toEqual({ columnDefs: after.columnDefs, loading: true });
  });

  it('hands a removed option to the grid as undefined, so the grid drops it', () => {
    const changed = changedOptions<Row>({ columnDefs, tooltipShowDelay: 400 }, { columnDefs });
    expect(changed).not.toBeNull();
    expect(Object.keys(changed ?? {})).toEqual(['tooltipShowDelay']);
    expect(changed?.tooltipShowDelay).toBeUndefined();
  });
});
