// The tables of the whole-period analyses: gross yield, asking against transacted, the outliers, and area against
// area (each place's value, its difference from the first place and its sample, the highest and lowest marked).
import type { ColumnKind } from '#shared/export/table';
import type { CompareRow, MarketAnalysis } from '#shared/ipc/contract';
import { bedsLabel, withUnit } from '../market-format';
import { column, round2, type MarketTable, type TableContext } from './table-model';

export function yieldTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang } = ctx;
  const cells = [...a.yields];
  return {
    id: 'yield',
    title: t.cards.yield,
    columns: [
      column('place', t.cols.place, 'text'),
      column('beds', t.cols.beds, 'text'),
      column('saleMedian', t.cols.saleMedian, 'aed'),
      column('rentMedian', t.cols.rentMedian, 'aed'),
      column('grossYield', t.cols.grossYield, 'percent'),
      column('saleCount', t.cols.saleCount, 'integer'),
      column('rentCount', t.cols.rentCount, 'integer'),
      column('thin', t.cols.thin, 'boolean'),
    ],
    rows: cells.map((c) => [
      ctx.placeName(c.unit),
      bedsLabel(c.beds, t, lang),
      c.saleMedian,
      c.rentMedian,
      c.grossYield,
      c.saleCount,
      c.rentCount,
      c.thin,
    ]),
    thin: cells.map((c) => c.thin),
  };
}

export function gapTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang, unit } = ctx;
  return {
    id: 'gap',
    title: t.cards.gap,
    columns: [
      column('place', t.cols.place, 'text'),
      column('purpose', t.cols.purpose, 'text'),
      column('beds', t.cols.beds, 'text'),
      column('asking', withUnit(t.cols.asking, unit, lang), 'aedPerArea'),
      column('askingCount', t.cols.askingCount, 'integer'),
      column('transacted', withUnit(t.cols.transacted, unit, lang), 'aedPerArea'),
      column('transactedCount', t.cols.transactedCount, 'integer'),
      column('gap', t.cols.gap, 'percent'),
      column('thin', t.cols.thin, 'boolean'),
    ],
    rows: a.gaps.map((g) => [
      ctx.placeName(g.unit),
      t.purposes[g.purpose],
      bedsLabel(g.beds, t, lang),
      round2(g.askingMedianPerSqft),
      g.askingCount,
      round2(g.transactedMedianPerSqft),
      g.transactedCount,
      g.gap,
      g.thin,
    ]),
    thin: a.gaps.map((g) => g.thin),
    display: { gap: 'change' },
  };
}

export function outliersTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang, unit } = ctx;
  return {
    id: 'outliers',
    title: t.cards.outliers,
    columns: [
      column('date', t.cols.date, 'date'),
      column('place', t.cols.place, 'text'),
      column('location', t.cols.location, 'text'),
      column('purpose', t.cols.purpose, 'text'),
      column('beds', t.cols.beds, 'text'),
      column('price', t.cols.price, 'aed'),
      column('area', withUnit(t.cols.area, unit, lang), 'area'),
      column('perArea', withUnit(t.cols.perArea, unit, lang), 'aedPerArea'),
      column('cellMedian', withUnit(t.cols.cellMedian, unit, lang), 'aedPerArea'),
      column('deviations', t.cols.deviations, 'number'),
      column('reason', t.cols.reason, 'text'),
      column('transaction', t.cols.transaction, 'text'),
    ],
    rows: a.outliers.map((o) => [
      o.date,
      ctx.placeName(o.unit),
      o.location,
      t.purposes[o.purpose],
      bedsLabel(o.beds, t, lang),
      o.price,
      o.areaSqft,
      round2(o.pricePerSqft),
      round2(o.cellMedianPerSqft),
      o.deviations === null ? null : Math.round(o.deviations * 10) / 10,
      t.outliers.reasons[o.reason],
      o.transactionId,
    ]),
  };
}

const COMPARE_KINDS: Readonly<Record<CompareRow['measure'], ColumnKind>> = {
  count: 'integer',
  medianPrice: 'aed',
  medianPricePerSqft: 'aedPerArea',
  grossYield: 'percent',
  yearChangePerSqft: 'percent',
};

/** A difference this large from the first place is marked in the workbook. */
export const MARKED_DIFFERENCE = 0.05;

export function compareTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang, unit } = ctx;
  const units = a.units.map((u) => u.key);
  const place = (key: string) => ctx.placeName(key);
  // Column ids allow a few characters only; a unit key is digits (or several joined), so this rarely changes it.
  const id = (prefix: string, key: string) => `${prefix}:${key.replace(/[^A-Za-z0-9_.-]/g, '_')}`.slice(0, 64);
  const columns = [
    column('measure', t.cols.measure, 'text'),
    column('purpose', t.cols.purpose, 'text'),
    column('beds', t.cols.beds, 'text'),
    ...units.map((u) =>
      column(id('value', u), withUnit(t.cols.value, unit, lang, { place: place(u) }), 'number', { kindByRow: true }),
    ),
    ...units
      .slice(1)
      .map((u) => column(id('diff', u), withUnit(t.cols.difference, unit, lang, { place: place(u) }), 'percent')),
    ...units.map((u) => column(id('n', u), withUnit(t.cols.sample, unit, lang, { place: place(u) }), 'integer')),
  ];
  const marks: NonNullable<MarketTable['marks']> = [];
  const badges: Record<string, string> = {};
  const rows = a.compare.map((r, i) => {
    const value = (u: string) => r.values.find((v) => v.unit === u);
    units.forEach((u, j) => {
      const diff = value(u)?.diff ?? null;
      if (j > 0 && diff !== null && Math.abs(diff) >= MARKED_DIFFERENCE)
        marks.push({ row: i, column: 3 + j, mark: 'differs' });
      if (r.highest === u) badges[`${i}:${3 + j}`] = t.cards.highest;
      if (r.lowest === u) badges[`${i}:${3 + j}`] = t.cards.lowest;
    });
    return [
      withUnit(t.compareMeasures[r.measure], unit, lang),
      r.purpose ? t.purposes[r.purpose] : '',
      bedsLabel(r.beds, t, lang),
      ...units.map((u) => {
        const v = value(u)?.value ?? null;
        return r.measure === 'medianPricePerSqft' ? round2(v) : v;
      }),
      ...units.slice(1).map((u) => value(u)?.diff ?? null),
      ...units.map((u) => value(u)?.sample ?? 0),
    ];
  });
  const display = Object.fromEntries(units.slice(1).map((u) => [id('diff', u), 'change' as const]));
  return {
    id: 'compare',
    title: t.cards.compare,
    columns,
    rows,
    rowKinds: a.compare.map((r) => COMPARE_KINDS[r.measure]),
    marks,
    badges,
    display,
  };
}
