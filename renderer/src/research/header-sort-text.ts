// A header sort in words for the collapsed filter summary: the column by the header the broker reads, and which
// end comes first ("Sorted by Rent per year (AED), highest first").
import { dataLangFor, type Lang } from '#shared/domain/lang';
import type { DataRequest } from '#shared/ipc/contract';
import { listingPurposeOf } from '#shared/grid/listing-columns';
import { columnsFor, type GridKind } from '../grid';
import type { AreaUnit } from '#shared/format/values';
import type { Say } from '../i18n/say';
import type { ListView } from '../state/navigation-store';
import type { ColumnSort } from './service-sort';

const NONE = new Map<never, never>();
const COUNTED_COLUMNS = { repeats: NONE, notes: NONE };

export function headerSortText(
  view: ListView,
  sort: ColumnSort,
  request: DataRequest | null,
  lang: Lang,
  areaUnit: AreaUnit,
  say: Say,
): string {
  const kind: GridKind = view;
  const purpose = kind === 'listings' ? listingPurposeOf(request?.params as Record<string, unknown>) : undefined;
  const column = columnsFor(kind, {
    lang,
    // The header's words only: no record's text is read.
    dataLang: dataLangFor(lang),
    areaUnit,
    ...(purpose ? { purpose } : {}),
    // The listings grid has these columns (ResearchView gives their lookups); without them a sort by Other adverts
    // or Notes was said by its column id, as text ("Sorted by otherAdverts, Z to A").
    ...(kind === 'listings' ? COUNTED_COLUMNS : {}),
  }).find((c) => c.colId === sort.colId);
  const kindOf = column?.type === 'rightAligned' ? 'number' : 'text';
  return say(`research.sortedByHeader.${kindOf}.${sort.direction}`, { column: column?.headerName ?? sort.colId });
}
