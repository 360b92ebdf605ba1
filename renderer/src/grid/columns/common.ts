// Building blocks for the column definitions of every grid: the context a definition depends on (language, area
// unit, list options) and typed makers for text, number, money, area, date and code columns. Every column has a stable
// colId (saved layouts refer to it) and only initial* sizing/sorting, so re-created definitions (a new language or
// unit) never undo what the broker did to the layout. A column that shows a plain property names it as `field`:
// the grid reads it directly, which keeps sorting 50,000 rows (and merging appended pages in) cheap.
import type { ListingPurpose } from '#shared/grid/listing-columns';
import type { RepeatCount } from '#shared/market/repeat-adverts';
import type { ColDef, ColDefField, ValueFormatterParams, ValueGetterParams } from 'ag-grid-community';
import type { DataLang, Lang } from '#shared/domain/lang';
import {
  type AreaUnit,
  areaInUnit,
  formatDate,
  formatNumber,
  formatPercent,
  pricePerAreaInUnit,
} from '#shared/format/values';
import { fill } from '#shared/words/translated';
import { areaUnitWord as unitWordIn, labelOf } from '#shared/words/value-labels';
import { sayIn } from '../../i18n/say';
import { headerMinWidth, labelWidth } from './fit';

/** A value by a row's id (a map, or a handle reading the latest map: grid/live-lookups.ts). */
export interface Lookup<V> {
  get(id: string): V | undefined;
}

/** What one list needs beyond its kind: the grids of several views share a kind but not all their columns. */
export interface ColumnOptions {
  /** Sale and rent mix in this list (an agent's or agency's listings): the purpose column is shown. */
  mixedPurpose?: boolean;
  /** The list belongs to one developer (its page): the developer column would repeat it on every row. */
  hideDeveloper?: boolean;
  /** Names a place in the interface language when the service gave it in another (transactions). */
  placeName?: (name: string) => string;
  /** Other adverts of each listing's unit among the grid's rows (listings), by listing id. */
  repeats?: Lookup<RepeatCount>;
  /** The listing search's purpose: a rent search shows its rent figures together, rent per year first. */
  purpose?: ListingPurpose;
  /** How many notes each listing has (the broker's and the team's shared ones), by listing id. */
  notes?: Lookup<number>;
  /**
   * The window's width when the grid was made: a column pinned at the start (ag-grid never flexes a pinned column)
   * starts wider on a roomy screen and narrower on a small laptop.
   */
  viewportWidth?: number;
}

/** What a grid lists. */
export type GridKind =
  'listings' | 'projects' | 'transactions' | 'agents' | 'agencies' | 'developers' | 'agency-agents';

export interface ColumnContext extends ColumnOptions {
  lang: Lang;
  /** The language of the records' own texts (titles). */
  dataLang: DataLang;
  areaUnit: AreaUnit;
}

/** The display area unit as headers name it ("sq ft", "m²"). */
export function areaUnitWord(ctx: ColumnContext): string {
  return unitWordIn(ctx.areaUnit, ctx.lang);
}

/** A column definition with the stable id layouts are saved under. */
export type GridColumn<T> = ColDef<T> & { colId: string };

type Getter<T, V> = (row: T) => V;

interface BaseSpec<T, V> {
  colId: string;
  headerName: string;
  /** The cell's value (what it sorts by and what exports read). */
  value: Getter<T, V>;
  /** The property `value` reads, when it is one top-level property: read directly by the grid. */
  field?: ColDefField<T>;
  width?: number;
  /** Short labels the cells show (a code's names, "Studio"): the column starts wide enough for the longest. */
  fits?: readonly string[];
  hide?: boolean;
}

/** The smallest width any column may take: a checkbox-wide figure still reads. */
const MIN_WIDTH = 64;

function base<T, V>(spec: BaseSpec<T, V>): GridColumn<T> {
  const { colId, headerName, value, field, width = 120, fits = [], hide = false } = spec;
  // Headers wrap between words (DataGrid's default column): the longest word must fit, in every language.
  const minWidth = Math.max(MIN_WIDTH, headerMinWidth(headerName));
  return {
    colId,
    headerName,
    headerTooltip: headerName,
    ...(field ? { field } : { valueGetter: (p: ValueGetterParams<T>) => (p.data ? (value(p.data) ?? null) : null) }),
    initialWidth: Math.max(width, minWidth, fits.length > 0 ? labelWidth(fits) : 0),
    minWidth,
    initialHide: hide,
  };
}

