// How each line of a monthly chart is drawn, month by month: solid where the month is whole and the median rests on
// enough transactions; dashed with a hollow dot where it is a partial month or a thin median (fewer than 10 behind
// it); not at all where a median rests on fewer than 3 (the table keeps it, marked thin). Pure, so it is tested
// without a chart.
import { PLOTTED_FROM, THIN_BELOW } from '#shared/market/thin-sample';
import { partialOf, type PivotRow } from '#shared/market/series';

/** Suffixes of a line's halves: whole months solid, the rest (and the step into them) dashed. */
export const WHOLE = '~whole';
export const PART = '~part';
/** Why a point is drawn apart ('partial', 'thin'), for its hollow dot and its tooltip. */
export const APART = '~apart';

export type Apart = 'partial' | 'thin';

export interface DrawnLine {
  key: string;
  /** The line is of medians (each row has its sample under `<key>:n`), not of counts. */
  median: boolean;
}

/** Why a line's value in a row is drawn apart, null when it is drawn solid, or 'hidden' when it is not drawn. */
export function apartOf(row: PivotRow, line: DrawnLine): Apart | 'hidden' | null {
  const n = row[`${line.key}:n`];
  if (line.median && typeof n === 'number') {
    if (n < PLOTTED_FROM) return 'hidden';
    if (n < THIN_BELOW) return 'thin';
  }
  return partialOf(row) ? 'partial' : null;
}

/** The rows with each line split in two, and each point drawn apart named with why. */
export function drawnRows(rows: readonly PivotRow[], lines: readonly DrawnLine[]): PivotRow[] {
  const out = rows.map((row) => ({ ...row }));
  for (const line of lines) {
    const apart = rows.map((row) => (typeof row[line.key] === 'number' ? apartOf(row, line) : 'hidden'));
    rows.forEach((row, i) => {
      const value = apart[i] === 'hidden' ? null : (row[line.key] ?? null);
      const near = (j: number) => apart[j] === 'thin' || apart[j] === 'partial';
      out[i]![`${line.key}${WHOLE}`] = apart[i] === null ? value : null;
      out[i]![`${line.key}${PART}`] = near(i) || near(i - 1) || near(i + 1) ? value : null;
      out[i]![`${line.key}${APART}`] = apart[i] === 'thin' || apart[i] === 'partial' ? apart[i] : null;
    });
  }
  return out;
}

/** Whether any point of these lines is thin or not drawn: the chart then says what thin means. */
export function hasThin(rows: readonly PivotRow[], lines: readonly DrawnLine[]): boolean {
  return rows.some((row) =>
    lines.some((line) => {
      const apart = typeof row[line.key] === 'number' ? apartOf(row, line) : null;
      return apart === 'thin' || apart === 'hidden';
    }),
  );
}
