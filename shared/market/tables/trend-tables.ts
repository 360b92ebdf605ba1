// The tables of the time charts: monthly medians and volume, by bedroom count, sales against rents, ready against
// off-plan, the AED per area histogram and the change against the previous period. Months are written "2025-11";
// a month the period covers only part of says which days it holds (the "partial" column, an ISO 8601 interval).
import type { Purpose } from '../../domain/listing';
import type { ColumnKind } from '../../export/table';
import type { ChangeSpan, Histogram, MarketAnalysis, MonthlyPoint } from '../../ipc/contract';
import type { MessageId } from '../../messages/format-message';
import { sayIn, type Say } from '../../messages/say-in';
import { areaUnitLabel, purposeLabel } from '../market-format';
import { BY_PURPOSE_MESSAGE } from '../market-view-ids';
import { partialValue, trendPoints, type Measure } from '../series';
import {
  column,
  monthCell,
  monthColumns,
  partialMarks,
  thinMarks,
  round2,
  bedsName,
  shownBedsRows,
  type MarketTable,
  type TableContext,
} from './table-model';

const MONTH_DISPLAY = { month: 'month', partial: 'span' } as const;

/** The partial days of a month from whichever of two series has the month partial. */
function partialOfEither(a: MonthlyPoint | undefined, b: MonthlyPoint | undefined): string | null {
  return (a && partialValue(a)) ?? (b && partialValue(b)) ?? null;
}

const sortPoints = (a: MonthlyPoint, b: MonthlyPoint) =>
  a.month.localeCompare(b.month) || (a.beds ?? -1) - (b.beds ?? -1);

/** The labels of one purpose's figures in the table's language, those per area in its unit. */
function purposeWords(purpose: Purpose, ctx: TableContext) {
  const say = sayIn(ctx.lang);
  const ids = BY_PURPOSE_MESSAGE[purpose];
  const unit = { unit: areaUnitLabel(ctx.unit, ctx.lang) };
  return {
    priceCol: say(ids.priceCol),
    perAreaCol: say(ids.perAreaCol, unit),
    readyPrice: say(ids.readyPrice),
    readyPerArea: say(ids.readyPerArea, unit),
    offPlanPrice: say(ids.offPlanPrice),
    offPlanPerArea: say(ids.offPlanPerArea, unit),
    histogram: say(ids.histogram, unit),
    binFrom: say(ids.binFrom, unit),
    binTo: say(ids.binTo, unit),
  };
}

function outliersColumn(ctx: TableContext, say: Say, id = 'outliers') {
  return column(
    id,
    ctx.excluded ? say('marketView.cols.outliersExcluded') : say('marketView.cols.outliersIncluded'),
    'integer',
  );
}

/** A table's title for one place and purpose ("Monthly medians and volume · Dubai Marina · Sales"). */
function titleOf(say: Say, title: string, place: string, purpose: Purpose, lang: TableContext['lang']): string {
  return say('marketCards.tableTitle', { title, place, purpose: purposeLabel(purpose, lang) });
}

/** Month, transactions, median price, median AED per area and outliers of one unit and purpose. */
export function trendTable(a: MarketAnalysis, unitKey: string, purpose: Purpose, ctx: TableContext): MarketTable {
  const { lang } = ctx;
  const say = sayIn(lang);
  const points = trendPoints(a, unitKey, purpose);
  const months = monthColumns(say);
  const partial = points.map(partialValue);
  const words = purposeWords(purpose, ctx);
  return {
    id: 'trend',
    title: titleOf(say, say('marketCards.trend'), ctx.placeName(unitKey), purpose, lang),
    subject: ctx.scope(unitKey, purpose),
    about: ctx.scopeAbout?.(unitKey, purpose),
    columns: [
      months.month,
      column('count', say('marketView.cols.count'), 'integer'),
      column('medianPrice', words.priceCol, 'aed'),
      column('medianPerArea', words.perAreaCol, 'aedPerArea'),
      outliersColumn(ctx, say),
      months.partial,
    ],
    rows: points.map((p, i) => [
      monthCell(p.month),
      p.count,
      p.medianPrice,
      round2(p.medianPricePerSqft),
      p.outliers,
      partial[i]!,
    ]),
    display: MONTH_DISPLAY,
    ...thinMarks(
      points.map((p) => p.count),
      1,
      say,
      partialMarks(partial, say),
    ),
  };
}

