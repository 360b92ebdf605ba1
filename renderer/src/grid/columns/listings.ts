// Columns of listing grids (search results, an agent's or an agency's listings), in the order brokers scan them:
// title, place, price (a rent with its period), size, price per area, agency. The rest is one click away in the
// column chooser. Purpose shows where sale and rent mix.
import { valueLabels } from '#shared/words/value-labels';
import { bedroomsOf } from '#shared/domain/bedrooms';
import type { ListingSummary } from '#shared/domain/listing';
import { isRtl, pickText } from '#shared/domain/lang';
import type { RepeatCount } from '#shared/market/repeat-adverts';
import {
  listingColumnOrder,
  listingShownAtFirst,
  type ListingColumnId,
  type ListingPurpose,
} from '#shared/grid/listing-columns';
import { SQFT_PER_SQM, formatNumber, roomsLabel } from '#shared/format/values';
import { sayIn } from '../../i18n/say';
import { meaningfulPricePerSqft, withRentPeriod, yearlyRent } from '../rent';
import {
  type ColumnContext,
  type GridColumn,
  type Lookup,
  areaColumn,
  codeColumn,
  dateColumn,
  flagColumn,
  moneyColumn,
  numberColumn,
  textColumn,
  areaUnitWord,
} from './common';

/** The most specific place of a trail (trails run broadest first). */
export function placeOf(location: readonly { name: string }[]): string | null {
  return location.at(-1)?.name ?? null;
}

/** The whole trail, most specific place first, as an address reads. */
export function trailOf(location: readonly { name: string }[], separator: string): string {
  return location
    .map((p) => p.name)
    .reverse()
    .join(separator);
}

