// Area against area as one table for the window, its CSV and workbook, and `aqar market compare`: per measure, each
// place's columns side by side (its value; for every place after the first, its difference from the first, relative
// for amounts, "−34.0%", and in percentage points for ratios, "+0.7 pp", never a percent of a percent; then the
// sales and the rents behind the value, a yield having both), the highest and lowest marked. Each value column takes
// its kind from its row's measure (a yield is a percent, a price AED), given once per row shown. On screen each
// place's columns sit under its name with short labels; the files keep full headers ("Business Bay: difference").
import type { Lang } from '../domain/lang';
import type { ColumnKind, TableColumn } from '../export/table';
import type { CompareRow, MarketAnalysis } from '../ipc/contract';
import type { AreaUnit } from '../settings';
import { sayIn, type Say } from '../messages/say-in';
import type { MessageId } from '../messages/format-message';
import { AREA_UNIT_WORDS } from '../words/value-labels';
import { bedsRowName, shownBedsRowsOf } from './beds-words';
import type { ColumnDisplay, MarketTableShape } from './market-table';
import { purposeLabel } from './market-format';
import { thinSample } from './thin-sample';

/** The kind of a row's values, by its measure. */
export const COMPARE_KINDS: Readonly<Record<CompareRow['measure'], ColumnKind>> = {
  count: 'integer',
  medianPrice: 'aed',
  medianPricePerSqft: 'aedPerArea',
  grossYield: 'percent',
  yearChangePerSqft: 'percent',
};

/** A difference this large from the first place is marked: 5 % of an amount, half a percentage point of a ratio. */
export const MARKED_DIFFERENCE = 0.05;
export const MARKED_POINTS = 0.005;

export interface CompareTableOptions {
  lang: Lang;
  unit: AreaUnit;
  /** A unit's name (the place the broker picked). */
  placeName(unitKey: string): string;
  /** The bedroom counts the query chose (none: every count). */
  beds?: readonly number[] | undefined;
}

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

/** Rounds AED per area to fils. */
const fils = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

/** The files' header of each part of a place's columns ({place}: the place's name). */
const HEADERS = {
  value: 'areaTable.cols.value',
  diff: 'areaTable.cols.difference',
  pp: 'areaTable.cols.differencePoints',
  sales: 'areaTable.cols.saleSample',
  rents: 'areaTable.cols.rentSample',
} as const satisfies Record<Part, MessageId>;

/** The short header of each part on screen, under its place's name. */
const SHORT = {
  value: 'areaTable.parts.value',
  diff: 'areaTable.parts.diff',
  pp: 'areaTable.parts.pp',
  sales: 'areaTable.parts.sales',
  rents: 'areaTable.parts.rents',
} as const satisfies Record<Part, MessageId>;

/** A measure over both purposes ({unit}: the display unit's name). */
const MEASURES = {
  count: 'areaTable.measures.count',
  medianPrice: 'areaTable.measures.medianPrice',
  medianPricePerSqft: 'areaTable.measures.medianPricePerSqft',
  grossYield: 'areaTable.measures.grossYield',
  yearChangePerSqft: 'areaTable.measures.yearChangePerSqft',
} as const satisfies Record<CompareRow['measure'], MessageId>;

/** A median of one purpose says which: a rent is a yearly rent. */
const BY_PURPOSE = {
  'for-sale': {
    price: 'areaTable.measuresByPurpose.forSale.price',
    perArea: 'areaTable.measuresByPurpose.forSale.perArea',
  },
  'for-rent': {
    price: 'areaTable.measuresByPurpose.forRent.price',
    perArea: 'areaTable.measuresByPurpose.forRent.perArea',
  },
} as const;

