// A comparison as a workbook: the "Comparison" sheet (one row per measure, one column per item, the best value
// and differing values marked, the direction of "best" stated) and one sheet per item with its own values.
import type { Cell, CellMark, ColumnKind, TableSheet } from '#shared/export/table';
import type { Lang } from '#shared/domain/lang';
import type { CompareTexts, ComparisonView } from '#shared/ipc/contract/compare';
import { fill } from '../export/words';
import { compareAboutWords } from './compare-about-words';

const ENGLISH_HEADERS: Required<NonNullable<CompareTexts['headers']>> = {
  measure: 'Measure',
  best: 'Best value',
  note: 'How it is measured',
  value: 'Value',
  basedOn: 'Based on',
  id: 'Id',
  asOf: 'Data as of',
  from: 'From',
  fresh: 'the data service, now',
  cache: 'the offline cache',
  snapshot: 'the pin',
};

/** "Comparison of 4 listings: …" in the workbook's language, for its About sheet. */
export function comparisonTitle(view: ComparisonView, lang: Lang): string {
  const w = compareAboutWords(view.kind, lang);
  return fill(w.title, {
    count: view.items.length,
    kind: w.kind,
    items: view.items.map((i) => i.label).join(w.itemSeparator),
  });
}

type Row = ComparisonView['rows'][number];

function bestText(view: ComparisonView, row: Row, texts: CompareTexts): string | null {
  if (!row.best) return null;
  const statement = texts.best?.[row.id] ?? `Best: ${row.best.statement}`;
  return `${statement} (${row.best.items.map((i) => view.items[i]!.label).join('; ')})`;
}

/** A coded text value (a purpose, a furnishing) as the panel names it; anything else as it is. */
function shown(row: Row, value: Cell, texts: CompareTexts): Cell {
  return typeof value === 'string' ? (texts.values?.[row.id]?.[value] ?? value) : value;
}

export function comparisonSheets(
  view: ComparisonView,
  rowLabels: Readonly<Record<string, string>> = {},
  texts: CompareTexts = {},
): TableSheet[] {
  const label = (row: Row): string => rowLabels[row.id] ?? row.label;
  const h = { ...ENGLISH_HEADERS, ...texts.headers };
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
      { id: 'measure', header: h.measure, kind: 'text', width: 34 },
      ...view.items.map((item, i) => ({
        id: `item-${i + 1}`,
        header: item.label,
        kind: 'text' as ColumnKind,
        kindByRow: true,
        width: 24,
      })),
      { id: 'best', header: h.best, kind: 'text', width: 40 },
      { id: 'note', header: h.note, kind: 'text', width: 50 },
    ],
    rows: view.rows.map((row) => [
      label(row),
      ...row.values.map((v) => shown(row, v, texts)),
      bestText(view, row, texts),
      row.note,
    ]),
    rowKinds: view.rows.map((row) => row.kind),
    marks: dedupeMarks(marks),
  };
  const perItem: TableSheet[] = view.items.map((item, i) => {
    const rows: Cell[][] = [
      [h.id, item.id, null],
      [h.asOf, item.asOf, null],
      [h.from, h[item.basis], null],
      ...view.rows.map((row) => [label(row), shown(row, row.values[i] ?? null, texts), row.notes?.[i] ?? null]),
    ];
    return {
      name: item.label,
      columns: [
        { id: 'field', header: h.measure, kind: 'text', width: 34 },
        { id: 'value', header: h.value, kind: 'text', kindByRow: true, width: 30 },
        { id: 'sample', header: h.basedOn, kind: 'text', width: 44 },
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
