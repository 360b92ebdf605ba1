// Rents made comparable, as the grids and the property page use them: the shared rule (shared/domain/rent.ts), so
// the exports the core writes show the same yearly rents and prices per area.
import type { Lang } from '#shared/domain/lang';
import { GRID_EXTRA_STRINGS } from './grid-extra-strings';

export { meaningfulPricePerSqft, yearlyRent } from '#shared/domain/rent';

/**
 * A price as it reads: a rent with its period ("8,000 /mo"), so rents of different periods are never taken for one
 * another (nor a monthly rent for a price); a sale, or a rent of no known period, as it is.
 */
export function withRentPeriod(
  text: string,
  row: { purpose?: string | null; rentFrequency?: string | null } | null | undefined,
  lang: Lang,
): string {
  const frequency = row?.purpose === 'for-rent' ? row.rentFrequency?.toLowerCase() : undefined;
  const period = frequency ? GRID_EXTRA_STRINGS[lang].period[frequency] : undefined;
  return text && period ? `${text} ${period}` : text;
}