/** The same by bedroom count: one row per month and count. */
export function bedsTable(a: MarketAnalysis, unitKey: string, purpose: Purpose, ctx: TableContext): MarketTable {
  const { lang } = ctx;
  const say = sayIn(lang);
  const points = a.monthlyByBeds
    .filter((p) => p.unit === unitKey && p.purpose === purpose && p.beds !== null)
    .sort(sortPoints);
  const months = monthColumns(say);
  const partial = points.map(partialValue);
  const words = purposeWords(purpose, ctx);
  return {
    id: 'beds',
    title: titleOf(say, say('marketCards.beds'), ctx.placeName(unitKey), purpose, lang),
    subject: ctx.scope(unitKey, purpose),
    about: ctx.scopeAbout?.(unitKey, purpose),
    columns: [
      months.month,
      column('beds', say('areaTable.cols.beds'), 'text'),
      column('count', say('marketView.cols.count'), 'integer'),
      column('medianPrice', words.priceCol, 'aed'),
      column('medianPerArea', words.perAreaCol, 'aedPerArea'),
      outliersColumn(ctx, say),
      months.partial,
    ],
    rows: points.map((p, i) => [
      monthCell(p.month),
      bedsName(p.beds, ctx),
      p.count,
      p.medianPrice,
      round2(p.medianPricePerSqft),
      p.outliers,
      partial[i]!,
    ]),
    display: MONTH_DISPLAY,
    ...thinMarks(
      points.map((p) => p.count),
      2,
      say,
      partialMarks(partial, say),
    ),
  };
}

/**
 * Sales and rents month by month: the counts and outliers, and the measure the chart plots (median price and yearly
 * rent, or AED per area with rents a year) with rent over sale, the month's gross yield; the table holds what the
 * chart draws, whichever measure it is switched to.
 */
export function salesRentsTable(
  a: MarketAnalysis,
  unitKey: string,
  ctx: TableContext,
  measure: Measure = 'perArea',
): MarketTable {
  const { unit, lang } = ctx;
  const say = sayIn(lang);
  const sales = new Map(trendPoints(a, unitKey, 'for-sale').map((p) => [p.month, p]));
  const rents = new Map(trendPoints(a, unitKey, 'for-rent').map((p) => [p.month, p]));
  const months = [...new Set([...sales.keys(), ...rents.keys()])].sort();
  // Sales and rents may be held over different days: a month is partial when either side is.
  const partial = months.map((m) => partialOfEither(sales.get(m), rents.get(m)));
  const cols = monthColumns(say);
  const money = measure !== 'count';
  const perArea = measure === 'perArea';
  const value = (p: MonthlyPoint | undefined): number | null =>
    perArea ? round2(p?.medianPricePerSqft ?? null) : (p?.medianPrice ?? null);
  const kind: ColumnKind = perArea ? 'aedPerArea' : 'aed';
  const header = (purpose: Purpose) =>
    perArea
      ? say(purpose === 'for-sale' ? 'marketView.cols.saleMedianPerArea' : 'marketView.cols.rentMedianPerArea', {
          unit: areaUnitLabel(unit, lang),
        })
      : purposeWords(purpose, ctx).priceCol;
  return {
    id: 'sales-rents',
    title: say('marketCards.tableTitleOfPlace', {
      title: say('marketCards.salesRents'),
      place: ctx.placeName(unitKey),
    }),
    subject: ctx.scope(unitKey, 'both'),
    about: ctx.scopeAbout?.(unitKey, 'both'),
    columns: [
      cols.month,
      column('saleCount', say('marketView.cols.saleCount'), 'integer'),
      ...(money ? [column(perArea ? 'saleMedianPerArea' : 'saleMedianPrice', header('for-sale'), kind)] : []),
      column('saleOutliers', say('marketView.cols.saleOutliers'), 'integer'),
      column('rentCount', say('marketView.cols.rentCount'), 'integer'),
      ...(money ? [column(perArea ? 'rentMedianPerArea' : 'rentMedianPrice', header('for-rent'), kind)] : []),
      column('rentOutliers', say('marketView.cols.rentOutliers'), 'integer'),
      ...(money ? [column('ratio', say('marketView.cols.ratio'), 'percent')] : []),
      cols.partial,
    ],
    rows: months.map((m, i) => {
      const s = sales.get(m);
      const r = rents.get(m);
      const sale = value(s);
      const rent = value(r);
      const ratio = sale && rent ? Math.round((rent / sale) * 10_000) / 10_000 : null;
      return [
        monthCell(m),
        s?.count ?? 0,
        ...(money ? [sale] : []),
        s?.outliers ?? 0,
        r?.count ?? 0,
        ...(money ? [rent] : []),
        r?.outliers ?? 0,
        ...(money ? [ratio] : []),
        partial[i]!,
      ];
    }),
    display: MONTH_DISPLAY,
    ...partialMarks(partial, say),
  };
}

