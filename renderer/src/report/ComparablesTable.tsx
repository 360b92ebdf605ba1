// Comparables as a plain table (the competition's listings on screen, every table of the printed report): the
// columns of the one definition that are asked for, each cell formatted by its kind in the broker's unit and digits.
import type { CmaComparable } from '#shared/ipc/contract';
import type { ReportColumn } from './comparable-columns';
import type { ReportFormat } from './report-format';
import { Said } from './Said';

/** The columns a listing has (no date, no reason it is out: it never enters the estimate). */
export const COMPETITION_COLUMNS = ['id', 'place', 'beds', 'area', 'price', 'pricePerArea', 'similarity'] as const;

export function cellText(column: ReportColumn, c: CmaComparable, fmt: ReportFormat): string {
  const v = column.value(c);
  if (v === null || v === undefined) return '';
  switch (column.kind) {
    case 'aed':
      return fmt.integer(v as number);
    case 'area':
      return fmt.area(v as number);
    case 'aedPerArea':
      return fmt.perArea(v as number);
    case 'date':
      return fmt.day(v as string);
    case 'integer':
      return column.id === 'beds' ? fmt.beds(v as number) : fmt.integer(v as number);
    case 'number':
      return fmt.number(v as number, 1);
    case 'boolean':
      return v ? '✓' : '';
    default:
      return String(v);
  }
}

export interface ComparablesTableProps {
  rows: readonly CmaComparable[];
  columns: readonly ReportColumn[];
  fmt: ReportFormat;
  empty: string;
  /** Which of the definition's columns, in their order; the competition's by default. */
  ids?: readonly string[];
  testId?: string;
}

export function ComparablesTable({
  rows,
  columns,
  fmt,
  empty,
  ids = COMPETITION_COLUMNS,
  testId,
}: ComparablesTableProps) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  const shown = ids.flatMap((id) => columns.filter((c) => c.id === id));
  return (
    <div className="cr-table-wrap">
      <table className="cr-table" data-testid={testId ?? 'competition-table'} data-rows={rows.length}>
        <thead>
          <tr>
            {shown.map((c) => (
              <th key={c.id} scope="col" data-col={c.id}>
                <Said text={c.header} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-id={r.id}>
              {shown.map((c) => (
                <td key={c.id} className={`k-${c.kind}`} dir={c.kind === 'text' ? 'auto' : undefined}>
                  {cellText(c, r, fmt)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
