// When two adverts are one unit. Both must name the same place (the most specific one each names), purpose,
// property type, bedrooms and bathrooms, with areas within 2% (agencies measure and round a unit differently). Then:
// the same photos say it is the same unit (unless off-plan: a developer's renders serve a whole floor plan); without
// them, an area within 0.1% (one deed, rounded) and an asking price within 3% say it may be. A unit re-advertised is often asked at another price, and that difference is what a
// broker wants to see, so the price only weighs where the photos are not shared.
import type { ListingSummary } from '../domain/listing';
import { yearlyAmount } from '../domain/rent';

/** How far apart two areas of one unit may be, as a share of the smaller. */
export const SAME_UNIT_AREA_TOLERANCE = 0.02;
/**
 * Without shared photos: areas this close (one deed, the square metres rounded to square feet another way) … In a
 * tower, units of one floor plan share an area: looser, "maybe" was wrong more often than right.
 */
export const CLOSE_AREA_TOLERANCE = 0.001;
/** … and asking prices this close (yearly, for rents). */
export const CLOSE_PRICE_TOLERANCE = 0.03;

/** photo: the same photos, the same unit; facts: the same facts and about the same price, maybe the same unit. */
export type UnitMatch = 'photo' | 'facts';

/** What the rule reads of an advert; its completion where known. */
export type UnitFacts = Pick<
  ListingSummary,
  'purpose' | 'propertyType' | 'rooms' | 'baths' | 'areaSqft' | 'location' | 'price' | 'rentFrequency' | 'coverPhotoUrl'
> &
  Partial<Pick<ListingSummary, 'completionStatus'>>;

/** Off-plan adverts show the developer's renders, one set for every unit of a floor plan: their photos prove nothing. */
const offPlan = (a: UnitFacts): boolean => /^(under[-_ ]construction|off[-_ ]?plan)$/i.test(a.completionStatus ?? '');

/** The most specific place an advert names (its trail's last step with an id), or null. */
export function unitPlaceId(listing: Pick<ListingSummary, 'location'>): string | null {
  for (let i = listing.location.length - 1; i >= 0; i--) {
    const id = listing.location[i]!.externalID;
    if (id) return id;
  }
  return null;
}

/** Whether the rule can say anything of this advert: it needs its place, type and area. */
export function comparableUnit(listing: Pick<UnitFacts, 'location' | 'propertyType' | 'areaSqft'>): boolean {
  return (
    unitPlaceId(listing) !== null &&
    listing.propertyType !== null &&
    typeof listing.areaSqft === 'number' &&
    listing.areaSqft > 0
  );
}

/** The areas (sq ft) an advert of the same unit may give, inclusive, whole square feet. */
export function sameUnitAreaRange(areaSqft: number): { min: number; max: number } {
  return {
    min: Math.floor(areaSqft / (1 + SAME_UNIT_AREA_TOLERANCE)),
    max: Math.ceil(areaSqft * (1 + SAME_UNIT_AREA_TOLERANCE)),
  };
}

const gap = (a: number, b: number): number => Math.abs(a - b) / Math.min(a, b);

/**
 * Whether `b` is an advert of `a`'s kind: the same place, purpose, type, bedrooms and bathrooms (a count one advert
 * leaves out matches none), and an area within 2%. These are the adverts a match is looked for among.
 */
export function sameKind(a: UnitFacts, b: UnitFacts): boolean {
  return (
    comparableUnit(a) &&
    comparableUnit(b) &&
    unitPlaceId(a) === unitPlaceId(b) &&
    a.purpose === b.purpose &&
    a.propertyType === b.propertyType &&
    a.rooms === b.rooms &&
    a.baths === b.baths &&
    gap(a.areaSqft!, b.areaSqft!) <= SAME_UNIT_AREA_TOLERANCE
  );
}

/** What the rule compares of one advert, read once (a set of 100,000 compares each advert with its neighbours). */
export interface PreparedUnit {
  id: string;
  area: number;
  yearly: number | null;
  photo: string | null;
  offPlan: boolean;
}

export function prepareUnit(a: UnitFacts & { externalID?: string }): PreparedUnit {
  return {
    id: a.externalID ?? '',
    area: a.areaSqft ?? 0,
    yearly: yearlyAmount(a),
    photo: a.coverPhotoUrl,
    offPlan: offPlan(a),
  };
}

/** How two adverts already found of one kind (sameKind) match: the same photos, or the same facts and price. */
export function preparedMatch(a: PreparedUnit, b: PreparedUnit): UnitMatch | null {
  if (a.photo && a.photo === b.photo && !a.offPlan && !b.offPlan) return 'photo';
  const closePrice = a.yearly !== null && b.yearly !== null && a.yearly > 0 && b.yearly > 0;
  return gap(a.area, b.area) <= CLOSE_AREA_TOLERANCE && closePrice && gap(a.yearly!, b.yearly!) <= CLOSE_PRICE_TOLERANCE
    ? 'facts'
    : null;
}

/** How `b` matches `a` as an advert of the same unit, or null when it does not. */
export function unitMatch(a: UnitFacts, b: UnitFacts): UnitMatch | null {
  return sameKind(a, b) ? preparedMatch(prepareUnit(a), prepareUnit(b)) : null;
}
