// Flags a page whose figures cannot be right: areas read in the wrong unit (square metres taken as square feet
// make every price per sq ft 10.76 times too high and every home 10.76 times too small), which no single record
// betrays. Two checks: the median AED per sq ft against plausible bounds for the purpose and type, and, more
// robust because it does not depend on the market's price level, the median area per bedroom of homes (a 1-bedroom
// flat of 70 sq ft, or of 8,000, is a unit mistake). The warning names the setting that fixes it.
import type { Purpose } from '#shared/domain/listing';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import type { AreaUnit } from '../client/connection';
import { formatMessage } from '#shared/messages/messages';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { shownFigure } from '../data/answer-warnings';
import { isRecord } from './lenient';

/** Where the setting that fixes a unit mistake is, as the English warning names it. */
export const AREA_UNIT_SETTING = formatMessage('en', 'answer.areaUnitSetting');

/** Medians outside these bounds (AED per sq ft; rents per year) are taken as a unit mistake, not a market. */
export const PLAUSIBLE_AED_PER_SQFT: Readonly<Record<Purpose, Readonly<Record<Kind, Bounds>>>> = {
  'for-sale': {
    building: { low: 50, high: 15_000 },
    // Plots and land sell for far less per square foot than built space.
    land: { low: 5, high: 15_000 },
  },
  // Yearly rents run at roughly a tenth of sale prices per square foot (gross yields of 5–10%): about AED 60–200
  // per sq ft a year in Dubai, less in the northern emirates.
  'for-rent': {
    building: { low: 8, high: 600 },
    land: { low: 0.5, high: 600 },
  },
};

/**
 * The median area per bedroom of homes (flats, villas, townhouses; a studio counts as one bedroom) outside these
 * bounds (sq ft) is a unit mistake: homes run at about 350–2,000 sq ft per bedroom, and a factor of 10.76 either
 * way lands far outside.
 */
export const PLAUSIBLE_SQFT_PER_BEDROOM: Readonly<Bounds> = { low: 250, high: 3_000 };

/** Pages without homes enough: a median built unit (offices, shops, warehouses too) under this is a unit mistake. */
export const MIN_PLAUSIBLE_UNIT_SQFT = 150;

/** Homes needed to judge areas per bedroom: two homes of 60 sq ft per bedroom are already no market. */
export const MIN_HOMES = 2;

/** Types that are homes with bedrooms; whole buildings, floors, compounds, plots and commercial units are not. */
const HOME = /apartment|villa|townhouse|penthouse|duplex|bungalow/i;
const NOT_A_HOME = /commercial|compound|building|floor|bulk|plot|land|office|shop|warehouse/i;

interface Bounds {
  low: number;
  high: number;
}
type Kind = 'building' | 'land';

/** A median of fewer records says little; below this, no warning. */
export const MIN_SAMPLE = 3;

interface Priced {
  purpose: Purpose;
  kind: Kind;
  /** AED per sq ft, rents per year. */
  perSqft: number;
}

function typeOf(record: Record<string, unknown>): string | undefined {
  return [record.propertyType, record.category].find((t): t is string => typeof t === 'string');
}

function pricedOf(record: unknown): Priced | null {
  if (!isRecord(record)) return null;
  const { purpose, pricePerSqft, rentFrequency } = record;
  if ((purpose !== 'for-sale' && purpose !== 'for-rent') || typeof pricePerSqft !== 'number') return null;
  if (!(pricePerSqft > 0)) return null;
  const type = typeOf(record);
  const kind: Kind = type !== undefined && /plot|land/i.test(type) ? 'land' : 'building';
  const perYear =
    purpose === 'for-rent' ? rentPeriodsPerYear(typeof rentFrequency === 'string' ? rentFrequency : null) : 1;
  return perYear === null ? null : { purpose, kind, perSqft: pricePerSqft * perYear };
}

/** A record's area in sq ft when it is a built unit (not a plot or land) with a known area; else null. */
function builtAreaOf(record: unknown): number | null {
  if (!isRecord(record)) return null;
  const { areaSqft } = record;
  const type = typeOf(record);
  if (typeof areaSqft !== 'number' || !(areaSqft > 0) || (type !== undefined && /plot|land/i.test(type))) return null;
  return areaSqft;
}