function placeColumns(a: Pick<MarketAnalysis, 'units' | 'compare'>, say: Say, o: CompareTableOptions) {
  const has = {
    pp: a.compare.some((r) => r.diffKind === 'points'),
    sales: a.compare.some((r) => r.values.some((v) => v.saleSample !== null)),
    rents: a.compare.some((r) => r.values.some((v) => v.rentSample !== null)),
  };
  // Column ids allow a few characters only; a unit key is digits (or several joined), so this rarely changes it.
  const id = (part: Part, key: string) => `${part}:${key.replace(/[^A-Za-z0-9_.-]/g, '_')}`.slice(0, 64);
  const column = (part: Part, key: string, kind: ColumnKind): TableColumn => ({
    id: id(part, key),
    header: say(HEADERS[part], { place: o.placeName(key) }),
    kind,
    ...(part === 'value' ? { kindByRow: true } : {}),
  });
  return a.units.flatMap(({ key: u }, j): PlaceColumn[] => {
    const parts: PlaceColumn[] = [
      {
        part: 'value',
        unit: u,
        column: column('value', u, 'number'),
        cell: (r) => {
          const v = valueOf(r, u)?.value ?? null;
          return r.measure === 'medianPricePerSqft' ? fils(v) : v;
        },
      },
    ];
    if (j > 0) {
      parts.push({
        part: 'diff',
        unit: u,
        column: column('diff', u, 'percent'),
        cell: (r) => (r.diffKind === 'relative' ? (valueOf(r, u)?.diff ?? null) : null),
      });
      if (has.pp)
        parts.push({
          part: 'pp',
          unit: u,
          column: column('pp', u, 'number'),
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
        column: column('sales', u, 'integer'),
        cell: (r) => valueOf(r, u)?.saleSample ?? null,
      });
    if (has.rents)
      parts.push({
        part: 'rents',
        unit: u,
        column: column('rents', u, 'integer'),
        cell: (r) => valueOf(r, u)?.rentSample ?? null,
      });
    return parts;
  });
}

/** A row's measure in words: a median of one purpose says which (a rent is a yearly rent). */
function measureName(r: CompareRow, say: Say, o: CompareTableOptions): string {
  const unit = AREA_UNIT_WORDS[o.lang][o.unit];
  if (r.purpose && r.measure === 'medianPrice') return say(BY_PURPOSE[r.purpose].price);
  if (r.purpose && r.measure === 'medianPricePerSqft') return say(BY_PURPOSE[r.purpose].perArea, { unit });
  return r.measure === 'medianPricePerSqft' || r.measure === 'yearChangePerSqft'
    ? say(MEASURES[r.measure], { unit })
    : say(MEASURES[r.measure]);
}

export function compareTableOf(a: Pick<MarketAnalysis, 'units' | 'compare'>, o: CompareTableOptions): MarketTableShape {
  const say = sayIn(o.lang);
  const lead: TableColumn[] = [
    { id: 'measure', header: say('areaTable.cols.measure'), kind: 'text' },
    { id: 'purpose', header: say('areaTable.cols.purpose'), kind: 'text' },
    { id: 'beds', header: say('areaTable.cols.beds'), kind: 'text' },
  ];
  const places = placeColumns(a, say, o);
  const at = (part: Part, u: string) => lead.length + places.findIndex((p) => p.part === part && p.unit === u);
  const first = a.units[0]?.key;
  const marks: NonNullable<MarketTableShape['marks']> = [];
  const badges: Record<string, string> = {};
  // One count chosen: the row over every count would only repeat it. Kinds and marks follow the rows shown.
  const shown = shownBedsRowsOf(a.compare, o.beds);
  const rows = shown.map((r, i) => {
    for (const { unit: u } of places.filter((p) => p.part === 'value')) {
      const v = valueOf(r, u);
      const threshold = r.diffKind === 'points' ? MARKED_POINTS : MARKED_DIFFERENCE;
      // A hair under the threshold from rounding still counts as reaching it.
      if (u !== first && v?.diff != null && Math.abs(v.diff) >= threshold - 1e-9)
        marks.push({ row: i, column: at('value', u), mark: 'differs' });
      if (r.highest === u) badges[`${i}:${at('value', u)}`] = say('areaTable.marks.highest');
      if (r.lowest === u) badges[`${i}:${at('value', u)}`] = say('areaTable.marks.lowest');
      // A thin median or yield is shown with its mark, as in the yield table; the core never ranks it.
      if (r.measure !== 'count' && v && v.value !== null && thinSample(v))
        badges[`${i}:${at('value', u)}`] = say('areaTable.marks.thin');
    }
    return [
      measureName(r, say, o),
      purposeLabel(r.purpose ?? 'both', o.lang),
      bedsRowName(r.beds, o.beds, o.lang),
      ...places.map((p) => p.cell(r)),
    ];
  });
  const display: Record<string, ColumnDisplay> = {};
  const short: Record<string, string> = {};
  for (const p of places) {
    if (p.part === 'diff') display[p.column.id] = 'change';
    if (p.part === 'pp') display[p.column.id] = 'points';
    short[p.column.id] = say(SHORT[p.part]);
  }
  return {
    id: 'compare',
    title: say('areaTable.title'),
    columns: [...lead, ...places.map((p) => p.column)],
    rows,
    rowKinds: shown.map((r) => COMPARE_KINDS[r.measure]),
    marks,
    badges,
    display,
    wrap: ['measure', 'beds'],
    groups: a.units.map((u) => ({
      label: o.placeName(u.key),
      columns: places.filter((p) => p.unit === u.key).map((p) => p.column.id),
    })),
    shortHeaders: short,
  };
}
