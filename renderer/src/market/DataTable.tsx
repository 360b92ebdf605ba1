// The table beside a chart: the same rows the export writes, formatted for the screen (each cell keeps its raw
// value in data-raw, so a test can hold the screen against the file), thin and partial rows marked, marked cells
// emphasized, long names allowed to wrap, and a wide comparison's columns grouped under each place.
import { memo, type ReactNode } from 'react';
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/format/values';
import { formatCell, isNumeric } from '#shared/market/tables/cell-format';
import type { MarketTable } from '#shared/market/tables/table-model';
import { useMessage } from '../i18n/messages';

export interface DataTableProps {
  table: MarketTable;
  lang: Lang;
  unit: AreaUnit;
  /** Rows shown at most (the export has them all); the rest are summed up in a line. */
  limit?: number;
}

export const DataTable = memo(function DataTable({ table, lang, unit, limit }: DataTableProps) {
  const say = useMessage();
  const ctx = { lang, unit, yes: say('areaTable.marks.thin'), no: '' };
  const marked = new Set((table.marks ?? []).map((m) => `${m.row}:${m.column}`));
  const rows = limit === undefined ? table.rows : table.rows.slice(0, limit);
  if (table.rows.length === 0) {
    return (
      <p className="muted mk-empty-table" data-testid={`table-${table.id}-empty`}>
        {say('marketCards.noData')}
      </p>
    );
  }
  const wrap = new Set(table.wrap ?? []);
  return (
    <div className="mk-table-wrap" tabIndex={0} role="region" aria-label={table.title}>
      <table
        className={['mk-table', table.groups ? 'grouped' : '', table.natural ? 'natural' : '']
          .filter(Boolean)
          .join(' ')}
        data-testid={`table-${table.id}`}
        data-rows={table.rows.length}
      >
        <TableHead table={table} />
        <tbody>
          {rows.map((row, r) => (
            <tr
              key={r}
              className={
                [table.thin?.[r] ? 'thin' : '', table.partial?.[r] ? 'partial' : ''].join(' ').trim() || undefined
              }
              data-thin={table.thin?.[r] ? 'true' : undefined}
              data-partial={table.partial?.[r] ? 'true' : undefined}
            >
              {table.columns.map((c, i) => {
                const kind = c.kindByRow ? (table.rowKinds?.[r] ?? c.kind) : c.kind;
                const cell = row[i] ?? null;
                const numeric = isNumeric(kind);
                const text = formatCell(cell, kind, ctx, table.display?.[c.id]);
                const classes = [
                  numeric ? 'num' : '',
                  marked.has(`${r}:${i}`) ? 'marked' : '',
                  wrap.has(c.id) ? 'wrap' : '',
                ]
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

/**
 * The header: one row of full headers, or, for a table with groups, a row of group names over short headers (the
 * columns outside any group spanning both rows). Each th carries the full header as its title either way.
 */
function TableHead({ table }: { table: MarketTable }) {
  const th = (c: MarketTable['columns'][number], text: string, rowSpan?: number) => (
    <th
      key={c.id}
      scope="col"
      className={isNumeric(c.kind) ? 'num' : undefined}
      data-col={c.id}
      title={text === c.header ? undefined : c.header}
      {...(rowSpan ? { rowSpan } : {})}
    >
      {text}
    </th>
  );
  const groups = table.groups;
  if (!groups) {
    return (
      <thead>
        <tr>{table.columns.map((c) => th(c, c.header))}</tr>
      </thead>
    );
  }
  const groupOf = new Map(groups.flatMap((g, i) => g.columns.map((id) => [id, i] as const)));
  const top: ReactNode[] = [];
  const seen = new Set<number>();
  for (const c of table.columns) {
    const g = groupOf.get(c.id);
    if (g === undefined) top.push(th(c, c.header, 2));
    else if (!seen.has(g)) {
      seen.add(g);
      top.push(
        <th key={`group-${g}`} scope="colgroup" colSpan={groups[g]!.columns.length} className="mk-th-group">
          <span dir="auto" className="mk-th-group-label" data-testid="table-group-label">
            {groups[g]!.label}
          </span>
        </th>,
      );
    }
  }
  return (
    <thead>
      <tr>{top}</tr>
      <tr>
        {table.columns.filter((c) => groupOf.has(c.id)).map((c) => th(c, table.shortHeaders?.[c.id] ?? c.header))}
      </tr>
    </thead>
  );
}
