// Flags a page whose median AED per square foot cannot be right for its purpose and type. Almost always that is
// areas read in the wrong unit (square metres taken as square feet make every price per sq ft 10.76 times too
// high), which no single record betrays; the warning names the setting that fixes it.
import type { Purpose } from '#shared/domain/listing';
import { rentPeriodsPerYear } from '#shared/domain/rent';
import type { AreaUnit } from '../client/connection';
import { isRecord } from './lenient';

export const AREA_UNIT_SETTING = 'Settings → Connection → Area unit in responses';

/** Medians outside these bounds (AED per sq ft; rents per year) are taken as a unit mistake, not a market. */
export const PLAUSIBLE_AED_PER_SQFT: Readonly<Record<Purpose, Readonly<Record<Kind, Bounds>>>> = {
  'for-sale': {
    building: { low: 50, high: 15_000 },
    // Plots and land sell for far less per square foot than built space.
    land: { low: 5, high: 15_000 },
  },
  // Yearly rents run at roughly a tenth of sale prices per square foot (gross yields of 5–10%).
  'for-rent': {
    building: { low: 5, high: 1_500 },
    land: { low: 0.5, high: 1_500 },
  },
};

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

function pricedOf(record: unknown): Priced | null {
  if (!isRecord(record)) return null;
  const { purpose, pricePerSqft, rentFrequency } = record;
  if ((purpose !== 'for-sale' && purpose !== 'for-rent') || typeof pricePerSqft !== 'number') return null;
  if (!(pricePerSqft > 0)) return null;
  const type = [record.propertyType, record.category].find((t) => typeof t === 'string');
  const kind: Kind = typeof type === 'string' && /plot|land/i.test(type) ? 'land' : 'building';
  const perYear =
    purpose === 'for-rent' ? rentPeriodsPerYear(typeof rentFrequency === 'string' ? rentFrequency : null) : 1;
  return perYear === null ? null : { purpose, kind, perSqft: pricePerSqft * perYear };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const aed = (n: number) => `AED ${n.toLocaleString('en-US', { maximumFractionDigits: n < 10 ? 1 : 0 })}`;

function advice(tooHigh: boolean, areaUnit: AreaUnit): string {
  if (tooHigh && areaUnit === 'sqft') {
    return (
      'The service probably reports areas in square metres while the connection reads them as square feet. ' +
      `Set ${AREA_UNIT_SETTING} to square metres.`
    );
  }
  if (!tooHigh && areaUnit === 'sqm') {
    return (
      'The service probably reports areas in square feet while the connection reads them as square metres. ' +
      `Set ${AREA_UNIT_SETTING} to square feet.`
    );
  }
  return `Check ${AREA_UNIT_SETTING} and the prices the service sends.`;
}

/**
 * A warning when the median AED per sq ft of a page of listings or transactions is implausible for its purpose
 * and type, naming the likely unit mistake and the setting that fixes it; null when the page looks sound.
 */
export function unitSanityWarning(records: readonly unknown[], areaUnit: AreaUnit): string | null {
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
    const what = purpose === 'for-sale' ? 'sale prices' : 'yearly rents';
    return (
      `The median of ${group.length} ${what} here is ${aed(value)} per sq ft, ${tooHigh ? 'above' : 'below'} ` +
      `the plausible ${aed(tooHigh ? bounds.high : bounds.low)}. ${advice(tooHigh, areaUnit)}`
    );
  }
  return null;
}