/** Ready and off-plan month by month. */
export function completionTable(a: MarketAnalysis, unitKey: string, purpose: Purpose, ctx: TableContext): MarketTable {
  const { lang } = ctx;
  const say = sayIn(lang);
  const of = (kind: 'ready' | 'off-plan') =>
    new Map(
      a.monthlyByCompletion
        .filter((p) => p.unit === unitKey && p.purpose === purpose && p.beds === null && p.completion === kind)
        .map((p) => [p.month, p]),
    );
  const ready = of('ready');
  const offPlan = of('off-plan');
  const months = [...new Set([...ready.keys(), ...offPlan.keys()])].sort();
  const partial = months.map((m) => partialOfEither(ready.get(m), offPlan.get(m)));
  const cols = monthColumns(say);
  const words = purposeWords(purpose, ctx);
  return {
    id: 'completion',
    title: titleOf(say, say('marketCards.completion'), ctx.placeName(unitKey), purpose, lang),
    subject: ctx.scope(unitKey, purpose),
    about: ctx.scopeAbout?.(unitKey, purpose),
    columns: [
      cols.month,
      column('readyCount', say('marketView.cols.readyCount'), 'integer'),
      column('readyMedianPrice', words.readyPrice, 'aed'),
      column('readyPerArea', words.readyPerArea, 'aedPerArea'),
      column('offPlanCount', say('marketView.cols.offPlanCount'), 'integer'),
      column('offPlanMedianPrice', words.offPlanPrice, 'aed'),
      column('offPlanPerArea', words.offPlanPerArea, 'aedPerArea'),
      outliersColumn(ctx, say),
      cols.partial,
    ],
    rows: months.map((m, i) => {
      const r = ready.get(m);
      const o = offPlan.get(m);
      return [
        monthCell(m),
        r?.count ?? 0,
        r?.medianPrice ?? null,
        round2(r?.medianPricePerSqft ?? null),
        o?.count ?? 0,
        o?.medianPrice ?? null,
        round2(o?.medianPricePerSqft ?? null),
        (r?.outliers ?? 0) + (o?.outliers ?? 0),
        partial[i]!,
      ];
    }),
    display: MONTH_DISPLAY,
    ...partialMarks(partial, say),
  };
}

