// Portfolio history as export tables (typed columns, headers in the interface language): an item's history with its
// splits and places, the changes between two snapshots, a listing's prices, the summary and market share. The export
// service turns them into .xlsx (AED and area formats, an About sheet) or CSV.
import type { AreaUnit } from '../domain/area';
import { pickText, type Lang } from '../domain/lang';
import type {
  ItemHistory,
  ListingHistory,
  MarketShare,
  PortfolioSummary,
  PurposeSplit,
  SnapshotDiff,
} from '../domain/portfolio';
import type { Cell, ColumnKind, TableSheet } from '../export/table';
import { AREA_UNIT_WORDS, labelOf, VALUE_LABELS } from '../words/value-labels';
import { PROPERTY_TYPE_NAMES, type PropertyTypeName } from '../words/property-type-names';
import { fill as format } from '../words/translated';
import { HISTORY_STRINGS, roomsName } from './history-strings';
import { PORTFOLIO_STRINGS } from './portfolio-strings';
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
  return AREA_UNIT_WORDS[lang][unit];
}

function typeName(type: string | null, lang: Lang): string | null {
  if (type === null) return null;
  return PROPERTY_TYPE_NAMES[lang][type as PropertyTypeName] ?? type;
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

export function historyTables(history: ItemHistory, lang: Lang, areaUnit: AreaUnit): PortfolioTable {
  const t = HISTORY_STRINGS[lang];
  const unit = unitLabel(lang, areaUnit);
  const taken = col('takenAt', format(t.uaeTime, { header: t.col.takenAt }), 'datetime');
  const splitColumns = (first: Column) => [
    taken,
    first,
    col('sale', t.sale, 'integer'),
    col('rent', t.rent, 'integer'),
    col('total', t.total, 'integer'),
  ];
  const rooms = (key: string) => roomsName(key, t, lang);
  const places = history.places;
  return {
    title: format(t.historyOf, { name: history.item.name }),
    fetched: fetchedSpan(history.points.map((p) => p.takenAt)),
    sheets: [
      {
        name: sheetName(t.sheet.history),
        columns: [
          col('snapshot', t.col.snapshot, 'integer'),
          taken,
          col('listings', t.col.listings, 'integer'),
          col('sale', t.sale, 'integer'),
          col('rent', t.rent, 'integer'),
          col('projects', t.projects, 'integer'),
          col('medianSale', t.col.medianSale, 'aed'),
          col('medianRent', t.col.medianRent, 'aed'),
          col('psfSale', `${format(t.medianPerArea, { unit })} · ${t.sale}`, 'aedPerArea'),
          col('psfRent', `${format(t.medianPerArea, { unit })} · ${t.rent}`, 'aedPerArea'),
          col('source', t.col.source),
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
        name: sheetName(t.sheet.byType),
        columns: splitColumns(col('type', t.col.type)),
        rows: splitRows(
          history.points,
          (p) => p.byType,
          (k) => typeName(k, lang) ?? k,
        ),
      },
      {
        name: sheetName(t.sheet.byRooms),
        columns: splitColumns(col('bedrooms', t.col.bedrooms)),
        rows: splitRows(history.points, (p) => p.byRooms, rooms),
      },
      {
        name: sheetName(t.sheet.places),
        columns: [taken, col('place', t.col.place), col('count', t.col.count, 'integer')],
        rows: places.points.flatMap((p) => [
          ...places.places.map((place, i): Cell[] => [p.takenAt, placeName(place, lang), p.counts[i] ?? 0]),
          [p.takenAt, t.other, p.other],
        ]),
      },
    ],
  };
}

export function diffTables(diff: SnapshotDiff, name: string, lang: Lang, areaUnit: AreaUnit): PortfolioTable {
  const t = HISTORY_STRINGS[lang];
  const purpose = (p: string | null) => (p === 'for-sale' ? t.sale : p === 'for-rent' ? t.rent : p);
  const base = (l: SnapshotDiff['added'][number]): Cell[] => [
    l.title ? pickText(l.title, lang) : t.titleNotRecorded,
    l.externalID,
    purpose(l.purpose),
    typeName(l.propertyType, lang),
    l.rooms,
    l.areaSqft,
    diffPlace(l, diff, lang),
  ];
  const rows: Cell[][] = [
    ...diff.added.map((l) => [t.change.added, ...base(l), null, l.price, null, null]),
    ...diff.removed.map((l) => [t.change.removed, ...base(l), l.price, null, null, null]),
    ...diff.repriced.map((l) => [
      t.change.repriced,
      ...base(l),
      l.oldPrice,
      l.newPrice,
      l.change,
      l.changePercent / 100,
    ]),
  ];
  return {
    title: `${t.sheet.changes} – ${name}`,
    fetched: fetchedSpan([diff.from.takenAt, diff.to.takenAt]),
    sheets: [
      {
        name: sheetName(t.sheet.changes),
        columns: [
          col('change', t.col.changeKind),
          col('title', t.col.title),
          col('externalID', t.col.listing),
          col('purpose', t.col.purpose),
          col('type', t.col.type),
          col('rooms', t.col.bedrooms, 'integer'),
          col('area', format(t.col.area, { unit: unitLabel(lang, areaUnit) }), 'area'),
          col('place', t.col.place),
          col('oldPrice', t.col.oldPrice, 'aed'),
          col('newPrice', t.col.newPrice, 'aed'),
          col('difference', t.col.change, 'aed'),
          col('percent', t.col.changePercent, 'percent'),
        ],
        rows,
      },
    ],
  };
}

export function summaryTables(summary: PortfolioSummary, lang: Lang): PortfolioTable {
  const t = HISTORY_STRINGS[lang];
  const kinds = PORTFOLIO_STRINGS[lang].kinds;
  return {
    title: t.summaryTitle,
    fetched: fetchedSpan(summary.rows.map((r) => r.latest?.takenAt)),
    sheets: [
      {
        name: sheetName(t.sheet.summary),
        columns: [
          col('name', t.col.item),
          col('kind', t.col.kind),
          col('externalID', t.col.id),
          col('takenAt', format(t.uaeTime, { header: t.col.lastSnapshot }), 'datetime'),
          col('listings', t.col.listings, 'integer'),
          col('sale', t.sale, 'integer'),
          col('rent', t.rent, 'integer'),
          col('medianSale', t.col.medianSale, 'aed'),
          col('medianRent', t.col.medianRent, 'aed'),
          col('added', t.added, 'integer'),
          col('removed', t.removed, 'integer'),
          col('repriced', t.repriced, 'integer'),
        ],
        rows: summary.rows.map((r) => [
          r.item.name,
          kinds[r.item.kind],
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
  const t = HISTORY_STRINGS[lang];
  return {
    title: format(t.listingTitle, { id: history.externalID }),
    fetched: fetchedSpan([history.firstSeen, history.lastSeen]),
    sheets: [
      {
        name: sheetName(t.sheet.prices),
        columns: [
          col('from', format(t.uaeTime, { header: t.col.from }), 'datetime'),
          col('to', format(t.uaeTime, { header: t.col.to }), 'datetime'),
          col('price', t.col.price, 'aed'),
          col('purpose', t.col.purpose),
          // A rent's price is per its period: the period is said beside it, never mixed into one price column.
          col('rentFrequency', t.col.rentPeriod),
        ],
        rows: history.prices.map((p) => [
          p.from,
          p.to,
          p.price,
          p.purpose === 'for-sale' ? t.sale : p.purpose === 'for-rent' ? t.rent : null,
          p.rentFrequency ? labelOf(VALUE_LABELS[lang].rentFrequency, p.rentFrequency) : null,
        ]),
      },
    ],
  };
}

export function shareTables(share: MarketShare, lang: Lang): PortfolioTable {
  const t = HISTORY_STRINGS[lang];
  return {
    title: `${t.shareTitle}: ${placeName(share.place, lang)}`,
    sheets: [
      {
        name: sheetName(t.sheet.share),
        columns: [
          col('day', t.col.day, 'date'),
          col('agency', t.col.item),
          col('id', t.col.id),
          col('count', t.col.count, 'integer'),
          col('share', t.col.share, 'percent'),
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
