// Rents made comparable, as the grids and the property page use them: the shared rule (shared/domain/rent.ts), so
// the exports the core writes show the same yearly rents and prices per area.
import type { Lang } from '#shared/domain/lang';
import { hasCatalogue } from '#shared/messages/catalogue';
import { isMessageId, sayIn } from '../i18n/say';

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
  const period = frequency ? periodWord(frequency, lang) : undefined;
  return text && period ? `${text} ${period}` : text;
}

const periods = new Map<string, string | undefined>();

/** "/mo": looked up once per language and period, since every rent cell of a grid asks. */
function periodWord(frequency: string, lang: Lang): string | undefined {
  const key = `${lang}|${frequency}`;
  if (periods.has(key)) return periods.get(key);
  const id = `grid.period.${frequency}`;
  const word = isMessageId(id) ? sayIn(lang)(id as 'grid.period.yearly') : undefined;
  // Kept only once the language's own messages are loaded, never its English stand-in.
  if (hasCatalogue(lang)) periods.set(key, word);
  return word;
}
