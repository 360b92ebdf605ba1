// Names of the coded values the data service sends (purpose, rent period, completion, furnishing, property type) and
// of the area units, in the interface language: the grids, the compare panel and every exported file show the same
// words, the catalogue's `valueLabel.*` and `propertyType.*` messages.
import { LANGS, type Lang } from '../domain/lang';
import type { AreaUnit } from '../settings';
import { formatMessage } from '../messages/format-message';
import { byLang, tablesFromCatalogue } from './catalogue-words';
import { propertyTypeNames } from './property-type-names';

export interface ValueLabels {
  studio: string;
  purpose: Readonly<Record<string, string>>;
  rentFrequency: Readonly<Record<string, string>>;
  completion: Readonly<Record<string, string>>;
  furnishing: Readonly<Record<string, string>>;
  propertyType: Readonly<Record<string, string>>;
}

/** The codes of each coded field that has words of its own (the property types are `propertyType.*`). */
const CODES = {
  purpose: ['for-sale', 'for-rent'],
  rentFrequency: ['yearly', 'monthly', 'weekly', 'daily'],
  completion: ['completed', 'under-construction', 'off-plan'],
  furnishing: ['furnished', 'unfurnished', 'partly-furnished'],
} as const;

/** The coded values' names in `lang`: the catalogue's `valueLabel.*` messages (`for-sale` is `valueLabel.purpose.forSale`). */
export const valueLabels: (lang: Lang) => ValueLabels = tablesFromCatalogue((word, lang) => {
  const group = (name: keyof typeof CODES): Record<string, string> =>
    Object.fromEntries(CODES[name].map((code) => [code, word(`valueLabel.${name}`, code)]));
  return {
    studio: word('valueLabel', 'studio'),
    purpose: group('purpose'),
    rentFrequency: group('rentFrequency'),
    completion: group('completion'),
    furnishing: group('furnishing'),
    propertyType: propertyTypeNames(lang),
  };
});

/** Separates the items of a list inside one cell (spoken languages, bedroom counts): the catalogue's `list.separator`. */
export const LIST_SEPARATOR = byLang(
  tablesFromCatalogue((_, lang) => formatMessage(lang, 'list.separator')),
  LANGS,
);

/** The area units as the interface writes them after a figure ("1,250 sq ft"). */
export const areaUnitWords: (lang: Lang) => Readonly<Record<AreaUnit, string>> = tablesFromCatalogue((word) => ({
  sqft: word('valueLabel.areaUnit', 'sqft'),
  sqm: word('valueLabel.areaUnit', 'sqm'),
}));

/** An area unit as the interface writes it after a figure, in `lang`. */
export function areaUnitWord(unit: AreaUnit, lang: Lang): string {
  return areaUnitWords(lang)[unit];
}

/**
 * The same words indexed by language, for the modules whose words other branches are moving to the catalogue now
 * (the client report's report-format.ts, the Market's compare-table.ts): read from the catalogue like the rest.
 */
export const VALUE_LABELS = byLang(valueLabels, LANGS);
export const AREA_UNIT_WORDS = byLang(areaUnitWords, LANGS);

/** Which label table names the codes of a field, by the field's id in grids, comparisons and exports. */
export const CODED_FIELDS = {
  purpose: 'purpose',
  rentFrequency: 'rentFrequency',
  propertyType: 'propertyType',
  category: 'propertyType',
  completionStatus: 'completion',
  furnishing: 'furnishing',
} as const satisfies Readonly<Record<string, Exclude<keyof ValueLabels, 'studio'>>>;

/** The label table of a coded field in `lang`; null for a field that is not coded. */
export function codedLabels(field: string, lang: Lang): Readonly<Record<string, string>> | null {
  if (!Object.hasOwn(CODED_FIELDS, field)) return null;
  return valueLabels(lang)[CODED_FIELDS[field as keyof typeof CODED_FIELDS]];
}

/** Aliases the service uses for the same property kind (transaction categories come as display words). */
const TYPE_ALIASES: Readonly<Record<string, string>> = {
  apartment: 'apartments',
  flat: 'apartments',
  villa: 'villas',
  townhouse: 'townhouses',
  office: 'offices',
  shop: 'shops',
  warehouse: 'warehouses',
  'hotel-apartment': 'hotel-apartments',
};

function slug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** A known code shown in `lang`, else the raw value as the service sent it ('' for none). */
export function labelOf(table: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  // Own keys only: a value such as "constructor" is not a code.
  const own = (key: string | undefined): string | undefined =>
    key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
  // A code as the spec spells it is the common case (a whole export's cells): no need to normalize it.
  const exact = own(value);
  if (exact !== undefined) return exact;
  const key = slug(value);
  return own(key) ?? own(Object.hasOwn(TYPE_ALIASES, key) ? TYPE_ALIASES[key] : undefined) ?? value;
}
