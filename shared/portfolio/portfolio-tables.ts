// Portfolio history as export tables (typed columns whose headers are messages, portfolioTable.*, worded by the
// writer in the export's language: wordedSheets): an item's history with its splits and places, the changes between
// two snapshots, a listing's prices, the summary and market share. The export service turns them into .xlsx (AED and
// area formats, an About sheet) or CSV; the aqar command prints them.
import type { AreaUnit } from '../domain/area';
import { dataLangFor, pickText, type DataLang, type Lang } from '../domain/lang';
import type {
  ItemHistory,
  ListingHistory,
  MarketShare,
  PortfolioSummary,
  PurposeSplit,
  SnapshotDiff,
} from '../domain/portfolio';
import type { Cell, ColumnKind, TableColumn, TableSheet } from '../export/table';
import { labelOf, valueLabels } from '../words/value-labels';
import { propertyTypeNames, type PropertyTypeName } from '../words/property-type-names';
import { formatRef, type MessageId, type MessageRef } from '../messages/format-message';
import { ref } from '../messages/message-ref';
import { sayIn } from '../messages/say-in';
import { roomsName } from './rooms-name';
import { diffPlace, placeName } from './place-name';

/** A percentage the domain rounds for people (25.5) as the fraction a percent column holds (0.255). */
export const fraction = (percent: number | null | undefined): number | null =>
  percent === null || percent === undefined ? null : percent / 100;

/** A column header of a portfolio table: a message, worded where the table is written. */
export type PortfolioHeader = MessageRef<Extract<MessageId, `portfolioTable.${string}`>>;

export interface PortfolioColumn extends Omit<TableColumn, 'header'> {
  header: PortfolioHeader;
}

export interface PortfolioSheet extends Omit<TableSheet, 'columns'> {
  columns: PortfolioColumn[];
}

export interface PortfolioTable {
  /** What the file holds, in words: the About sheet's first line and the file name's start. */
  title: string;
  sheets: PortfolioSheet[];
  /** When the snapshots behind it were taken (the data's fetch times), for the About sheet. */
  fetched?: { oldest: string | null; newest: string | null };
}

/** The oldest and newest of some instants (ISO 8601), for the About sheet's "data fetched". */
function fetchedSpan(times: readonly (string | null | undefined)[]): NonNullable<PortfolioTable['fetched']> {
  const known = times.filter((t): t is string => typeof t === 'string').sort((a, b) => Date.parse(a) - Date.parse(b));
  return { oldest: known[0] ?? null, newest: known.at(-1) ?? null };
}

type Column = PortfolioColumn;
const col = (id: string, header: PortfolioHeader, kind: ColumnKind = 'text'): Column => ({ id, header, kind });

/** The sheets as a file or a terminal shows them: every header worded in `lang` (the export's language). */
export function wordedSheets(table: Pick<PortfolioTable, 'sheets'>, lang: Lang): TableSheet[] {
  return table.sheets.map((sheet) => ({
    ...sheet,
    columns: sheet.columns.map((c) => ({ ...c, header: formatRef(lang, c.header) })),
  }));
}

/** Excel allows 31 characters in a sheet name. */
const sheetName = (name: string) => name.slice(0, 31);

/** The export writes areas in the broker's display unit; headers name it. */
export type { AreaUnit };

function typeName(type: string | null, lang: Lang): string | null {
  if (type === null) return null;
  return propertyTypeNames(lang)[type as PropertyTypeName] ?? type;
}

function splitRows(
  points: ItemHistory['points'],
  pick: (p: ItemHistory['points'][number]) => Record<string, PurposeSplit>,
  label: (key: string) => string,
): Cell[][] {
  return points.flatMap((p) =>
    Object.entries(pick(p)).map(([key, s]): Cell[] => [p.takenAt, label(key), s.sale, s.rent, s.sale + s.rent]),
  );
}