// Default widths let a 1024-px window (sidebar as icons) show title, place, price, beds, area, AED per area and
// agency without scrolling sideways; brokers widen what they need and the layout is remembered.
export function listingColumns(ctx: ColumnContext): GridColumn<ListingSummary>[] {
  const say = sayIn(ctx.lang);
  const v = valueLabels(ctx.lang);
  // Said once for the column, not once per cell.
  const perYear = say('grid.perYear');
  const perUnit = (sqft: number | null) => (sqft === null || ctx.areaUnit === 'sqft' ? sqft : sqft * SQFT_PER_SQM);
  const purpose: ListingPurpose = ctx.purpose ?? (ctx.mixedPurpose ? 'mixed' : 'for-sale');
  const rents = purpose === 'for-rent';
  const columns: GridColumn<ListingSummary>[] = [
    {
      // Pinned to the grid's start: a broker scrolling sideways to the agency still sees which listing a row is.
      ...textColumn({
        colId: 'title',
        headerName: say('grid.headers.title'),
        width: TITLE_WIDTH,
        value: (r) => pickText(r.title, ctx.dataLang) || null,
        tooltip: (r) => pickText(r.title, ctx.dataLang),
      }),
      // ag-grid's pinned sides are physical: the start of a right-to-left grid is its right.
      initialPinned: isRtl(ctx.lang) ? ('right' as const) : ('left' as const),
    },
    textColumn({
      colId: 'location',
      headerName: say('grid.headers.location'),
      width: 140,
      value: (r) => placeOf(r.location),
      tooltip: (r) => trailOf(r.location, say('grid.values.trailSeparator')),
    }),
    numberColumn({
      colId: 'price',
      headerName: rents ? say('grid.advertisedRent') : say('grid.headers.price'),
      width: 124,
      field: 'price',
      value: (r) => r.price,
      // A rent reads with its period ("8,000 /mo"), so rents of different periods are never taken for one another.
      format: (n, row) => withRentPeriod(formatNumber(n, ctx.lang), row, ctx.lang),
    }),
    codeColumn({
      colId: 'purpose',
      headerName: say('grid.headers.purpose'),
      width: 100,
      labels: v.purpose,
      value: (r) => r.purpose,
      hide: !ctx.mixedPurpose,
    }),
    numberColumn({
      colId: 'rooms',
      headerName: say('grid.headers.rooms'),
      width: 64,
      fits: [v.studio],
      field: 'rooms',
      value: (r) => r.rooms,
      // An office or a plot saved as "0 rooms" is blank, not a studio.
      format: (n, row) => roomsLabel(bedroomsOf(n, row?.propertyType), ctx.lang),
    }),
    numberColumn({
      colId: 'baths',
      headerName: say('grid.headers.baths'),
      width: 80,
      field: 'baths',
      value: (r) => r.baths,
      format: (n) => (n === null ? '' : roomsLabel(n, ctx.lang)),
      hide: true,
    }),
    areaColumn(ctx, {
      colId: 'area',
      headerName: say('grid.headers.area', { unit: areaUnitWord(ctx) }),
      field: 'areaSqft',
      value: (r) => r.areaSqft,
      width: 104,
    }),
    numberColumn({
      colId: 'pricePerArea',
      headerName: rents
        ? say('grid.pricePerAreaYearly', { unit: areaUnitWord(ctx) })
        : say('grid.headers.pricePerArea', { unit: areaUnitWord(ctx) }),
      width: 116,
      value: (r) => perUnit(meaningfulPricePerSqft(r)),
      // A rental's figure is its yearly rent per area, and says so (a rent search's header says it once for all).
      format: (n, row) => {
        const text = formatNumber(n, ctx.lang);
        return text && row?.purpose === 'for-rent' && !rents ? `${text} ${perYear}` : text;
      },
    }),
    textColumn({
      colId: 'agency',
      headerName: say('grid.headers.agency'),
      width: 150,
      value: (r) => r.agency?.name ?? null,
    }),
    codeColumn({
      colId: 'propertyType',
      headerName: say('grid.headers.propertyType'),
      width: 130,
      labels: v.propertyType,
      value: (r) => r.propertyType,
    }),
    textColumn({
      colId: 'agent',
      headerName: say('grid.headers.agent'),
      width: 160,
      value: (r) => r.agent?.name ?? r.contactName ?? null,
      hide: true,
    }),
    moneyColumn(ctx, {
      colId: 'yearlyRent',
      headerName: say('grid.yearlyRent'),
      width: 150,
      value: (r) => yearlyRent(r),
      hide: true,
    }),
    codeColumn({
      colId: 'rentFrequency',
      headerName: say('grid.headers.rentFrequency'),
      width: 110,
      labels: v.rentFrequency,
      value: (r) => r.rentFrequency,
      hide: true,
    }),
    codeColumn({
      colId: 'completionStatus',
      headerName: say('grid.headers.completionStatus'),
      width: 110,
      labels: v.completion,
      value: (r) => r.completionStatus,
    }),
    codeColumn({
      colId: 'furnishing',
      headerName: say('grid.headers.furnishing'),
      width: 120,
      labels: v.furnishing,
      value: (r) => r.furnishingStatus,
      hide: true,
    }),
    flagColumn(ctx, {
      colId: 'verified',
      headerName: say('grid.headers.verified'),
      width: 90,
      field: 'isVerified',
      value: (r) => r.isVerified,
      hide: true,
    }),
    dateColumn(ctx, {
      colId: 'createdAt',
      headerName: say('grid.headers.createdAt'),
      field: 'createdAt',
      value: (r) => r.createdAt,
    }),
    // Last: on one page it is mostly blank; after "Fetch all pages" it counts across every result.
    ...(ctx.repeats ? [otherAdvertsColumn(ctx, ctx.repeats)] : []),
    ...(ctx.notes ? [notesColumn(ctx, ctx.notes)] : []),
  ];
  return fitFirstScreen(inSharedOrder(columns, purpose), ctx.viewportWidth);
}

/**
 * The columns in the one order the exports and the CLI use too (shared/grid/listing-columns.ts), shown or not as a
 * search of this purpose shows them: a rent search has rent per year, the advertised rent and its period together.
 */
