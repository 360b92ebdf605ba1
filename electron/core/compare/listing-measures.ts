// The measures of listings side by side: price and AED per sq ft (lowest best, marked only when the items are
// priced over the same period), a rent's yearly figure beside its advertised amount (rents of any period ranked), bedrooms, bathrooms and area (highest best), the facts a broker reads, days
// listed, where each AED per sq ft falls among recent transactions of its place and bedroom count, and one
// present-or-absent row per amenity.
import type { Localized } from '#shared/domain/lang';
import { knownPlaceName } from '#shared/words/uae-place-names';
import { bedroomsOf } from '#shared/domain/bedrooms';
import { pickText, type DataLang, type Lang } from '#shared/domain/lang';
import type { ListingSnapshot } from '#shared/compare/snapshots';
import type { Cell } from '#shared/export/table';
import type { RowSpec } from './differences';
import type { ListingPercentile } from '#shared/ipc/contract';
import { percentileAsk } from '#shared/market/percentile-ask';
import { meaningfulPricePerSqft, yearlyRent } from '#shared/domain/rent';
import type { MarketFiguresSource } from './market-figures';
import { sayIn, type Say } from '#shared/messages/messages';
import { spanArgs } from './note-dates';

export interface ListingContext {
  lang: Lang;
  /** The language of the listings' own texts (titles, places). */
  dataLang: DataLang;
  now: Date;
  figures: MarketFiguresSource;
  /** The names in every language of places known by their recorded names (stored look-ups; no request). */
  placeNames?(names: readonly string[]): Readonly<Record<string, Localized>>;
}

function percentileNote({ result, place }: NonNullable<ListingPercentile['found']>, say: Say): string {
  return say('compare.percentileSample', {
    transactions: result.n,
    place: place.name,
    ...spanArgs(result.span),
    thin: result.thin ? 'yes' : 'no',
  });
}

const DAY_MS = 86_400_000;

/**
 * The items' places at one depth of their trails, the deepest all of them reach: a listing in The Torch and two in
 * Dubai Marina all read "Dubai Marina" (a building beside a community read as a different place), and the building
 * or sub-community goes on a row of its own, shown when some item names one.
 */
function placesAtOneDepth(
  items: readonly ListingSnapshot[],
  ctx: ListingContext,
): { place: Cell[]; exact: Cell[] | null } {
  const trails = items.map((l) => l.location ?? []);
  const depth = Math.min(...trails.filter((t) => t.length > 0).map((t) => t.length));
  if (!Number.isFinite(depth)) return { place: items.map(() => null), exact: null };
  const recorded = trails.map((t) => t[depth - 1]?.name ?? null);
  const deeper = trails.map((t) => (t.length > depth ? t.at(-1)!.name : null));
  // In the panel's language where the place's names are stored (a pin made in English read English in Arabic).
  const names = ctx.placeNames?.([...recorded, ...deeper].filter((n): n is string => n !== null)) ?? {};
  const named = (n: string | null) =>
    n === null ? null : (names[n]?.[ctx.dataLang] ?? knownPlaceName(n, ctx.dataLang) ?? n);
  return { place: recorded.map(named), exact: deeper.some((n) => n !== null) ? deeper.map(named) : null };
}

/** AED per area as every grid shows it: a sale's price, a rent's yearly rent, per area; none for daily lets. */
function perArea(l: ListingSnapshot): number | null {
  if (!l.purpose || l.price == null || l.areaSqft == null) return null;
  const value = meaningfulPricePerSqft({
    purpose: l.purpose,
    price: l.price,
    rentFrequency: l.rentFrequency ?? null,
    areaSqft: l.areaSqft,
  });
  return value === null ? null : Math.round(value * 100) / 100;
}

/** Whether prices can be ranked: all sales, or all rents over the same period. */
function samePricing(items: readonly ListingSnapshot[]): boolean {
  const kinds = new Set(items.map((l) => (l.purpose === 'for-rent' ? `rent:${l.rentFrequency ?? 'yearly'}` : 'sale')));
  return kinds.size <= 1;
}

/** Each listing's percentile, asked as the property page asks it; null where the listing lacks what it needs. */
async function percentiles(
  items: readonly ListingSnapshot[],
  ctx: ListingContext,
): Promise<ListingPercentile['found'][]> {
  return Promise.all(
    items.map(async (l) => {
      const outcome = percentileAsk(l);
      return 'ask' in outcome ? (await ctx.figures.listingPercentile(outcome.ask)).found : null;
    }),
  );
}

/**
 * What the price row is called: a price among sales; among rents, the rent as advertised (its period is the row
 * below), as the listings grid calls it; both where sales and rents are side by side. The row keeps its id.
 */
