// What the research day expects to read on screen and in the workbooks, per language.
import type { Lang } from '#shared/domain/lang';

export interface DayWords {
  /** The results count above a grid. */
  results: RegExp;
  /** A plan's cost, said before anything is spent. */
  cost: RegExp;
  /** Area against area's yield row. */
  grossYield: string;
  /** A measure that is a median has this word in its name. */
  median: string;
  /** A yield as shown: a percentage with one decimal. */
  percent: RegExp;
  /** The header of a count a figure rests on ("Dubai Marina: sales n"). */
  nHeader: RegExp;
  /** A rent period as the export writes it, and how many of it make a year (a daily let: none). */
  periodsPerYear: Record<string, number | null>;
  /** Compare → Places: the filter a place's figures rest on. */
  placeScope: RegExp;
  /** A percentage with one decimal and nothing else. */
  percentOnly: RegExp;
  snapshotEstimate: RegExp;
  snapshotDone: RegExp;
  /** The status bar while working offline. */
  offline: string;
  /** An uncached search while offline: what to do. */
  offlineTodo: RegExp;
}

export const DAY_WORDS: Readonly<Record<Extract<Lang, 'en' | 'ar'>, DayWords>> = {
  en: {
    results: /[\d,]+ results?/,
    cost: /\d+ requests?/,
    grossYield: 'Gross yield',
    median: 'Median',
    percent: /^\d+\.\d%/,
    nHeader: / n$/,
    periodsPerYear: { Yearly: 1, Monthly: 12, Weekly: 52, Daily: null },
    placeScope: /^Apartment, bedrooms: 1, last 12 months$/,
    percentOnly: /^\d+\.\d%$/,
    snapshotEstimate: /About [\d,]+ requests?/,
    snapshotDone: /Snapshot taken: [\d,]+ listings/,
    offline: 'Working offline',
    offlineTodo: /Work offline/,
  },
  ar: {
    results: /[\d٠-٩,٬]+/,
    cost: /[\d٠-٩]+/,
    grossYield: 'العائد الإجمالي',
    median: 'الوسيط',
    percent: /^[\d٠-٩]+[.٫][\d٠-٩]\s?[%٪]/,
    nHeader: /n$/,
    periodsPerYear: {},
    placeScope: /غرف النوم/,
    percentOnly: /^[\d٠-٩]+[.٫][\d٠-٩]\s?[%٪]$/,
    snapshotEstimate: /[\d٠-٩]/,
    snapshotDone: /[\d٠-٩]/,
    offline: 'العمل دون اتصال',
    offlineTodo: /./,
  },
};
