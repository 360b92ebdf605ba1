// The grid benchmark's floor: the same ag-grid, theme, columns (ids, headers, widths, order) and row count as the
// listings grid, but every cell plain text computed before mounting: no formatters, getters, selection column or
// React around it. Scrolling it costs what ag-grid itself costs; the difference to DataGrid is ours.
import { useMemo } from 'react';
import type { ColDef, GetRowIdParams, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import { dataLangFor, type Lang } from '#shared/domain/lang';
import type { ListingSummary } from '#shared/domain/listing';
import { AgGrid } from '../AgGrid';
import { gridTheme } from '../DataGrid';
import { columnsFor } from '../columns';
import type { AreaUnit } from '#shared/format/values';

type TextRow = Record<string, string>;

const textRowId = (p: GetRowIdParams<TextRow>) => p.data.id!;

export function PlainGrid({ rows, lang, unit }: { rows: readonly ListingSummary[]; lang: Lang; unit: AreaUnit }) {
  const { columnDefs, textRows } = useMemo(() => {
    const columns = columnsFor('listings', { lang, dataLang: dataLangFor(lang), areaUnit: unit });
    // Each cell's text as the real grid shows it, computed once, outside the measured scroll.
    const text = (column: (typeof columns)[number], row: ListingSummary): string => {
      const getter = column.valueGetter as ((p: ValueGetterParams<ListingSummary>) => unknown) | undefined;
      const raw = getter
        ? getter({ data: row } as ValueGetterParams<ListingSummary>)
        : column.field
          ? (row as unknown as Record<string, unknown>)[column.field]
          : '';
      const formatter = column.valueFormatter as ((p: ValueFormatterParams<ListingSummary>) => string) | undefined;
      return formatter
        ? formatter({ value: raw, data: row } as ValueFormatterParams<ListingSummary>)
        : raw == null
          ? ''
          : String(raw);
    };
    // Columns size and hide through their initial* settings (see columns/common.ts): read those, as the grid does.
    const visible = columns.filter((c) => !(c.hide ?? c.initialHide));
    const defs: ColDef<TextRow>[] = visible.map((c) => ({
      colId: c.colId,
      field: c.colId ?? '',
      headerName: c.headerName ?? '',
      width: c.width ?? c.initialWidth ?? 150,
      type: c.type,
    }));
    const data = rows.map((row) => {
      const out: TextRow = { id: row.externalID };
      for (const c of visible) out[c.colId ?? ''] = text(c, row);
      return out;
    });
    return { columnDefs: defs, textRows: data };
  }, [rows, lang, unit]);
  return (
    <section className="data-grid" data-testid="data-grid">
      <div className="dg-grid">
        <AgGrid<TextRow>
          options={{
            theme: gridTheme,
            rowData: textRows,
            columnDefs,
            getRowId: textRowId,
            rowClass: 'grid-row',
            animateRows: false,
            suppressColumnVirtualisation: false,
          }}
        />
      </div>
    </section>
  );
}
