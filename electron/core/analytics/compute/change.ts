// Change against the previous span of the same length (month 30 days, quarter 91, year 365), counted back from the
// end of the stored span: count, median price and median AED/sqft, all beds and by bedroom count. A previous span
// the store does not reach is null, never a guess.
import type { BedsBucket, ChangeRow, ChangeSpan, Figure } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import { dayToIso } from '../dates';
import type { GroupScratch } from '../stats/grouped';
import { figuresBy } from './figures';
import type { Sample } from './sample';

export const SPAN_DAYS: Readonly<Record<ChangeSpan, number>> = { month: 30, quarter: 91, year: 365 };

const ratio = (now: number | null, before: number | null): number | null =>
  now === null || before === null || before === 0 ? null : Math.round((now / before - 1) * 10_000) / 10_000;

export interface ChangeContext {
  unit: string;
  purpose: Purpose;
  /** The stored span: changes are counted back from its end and need its start to reach the previous span. */
  fromDay: number;
  toDay: number;
  exclude: boolean;
  scratch: GroupScratch;
}

export function changes(sample: Sample, ctx: ChangeContext): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const span of Object.keys(SPAN_DAYS) as ChangeSpan[]) {
    const length = SPAN_DAYS[span];
    const currentFrom = ctx.toDay - length + 1;
    const previousFrom = currentFrom - length;
    if (currentFrom < ctx.fromDay) continue;
    const hasPrevious = previousFrom >= ctx.fromDay;
    // Cells: side (0 current, 1 previous) × bucket (0–5, 6 all).
    const cells = new Int32Array(sample.n);
    const allCells = new Int32Array(sample.n);
    for (let i = 0; i < sample.n; i++) {
      const d = sample.day[i]!;
      const side = d >= currentFrom ? 0 : d >= previousFrom && hasPrevious ? 1 : -1;
      const b = sample.beds[i]!;
      cells[i] = side < 0 || b < 0 ? -1 : side * 6 + b;
      allCells[i] = side;
    }
    const byBeds = figuresBy(sample, cells, 12, ctx.exclude, ctx.scratch);
    const all = figuresBy(sample, allCells, 2, ctx.exclude, ctx.scratch);
    const dated = (figure: Figure, from: number): Figure & { from: string; to: string } => ({
      ...figure,
      from: dayToIso(from),
      to: dayToIso(from + length - 1),
    });
    const row = (beds: BedsBucket | null, current: Figure, previous: Figure | null): ChangeRow => ({
      unit: ctx.unit,
      purpose: ctx.purpose,
      beds,
      span,
      current: dated(current, currentFrom),
      previous: previous ? dated(previous, previousFrom) : null,
      change: {
        count: previous ? ratio(current.count, previous.count) : null,
        medianPrice: previous ? ratio(current.medianPrice, previous.medianPrice) : null,
        medianPricePerSqft: previous ? ratio(current.medianPricePerSqft, previous.medianPricePerSqft) : null,
      },
    });
    rows.push(row(null, all.figure(0), hasPrevious ? all.figure(1) : null));
    for (let b = 0; b < 6; b++) {
      if (!byBeds.present(b) && !byBeds.present(6 + b)) continue;
      rows.push(row(b as BedsBucket, byBeds.figure(b), hasPrevious ? byBeds.figure(6 + b) : null));
    }
  }
  return rows;
}
