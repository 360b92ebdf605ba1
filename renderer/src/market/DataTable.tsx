// The table beside a chart: the same rows the export writes, formatted for the screen (each cell keeps its raw
// value in data-raw, so a test can hold the screen against the file), thin rows marked, marked cells emphasized.
import { memo } from 'react';
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '../grid/formatters';
import { formatCell, isNumeric } from './tables/cell-format';
import type { MarketTable } from './tables/table-model';
import type { MarketStrings } from './strings/en';

export interface DataTableProps {
  table: MarketTable;
  t: MarketStrings;
  lang: Lang;
  unit: AreaUnit;
  /** Rows shown at most (the export has them all); the rest are summed up in a line. */
  limit?: number;
}

export const DataTable = memo(function DataTable({ table, t, lang, unit, limit }: DataTableProps) {
  const ctx = { lang, unit, yes: t.cards.thin, no: '' };
  const marked = new Set((table.marks ?? []).map((m) => `${m.row}:${m.column}`));
  const rows = limit === undefined ? table.rows : table.rows.slice(0, limit);
  if (table.rows.length === 0) {
    return (
      <p className="muted mk-empty-table" data-testid={`table-${table.id}-empty`}>
        {t.cards.noData}
      </p>
    );
  }
  return (
    <div className="mk-table-wrap" tabIndex={0} role="region" aria-label={table.title}>
      <table className="mk-table" data-testid={`table-${table.id}`} data-rows={table.rows.length}>
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c.id} scope="col" className={isNumeric(c.kind) ? 'num' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr
              key={r}
              className={table.thin?.[r] ? 'thin' : undefined}
              data-thin={table.thin?.[r] ? 'true' : undefined}
            >
              {table.columns.map((c, i) => {
                const kind = c.kindByRow ? (table.rowKinds?.[r] ?? c.kind) : c.kind;
                const cell = row[i] ?? null;
                const numeric = isNumeric(kind);
                const text = formatCell(cell, kind, ctx, table.display?.[c.id]);
                const classes = [numeric ? 'num' : '', marked.has(`${r}:${i}`) ? 'marked' : '']
                  .filter(Boolean)
                  .join(' ');
                return (
                  <td
                    key={c.id}
                    className={classes || undefined}
                    data-col={c.id}
                    data-raw={cell === null ? '' : String(cell)}
                  >
                    {/* Numbers keep their sign and digits in order inside right-to-left text. */}
                    {numeric ? <span dir="ltr">{text}</span> : <span dir="auto">{text}</span>}
                    {table.badges?.[`${r}:${i}`] && <span className="mk-badge">{table.badges[`${r}:${i}`]}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