function priceName(items: readonly ListingSnapshot[]): Pick<RowSpec, 'label' | 'named' | 'statement'> {
  const rents = items.filter((l) => l.purpose === 'for-rent').length;
  if (rents === 0) return { label: 'Price', statement: 'lowest price' };
  if (rents === items.length)
    return { label: 'Advertised rent', named: 'advertisedRent', statement: 'lowest advertised rent' };
  return { label: 'Sale price or advertised rent', named: 'priceOrRent', statement: 'lowest price' };
}

export async function listingRows(items: readonly ListingSnapshot[], ctx: ListingContext): Promise<RowSpec[]> {
  const values = (read: (l: ListingSnapshot) => Cell | undefined): Cell[] => items.map((l) => read(l) ?? null);
  const say = sayIn(ctx.lang);
  const samePeriods = samePricing(items);
  // A 1-bed at AED 1.6M is not a better buy than a 4-bed at 4M: the price is ranked only among units of one kind.
  const sameUnits = new Set(items.map((l) => `${l.propertyType ?? ''}|${l.rooms ?? ''}`)).size <= 1;
  const comparable = samePeriods && sameUnits;
  const unranked = !samePeriods ? say('compareNote.unranked') : sameUnits ? null : say('compareNote.unrankedSizes');
  const ranks = await percentiles(items, ctx);
  const samePurpose = new Set(items.map((l) => l.purpose ?? null)).size <= 1;
  const allRents = items.every((l) => l.purpose === 'for-rent');
  const places = placesAtOneDepth(items, ctx);
  const rows: RowSpec[] = [
    {
      id: 'title',
      label: 'Title',
      kind: 'text',
      direction: null,
      values: values((l) => pickText(l.title ?? {}, ctx.dataLang) || null),
    },
    { id: 'location', label: 'Place', kind: 'text', direction: null, values: places.place },
    ...(places.exact
      ? [
          {
            id: 'exactPlace',
            label: 'Building or sub-community',
            kind: 'text' as const,
            direction: null,
            values: places.exact,
          },
        ]
      : []),
    { id: 'purpose', label: 'Purpose', kind: 'text', direction: null, values: values((l) => l.purpose) },
    {
      id: 'price',
      ...priceName(items),
      kind: 'aed',
      direction: comparable ? 'lowest' : null,
      values: values((l) => l.price),
      note: unranked,
    },
    // How often the rent is paid, and the rent per year that compares a monthly rent with a yearly one (none for a
    // daily let): rows of blanks among sales only.
    ...(items.some((l) => l.purpose === 'for-rent')
      ? [
          {
            id: 'yearlyRent',
            label: 'Rent per year',
            kind: 'aed',
            direction: allRents && sameUnits ? 'lowest' : null,
            statement: 'lowest rent per year',
            values: values((l) =>
              l.price == null || l.purpose !== 'for-rent'
                ? null
                : yearlyRent({ purpose: l.purpose, price: l.price, rentFrequency: l.rentFrequency ?? null }),
            ),
          } satisfies RowSpec,
          {
            id: 'rentFrequency',
            label: 'Rent paid',
            kind: 'text',
            direction: null,
            values: values((l) => l.rentFrequency),
          } satisfies RowSpec,
        ]
      : []),
    {
      id: 'pricePerArea',
      label: 'AED per area',
      kind: 'aedPerArea',
      // Rents per area are yearly whatever their period, so they rank among rents; sales among sales.
      direction: samePurpose ? 'lowest' : null,
      statement: 'lowest AED per area',
      values: values(perArea),
      note: samePurpose ? say('compareNote.perArea') : say('compareNote.perAreaUnranked'),
    },
    {
      id: 'rooms',
      label: 'Bedrooms',
      kind: 'integer',
      // A size, not a merit: a studio beside a four-bedroom flat is not worse, it is another listing.
      direction: null,
      // An office or a plot pinned as "0 rooms" has none, not a studio.
      values: values((l) => bedroomsOf(l.rooms ?? null, l.propertyType)),
      note: say('compareNote.studioIsZero'),
    },
    {
      id: 'baths',
      label: 'Bathrooms',
      kind: 'integer',
      direction: null,
      values: values((l) => l.baths),
    },
    {
      id: 'area',
      label: 'Area',
      kind: 'area',
      direction: null,
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
      note: say('compareNote.daysListed'),
    },
    {
      id: 'percentile',
      label: 'AED per area percentile among recent transactions',
      kind: 'percent',
      direction: 'lowest',
      statement: 'lowest AED per area against transactions of its place and bedroom count',
      values: ranks.map((r) =>
        r && r.result.percentile !== null ? Math.round(r.result.percentile * 10) / 1000 : null,
      ),
      note: say('compareNote.percentile'),
      notes: ranks.map((r) => (r ? percentileNote(r, say) : null)),
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
