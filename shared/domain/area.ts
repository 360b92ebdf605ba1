// Areas: the data is always square feet; the broker reads square feet or square metres. One definition of the
// units and of the conversion, used by the normaliser, the demo service, the window, the exports and the CLI (five
// copies once disagreed: 10.7639 in four, the exact factor in one, so a size typed in m² and read back drifted).

export const AREA_UNITS = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** Square metres in one square foot: (0.3048 m)², exact by the definition of the foot. */
export const SQM_PER_SQFT = 0.09290304;

/** Square feet in one square metre (10.7639104…), the exact inverse of SQM_PER_SQFT. */
export const SQFT_PER_SQM = 1 / SQM_PER_SQFT;

/** An area in square feet, in `unit`. */
export function sqftIn(unit: AreaUnit, sqft: number): number {
  return unit === 'sqm' ? sqft * SQM_PER_SQFT : sqft;
}

/** An area given in `unit`, in square feet. */
export function sqftFrom(unit: AreaUnit, value: number): number {
  return unit === 'sqm' ? value * SQFT_PER_SQM : value;
}

/** A price per square foot, per `unit` (a square metre holds about 10.76 square feet, so it costs that much more). */
export function perSqftIn(unit: AreaUnit, perSqft: number): number {
  return unit === 'sqm' ? perSqft * SQFT_PER_SQM : perSqft;
}
