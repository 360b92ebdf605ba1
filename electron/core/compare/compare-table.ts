// A comparison as a workbook: the "Comparison" sheet (one row per measure, one column per item, the best value
// and differing values marked, the direction of "best" stated) and one sheet per item with its own values.
import type { Cell, CellMark, ColumnKind, TableSheet } from '#shared/export/table';
import type { Lang } from '#shared/domain/lang';
import type { ComparisonView } from '#shared/ipc/contract/compare';
import type { Presentation } from '#shared/export/table';
import { sayIn } from '#shared/messages/messages';
import { bestDirection, codedValue, measureName } from '#shared/compare/comparison-names';

/** "Comparison of 4 listings: …" in the workbook's language, for its About sheet. */
export function comparisonTitle(view: ComparisonView, lang: Lang): string {
  const say = sayIn(lang);
  const labels = view.items.map((i) => i.label);
  const items = labels
    .slice(1)
    .reduce((before, item) => say('compareAbout.itemsThen', { before, item }), labels[0] ?? '');
  return say('compareAbout.title', { count: view.items.length, kind: view.kind, items });
}

type Row = ComparisonView['rows'][number];

/** The sheets of a comparison in the workbook's language and area unit, worded as the panel words it. */
export function comparisonSheets(view: ComparisonView, presentation: Presentation): TableSheet[] {
  const { lang, areaUnit } = presentation;
  const say = sayIn(lang);
  const label = (row: Row): string => measureName(row, view.kind, lang, areaUnit);
  const shown = (row: Row, value: Cell): Cell => (typeof value === 'string' ? codedValue(row.id, value, lang) : value);
  const bestText = (row: Row): string | null => {
    if (!row.best) return null;
    const items = row.best.items.map((i) => view.items[i]!.label).join('; ');
    return say('comparison.bestOf', { direction: bestDirection(row), items });
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
        ? [say('comparison.sampleOf', { item: view.items[i]!.label, note: row.notes?.[i] ?? '' })]
        : [],
    );
    return [row.note, ...samples].filter(Boolean).join(' ') || null;
  };
  const itemNote = (row: Row, i: number): string | null => {
    const note = row.notes?.[i] ?? null;
    return row.partial?.[i] && row.values[i] !== null ? say('comparison.sampleOwn', { note: note ?? '' }) : note;
  };
  const comparison: TableSheet = {
    name: say('compareAbout.sheet'),
    columns: [
      { id: 'measure', header: say('comparison.measure'), kind: 'text', width: 34 },
      ...view.items.map((item, i) => ({
        id: `item-${i + 1}`,
        header: item.label,
        kind: 'text' as ColumnKind,
        kindByRow: true,
        width: 24,
      })),
      { id: 'best', header: say('comparison.best'), kind: 'text', width: 40 },
      { id: 'note', header: say('comparison.sheet.note'), kind: 'text', width: 50 },
    ],
    rows: view.rows.map((row) => [label(row), ...row.values.map((v) => shown(row, v)), bestText(row), noteOf(row)]),
    rowKinds: view.rows.map((row) => row.kind),
    marks: dedupeMarks(marks),
  };
  const perItem: TableSheet[] = view.items.map((item, i) => {
    const rows: Cell[][] = [
      [say('comparison.sheet.id'), item.id, null],
      [say('comparison.sheet.asOf'), item.asOf, null],
      [say('comparison.sheet.from'), say(`comparison.basis.${item.basis}`), null],
      ...view.rows.map((row) => [label(row), shown(row, row.values[i] ?? null), itemNote(row, i)]),
    ];
    return {
      name: item.label,
      columns: [
        { id: 'field', header: say('comparison.measure'), kind: 'text', width: 34 },
        { id: 'value', header: say('comparison.sheet.value'), kind: 'text', kindByRow: true, width: 30 },
        { id: 'sample', header: say('comparison.sheet.basedOn'), kind: 'text', width: 44 },
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