/** The histogram's bins, edges in AED per square foot (the export converts them to the display unit). */
export function histogramTable(h: Histogram, ctx: TableContext): MarketTable {
  const { lang } = ctx;
  const say = sayIn(lang);
  const words = purposeWords(h.purpose, ctx);
  return {
    id: 'histogram',
    title: titleOf(say, words.histogram, ctx.placeName(h.unit), h.purpose, lang),
    subject: ctx.scope(h.unit, h.purpose),
    about: ctx.scopeAbout?.(h.unit, h.purpose),
    columns: [
      column('binFrom', words.binFrom, 'aedPerArea'),
      column('binTo', words.binTo, 'aedPerArea'),
      column('count', say('marketView.cols.count'), 'integer'),
    ],
    rows: h.counts.map((count, i) => [h.start + i * h.binWidth, h.start + (i + 1) * h.binWidth, count]),
  };
}

const SPANS: readonly ChangeSpan[] = ['month', 'quarter', 'year'];

export const SPAN_IDS = {
  month: 'marketView.spans.month',
  quarter: 'marketView.spans.quarter',
  year: 'marketView.spans.year',
} as const satisfies Record<ChangeSpan, MessageId>;

const CHANGE_MEASURES = [
  ['count', 'integer'],
  ['medianPrice', 'aed'],
  ['medianPricePerSqft', 'aedPerArea'],
] as const satisfies readonly (readonly [string, ColumnKind])[];

/**
 * Each span (the last 30, 91 and 365 days) against the span of the same length before it, per bedroom count and
 * measure, with the days of both (ISO 8601 intervals; the screen writes them in the interface language).
 */
export function changeTable(a: MarketAnalysis, unitKey: string, purpose: Purpose, ctx: TableContext): MarketTable {
  const { lang } = ctx;
  const say = sayIn(lang);
  const rows: MarketTable['rows'] = [];
  const rowKinds: ColumnKind[] = [];
  const measureName = {
    count: say('marketView.cols.count'),
    medianPrice: purposeWords(purpose, ctx).priceCol,
    medianPricePerSqft: purposeWords(purpose, ctx).perAreaCol,
  };
  const changes = shownBedsRows(a.changes, ctx)
    .filter((c) => c.unit === unitKey && c.purpose === purpose)
    .sort((x, y) => SPANS.indexOf(x.span) - SPANS.indexOf(y.span) || (x.beds ?? -1) - (y.beds ?? -1));
  for (const c of changes) {
    for (const [measure, kind] of CHANGE_MEASURES) {
      const current = c.current[measure];
      const previous = c.previous ? c.previous[measure] : null;
      const round = kind === 'aedPerArea' ? round2 : (v: number | null) => v;
      rows.push([
        say(SPAN_IDS[c.span]),
        `${c.current.from}/${c.current.to}`,
        c.previous ? `${c.previous.from}/${c.previous.to}` : null,
        bedsName(c.beds, ctx),
        measureName[measure],
        round(current),
        round(previous),
        c.change[measure],
      ]);
      rowKinds.push(kind);
    }
  }
  return {
    id: 'change',
    title: titleOf(say, say('marketCards.change'), ctx.placeName(unitKey), purpose, lang),
    subject: ctx.scope(unitKey, purpose),
    about: ctx.scopeAbout?.(unitKey, purpose),
    columns: [
      column('span', say('marketView.cols.span'), 'text'),
      column('currentDays', say('marketView.cols.currentDays'), 'text'),
      column('previousDays', say('marketView.cols.previousDays'), 'text'),
      column('beds', say('areaTable.cols.beds'), 'text'),
      column('measure', say('areaTable.cols.measure'), 'text'),
      column('current', say('marketView.cols.current'), 'number', { kindByRow: true }),
      column('previous', say('marketView.cols.previous'), 'number', { kindByRow: true }),
      column('change', say('marketView.cols.change'), 'percent'),
    ],
    rows,
    rowKinds,
    display: { change: 'change', currentDays: 'span', previousDays: 'span' },
    wrap: ['span', 'currentDays', 'previousDays', 'measure'],
  };
}
