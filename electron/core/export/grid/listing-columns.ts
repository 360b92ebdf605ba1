// Columns of listing grids (search results, an agent's or an agency's listings, a property's details).
import type { ListingSummary } from '#shared/domain/listing';
import { pickText } from '#shared/domain/lang';
import { amenityName } from '#shared/words/service-terms';
import { LIST_SEPARATOR } from '#shared/words/value-labels';
import { meaningfulPricePerSqft, yearlyRent } from '#shared/domain/rent';
import { repeatAdverts, type RepeatAdvert } from '#shared/market/repeat-adverts';
import { LISTING_COLUMN_IDS, type ListingColumnId } from '#shared/grid/listing-columns';
import { instant, orNull, placeOf, trail, type GridCatalog, type GridColumnDef, type SetColumn } from './grid-columns';

const OTHER_ADVERTS: SetColumn<ListingSummary> = {
  // Only what the rule reads: the export holds 100,000 of these, not the records they come from.
  facts: (r): RepeatAdvert => ({
    externalID: r.externalID,
    purpose: r.purpose,
    propertyType: r.propertyType,
    rooms: r.rooms,
    baths: r.baths,
    areaSqft: r.areaSqft,
    location: r.location,
    price: r.price,
    rentFrequency: r.rentFrequency,
    coverPhotoUrl: r.coverPhotoUrl,
    completionStatus: r.completionStatus,
  }),
  cells: (facts) => {
    const adverts = facts as readonly RepeatAdvert[];
    const repeats = repeatAdverts(adverts);
    return adverts.map((a) => {
      const c = repeats.get(a.externalID);
      return c ? c.photo + c.facts : null;
    });
  },
};

const toFils = (aed: number | null): number | null => (aed === null ? null : Math.round(aed * 100) / 100);

/** Every column in the order of the one listing column definition (shared/grid/listing-columns.ts). */
const inSharedOrder = (columns: GridColumnDef<ListingSummary>[]): GridColumnDef<ListingSummary>[] =>
  [...columns].sort(
    (a, b) => LISTING_COLUMN_IDS.indexOf(a.id as ListingColumnId) - LISTING_COLUMN_IDS.indexOf(b.id as ListingColumnId),
  );

export const LISTING_CATALOG: GridCatalog<ListingSummary> = {
  kind: 'listings',
  noun: 'listing',
  rowId: (r) => r.externalID,
  columns: inSharedOrder([
    {
      id: 'title',
      header: 'gridHeader.title',
      kind: 'text',
      width: 48,
      value: (r, { dataLang }) => orNull(pickText(r.title, dataLang)),
    },
    { id: 'price', header: 'gridHeader.priceAed', kind: 'aed', value: (r) => r.price },
    // The grid's "Rent per year" column: a monthly or weekly rent counted per year (daily lets have none).
    { id: 'yearlyRent', header: 'gridHeader.rentPerYearAed', kind: 'aed', value: (r) => yearlyRent(r) },
    { id: 'purpose', header: 'gridHeader.purpose', kind: 'text', width: 10, coded: true, value: (r) => r.purpose },
    {
      id: 'rentFrequency',
      header: 'gridHeader.rentPeriod',
      kind: 'text',
      width: 12,
      coded: true,
      value: (r) => r.rentFrequency,
    },
    { id: 'rooms', header: 'gridHeader.bedrooms0Studio', kind: 'integer', width: 11, value: (r) => r.rooms },
    { id: 'baths', header: 'gridHeader.bathrooms', kind: 'integer', width: 10, value: (r) => r.baths },
    { id: 'area', header: 'gridHeader.areaUnit', kind: 'area', value: (r) => r.areaSqft },
    // The grid's "AED per area": a sale's price or a rental's yearly rent per area, to the fils; none for daily
    // lets, whose per-night price over the area (AED 0.44 per sq ft) means nothing.
    {
      id: 'pricePerArea',
      header: 'gridHeader.aedPerUnitRentsYearly',
      kind: 'aedPerArea',
      value: (r) => toFils(meaningfulPricePerSqft(r)),
    },
    {
      id: 'propertyType',
      header: 'gridHeader.type',
      kind: 'text',
      width: 16,
      coded: true,
      value: (r) => r.propertyType,
    },
    { id: 'location', header: 'gridHeader.place', kind: 'text', width: 26, value: (r) => placeOf(r.location) },
    { id: 'locationTrail', header: 'gridHeader.location', kind: 'text', width: 48, value: (r) => trail(r.location) },
    { id: 'agency', header: 'gridHeader.agency', kind: 'text', width: 28, value: (r) => r.agency?.name ?? null },
    {
      id: 'agent',
      header: 'gridHeader.agent',
      kind: 'text',
      width: 22,
      value: (r) => r.agent?.name ?? r.contactName ?? null,
    },
    {
      id: 'completionStatus',
      header: 'gridHeader.completion',
      kind: 'text',
      width: 16,
      coded: true,
      value: (r) => r.completionStatus,
    },
    {
      id: 'furnishing',
      header: 'gridHeader.furnishing',
      kind: 'text',
      width: 13,
      coded: true,
      value: (r) => r.furnishingStatus,
    },
    { id: 'verified', header: 'gridHeader.verified', kind: 'boolean', value: (r) => r.isVerified },
    { id: 'createdAt', header: 'gridHeader.listed', kind: 'datetime', value: (r) => instant(r.createdAt) },
    { id: 'updatedAt', header: 'gridHeader.updated', kind: 'datetime', value: (r) => instant(r.updatedAt) },
    {
      id: 'amenities',
      header: 'gridHeader.amenities',
      kind: 'text',
      width: 40,
      value: (r, { lang }) => orNull(r.amenities.map((a) => amenityName(a, lang)).join(LIST_SEPARATOR[lang])),
    },
    { id: 'hasVideo', header: 'gridHeader.video', kind: 'boolean', value: (r) => r.hasVideo },
    { id: 'has360Tour', header: 'gridHeader.threesixtyTour', kind: 'boolean', value: (r) => r.has360Tour },
    { id: 'hasFloorPlan', header: 'gridHeader.floorPlan', kind: 'boolean', value: (r) => r.hasFloorPlan },
    { id: 'externalID', header: 'gridHeader.listingId', kind: 'text', width: 12, value: (r) => r.externalID },
    // The grid's "Other adverts": other rows of the export that advertise the same unit (photos or facts and price).
    { id: 'otherAdverts', header: 'gridHeader.otherAdverts', kind: 'integer', value: () => null, ofSet: OTHER_ADVERTS },
    // The grid's "Notes": the broker's notes on the listing (and those the team shares), each with its author.
    {
      id: 'notes',
      header: 'gridHeader.notes',
      kind: 'text',
      width: 48,
      value: () => null,
      fromJob: (r, job) => job.notes?.[r.externalID] ?? null,
    },
  ]),
};