function inSharedOrder(columns: GridColumn<ListingSummary>[], purpose: ListingPurpose): GridColumn<ListingSummary>[] {
  const order = listingColumnOrder(purpose);
  const shown = listingShownAtFirst(purpose);
  const at = (c: GridColumn<ListingSummary>) => order.indexOf(c.colId as ListingColumnId);
  return [...columns]
    .sort((a, b) => at(a) - at(b))
    .map((c) => ({ ...c, initialHide: !shown.has(c.colId as ListingColumnId) }));
}

/** The pinned title's width on a small laptop (below ROOMY px) and on a larger screen. */
const TITLE_WIDTH = 180;
const ROOMY_TITLE_WIDTH = 220;
const ROOMY = 1200;
/** The title is cut with an ellipsis anyway (the detail has it whole); it gives way down to this. */
const TITLE_MIN_WIDTH = 120;
/** The columns after the title that a 1024-px window shows, with the widths they start at in English. */
const FIRST_SCREEN: Readonly<Record<string, number>> = {
  location: 140,
  price: 124,
  purpose: 100,
  rooms: 64,
  area: 104,
  pricePerArea: 116,
  agency: 150,
};

/**
 * Columns a language needs wider (Russian "Спальни", Chinese "面积（平方英尺）") take their room from the title, so
 * the agency stays on a 1024-px window's first screen in every language.
 */
function fitFirstScreen(columns: GridColumn<ListingSummary>[], viewportWidth = 0): GridColumn<ListingSummary>[] {
  const extra = columns
    .filter((c) => c.colId in FIRST_SCREEN && !c.initialHide)
    .reduce((sum, c) => sum + Math.max(0, (c.initialWidth ?? 0) - FIRST_SCREEN[c.colId]!), 0);
  const base = viewportWidth >= ROOMY ? ROOMY_TITLE_WIDTH : TITLE_WIDTH;
  const title = Math.max(TITLE_MIN_WIDTH, base - extra);
  return columns.map((c) => (c.colId === 'title' ? { ...c, initialWidth: Math.max(c.minWidth ?? 0, title) } : c));
}

/** How many other rows advertise the listing's unit; blank for none. Exports count them over what they write. */
function otherAdvertsColumn(ctx: ColumnContext, repeats: Lookup<RepeatCount>): GridColumn<ListingSummary> {
  const say = sayIn(ctx.lang);
  const of = (r: ListingSummary) => repeats.get(r.externalID);
  const column = numberColumn<ListingSummary>({
    colId: 'otherAdverts',
    headerName: say('grid.otherAdverts'),
    width: 96,
    value: (r) => {
      const c = of(r);
      return c ? c.photo + c.facts : null;
    },
    format: (n) => formatNumber(n, ctx.lang),
  });
  column.tooltip = (p) => {
    const c = p.data ? of(p.data) : undefined;
    return c
      ? say('grid.otherAdvertsTip', { photo: formatNumber(c.photo, ctx.lang), facts: formatNumber(c.facts, ctx.lang) })
      : '';
  };
  return column;
}

/** How many notes a listing has (its page reads them); blank for none. Exports write the notes' text. */
function notesColumn(ctx: ColumnContext, notes: Lookup<number>): GridColumn<ListingSummary> {
  const say = sayIn(ctx.lang);
  const column = numberColumn<ListingSummary>({
    colId: 'notes',
    headerName: say('grid.notes'),
    width: 100,
    value: (r) => notes.get(r.externalID) ?? null,
    // A pencil before the count marks the row at a glance; a listing without notes stays blank.
    format: (n) => (n === null ? '' : `✎ ${formatNumber(n, ctx.lang)}`),
  });
  column.tooltip = (p) => {
    const n = p.data ? notes.get(p.data.externalID) : undefined;
    return n ? say('grid.notesTip', { count: n }) : '';
  };
  return column;
}
