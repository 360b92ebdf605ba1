// What the research day expects to read on screen and in the workbooks, per language.
import type { Lang } from '#shared/domain/lang';

export const PLACE_KEYS = ['jvc', 'marina', 'businessBay'] as const;
export type PlaceKey = (typeof PLACE_KEYS)[number];

export interface DayWords {
  /** The three places of the day: what the broker types in the picker, and the name it shows. */
  places: Record<PlaceKey, { typed: string; name: string }>;
  /** The name the broker saves the rent search under. */
  savedName: string;
  /** The compare badge once five items are pinned. */
  five: string;
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
  /** The warning after exporting one page of a longer search. */
  partialExport: RegExp;
  /** The currency as a column head names it ("Median sale (AED)"). */
  currency: string;
  /** A rent's advertised amount, as the listings grid and Compare name it. */
  advertisedRent: string;
}

export const DAY_WORDS: Readonly<Record<Extract<Lang, 'en' | 'ar'>, DayWords>> = {
  en: {
    places: {
      jvc: { typed: 'jumeirah village', name: 'Jumeirah Village Circle' },
      marina: { typed: 'marina', name: 'Dubai Marina' },
      businessBay: { typed: 'business bay', name: 'Business Bay' },
    },
    five: '5',
    savedName: 'JVC rents',
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
    offlineTodo: /working offline.*switch off “Work offline” in the status bar/,
    partialExport: /24 rows\. \d+ pages of this search were never fetched/,
    currency: 'AED',
    advertisedRent: 'Advertised rent (AED)',
  },
  ar: {
    // An Arabic broker types the Arabic names; the picker shows them as the data service does.
    places: {
      jvc: { typed: 'قرية جميرا', name: 'قرية جميرا الدائرية' },
      marina: { typed: 'دبي مارينا', name: 'دبي مارينا' },
      businessBay: { typed: 'الخليج التجاري', name: 'الخليج التجاري' },
    },
    five: '5',
    savedName: 'إيجارات قرية جميرا',
    results: /^[\d,]+ نتيجة$/,
    cost: /[\d٠-٩]+/,
    grossYield: 'العائد الإجمالي',
    median: 'الوسيط',
    // Direction marks keep "7.2%" whole inside right-to-left text.
    percent: /^[\d٠-٩]+[.٫][\d٠-٩][\u200e\u200f]?[%٪]/,
    nHeader: /: عدد (البيوع|الإيجارات)$/,
    periodsPerYear: { سنوي: 1, شهري: 12, أسبوعي: 52, يومي: null },
    placeScope: /غرف النوم/,
    percentOnly: /^[\d٠-٩]+[.٫][\d٠-٩][\u200e\u200f]?[%٪][\u200e\u200f]?$/,
    snapshotEstimate: /نحو [\d,]+ طلب/,
    snapshotDone: /التُقطت اللقطة: [\d,]+ إعلان/,
    offline: 'العمل دون اتصال',
    // The switch's name is set apart from the sentence's direction (an isolate each side, invisible).
    offlineTodo: /أوقف «\u2068?العمل دون اتصال\u2069?» في شريط الحالة/,
    partialExport: /عدد الصفوف: 24\. لم تُجلب \d+ صفحة من هذا البحث/,
    currency: 'درهم',
    advertisedRent: 'الإيجار المعلن (درهم)',
  },
};
