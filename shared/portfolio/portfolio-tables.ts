// Portfolio history as export tables (typed columns, headers in the interface language): an item's history with its
// splits and places, the changes between two snapshots, a listing's prices, the summary and market share. The export
// service turns them into .xlsx (AED and area formats, an About sheet) or CSV.
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
import type { Cell, ColumnKind, TableSheet } from '../export/table';
import { areaUnitWord, labelOf, valueLabels } from '../words/value-labels';
import { propertyTypeNames, type PropertyTypeName } from '../words/property-type-names';
import { sayIn } from '../messages/say-in';
import { roomsName } from './rooms-name';
import { diffPlace, placeName } from './place-name';

/** A percentage the domain rounds for people (25.5) as the fraction a percent column holds (0.255). */
export const fraction = (percent: number | null | undefined): number | null =>
  percent === null || percent === undefined ? null : percent / 100;

export interface PortfolioTable {
  /** What the file holds, in words: the About sheet's first line and the file name's start. */
  title: string;
  sheets: TableSheet[];
  /** When the snapshots behind it were taken (the data's fetch times), for the About sheet. */
  fetched?: { oldest: string | null; newest: string | null };
}

/** The oldest and newest of some instants (ISO 8601), for the About sheet's "data fetched". */
function fetchedSpan(times: readonly (string | null | undefined)[]): NonNullable<PortfolioTable['fetched']> {
  const known = times.filter((t): t is string => typeof t === 'string').sort((a, b) => Date.parse(a) - Date.parse(b));
  return { oldest: known[0] ?? null, newest: known.at(-1) ?? null };
}

type Column = TableSheet['columns'][number];
const col = (id: string, header: string, kind: ColumnKind = 'text'): Column => ({ id, header, kind });

/** Excel allows 31 characters in a sheet name. */
const sheetName = (name: string) => name.slice(0, 31);

/** The export writes areas in the broker's display unit; headers name it. */
export type { AreaUnit };

function unitLabel(lang: Lang, unit: AreaUnit): string {
  return areaUnitWord(unit, lang);
}

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
  const unit = unitLabel(lang, areaUnit);
  const taken = col('takenAt', say('history.col.takenAtUae'), 'datetime');
  const splitColumns = (first: Column) => [
    taken,
    first,
    col('sale', say('history.sale'), 'integer'),
    col('rent', say('history.rent'), 'integer'),
    col('total', say('history.total'), 'integer'),
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
          col('snapshot', say('history.col.snapshot'), 'integer'),
          taken,
          col('listings', say('history.col.listings'), 'integer'),
          col('sale', say('history.sale'), 'integer'),
          col('rent', say('history.rent'), 'integer'),
          col('projects', say('history.projects'), 'integer'),
          col('medianSale', say('history.col.medianSale'), 'aed'),
          col('medianRent', say('history.col.medianRent'), 'aed'),
          col('psfSale', say('history.col.psfSale', { unit }), 'aedPerArea'),
          col('psfRent', say('history.col.psfRent', { unit }), 'aedPerArea'),
          col('source', say('history.col.source')),
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
        columns: splitColumns(col('type', say('history.col.type'))),
        rows: splitRows(
          history.points,
          (p) => p.byType,
          (k) => typeName(k, lang) ?? k,
        ),
      },
      {
        name: sheetName(say('history.sheet.byRooms')),
        columns: splitColumns(col('bedrooms', say('history.col.bedrooms'))),
        rows: splitRows(history.points, (p) => p.byRooms, rooms),
      },
      {
        name: sheetName(say('history.sheet.places')),
        columns: [taken, col('place', say('history.col.place')), col('count', say('history.col.count'), 'integer')],
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
          col('change', say('history.col.changeKind')),
          col('title', say('history.col.title')),
          col('externalID', say('history.col.listing')),
          col('purpose', say('history.col.purpose')),
          col('type', say('history.col.type')),
          col('rooms', say('history.col.bedrooms'), 'integer'),
          col('area', say('history.col.area', { unit: unitLabel(lang, areaUnit) }), 'area'),
          col('place', say('history.col.place')),
          col('oldPrice', say('history.col.oldPrice'), 'aed'),
          col('newPrice', say('history.col.newPrice'), 'aed'),
          col('difference', say('history.col.change'), 'aed'),
          col('percent', say('history.col.changePercent'), 'percent'),
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
          col('name', say('history.col.item')),
          col('kind', say('history.col.kind')),
          col('externalID', say('history.col.id')),
          col('takenAt', say('history.col.lastSnapshotUae'), 'datetime'),
          col('listings', say('history.col.listings'), 'integer'),
          col('sale', say('history.sale'), 'integer'),
          col('rent', say('history.rent'), 'integer'),
          col('medianSale', say('history.col.medianSale'), 'aed'),
          col('medianRent', say('history.col.medianRent'), 'aed'),
          col('added', say('history.added'), 'integer'),
          col('removed', say('history.removed'), 'integer'),
          col('repriced', say('history.repriced'), 'integer'),
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
          col('from', say('history.col.fromUae'), 'datetime'),
          col('to', say('history.col.toUae'), 'datetime'),
          col('price', say('history.col.price'), 'aed'),
          col('purpose', say('history.col.purpose')),
          // A rent's price is per its period: the period is said beside it, never mixed into one price column.
          col('rentFrequency', say('history.col.rentPeriod')),
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
          col('day', say('history.col.day'), 'date'),
          col('agency', say('history.col.item')),
          col('id', say('history.col.id')),
          col('count', say('history.col.count'), 'integer'),
          col('share', say('history.col.share'), 'percent'),
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
