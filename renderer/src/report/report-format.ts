// Figures and messages of the client report in one language and one set of digits: the window shows the language's
// own, the printed report the broker's choice of Western (0–9) or Arabic-Indic (٠–٩) digits, whatever the language,
// in its sentences' counts as in its tables. Areas are stored in square feet and shown in the broker's unit; AED per
// area follows the unit.
import type { Lang } from '#shared/domain/lang';
import { hasCatalogue } from '#shared/messages/catalogue';
import { formatMessageWith, type MessageArgs, type MessageId } from '#shared/messages/format-message';
import { UAE_TIME_ZONE, dateFormat, numberFormat, pluralForm } from '#shared/format/intl';
import { fill } from '#shared/words/translated';
import type { PluralForms } from '#shared/words/plural';
import type { PrintNumerals } from '#shared/report/print-route';
import { AREA_UNIT_WORDS, VALUE_LABELS } from '#shared/words/value-labels';
import type { Say } from '../i18n/say';
import { SQM_PER_SQFT, type SizeUnit } from './subject-form';

export interface ReportFormat {
  lang: Lang;
  unit: SizeUnit;
  unitLabel: string;
  /** Messages of the catalogue in this language, the figures they format (counts, pages) in these digits. */
  say: Say;
  integer(n: number | null | undefined): string;
  number(n: number | null | undefined, digits?: number): string;
  aed(n: number | null | undefined): string;
  /** A short figure for an axis: "1.25M", "850K" in the language's way. */
  compact(n: number | null | undefined): string;
  /** AED per the display unit, from AED per sq ft. */
  perArea(perSqft: number | null | undefined): string;
  /** An area stored in square feet, in the display unit with its label. */
  area(sqft: number | null | undefined): string;
  /** A percentage given as a number of percent (12.5 → "12.5%"). */
  percent(pct: number | null | undefined, digits?: number): string;
  /** A YYYY-MM-DD date or an ISO instant, as a day on the UAE's calendar. */
  day(value: string | null | undefined): string;
  /** A month (YYYY-MM): "Aug 2026". */
  month(value: string): string;
  /** An ISO instant as date and time on the UAE's clock. */
  time(value: string | null | undefined): string;
  /** Bedrooms as a cell under a header that names them: "Studio" for 0, else the count. */
  beds(n: number | null | undefined): string;
  /** Bedrooms in words: "Studio", "1 bed", "3 beds". */
  bedrooms(n: number): string;
  plural(forms: PluralForms, count: number, values?: Readonly<Record<string, string>>): string;
  /** A fixed label's digits ("12 months") in the chosen digits. */
  digits(text: string): string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The formats of one language and set of digits (the language's own when `numerals` is absent). */
export function reportFormat(lang: Lang, unit: SizeUnit, numerals?: PrintNumerals): ReportFormat {
  const nf = (options: Intl.NumberFormatOptions) => numberFormat(lang, options, numerals);
  const ints = nf({ maximumFractionDigits: 0 });
  const money = nf({ style: 'currency', currency: 'AED', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  const unitLabel = AREA_UNIT_WORDS[lang][unit];
  const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);
  const dayOf = (value: string, withTime: boolean) => {
    const ms = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
    if (Number.isNaN(ms)) return value;
    return dateFormat(
      lang,
      {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: DATE_ONLY.test(value) ? 'UTC' : UAE_TIME_ZONE,
        ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
      },
      numerals,
    ).format(ms);
  };
  // A language whose catalogue failed to load is worded in English, as the window's other words are (i18n/say.ts).
  const wordsLang = hasCatalogue(lang) ? lang : 'en';
  const options = numerals ? { numerals } : {};
  const say: Say = <K extends MessageId>(id: K, ...args: unknown[]) =>
    formatMessageWith(wordsLang, id, (args[0] ?? {}) as MessageArgs[K], options);
  const self: ReportFormat = {
    lang,
    unit,
    unitLabel,
    say,
    integer: (n) => (finite(n) ? ints.format(n) : ''),
    number: (n, digits = 0) => (finite(n) ? nf({ maximumFractionDigits: digits }).format(n) : ''),
    aed: (n) => (finite(n) ? money.format(n) : ''),
    compact: (n) => (finite(n) ? nf({ notation: 'compact', maximumSignificantDigits: 3 }).format(n) : ''),
    perArea: (perSqft) =>
      finite(perSqft) ? `${money.format(unit === 'sqft' ? perSqft : perSqft / SQM_PER_SQFT)}/${unitLabel}` : '',
    area: (sqft) => (finite(sqft) ? `${ints.format(unit === 'sqft' ? sqft : sqft * SQM_PER_SQFT)} ${unitLabel}` : ''),
    percent: (pct, digits = 1) =>
      finite(pct) ? nf({ style: 'percent', maximumFractionDigits: digits }).format(pct / 100) : '',
    day: (value) => (value ? dayOf(value, false) : ''),
    month: (value) => {
      const ms = Date.parse(`${value}-01T00:00:00Z`);
      if (Number.isNaN(ms)) return value;
      return dateFormat(lang, { month: 'short', year: 'numeric', timeZone: 'UTC' }, numerals).format(ms);
    },
    time: (value) => (value ? dayOf(value, true) : ''),
    beds: (n) => (finite(n) ? (n === 0 ? VALUE_LABELS[lang].studio : ints.format(n)) : ''),
    // The Market view's words for a bedroom count, in the report's digits.
    bedrooms: (n) =>
      n === 0
        ? formatMessageWith(lang, 'areaTable.beds.studio', {}, {})
        : formatMessageWith(lang, 'areaTable.beds.count', { count: n }, numerals ? { numerals } : {}),
    digits: (text) =>
      numerals === 'arab' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d))) : text,
    plural: (forms, count, values = {}) =>
      fill(forms[pluralForm(count, lang)] ?? forms.other, { count: ints.format(count), ...values }),
  };
  return self;
}
