// The comparable transactions in ag-grid (loaded with this chunk, as every grid is): the columns of the one table
// definition, each row's similarity with its factors in a tooltip and in their own columns, and a box per row that
// includes the comparable in the estimate or leaves it out. Outliers arrive unticked with their reason.
import type { ColDef, GetRowIdParams, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import { useMemo } from 'react';
import { isRtl } from '#shared/domain/lang';
import type { CmaComparable } from '#shared/ipc/contract';
import { AgGrid } from '../grid/AgGrid';
import { gridTheme } from '../grid/DataGrid';
import { factorLines, type ReportColumn } from './comparable-columns';
import type { Say } from '../i18n/say';
import type { ReportFormat } from './report-format';
import { SQM_PER_SQFT } from './subject-form';

export interface ComparablesGridProps {
  rows: readonly CmaComparable[];
  columns: readonly ReportColumn[];
  fmt: ReportFormat;
  onInclude(id: string, included: boolean): void;
  busy: boolean;
}

/** A DOM-built box (the grid's cells are not React): ticks the row into the estimate or out of it. */
function includeBox(say: Say, onInclude: ComparablesGridProps['onInclude'], busy: boolean) {
  return (p: ICellRendererParams<CmaComparable>) => {
    const row = p.data;
    if (!row) return '';
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.checked = row.included;
    box.disabled = busy || row.pricePerSqft === null;
    box.className = 'cr-include';
    box.setAttribute('data-testid', 'include-toggle');
    box.setAttribute('aria-label', say('reportView.grid.include', { id: row.id }));
    box.addEventListener('change', () => onInclude(row.id, box.checked));
    return box;
  };
}

function formatterOf(column: ReportColumn, fmt: ReportFormat) {
  return (p: ValueFormatterParams<CmaComparable>): string => {
    const v = p.value as unknown;
    if (v === null || v === undefined) return '';
    switch (column.kind) {
      case 'aed':
        return fmt.integer(v as number);
      case 'area':
        return fmt.number(fmt.unit === 'sqft' ? (v as number) : (v as number) * SQM_PER_SQFT);
      case 'aedPerArea':
        return fmt.integer(fmt.unit === 'sqft' ? (v as number) : (v as number) / SQM_PER_SQFT);
      case 'date':
        return fmt.day(v as string);
      case 'integer':
        return column.id === 'beds' ? fmt.beds(v as number) : fmt.integer(v as number);
      case 'number':
        return fmt.number(v as number, 1);
      default:
        return String(v);
    }
  };
}

/**
 * The grid's order: the box and the similarity first, the figures, why a row is out, then the factors and the id
 * (what the broker decides by comes first); the source is not shown (every row is a transaction). Files keep the
 * definition's order.
 */
const NUMERIC: ReadonlySet<string> = new Set(['aed', 'area', 'aedPerArea', 'number', 'integer']);
const FIRST = ['included', 'similarity'];
const LAST = ['excludedBecause'];

function gridOrder(columns: readonly ReportColumn[]): ReportColumn[] {
  const shown = columns.filter((c) => c.id !== 'source');
  const placed = new Set([...FIRST, ...LAST, 'id']);
  return [
    ...FIRST.flatMap((id) => shown.filter((c) => c.id === id)),
    ...shown.filter((c) => !placed.has(c.id) && !c.id.startsWith('factor.')),
    ...LAST.flatMap((id) => shown.filter((c) => c.id === id)),
    ...shown.filter((c) => c.id.startsWith('factor.')),
    ...shown.filter((c) => c.id === 'id'),
  ];
}

export function ComparablesGrid({ rows, columns, fmt, onInclude, busy }: ComparablesGridProps) {
  const rtl = isRtl(fmt.lang);
  const columnDefs = useMemo<ColDef<CmaComparable>[]>(
    () =>
      gridOrder(columns).map((c): ColDef<CmaComparable> => {
        const base: ColDef<CmaComparable> = {
          colId: c.id,
          headerName: c.header,
          headerTooltip: c.header,
          valueGetter: (p) => (p.data ? c.value(p.data) : null),
          valueFormatter: formatterOf(c, fmt),
          sortable: true,
          resizable: true,
          wrapHeaderText: true,
          autoHeaderHeight: true,
          minWidth: 70,
          ...(NUMERIC.has(c.kind) ? { type: 'rightAligned' } : {}),
        };
        if (c.id === 'included') {
          return {
            ...base,
            cellRenderer: includeBox(fmt.say, onInclude, busy),
            width: 90,
            pinned: rtl ? 'right' : 'left',
          };
        }
        if (c.id === 'similarity') {
          return {
            ...base,
            width: 110,
            tooltip: (p) => (p.data ? factorLines(p.data, fmt.say).join('\n') : ''),
          };
        }
        if (c.id.startsWith('factor.')) return { ...base, width: 96 };
        if (c.id === 'excludedBecause') return { ...base, width: 260, tooltip: (p) => String(p.value ?? '') };
        if (c.id === 'place') return { ...base, width: 200 };
        if (c.id === 'id') return { ...base, width: 120 };
        return { ...base, width: 120 };
      }),
    [columns, fmt, onInclude, busy, rtl],
  );
  const options = useMemo(
    () => ({
      theme: gridTheme,
      columnDefs,
      rowData: rows as CmaComparable[],
      getRowId: (p: GetRowIdParams<CmaComparable>) => p.data.id,
      enableRtl: rtl,
      tooltipShowDelay: 300,
      rowClassRules: { 'cr-row-out': (p: { data?: CmaComparable }) => p.data?.included === false },
      suppressCellFocus: false,
    }),
    [columnDefs, rows, rtl],
  );
  return (
    <div className="cr-grid" data-testid="comparables-grid" data-rows={rows.length} lang={fmt.lang}>
      <AgGrid key={`${fmt.lang}`} options={options} />
    </div>
  );
}