/** Text as it is (names, places). */
export function textColumn<T>(spec: BaseSpec<T, string | null> & { tooltip?: Getter<T, string> }): GridColumn<T> {
  const col = base(spec);
  if (spec.tooltip) {
    const tooltip = spec.tooltip;
    col.tooltip = (p) => (p.data ? tooltip(p.data) : '');
  }
  return col;
}

/** A code shown through a label table (purpose, status …); sorts by the label the broker reads. */
export function codeColumn<T>(
  spec: BaseSpec<T, string | null> & { labels: Readonly<Record<string, string>> },
): GridColumn<T> {
  const { labels, value } = spec;
  // The label table travels with the column, so an export names the codes as the grid does.
  return {
    ...base({
      fits: Object.values(labels),
      ...spec,
      field: undefined,
      value: (row: T) => labelOf(labels, value(row)) || null,
    }),
    context: { labels },
  };
}

/** Numbers, right-aligned (the grid mirrors alignment in right-to-left). */
export function numberColumn<T>(
  spec: BaseSpec<T, number | null> & { format: (value: number | null, row: T | undefined) => string },
): GridColumn<T> {
  const { format } = spec;
  return {
    ...base(spec),
    type: 'rightAligned',
    valueFormatter: (p: ValueFormatterParams<T, number | null>) => format(p.value ?? null, p.data),
  };
}

export function countColumn<T>(ctx: ColumnContext, spec: BaseSpec<T, number | null>): GridColumn<T> {
  return numberColumn({ width: 110, ...spec, format: (v) => formatNumber(v, ctx.lang) });
}

/** AED; the header names the currency so cells are plain figures. */
export function moneyColumn<T>(ctx: ColumnContext, spec: BaseSpec<T, number | null>): GridColumn<T> {
  return numberColumn({ width: 140, ...spec, format: (v) => formatNumber(v, ctx.lang) });
}

/** A square-feet value shown in the display unit; the header names it (a `{unit}` left in it is filled here). */
export function areaColumn<T>(ctx: ColumnContext, spec: BaseSpec<T, number | null>): GridColumn<T> {
  const { value } = spec;
  return numberColumn({
    width: 120,
    ...spec,
    headerName: fill(spec.headerName, { unit: areaUnitWord(ctx) }),
    // Square feet are the data's own unit: read directly; square metres are converted.
    field: ctx.areaUnit === 'sqft' ? spec.field : undefined,
    value: (row: T) => areaInUnit(value(row), ctx.areaUnit),
    format: (v) => formatNumber(v, ctx.lang),
  });
}

/** AED per square foot shown per display unit. */
export function pricePerAreaColumn<T>(ctx: ColumnContext, spec: BaseSpec<T, number | null>): GridColumn<T> {
  const { value } = spec;
  return numberColumn({
    width: 130,
    ...spec,
    headerName: fill(spec.headerName, { unit: areaUnitWord(ctx) }),
    field: ctx.areaUnit === 'sqft' ? spec.field : undefined,
    value: (row: T) => pricePerAreaInUnit(value(row), ctx.areaUnit),
    format: (v) => formatNumber(v, ctx.lang),
  });
}

export function percentColumn<T>(ctx: ColumnContext, spec: BaseSpec<T, number | null>): GridColumn<T> {
  return numberColumn({ width: 110, ...spec, format: (v) => formatPercent(v, ctx.lang) });
}

/** ISO dates or instants; the value is the ISO text (sorts chronologically), the cell the localized date. */
export function dateColumn<T>(
  ctx: ColumnContext,
  spec: BaseSpec<T, string | null> & { style?: 'day' | 'month' },
): GridColumn<T> {
  const style = spec.style ?? 'day';
  return {
    ...base({ width: 136, ...spec }),
    valueFormatter: (p: ValueFormatterParams<T, string | null>) => formatDate(p.value ?? null, ctx.lang, style),
  };
}

/** A yes-only flag: a check mark where true, empty otherwise. */
export function flagColumn<T>(ctx: ColumnContext, spec: BaseSpec<T, boolean | null>): GridColumn<T> {
  return {
    ...base({ width: 100, ...spec }),
    cellClass: 'dg-cell-center',
    valueFormatter: (p: ValueFormatterParams<T, boolean | null>) =>
      p.value ? sayIn(ctx.lang)('grid.values.verified') : '',
  };
}
