// The one definition of a listing grid's columns, in order, that the window's grid, the workbooks and CSVs the core
// writes and the CLI's outputs all read: which columns a sale and a rent search show first, and the rent figures
// that always travel together. A rent is never alone in a column with rents of other periods: its period stands
// beside it, and its yearly figure before it, so rents compare and sum.

/** Every listing column id, in the order a sale search shows them (the grid's, the export's and the CLI's). */
export const LISTING_COLUMN_IDS = [
  'title',
  'location',
  'price',
  'yearlyRent',
  'purpose',
  'rentFrequency',
  'rooms',
  'baths',
  'area',
  'pricePerArea',
  'agency',
  'propertyType',
  'agent',
  'completionStatus',
  'furnishing',
  'verified',
  'createdAt',
  'updatedAt',
  'locationTrail',
  'amenities',
  'hasVideo',
  'has360Tour',
  'hasFloorPlan',
  'externalID',
  'otherAdverts',
  'notes',
] as const;
export type ListingColumnId = (typeof LISTING_COLUMN_IDS)[number];

/** A rent's figures, in the order they stand: per year first (what compares), then the advert's amount and period. */
export const RENT_FIGURES: readonly ListingColumnId[] = ['yearlyRent', 'price', 'rentFrequency'];

/** Whether a listing search is of rents only, of sales only, or may hold both (an agent's or agency's listings). */
export type ListingPurpose = 'for-sale' | 'for-rent' | 'mixed';

export function listingPurposeOf(params: Readonly<Record<string, unknown>> | undefined): ListingPurpose {
  const purpose = params?.purpose;
  return purpose === 'for-sale' || purpose === 'for-rent' ? purpose : 'mixed';
}

/**
 * The columns in the order a search of this purpose shows them: a rent search puts its rent figures together where
 * the price stands, rent per year first.
 */
export function listingColumnOrder(purpose: ListingPurpose): ListingColumnId[] {
  if (purpose !== 'for-rent') return [...LISTING_COLUMN_IDS];
  const rest = LISTING_COLUMN_IDS.filter((id) => !RENT_FIGURES.includes(id));
  const at = rest.indexOf('location') + 1;
  return [...rest.slice(0, at), ...RENT_FIGURES, ...rest.slice(at)];
}

/** Columns a search of this purpose shows from the start (the rest are in the column chooser). */
export function listingShownAtFirst(purpose: ListingPurpose): ReadonlySet<ListingColumnId> {
  const base: ListingColumnId[] = [
    'title',
    'location',
    'price',
    'rooms',
    'area',
    'pricePerArea',
    'agency',
    'propertyType',
    'completionStatus',
    'createdAt',
    'otherAdverts',
    // Not the broker's notes: a grid's file is often handed to a client, so the notes (a count in the grid, their
    // text in a file) are shown, and so written, only once the broker turns the column on in the chooser.
  ];
  if (purpose === 'for-rent') base.push('yearlyRent', 'rentFrequency');
  if (purpose === 'mixed') base.push('purpose');
  return new Set(base);
}

/**
 * The columns an export writes: those asked for, with a rent's period and yearly figure added beside its advertised
 * amount whenever rents may be among the rows (a broker who hid the period still gets it in the file).
 */
export function withRentFigures(ids: readonly string[], purpose: ListingPurpose): string[] {
  if (purpose === 'for-sale' || !ids.includes('price')) return [...ids];
  // The figures stand together wherever the price stands: per year just before it, the period just after.
  const out = ids.filter((id) => id !== 'rentFrequency' && id !== 'yearlyRent');
  out.splice(out.indexOf('price'), 1, 'yearlyRent', 'price', 'rentFrequency');
  return out;
}
