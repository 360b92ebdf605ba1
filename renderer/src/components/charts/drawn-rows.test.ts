// How each line of a monthly chart is drawn. Issue 34: a partial month with one sale was plotted as a full point of
// the median line. A median needs a minimum sample to be drawn at all, and a thin one is drawn apart.
import { describe, expect, it } from 'vitest';
import { PARTIAL, type PivotRow } from '#shared/market/series';
import { APART, drawnRows, PART, WHOLE } from './drawn-rows';

const rows: PivotRow[] = [
  { month: '2025-12', b1: 1500, 'b1:n': 1, [PARTIAL]: '2025-12-30/2025-12-31' },
  { month: '2026-01', b1: 1520, 'b1:n': 6 },
  { month: '2026-02', b1: 1510, 'b1:n': 40 },
  { month: '2026-03', b1: 1530, 'b1:n': 45 },
  { month: '2026-04', b1: 1540, 'b1:n': 12, [PARTIAL]: '2026-04-01/2026-04-09' },
];

describe('drawn rows of a median line', () => {
  const drawn = drawnRows(rows, [{ key: 'b1', median: true }]);
  const line = (suffix: string) => drawn.map((r) => r[`b1${suffix}`] ?? null);

  it('leaves out a median of fewer than 3 transactions, and draws one of fewer than 10 apart', () => {
    // Solid: whole months with 10 or more behind the median.
    expect(line(WHOLE)).toEqual([null, null, 1510, 1530, null]);
    // Dashed: thin and partial months, and the solid months next to them (the dashed step joins the line).
    expect(line(PART)).toEqual([null, 1520, 1510, 1530, 1540]);
    // Hollow dots: the points drawn apart, each once.
    expect(line(APART)).toEqual([null, 'thin', null, null, 'partial']);
  });

  it('keeps every value of a line that is not a median (a count), partial months still apart', () => {
    const counts = drawnRows(rows, [{ key: 'b1', median: false }]);
    expect(counts.map((r) => r[`b1${WHOLE}`] ?? null)).toEqual([null, 1520, 1510, 1530, null]);
    expect(counts.map((r) => r[`b1${APART}`] ?? null)).toEqual(['partial', null, null, null, 'partial']);
  });
});
