// A comparison as a workbook: the "Comparison" sheet (one row per measure, one column per item, the best value
// and differing values marked, the direction of "best" stated) and one sheet per item with its own values.
import type { Cell, CellMark, ColumnKind, TableSheet } from '#shared/export/table';
import type { ComparisonView } from '#shared/ipc/contract/compare';

const PLURAL: Readonly<Record<ComparisonView['kind'], string>> = {
  listing: 'listings',
  project: 'projects',
  agent: 'agents',
  agency: 'agencies',
  developer: 'developers',
  place: 'places',
};

export function comparisonTitle(view: ComparisonView): string {
  return `Comparison of ${view.items.length} ${PLURAL[view.kind]}: ${view.items.map((i) => i.label).join('; ')}`;
}

function bestText(view: ComparisonView, row: ComparisonView['rows'][number]): string | null {
  if (!row.best) return null;
  return `Best: ${row.best.statement} (${row.best.items.map((i) => view.items[i]!.label).join('; ')})`;
}

export function comparisonSheets(view: ComparisonView, rowLabels: Readonly<Record<string, string>> = {}): TableSheet[] {
  const label = (row: ComparisonView['rows'][number]): string => rowLabels[row.id] ?? row.label;
  const marks: { row: number; column: number; mark: CellMark }[] = [];
  view.rows.forEach((row, r) => {
    row.differs.forEach((differs, i) => {
      if (differs) marks.push({ row: r, column: i + 1, mark: 'differs' });
    });
    // The best mark wins over "differs": it says more.
    for (const i of row.best?.items ?? []) marks.push({ row: r, column: i + 1, mark: 'best' });
  });
  const comparison: TableSheet = {
    name: 'Comparison',
    columns: [
      { id: 'measure', header: 'Measure', kind: 'text', width: 34 },
      ...view.items.map((item, i) => ({
        id: `item-${i + 1}`,
        header: item.label,
        kind: 'text' as ColumnKind,
        kindByRow: true,
        width: 24,
      })),
      { id: 'best', header: 'Best value', kind: 'text', width: 40 },
      { id: 'note', header: 'How it is measured', kind: 'text', width: 50 },
    ],
    rows: view.rows.map((row) => [label(row), ...row.values, bestText(view, row), row.note]),
    rowKinds: view.rows.map((row) => row.kind),
    marks: dedupeMarks(marks),
  };
  const perItem: TableSheet[] = view.items.map((item, i) => {
    const rows: Cell[][] = [
      ['Id', item.id, null],
      ['Data as of', item.asOf, null],
      [
        'From',
        item.basis === 'fresh' ? 'the data service, now' : item.basis === 'cache' ? 'the offline cache' : 'the pin',
        null,
      ],
      ...view.rows.map((row) => [label(row), row.values[i] ?? null, row.notes?.[i] ?? null]),
    ];
    return {
      name: item.label,
      columns: [
        { id: 'field', header: 'Measure', kind: 'text', width: 34 },
        { id: 'value', header: 'Value', kind: 'text', kindByRow: true, width: 30 },
        { id: 'sample', header: 'Based on', kind: 'text', width: 44 },
      ],
      rows,
      rowKinds: ['text', 'datetime', 'text', ...view.rows.map((row) => row.kind)],
    };
  });
  return [comparison, ...perItem];
}

function dedupeMarks(marks: { row: number; column: number; mark: CellMark }[]) {
  const byCell = new Map<string, { row: number; column: number; mark: CellMark }>();
  for (const m of marks) byCell.set(`${m.row}:${m.column}`, m);
  return [...byCell.values()];
}
