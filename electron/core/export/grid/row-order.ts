// A grid's filters and sort applied to export rows, on the values the sheet shows (areas in the display unit,
// coded values by their labels), so the file holds the rows the broker saw in the order they saw them.
import type { Cell, ColumnKind } from '#shared/export/table';
import type { GridFilter } from '#shared/ipc/contract/export';
import type { Lang } from '#shared/domain/lang';
import type { AreaUnit } from '#shared/settings';
import { flagOf, toSheetValue } from '../cell-values';

export interface OrderColumn {
  id: string;
  kind: ColumnKind;
}

type Key = number | string | null;

function keyOf(cell: Cell | undefined, kind: ColumnKind, unit: AreaUnit, lang: Lang): Key {
  // Flags order as no before yes in every language (their words would order differently in each).
  const flag = kind === 'boolean' ? flagOf(cell) : null;
  if (flag !== null) return flag ? 1 : 0;
  const value = toSheetValue(cell ?? null, kind, unit, lang);
  if (value === null) return null;
  if (value instanceof Date) return value.getTime();
  return value;
}

function indexOf(columns: readonly OrderColumn[], id: string): number {
  const index = columns.findIndex((c) => c.id === id);
  if (index < 0) throw new Error(`column ${id} is not among the export's columns`);
  return index;
}

/** A predicate keeping the rows every filter accepts. */
export function rowFilter(
  filters: readonly GridFilter[],
  columns: readonly OrderColumn[],
  unit: AreaUnit,
  lang: Lang,
): (row: readonly Cell[]) => boolean {
  if (filters.length === 0) return () => true;
  const tests = filters.map((filter) => {
    const i = indexOf(columns, filter.column);
    const kind = columns[i]!.kind;
    switch (filter.type) {
      case 'blank':
        return (row: readonly Cell[]) => keyOf(row[i], kind, unit, lang) === null;
      case 'notBlank':
        return (row: readonly Cell[]) => keyOf(row[i], kind, unit, lang) !== null;
      case 'contains': {
        const needle = filter.text.toLocaleLowerCase(lang);
        return (row: readonly Cell[]) =>
          String(row[i] ?? '')
            .toLocaleLowerCase(lang)
            .includes(needle);
      }
      case 'range':
        return (row: readonly Cell[]) => {
          const key = keyOf(row[i], kind, unit, lang);
          if (typeof key !== 'number') return false;
          return (filter.min === undefined || key >= filter.min) && (filter.max === undefined || key <= filter.max);
        };
      case 'oneOf': {
        const wanted = new Set(filter.values.map((v) => String(v)));
        return (row: readonly Cell[]) => wanted.has(String(row[i] ?? ''));
      }
    }
  });
  return (row) => tests.every((test) => test(row));
}

/** Sorts rows in place by the grid's sort (stable; empty cells last whatever the direction). */
export function sortRows(
  rows: (readonly Cell[])[],
  sort: readonly { column: string; direction: 'asc' | 'desc' }[],
  columns: readonly OrderColumn[],
  unit: AreaUnit,
  lang: Lang,
): void {
  if (sort.length === 0) return;
  const collator = new Intl.Collator(lang, { numeric: true, sensitivity: 'base' });
  const specs = sort.map((s) => {
    const i = indexOf(columns, s.column);
    return { i, kind: columns[i]!.kind, sign: s.direction === 'asc' ? 1 : -1 };
  });
  // Keys are computed once per row, not once per comparison.
  const keyed = rows.map((row, position) => ({
    row,
    position,
    keys: specs.map((s) => keyOf(row[s.i], s.kind, unit, lang)),
  }));
  keyed.sort((a, b) => {
    for (let k = 0; k < specs.length; k++) {
      const x = a.keys[k]!;
      const y = b.keys[k]!;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      if (order !== 0) return order * specs[k]!.sign;
    }
    return a.position - b.position;
  });
  for (let i = 0; i < keyed.length; i++) rows[i] = keyed[i]!.row;
}
