// The emirates and their main cities in every interface language. The data service names places as the broker asked
// (listings and snapshots are taken in English) and a live connection would spend a request to look each name up, so
// the names every screen shows most (legends, place chips, grids, workbooks) are known here, at no cost.
import type { DataLang, Localized } from '../domain/lang';

export const UAE_PLACE_NAMES = {
  dubai: { en: 'Dubai', ar: 'دبي', ru: 'Дубай', zh: '迪拜' },
  abuDhabi: { en: 'Abu Dhabi', ar: 'أبوظبي', ru: 'Абу-Даби', zh: '阿布扎比' },
  sharjah: { en: 'Sharjah', ar: 'الشارقة', ru: 'Шарджа', zh: '沙迦' },
  ajman: { en: 'Ajman', ar: 'عجمان', ru: 'Аджман', zh: '阿治曼' },
  rasAlKhaimah: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة', ru: 'Рас-эль-Хайма', zh: '哈伊马角' },
  fujairah: { en: 'Fujairah', ar: 'الفجيرة', ru: 'Фуджейра', zh: '富查伊拉' },
  ummAlQuwain: { en: 'Umm Al Quwain', ar: 'أم القيوين', ru: 'Умм-эль-Кайвайн', zh: '乌姆盖万' },
  alAin: { en: 'Al Ain', ar: 'العين', ru: 'Эль-Айн', zh: '艾因' },
  khorFakkan: { en: 'Khor Fakkan', ar: 'خورفكان', ru: 'Хорфаккан', zh: '豪尔费坎' },
} as const satisfies Record<string, Required<Localized>>;

/** English spellings the services use beside ours ("Abu Dhabi" and "Abu Zabi" are one emirate). */
const SPELLINGS: Readonly<Record<string, keyof typeof UAE_PLACE_NAMES>> = {
  'abu zabi': 'abuDhabi',
  'ras al-khaimah': 'rasAlKhaimah',
  'umm al-quwain': 'ummAlQuwain',
  'umm al qaiwain': 'ummAlQuwain',
  khorfakkan: 'khorFakkan',
};

const BY_ENGLISH = new Map<string, Required<Localized>>([
  ...Object.values(UAE_PLACE_NAMES).map((names) => [names.en.toLowerCase(), names] as const),
  ...Object.entries(SPELLINGS).map(([spelling, key]) => [spelling, UAE_PLACE_NAMES[key]] as const),
]);

/** A well-known place's name in `lang`, from its English name; null for any other place. */
export function knownPlaceName(english: string, lang: DataLang): string | null {
  return BY_ENGLISH.get(english.trim().toLowerCase())?.[lang] ?? null;
}