export function historyTables(
  history: ItemHistory,
  lang: Lang,
  areaUnit: AreaUnit,
  dataLang: DataLang = dataLangFor(lang),
): PortfolioTable {
  const say = sayIn(lang);
  const unit = areaUnit;
  const taken = col('takenAt', ref('portfolioTable.takenAtUae'), 'datetime');
  const splitColumns = (first: Column) => [
    taken,
    first,
    col('sale', ref('portfolioTable.sale'), 'integer'),
    col('rent', ref('portfolioTable.rent'), 'integer'),
    col('total', ref('portfolioTable.total'), 'integer'),
  ];
  const rooms = (key: string) => roomsName(key, lang);
  const places = history.places;
  return {
    title: say('history.historyOf', { name: history.item.name }),
    fetched: fetchedSpan(history.points.map((p) => p.takenAt)),
    sheets: [
      {
        name: sheetName(say('history.sheet.history')),
        columns: [
          col('snapshot', ref('portfolioTable.snapshot'), 'integer'),
          taken,
          col('listings', ref('portfolioTable.listings'), 'integer'),
          col('sale', ref('portfolioTable.sale'), 'integer'),
          col('rent', ref('portfolioTable.rent'), 'integer'),
          col('projects', ref('portfolioTable.projects'), 'integer'),
          col('medianSale', ref('portfolioTable.medianSale'), 'aed'),
          col('medianRent', ref('portfolioTable.medianRent'), 'aed'),
          col('psfSale', ref('portfolioTable.psfSale', { unit }), 'aedPerArea'),
          col('psfRent', ref('portfolioTable.psfRent', { unit }), 'aedPerArea'),
          col('source', ref('portfolioTable.source')),
        ],
        rows: history.points.map((p) => [
          p.id,
          p.takenAt,
          p.counts.total,
          p.counts.sale,
          p.counts.rent,
          p.counts.projects,
          p.medianPrice.sale,
          p.medianPrice.rent,
          p.medianPricePerSqft.sale,
          p.medianPricePerSqft.rent,
          p.source,
        ]),
      },
      {
        name: sheetName(say('history.sheet.byType')),
        columns: splitColumns(col('type', ref('portfolioTable.type'))),
        rows: splitRows(
          history.points,
          (p) => p.byType,
          (k) => typeName(k, lang) ?? k,
        ),
      },
      {
        name: sheetName(say('history.sheet.byRooms')),
        columns: splitColumns(col('bedrooms', ref('portfolioTable.bedrooms'))),
        rows: splitRows(history.points, (p) => p.byRooms, rooms),
      },
      {
        name: sheetName(say('history.sheet.places')),
        columns: [
          taken,
          col('place', ref('portfolioTable.place')),
          col('count', ref('portfolioTable.count'), 'integer'),
        ],
        rows: places.points.flatMap((p) => [
          ...places.places.map((place, i): Cell[] => [p.takenAt, placeName(place, dataLang), p.counts[i] ?? 0]),
          [p.takenAt, say('history.other'), p.other],
        ]),
      },
    ],
  };
}

export function diffTables(
  diff: SnapshotDiff,
  name: string,
  lang: Lang,
  areaUnit: AreaUnit,
  dataLang: DataLang = dataLangFor(lang),
): PortfolioTable {
  const say = sayIn(lang);
  const purpose = (p: string | null) =>
    p === 'for-sale' ? say('history.sale') : p === 'for-rent' ? say('history.rent') : p;
  const base = (l: SnapshotDiff['added'][number]): Cell[] => [
    l.title ? pickText(l.title, dataLang) : say('history.titleNotRecorded'),
    l.externalID,
    purpose(l.purpose),
    typeName(l.propertyType, lang),
    l.rooms,
    l.areaSqft,
    diffPlace(l, diff, dataLang),
  ];
  const rows: Cell[][] = [
    ...diff.added.map((l) => [say('history.change.added'), ...base(l), null, l.price, null, null]),
    ...diff.removed.map((l) => [say('history.change.removed'), ...base(l), l.price, null, null, null]),
    ...diff.repriced.map((l) => [
      say('history.change.repriced'),
      ...base(l),
      l.oldPrice,
      l.newPrice,
      l.change,
      l.changePercent / 100,
    ]),
  ];
  return {
    title: say('history.changesFileTitle', { name }),
    fetched: fetchedSpan([diff.from.takenAt, diff.to.takenAt]),
    sheets: [
      {
        name: sheetName(say('history.sheet.changes')),
        columns: [
          col('change', ref('portfolioTable.changeKind')),
          col('title', ref('portfolioTable.title')),
          col('externalID', ref('portfolioTable.listing')),
          col('purpose', ref('portfolioTable.purpose')),
          col('type', ref('portfolioTable.type')),
          col('rooms', ref('portfolioTable.bedrooms'), 'integer'),
          col('area', ref('portfolioTable.area', { unit: areaUnit }), 'area'),
          col('place', ref('portfolioTable.place')),
          col('oldPrice', ref('portfolioTable.oldPrice'), 'aed'),
          col('newPrice', ref('portfolioTable.newPrice'), 'aed'),
          col('difference', ref('portfolioTable.change'), 'aed'),
          col('percent', ref('portfolioTable.changePercent'), 'percent'),
        ],
        rows,
      },
    ],
  };
}

