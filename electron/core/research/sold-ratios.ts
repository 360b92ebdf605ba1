// The ratios from matched adverts: sale-to-list (achieved against last asking), rent-to-ask, and days from first
// listed to registration, per place and bedrooms and per agency. Medians, never means (one odd deal must not move
// the figure), and never from fewer than MIN_SOLD_MATCHES matches: each figure carries its count either way.
import { MIN_SOLD_MATCHES, type SoldFigure, type SoldMatch, type SoldRatioRow } from '#shared/domain/sold';

function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function soldFigure(values: readonly number[], places = 3): SoldFigure {
  const m = values.length >= MIN_SOLD_MATCHES ? medianOf(values) : null;
  return { median: m === null ? null : Math.round(m * 10 ** places) / 10 ** places, n: values.length };
}

function ratioRow(group: readonly SoldMatch[], key: Pick<SoldRatioRow, 'place' | 'beds' | 'agency'>): SoldRatioRow {
  return {
    ...key,
    matches: group.length,
    saleToList: soldFigure(group.filter((m) => m.purpose === 'for-sale').map((m) => m.ratio)),
    rentToAsk: soldFigure(group.filter((m) => m.purpose === 'for-rent').map((m) => m.ratio)),
    daysToRegistration: soldFigure(
      group.map((m) => m.daysToRegistration),
      0,
    ),
  };
}

function groupBy(matches: readonly SoldMatch[], key: (m: SoldMatch) => string): Map<string, SoldMatch[]> {
  const groups = new Map<string, SoldMatch[]>();
  for (const m of matches) groups.set(key(m), [...(groups.get(key(m)) ?? []), m]);
  return groups;
}

/**
 * Rows per place and bedrooms (by place, then bedrooms) and per agency (most matches first). `place`: the place
 * asked about, which the rows then stand for (its buildings' matches pooled, so more figures reach 5 matches);
 * without it, each advert's own place.
 */
export function soldRatios(
  matches: readonly SoldMatch[],
  place?: string,
): { byPlaceBeds: SoldRatioRow[]; byAgency: SoldRatioRow[] } {
  const placeOf = (m: SoldMatch) => place ?? m.place;
  const byPlaceBeds = [...groupBy(matches, (m) => JSON.stringify([placeOf(m), m.beds])).values()]
    .map((g) => ratioRow(g, { place: placeOf(g[0]!), beds: g[0]!.beds, agency: null }))
    .sort((a, b) => a.place!.localeCompare(b.place!) || a.beds! - b.beds!);
  const byAgency = [...groupBy(matches, (m) => m.agency ?? '').values()]
    .map((g) => ratioRow(g, { place: null, beds: null, agency: g[0]!.agency }))
    .sort((a, b) => b.matches - a.matches || (a.agency ?? '').localeCompare(b.agency ?? ''));
  return { byPlaceBeds, byAgency };
}
