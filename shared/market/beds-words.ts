// Bedroom counts in words ("Studio", "1 bed", "5+ beds", "1 bed, 2 beds together"): one way for the Market view's
// charts and tables, its files and the CLI's.
import { formatList } from '../format/intl';
import type { Lang } from '../domain/lang';
import type { BedsBucket } from '../ipc/contract';
import { pluralText, type PluralForms } from '../words/plural';
import { fill } from '../words/translated';

export interface BedsWords {
  studio: string;
  count: PluralForms;
  fivePlus: string;
  /** Every bedroom count. */
  all: string;
  /** A row over the counts a query chose: "{beds} together". */
  together: string;
}

/** Studio, "1 bed", "5+ beds"; null is every bedroom count. */
export function bedsLabelOf(beds: BedsBucket | null, words: BedsWords, lang: Lang): string {
  if (beds === null) return words.all;
  if (beds === 0) return words.studio;
  if (beds === 5) return words.fivePlus;
  return pluralText(words.count, beds, lang);
}

/** The bedroom choice of a query in words: "1 bed, 2 beds", every count when none. */
export function bedsChoiceOf(beds: readonly number[] | undefined, words: BedsWords, lang: Lang): string {
  if (!beds || beds.length === 0) return words.all;
  return formatList(
    beds.map((b) => bedsLabelOf(Math.min(5, Math.max(0, b)) as BedsBucket, words, lang)),
    lang,
    'narrow',
  );
}

/**
 * A bedroom row's name. The total row adds up the counts the query chose ("1 bed, 2 beds together"), or every count
 * ("All bedrooms") when it chose none.
 */
export function bedsRowName(
  beds: BedsBucket | null,
  chosen: readonly number[] | undefined,
  words: BedsWords,
  lang: Lang,
): string {
  if (beds !== null || !chosen?.length) return bedsLabelOf(beds, words, lang);
  return fill(words.together, { beds: bedsChoiceOf(chosen, words, lang) });
}

/** The bedroom rows worth a line: with one count chosen, the total row would only repeat it. */
export function shownBedsRowsOf<T extends { beds: BedsBucket | null }>(
  rows: readonly T[],
  chosen: readonly number[] | undefined,
): T[] {
  return chosen?.length === 1 ? rows.filter((r) => r.beds !== null) : [...rows];
}