export function summaryTables(summary: PortfolioSummary, lang: Lang): PortfolioTable {
  const say = sayIn(lang);
  return {
    title: say('history.summaryTitle'),
    fetched: fetchedSpan(summary.rows.map((r) => r.latest?.takenAt)),
    sheets: [
      {
        name: sheetName(say('history.sheet.summary')),
        columns: [
          col('name', ref('portfolioTable.item')),
          col('kind', ref('portfolioTable.kind')),
          col('externalID', ref('portfolioTable.id')),
          col('takenAt', ref('portfolioTable.lastSnapshotUae'), 'datetime'),
          col('listings', ref('portfolioTable.listings'), 'integer'),
          col('sale', ref('portfolioTable.sale'), 'integer'),
          col('rent', ref('portfolioTable.rent'), 'integer'),
          col('medianSale', ref('portfolioTable.medianSale'), 'aed'),
          col('medianRent', ref('portfolioTable.medianRent'), 'aed'),
          col('added', ref('portfolioTable.added'), 'integer'),
          col('removed', ref('portfolioTable.removed'), 'integer'),
          col('repriced', ref('portfolioTable.repriced'), 'integer'),
        ],
        rows: summary.rows.map((r) => [
          r.item.name,
          say(`portfolio.kinds.${r.item.kind}`),
          r.item.externalID,
          r.latest?.takenAt ?? null,
          r.latest?.counts.total ?? null,
          r.latest?.counts.sale ?? null,
          r.latest?.counts.rent ?? null,
          r.latest?.medianPrice.sale ?? null,
          r.latest?.medianPrice.rent ?? null,
          r.change?.added ?? null,
          r.change?.removed ?? null,
          r.change?.repriced ?? null,
        ]),
      },
    ],
  };
}

export function listingTables(history: ListingHistory, lang: Lang): PortfolioTable {
  const say = sayIn(lang);
  return {
    title: say('history.listingTitle', { id: history.externalID }),
    fetched: fetchedSpan([history.firstSeen, history.lastSeen]),
    sheets: [
      {
        name: sheetName(say('history.sheet.prices')),
        columns: [
          col('from', ref('portfolioTable.fromUae'), 'datetime'),
          col('to', ref('portfolioTable.toUae'), 'datetime'),
          col('price', ref('portfolioTable.price'), 'aed'),
          col('purpose', ref('portfolioTable.purpose')),
          // A rent's price is per its period: the period is said beside it, never mixed into one price column.
          col('rentFrequency', ref('portfolioTable.rentPeriod')),
        ],
        rows: history.prices.map((p) => [
          p.from,
          p.to,
          p.price,
          p.purpose === 'for-sale' ? say('history.sale') : p.purpose === 'for-rent' ? say('history.rent') : null,
          p.rentFrequency ? labelOf(valueLabels(lang).rentFrequency, p.rentFrequency) : null,
        ]),
      },
    ],
  };
}

export function shareTables(share: MarketShare, lang: Lang, dataLang: DataLang = dataLangFor(lang)): PortfolioTable {
  const say = sayIn(lang);
  return {
    title: say('history.shareFileTitle', { place: placeName(share.place, dataLang) }),
    sheets: [
      {
        name: sheetName(say('history.sheet.share')),
        columns: [
          col('day', ref('portfolioTable.day'), 'date'),
          col('agency', ref('portfolioTable.item')),
          col('id', ref('portfolioTable.id')),
          col('count', ref('portfolioTable.count'), 'integer'),
          col('share', ref('portfolioTable.share'), 'percent'),
        ],
        rows: share.points.flatMap((p) =>
          share.agencies.map((a, i): Cell[] => [
            p.day,
            a.name,
            a.externalID,
            p.counts[i] ?? null,
            fraction(p.shares[i]),
          ]),
        ),
      },
    ],
  };
}
