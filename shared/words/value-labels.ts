// Names of the coded values the data service sends (purpose, rent period, completion, furnishing, property type) and
// of the area units, in the interface languages: the grids, the compare panel and every exported file show the same words.
import type { Lang } from '../domain/lang';
import type { AreaUnit } from '../settings';
import { PROPERTY_TYPE_NAMES } from './property-type-names';

export interface ValueLabels {
  studio: string;
  purpose: Readonly<Record<string, string>>;
  rentFrequency: Readonly<Record<string, string>>;
  completion: Readonly<Record<string, string>>;
  furnishing: Readonly<Record<string, string>>;
  propertyType: Readonly<Record<string, string>>;
}

export const VALUE_LABELS: Readonly<Record<Lang, ValueLabels>> = {
  en: {
    studio: 'Studio',
    purpose: { 'for-sale': 'For sale', 'for-rent': 'For rent' },
    rentFrequency: { yearly: 'Yearly', monthly: 'Monthly', weekly: 'Weekly', daily: 'Daily' },
    completion: { completed: 'Ready', 'under-construction': 'Off-plan', 'off-plan': 'Off-plan' },
    furnishing: { furnished: 'Furnished', unfurnished: 'Unfurnished', 'partly-furnished': 'Partly furnished' },
    propertyType: PROPERTY_TYPE_NAMES.en,
  },
  ar: {
    studio: 'استوديو',
    purpose: { 'for-sale': 'للبيع', 'for-rent': 'للإيجار' },
    rentFrequency: { yearly: 'سنوي', monthly: 'شهري', weekly: 'أسبوعي', daily: 'يومي' },
    completion: { completed: 'جاهز', 'under-construction': 'على الخارطة', 'off-plan': 'على الخارطة' },
    furnishing: { furnished: 'مفروش', unfurnished: 'غير مفروش', 'partly-furnished': 'مفروش جزئيًا' },
    propertyType: PROPERTY_TYPE_NAMES.ar,
  },
  ru: {
    studio: 'Студия',
    purpose: { 'for-sale': 'Продажа', 'for-rent': 'Аренда' },
    rentFrequency: { yearly: 'В год', monthly: 'В месяц', weekly: 'В неделю', daily: 'В сутки' },
    completion: { completed: 'Готово', 'under-construction': 'Строится', 'off-plan': 'Строится' },
    furnishing: { furnished: 'С мебелью', unfurnished: 'Без мебели', 'partly-furnished': 'Частично' },
    propertyType: PROPERTY_TYPE_NAMES.ru,
  },
  zh: {
    studio: '开间',
    purpose: { 'for-sale': '出售', 'for-rent': '出租' },
    rentFrequency: { yearly: '按年', monthly: '按月', weekly: '按周', daily: '按天' },
    completion: { completed: '现房', 'under-construction': '期房', 'off-plan': '期房' },
    furnishing: { furnished: '带家具', unfurnished: '无家具', 'partly-furnished': '部分家具' },
    propertyType: PROPERTY_TYPE_NAMES.zh,
  },
  hi: {
    studio: 'स्टूडियो',
    purpose: { 'for-sale': 'बिक्री के लिए', 'for-rent': 'किराये के लिए' },
    rentFrequency: { yearly: 'सालाना', monthly: 'मासिक', weekly: 'साप्ताहिक', daily: 'दैनिक' },
    completion: { completed: 'रेडी', 'under-construction': 'ऑफ-प्लान', 'off-plan': 'ऑफ-प्लान' },
    furnishing: { furnished: 'फर्निश्ड', unfurnished: 'अनफर्निश्ड', 'partly-furnished': 'आंशिक फर्निश्ड' },
    propertyType: PROPERTY_TYPE_NAMES.hi,
  },
};

/** Separates the items of a list inside one cell (spoken languages, bedroom counts). */
export const LIST_SEPARATOR: Readonly<Record<Lang, string>> = { en: ', ', ar: '، ', ru: ', ', zh: '、', hi: ', ' };

/** The area units as the interface writes them after a figure ("1,250 sq ft"). */
export const AREA_UNIT_WORDS: Readonly<Record<Lang, Readonly<Record<AreaUnit, string>>>> = {
  en: { sqft: 'sq ft', sqm: 'm²' },
  ar: { sqft: 'قدم²', sqm: 'م²' },
  ru: { sqft: 'фт²', sqm: 'м²' },
  zh: { sqft: '平方英尺', sqm: '平方米' },
  hi: { sqft: 'वर्ग फुट', sqm: 'वर्ग मीटर' },
};

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
  return VALUE_LABELS[lang][CODED_FIELDS[field as keyof typeof CODED_FIELDS]];
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