/** Square feet per bedroom of a home with a known bedroom count (a studio counts as one) and area; else null. */
function perBedroomOf(record: unknown): number | null {
  const area = builtAreaOf(record);
  if (area === null || !isRecord(record)) return null;
  const type = typeOf(record);
  if (type === undefined || !HOME.test(type) || NOT_A_HOME.test(type)) return null;
  const { rooms } = record;
  if (typeof rooms !== 'number' || !(rooms >= 0)) return null;
  return area / Math.max(1, rooms);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function advice(tooHigh: boolean, areaUnit: AreaUnit): MessageRef {
  const setting = ref('answer.areaUnitSetting');
  if (tooHigh && areaUnit === 'sqft') return ref('answer.adviceToSqm', { setting });
  if (!tooHigh && areaUnit === 'sqm') return ref('answer.adviceToSqft', { setting });
  return ref('answer.adviceCheckUnit', { setting });
}

/** The warning of the price check: the first purpose and type whose median AED per sq ft is out of bounds. */
function priceWarning(records: readonly unknown[], areaUnit: AreaUnit): MessageRef | null {
  const groups = new Map<string, Priced[]>();
  for (const record of records) {
    const priced = pricedOf(record);
    if (!priced) continue;
    const key = `${priced.purpose}/${priced.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), priced]);
  }
  for (const group of groups.values()) {
    if (group.length < MIN_SAMPLE) continue;
    const { purpose, kind } = group[0]!;
    const bounds = PLAUSIBLE_AED_PER_SQFT[purpose][kind];
    const value = median(group.map((g) => g.perSqft));
    if (value >= bounds.low && value <= bounds.high) continue;
    const tooHigh = value > bounds.high;
    return ref('answer.pricePerArea', {
      count: group.length,
      purpose: purpose === 'for-sale' ? 'sale' : 'rent',
      value: shownFigure(value),
      side: tooHigh ? 'above' : 'below',
      bound: tooHigh ? bounds.high : bounds.low,
      advice: advice(tooHigh, areaUnit),
    });
  }
  return null;
}

/**
 * The warning of the area check: homes far too small (or too large) for their bedrooms or, on a page with too few
 * homes, built units far too small for anything.
 */
function areaWarning(records: readonly unknown[], areaUnit: AreaUnit): MessageRef | null {
  const perBedroom = records.map(perBedroomOf).filter((v): v is number => v !== null);
  if (perBedroom.length >= MIN_HOMES) {
    const value = median(perBedroom);
    const bounds = PLAUSIBLE_SQFT_PER_BEDROOM;
    if (value >= bounds.low && value <= bounds.high) return null;
    const tooSmall = value < bounds.low;
    return ref('answer.areaPerBedroom', {
      value: shownFigure(value),
      count: perBedroom.length,
      side: tooSmall ? 'below' : 'above',
      bound: shownFigure(tooSmall ? bounds.low : bounds.high),
      // Areas too small read as prices per sq ft too high, and the other way round.
      advice: advice(tooSmall, areaUnit),
    });
  }
  const units = records.map(builtAreaOf).filter((v): v is number => v !== null);
  if (units.length < MIN_SAMPLE) return null;
  const value = median(units);
  if (value >= MIN_PLAUSIBLE_UNIT_SQFT) return null;
  return ref('answer.unitArea', {
    value: shownFigure(value),
    count: units.length,
    bound: shownFigure(MIN_PLAUSIBLE_UNIT_SQFT),
    advice: advice(true, areaUnit),
  });
}

/**
 * A warning when a page of listings or transactions cannot be right (areas per bedroom, or the median AED per sq
 * ft, implausible for the purpose and type), naming the likely unit mistake and the setting that fixes it; null
 * when the page looks sound.
 */
export function unitSanityWarning(records: readonly unknown[], areaUnit: AreaUnit): MessageRef | null {
  return areaWarning(records, areaUnit) ?? priceWarning(records, areaUnit);
}
