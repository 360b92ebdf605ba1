// The measures of listings side by side: price and AED per sq ft (lowest best, marked only when the items are
// priced over the same period), bedrooms, bathrooms and area (highest best), the facts a broker reads, days
// listed, where each AED per sq ft falls among recent transactions of its place and bedroom count, and one
// present-or-absent row per amenity.
import { pickText, type Lang } from '#shared/domain/lang';
import type { ListingSnapshot } from '#shared/compare/snapshots';
import type { Cell } from '#shared/export/table';
import type { RowSpec } from './differences';
import type { MarketFiguresSource, PercentileAnswer } from './market-figures';

export interface ListingContext {
  source: string;
  lang: Lang;
  now: Date;
  figures: MarketFiguresSource;
  /** The English name of a place id, as transactions record places; null when the cache does not know it. */
  placeName(id: string): string | null;
}

export const PERCENTILE_MONTHS = 12;
const DAY_MS = 86_400_000;
const PER_YEAR: Readonly<Record<string, number>> = { yearly: 1, monthly: 12, weekly: 52, daily: 365 };

const place = (l: ListingSnapshot): string | null => l.location?.at(-1)?.name ?? null;

/** A rental's AED per sq ft per year (transactions record yearly rents); a sale's as it is. */
function yearlyPerSqft(l: ListingSnapshot): number | null {
  if (l.pricePerSqft === null || l.pricePerSqft === undefined) return null;
  if (l.purpose !== 'for-rent') return l.pricePerSqft;
  return l.pricePerSqft * (PER_YEAR[l.rentFrequency ?? 'yearly'] ?? 1);
}

/** Whether prices can be ranked: all sales, or all rents over the same period. */
function samePricing(items: readonly ListingSnapshot[]): boolean {
  const kinds = new Set(items.map((l) => (l.purpose === 'for-rent' ? `rent:${l.rentFrequency ?? 'yearly'}` : 'sale')));
  return kinds.size <= 1;
}

async function percentiles(
  items: readonly ListingSnapshot[],
  ctx: ListingContext,
): Promise<(PercentileAnswer | null)[]> {
  return Promise.all(
    items.map((l) => {
      const perSqft = yearlyPerSqft(l);
      if (perSqft === null || l.rooms === null || l.rooms === undefined || !l.purpose) return null;
      // Most specific place first; English names, since that is how transactions record places.
      const places = [...(l.location ?? [])]
        .reverse()
        .map((p) => (p.externalID ? (ctx.placeName(p.externalID) ?? p.name) : p.name));
      return ctx.figures.listingPercentile({
        source: ctx.source,
        places,
        purpose: l.purpose,
        rooms: l.rooms,
        pricePerSqft: perSqft,
        months: PERCENTILE_MONTHS,
      });
    }),
  );
}

export async function listingRows(items: readonly ListingSnapshot[], ctx: ListingContext): Promise<RowSpec[]> {
  const values = (read: (l: ListingSnapshot) => Cell | undefined): Cell[] => items.map((l) => read(l) ?? null);
  const comparable = samePricing(items);
  const unranked = comparable
    ? null
    : 'Not ranked: the items are priced over different periods (sale, yearly or monthly rent).';
  const ranks = await percentiles(items, ctx);
  const rows: RowSpec[] = [
    {
      id: 'title',
      label: 'Title',
      kind: 'text',
      direction: null,
      values: values((l) => pickText(l.title ?? {}, ctx.lang) || null),
    },
    { id: 'location', label: 'Place', kind: 'text', direction: null, values: values(place) },
    { id: 'purpose', label: 'Purpose', kind: 'text', direction: null, values: values((l) => l.purpose) },
    {
      id: 'price',
      label: 'Price',
      kind: 'aed',
      direction: comparable ? 'lowest' : null,
      statement: 'lowest price',
      values: values((l) => l.price),
      note: unranked,
    },
    { id: 'rentFrequency', label: 'Rent paid', kind: 'text', direction: null, values: values((l) => l.rentFrequency) },
    {
      id: 'pricePerArea',
      label: 'AED per area',
      kind: 'aedPerArea',
      direction: comparable ? 'lowest' : null,
      statement: 'lowest AED per area',
      values: values((l) => l.pricePerSqft),
      note: unranked,
    },
    {
      id: 'rooms',
      label: 'Bedrooms',
      kind: 'integer',
      direction: 'highest',
      statement: 'most bedrooms',
      values: values((l) => l.rooms),
      note: '0 is a studio.',
    },
    {
      id: 'baths',
      label: 'Bathrooms',
      kind: 'integer',
      direction: 'highest',
      statement: 'most bathrooms',
      values: values((l) => l.baths),
    },
    {
      id: 'area',
      label: 'Area',
      kind: 'area',
      direction: 'highest',
      statement: 'largest area',
      values: values((l) => l.areaSqft),
    },
    { id: 'propertyType', label: 'Type', kind: 'text', direction: null, values: values((l) => l.propertyType) },
    {
      id: 'completionStatus',
      label: 'Completion',
      kind: 'text',
      direction: null,
      values: values((l) => l.completionStatus),
    },
    { id: 'furnishing', label: 'Furnishing', kind: 'text', direction: null, values: values((l) => l.furnishingStatus) },
    { id: 'agency', label: 'Agency', kind: 'text', direction: null, values: values((l) => l.agency?.name) },
    {
      id: 'agent',
      label: 'Agent',
      kind: 'text',
      direction: null,
      values: values((l) => l.agent?.name ?? l.contactName),
    },
    {
      id: 'daysListed',
      label: 'Days listed',
      kind: 'integer',
      direction: null,
      values: values((l) => {
        const at = l.createdAt ? Date.parse(l.createdAt) : Number.NaN;
        return Number.isNaN(at) ? null : Math.max(0, Math.floor((ctx.now.getTime() - at) / DAY_MS));
      }),
      note: 'Days since the listing was created.',
    },
    {
      id: 'percentile',
      label: 'AED per area percentile among recent transactions',
      kind: 'percent',
      direction: 'lowest',
      statement: 'lowest AED per area against transactions of its place and bedroom count',
      values: ranks.map((r) => (r ? Math.round(r.percentile * 1000) / 1000 : null)),
      note:
        `Share of the last ${PERCENTILE_MONTHS} months' stored transactions of the same place, purpose and bedroom ` +
        'count with a lower AED per sq ft (rents per year); shown from 5 transactions.',
      notes: ranks.map((r) => (r ? `${r.sampleSize} transactions in ${r.place}, last ${r.months} months` : null)),
    },
    { id: 'verified', label: 'Verified', kind: 'boolean', direction: null, values: values((l) => l.isVerified) },
  ];
  const amenities = [...new Set(items.flatMap((l) => l.amenities ?? []))].sort((a, b) => a.localeCompare(b));
  for (const amenity of amenities) {
    rows.push({
      id: `amenity:${amenity}`,
      label: amenity,
      group: 'amenities',
      kind: 'boolean',
      direction: null,
      values: items.map((l) => (l.amenities ? l.amenities.includes(amenity) : null)),
    });
  }
  return rows;
}
