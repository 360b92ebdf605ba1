// Monthly series and period summaries of one unit and purpose: all transactions, by bedroom count (studio to 5+)
// and by completion (ready, off-plan), each with count, exact medians and the outliers beside them.
import type { BedsBucket, CompletionKind, MonthlyPoint, SummaryRow } from '#shared/ipc/contract';
import type { Purpose } from '#shared/domain/listing';
import { dayToIso, monthLabel, partialMonth } from '../dates';
import type { GroupScratch } from '../stats/grouped';
import { FigureGrid, figuresBy } from './figures';
import type { Sample } from './sample';

export interface SeriesContext {
  unit: string;
  purpose: Purpose;
  /** Row i's month index (from the span's first month), the first month, and how many months the span has. */
  monthOf: Int16Array;
  firstMonth: number;
  months: number;
  fromDay: number;
  toDay: number;
  exclude: boolean;
  scratch: GroupScratch;
}

export interface Series {
  monthly: MonthlyPoint[];
  monthlyByBeds: MonthlyPoint[];
  monthlyByCompletion: MonthlyPoint[];
  summary: SummaryRow[];
  /** Period figures by bedroom bucket (index 0–5) and for all (index 6), reused by yield, gap and compare. */
  byBeds: FigureGrid;
}

const COMPLETIONS: readonly CompletionKind[] = ['ready', 'off-plan'];
const BUCKETS: readonly BedsBucket[] = [0, 1, 2, 3, 4, 5];

function cellsOf(sample: Sample, cellOf: (i: number) => number): Int32Array {
  const cells = new Int32Array(sample.n);
  for (let i = 0; i < sample.n; i++) cells[i] = cellOf(i);
  return cells;
}

function monthCells(sample: Sample, monthOf: Int16Array, scratch: GroupScratch): Int32Array {
  const cells = scratch.int32('cells', sample.n);
  for (let i = 0; i < sample.n; i++) cells[i] = monthOf[i]!;
  return cells;
}

function monthBedCells(sample: Sample, monthOf: Int16Array, scratch: GroupScratch): Int32Array {
  const cells = scratch.int32('cells', sample.n);
  for (let i = 0; i < sample.n; i++) {
    const b = sample.beds[i]!;
    cells[i] = b < 0 ? -1 : monthOf[i]! * 6 + b;
  }
  return cells;
}

function monthCompletionCells(sample: Sample, monthOf: Int16Array, scratch: GroupScratch): Int32Array {
  const cells = scratch.int32('cells', sample.n);
  for (let i = 0; i < sample.n; i++) {
    const c = sample.completion[i]!;
    cells[i] = c === 0 ? -1 : monthOf[i]! * 2 + c - 1;
  }
  return cells;
}

/**
 * The monthly series by bedroom count (what `aqar market trends` prints); with `whole`, also all transactions and
 * the split by completion.
 */
export function monthlySeries(sample: Sample, ctx: SeriesContext, whole: boolean): Omit<Series, 'summary' | 'byBeds'> {
  const { months, monthOf } = ctx;
  // A period counted back in days starts and ends inside a month: those months hold fewer days, and say so.
  const partial = Array.from({ length: months }, (_, m) => partialMonth(ctx.firstMonth + m, ctx.fromDay, ctx.toDay));
  const point = (
    grid: FigureGrid,
    cell: number,
    month: number,
    beds: BedsBucket | null,
    completion: CompletionKind | null,
  ): MonthlyPoint => ({
    unit: ctx.unit,
    purpose: ctx.purpose,
    month: monthLabel(ctx.firstMonth + month),
    beds,
    completion,
    ...grid.figure(cell),
    partial: partial[month] ?? null,
  });
  const beds = figuresBy(sample, monthBedCells(sample, monthOf, ctx.scratch), months * 6, ctx.exclude, ctx.scratch);
  const monthly: MonthlyPoint[] = [];
  const monthlyByBeds: MonthlyPoint[] = [];
  const monthlyByCompletion: MonthlyPoint[] = [];
  for (let m = 0; m < months; m++) {
    for (const b of BUCKETS) if (beds.present(m * 6 + b)) monthlyByBeds.push(point(beds, m * 6 + b, m, b, null));
  }
  if (!whole) return { monthly, monthlyByBeds, monthlyByCompletion };
  const all = figuresBy(sample, monthCells(sample, monthOf, ctx.scratch), months, ctx.exclude, ctx.scratch);
  const done = figuresBy(
    sample,
    monthCompletionCells(sample, monthOf, ctx.scratch),
    months * 2,
    ctx.exclude,
    ctx.scratch,
  );
  for (let m = 0; m < months; m++) {
    if (all.present(m)) monthly.push(point(all, m, m, null, null));
    COMPLETIONS.forEach((kind, k) => {
      if (done.present(m * 2 + k)) monthlyByCompletion.push(point(done, m * 2 + k, m, null, kind));
    });
  }
  return { monthly, monthlyByBeds, monthlyByCompletion };
}

/** Everything of one unit and purpose: the series and the period summaries. */
export function series(sample: Sample, ctx: SeriesContext): Series {
  const monthlyParts = monthlySeries(sample, ctx, true);
  const span = { from: dayToIso(ctx.fromDay), to: dayToIso(ctx.toDay) };
  // Cells: bedroom bucket (0–5, 6 for all rooms known or not) × completion (0 any, 1 ready, 2 off-plan).
  const byBeds = figuresBy(
    sample,
    cellsOf(sample, (i) => (sample.beds[i]! < 0 ? -1 : sample.beds[i]!)),
    6,
    ctx.exclude,
    ctx.scratch,
  );
  const whole = figuresBy(sample, new Int32Array(sample.n), 1, ctx.exclude, ctx.scratch);
  const done = figuresBy(
    sample,
    cellsOf(sample, (i) => (sample.completion[i] === 0 ? -1 : sample.completion[i]! - 1)),
    2,
    ctx.exclude,
    ctx.scratch,
  );
  const row = (
    grid: FigureGrid,
    cell: number,
    beds: BedsBucket | null,
    completion: CompletionKind | null,
  ): SummaryRow => ({
    unit: ctx.unit,
    purpose: ctx.purpose,
    beds,
    completion,
    span,
    ...grid.figure(cell),
  });
  const summary: SummaryRow[] = [row(whole, 0, null, null)];
  for (const b of BUCKETS) if (byBeds.present(b)) summary.push(row(byBeds, b, b, null));
  COMPLETIONS.forEach((kind, k) => {
    if (done.present(k)) summary.push(row(done, k, null, kind));
  });
  const merged = new Int32Array(7);
  const medianPrice = new Float64Array(7);
  const medianPerSqft = new Float64Array(7);
  const perSqftCounts = new Int32Array(7);
  const outliers = new Int32Array(7);
  for (let b = 0; b < 7; b++) {
    const [grid, cell] = b < 6 ? [byBeds, b] : [whole, 0];
    merged[b] = grid.counts[cell]!;
    medianPrice[b] = grid.medianPrice[cell]!;
    medianPerSqft[b] = grid.medianPerSqft[cell]!;
    perSqftCounts[b] = grid.perSqftCounts[cell]!;
    outliers[b] = grid.outliers[cell]!;
  }
  return {
    ...monthlyParts,
    summary,
    byBeds: new FigureGrid(merged, medianPrice, medianPerSqft, perSqftCounts, outliers),
  };
}
