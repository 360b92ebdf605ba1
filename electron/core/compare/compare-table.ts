// A comparison as a workbook: the "Comparison" sheet (one row per measure, one column per item, the best value
// and differing values marked, the direction of "best" stated) and one sheet per item with its own values.
import type { Cell, CellMark, ColumnKind, TableSheet } from '#shared/export/table';
import type { Lang } from '#shared/domain/lang';
import type { ComparisonView } from '#shared/ipc/contract/compare';
import type { Presentation } from '#shared/export/table';
import { COMPARE_WORDS } from '#shared/compare/compare-words';
import { bestStatement, codedValue, measureName } from '#shared/compare/comparison-words';
import { fill } from '#shared/words/translated';
import { compareAboutWords } from './compare-about-words';

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

/** The sheets of a comparison in the workbook's language and area unit, worded as the panel words it. */
export function comparisonSheets(view: ComparisonView, presentation: Presentation): TableSheet[] {
  const { lang, areaUnit } = presentation;
  const w = COMPARE_WORDS[lang];
  const label = (row: Row): string => measureName(row, view.kind, lang, areaUnit);
  const shown = (row: Row, value: Cell): Cell => (typeof value === 'string' ? codedValue(row.id, value, lang) : value);
  const bestText = (row: Row): string | null => {
    const statement = bestStatement(row, lang);
    if (!row.best || statement === null) return null;
    return `${w.best}: ${statement} (${row.best.items.map((i) => view.items[i]!.label).join('; ')})`;
  };
  const marks: { row: number; column: number; mark: CellMark }[] = [];
  view.rows.forEach((row, r) => {
    row.differs.forEach((differs, i) => {
      if (differs) marks.push({ row: r, column: i + 1, mark: 'differs' });
    });
    // No two items agree: the measure's name is what stands out, as in the panel.
    if (row.allDiffer) marks.push({ row: r, column: 0, mark: 'differs' });
    // The best mark wins over "differs": it says more. A sample's figure is never best, and says so over "differs".
    for (const i of row.best?.items ?? []) marks.push({ row: r, column: i + 1, mark: 'best' });
    row.partial?.forEach((sample, i) => {
      if (sample && row.values[i] !== null) marks.push({ row: r, column: i + 1, mark: 'sample' });
    });
  });
  // The note column says which figures are samples, and of what: a CSV has no marks, and a mark alone explains nothing.
  const noteOf = (row: Row): string | null => {
    const samples = (row.partial ?? []).flatMap((sample, i) =>
      sample && row.values[i] !== null
        ? [fill(w.sampleOf, { item: view.items[i]!.label, note: row.notes?.[i] ?? '' })]
        : [],
    );
    return [row.note, ...samples].filter(Boolean).join(' ') || null;
  };
  const itemNote = (row: Row, i: number): string | null => {
    const note = row.notes?.[i] ?? null;
    return row.partial?.[i] && row.values[i] !== null ? fill(w.sampleOwn, { note: note ?? '' }) : note;
  };
  const comparison: TableSheet = {
    name: compareAboutWords(view.kind, lang).sheet,
    columns: [
      { id: 'measure', header: w.measure, kind: 'text', width: 34 },
      ...view.items.map((item, i) => ({
        id: `item-${i + 1}`,
        header: item.label,
        kind: 'text' as ColumnKind,
        kindByRow: true,
        width: 24,
      })),
      { id: 'best', header: w.best, kind: 'text', width: 40 },
      { id: 'note', header: w.sheet.note, kind: 'text', width: 50 },
    ],
    rows: view.rows.map((row) => [label(row), ...row.values.map((v) => shown(row, v)), bestText(row), noteOf(row)]),
    rowKinds: view.rows.map((row) => row.kind),
    marks: dedupeMarks(marks),
  };
  const perItem: TableSheet[] = view.items.map((item, i) => {
    const rows: Cell[][] = [
      [w.sheet.id, item.id, null],
      [w.sheet.asOf, item.asOf, null],
      [w.sheet.from, w.basis[item.basis], null],
      ...view.rows.map((row) => [label(row), shown(row, row.values[i] ?? null), itemNote(row, i)]),
    ];
    return {
      name: item.label,
      columns: [
        { id: 'field', header: w.measure, kind: 'text', width: 34 },
        { id: 'value', header: w.sheet.value, kind: 'text', kindByRow: true, width: 30 },
        { id: 'sample', header: w.sheet.basedOn, kind: 'text', width: 44 },
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
