// Bedroom counts in words ("Studio", "1 bed", "5+ beds", "1 bed, 2 beds together"): one way for the Market view's
// charts and tables, its files and the CLI's, worded from the catalogue (`areaTable.beds.*`).
import type { Lang } from '../domain/lang';
import type { BedsBucket } from '../ipc/contract';
import { formatList } from '../format/intl';
import { sayIn } from '../messages/say-in';
import { stripBidiControls } from '../text/bidi-controls';

/** Studio, "1 bed", "5+ beds"; null is every bedroom count. */
export function bedsLabelOf(beds: BedsBucket | null, lang: Lang): string {
  const say = sayIn(lang);
  if (beds === null) return say('areaTable.beds.all');
  if (beds === 0) return say('areaTable.beds.studio');
  if (beds === 5) return say('areaTable.beds.fivePlus');
  return say('areaTable.beds.count', { count: beds });
}

/** The labels of a bedroom choice, each count clamped to the buckets (studio to 5+). */
function chosenLabels(beds: readonly number[], lang: Lang): string[] {
  return beds.map((b) => bedsLabelOf(Math.min(5, Math.max(0, b)) as BedsBucket, lang));
}

/** The bedroom choice of a query in words: "1 bed, 2 beds", every count when none. */
export function bedsChoiceOf(beds: readonly number[] | undefined, lang: Lang): string {
  if (!beds || beds.length === 0) return sayIn(lang)('areaTable.beds.all');
  return formatList(chosenLabels(beds, lang), lang, 'narrow');
}

/**
 * A bedroom row's name. The total row adds up the counts the query chose ("1 bed, 2 beds together"), or every count
 * ("All bedrooms") when it chose none.
 */
export function bedsRowName(beds: BedsBucket | null, chosen: readonly number[] | undefined, lang: Lang): string {
  if (beds !== null || !chosen?.length) return bedsLabelOf(beds, lang);
  // The app's own words in one language, so nothing to set apart: without the marks, as a chart's axis shows it
  // (recharts breaks a label into words, which would part an isolate from its end and reorder an Arabic one).
  return stripBidiControls(
    sayIn(lang)('areaTable.beds.together', { beds: { list: chosenLabels(chosen, lang), style: 'narrow' } }),
  );
}

/** The bedroom rows worth a line: with one count chosen, the total row would only repeat it. */
export function shownBedsRowsOf<T extends { beds: BedsBucket | null }>(
  rows: readonly T[],
  chosen: readonly number[] | undefined,
): T[] {
  return chosen?.length === 1 ? rows.filter((r) => r.beds !== null) : [...rows];
}
