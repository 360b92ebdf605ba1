// Area against area as a table: per measure, each place's columns side by side (its value; for every place after the
// first, its difference from the first, relative for amounts, "−34.0%", and in percentage points for ratios, "+0.7
// pp", never a percent of a percent; then the sales and the rents behind the value, a yield having both), the
// highest and lowest marked. On screen each place's columns sit under its name with short labels; the export
// keeps full headers ("Jumeirah Village Circle: difference (pp)").
import type { ColumnKind, TableColumn } from '#shared/export/table';
import type { CompareRow, MarketAnalysis } from '#shared/ipc/contract';
import { withUnit } from '../market-format';
import { thinSample } from '#shared/market/thin-sample';
import {
  bedsName,
  column,
  round2,
  shownBedsRows,
  type ColumnDisplay,
  type MarketTable,
  type TableContext,
} from './table-model';

const COMPARE_KINDS: Readonly<Record<CompareRow['measure'], ColumnKind>> = {
  count: 'integer',
  medianPrice: 'aed',
  medianPricePerSqft: 'aedPerArea',
  grossYield: 'percent',
  yearChangePerSqft: 'percent',
};

/** A difference this large from the first place is marked: 5 % of an amount, half a percentage point of a ratio. */
export const MARKED_DIFFERENCE = 0.05;
export const MARKED_POINTS = 0.005;

type Part = 'value' | 'diff' | 'pp' | 'sales' | 'rents';

interface PlaceColumn {
  part: Part;
  unit: string;
  column: TableColumn;
  cell(row: CompareRow): number | null;
}

const valueOf = (r: CompareRow, unit: string) => r.values.find((v) => v.unit === unit);

/** Points as a number of points (0.7), so a workbook cannot read them as a percent. */
const points = (diff: number) => Math.round(diff * 100_000) / 1000;

function placeColumns(a: MarketAnalysis, ctx: TableContext): PlaceColumn[] {
  const { t, lang, unit } = ctx;
  const units = a.units.map((u) => u.key);
  const has = {
    pp: a.compare.some((r) => r.diffKind === 'points'),
    sales: a.compare.some((r) => r.values.some((v) => v.saleSample !== null)),
    rents: a.compare.some((r) => r.values.some((v) => v.rentSample !== null)),
  };
  // Column ids allow a few characters only; a unit key is digits (or several joined), so this rarely changes it.
  const id = (part: Part, key: string) => `${part}:${key.replace(/[^A-Za-z0-9_.-]/g, '_')}`.slice(0, 64);
  const header = (template: string, key: string) => withUnit(template, unit, lang, { place: ctx.placeName(key) });
  return units.flatMap((u, j) => {
    const parts: PlaceColumn[] = [
      {
        part: 'value',
        unit: u,
        column: column(id('value', u), header(t.cols.value, u), 'number', { kindByRow: true }),
        cell: (r) => {
          const v = valueOf(r, u)?.value ?? null;
          return r.measure === 'medianPricePerSqft' ? round2(v) : v;
        },
      },
    ];
    if (j > 0) {
      parts.push({
        part: 'diff',
        unit: u,
        column: column(id('diff', u), header(t.cols.difference, u), 'percent'),
        cell: (r) => (r.diffKind === 'relative' ? (valueOf(r, u)?.diff ?? null) : null),
      });
      if (has.pp)
        parts.push({
          part: 'pp',
          unit: u,
          column: column(id('pp', u), header(t.cols.differencePoints, u), 'number'),
          cell: (r) => {
            const diff = valueOf(r, u)?.diff ?? null;
            return r.diffKind === 'points' && diff !== null ? points(diff) : null;
          },
        });
    }
    if (has.sales)
      parts.push({
        part: 'sales',
        unit: u,
        column: column(id('sales', u), header(t.cols.saleSample, u), 'integer'),
        cell: (r) => valueOf(r, u)?.saleSample ?? null,
      });
    if (has.rents)
      parts.push({
        part: 'rents',
        unit: u,
        column: column(id('rents', u), header(t.cols.rentSample, u), 'integer'),
        cell: (r) => valueOf(r, u)?.rentSample ?? null,
      });
    return parts;
  });
}

export function compareTable(a: MarketAnalysis, ctx: TableContext): MarketTable {
  const { t, lang, unit } = ctx;
  const lead = [
    column('measure', t.cols.measure, 'text'),
    column('purpose', t.cols.purpose, 'text'),
    column('beds', t.cols.beds, 'text'),
  ];
  const places = placeColumns(a, ctx);
  const at = (part: Part, u: string) => lead.length + places.findIndex((p) => p.part === part && p.unit === u);
  const first = a.units[0]?.key;
  const marks: NonNullable<MarketTable['marks']> = [];
  const badges: Record<string, string> = {};
  const rows = shownBedsRows(a.compare, ctx).map((r, i) => {
    for (const { unit: u } of places.filter((p) => p.part === 'value')) {
      const diff = valueOf(r, u)?.diff ?? null;
      const threshold = r.diffKind === 'points' ? MARKED_POINTS : MARKED_DIFFERENCE;
      // A hair under the threshold from rounding still counts as reaching it.
      if (u !== first && diff !== null && Math.abs(diff) >= threshold - 1e-9)
        marks.push({ row: i, column: at('value', u), mark: 'differs' });
      if (r.highest === u) badges[`${i}:${at('value', u)}`] = t.cards.highest;
      if (r.lowest === u) badges[`${i}:${at('value', u)}`] = t.cards.lowest;
      // A thin median or yield is shown with its mark, as in the yield table; the core never ranks it.
      const v = valueOf(r, u);
      if (r.measure !== 'count' && v && v.value !== null && thinSample(v))
        badges[`${i}:${at('value', u)}`] = t.cards.thin;
    }
    return [
      // A median of one purpose says which: a rent is a yearly rent.
      withUnit(
        r.purpose && r.measure === 'medianPrice'
          ? t.byPurpose[r.purpose].price
          : r.purpose && r.measure === 'medianPricePerSqft'
            ? t.byPurpose[r.purpose].perArea
            : t.compareMeasures[r.measure],
        unit,
        lang,
      ),
      r.purpose ? t.purposes[r.purpose] : '',
      bedsName(r.beds, ctx),
      ...places.map((p) => p.cell(r)),
    ];
  });
  const display: Record<string, ColumnDisplay> = {};
  const short: Record<string, string> = {};
  for (const p of places) {
    if (p.part === 'diff') display[p.column.id] = 'change';
    if (p.part === 'pp') display[p.column.id] = 'points';
    short[p.column.id] = t.compareParts[p.part];
  }
  return {
    id: 'compare',
    title: t.cards.compare,
    columns: [...lead, ...places.map((p) => p.column)],
    rows,
    rowKinds: a.compare.map((r) => COMPARE_KINDS[r.measure]),
    marks,
    badges,
    display,
    wrap: ['measure', 'beds'],
    groups: a.units.map((u) => ({
      label: ctx.placeName(u.key),
      columns: places.filter((p) => p.unit === u.key).map((p) => p.column.id),
    })),
    shortHeaders: short,
  };
}
