// Languages an agent speaks, which the data service names in English ("Hindi", "Tagalog"), in the reader's language.
// The platform's own names (Intl.DisplayNames) say them; the table only maps the service's English names to codes.
import type { Lang } from '../domain/lang';

const CODES: Readonly<Record<string, string>> = {
  afrikaans: 'af',
  albanian: 'sq',
  amharic: 'am',
  arabic: 'ar',
  armenian: 'hy',
  azerbaijani: 'az',
  belarusian: 'be',
  bengali: 'bn',
  bangla: 'bn',
  bosnian: 'bs',
  bulgarian: 'bg',
  cantonese: 'yue',
  chinese: 'zh',
  mandarin: 'zh',
  croatian: 'hr',
  czech: 'cs',
  danish: 'da',
  dutch: 'nl',
  english: 'en',
  estonian: 'et',
  farsi: 'fa',
  persian: 'fa',
  filipino: 'fil',
  tagalog: 'fil',
  finnish: 'fi',
  french: 'fr',
  georgian: 'ka',
  german: 'de',
  greek: 'el',
  gujarati: 'gu',
  hebrew: 'he',
  hindi: 'hi',
  hungarian: 'hu',
  indonesian: 'id',
  italian: 'it',
  japanese: 'ja',
  kannada: 'kn',
  kazakh: 'kk',
  korean: 'ko',
  kurdish: 'ku',
  latvian: 'lv',
  lithuanian: 'lt',
  macedonian: 'mk',
  malay: 'ms',
  malayalam: 'ml',
  marathi: 'mr',
  nepali: 'ne',
  norwegian: 'no',
  pashto: 'ps',
  polish: 'pl',
  portuguese: 'pt',
  punjabi: 'pa',
  romanian: 'ro',
  russian: 'ru',
  serbian: 'sr',
  sinhala: 'si',
  slovak: 'sk',
  slovenian: 'sl',
  somali: 'so',
  spanish: 'es',
  swahili: 'sw',
  swedish: 'sv',
  tamil: 'ta',
  telugu: 'te',
  thai: 'th',
  turkish: 'tr',
  ukrainian: 'uk',
  urdu: 'ur',
  uzbek: 'uz',
  vietnamese: 'vi',
};

const namers = new Map<Lang, Intl.DisplayNames>();

function namer(lang: Lang): Intl.DisplayNames {
  let n = namers.get(lang);
  if (!n) namers.set(lang, (n = new Intl.DisplayNames([lang], { type: 'language', fallback: 'none' })));
  return n;
}

/** A spoken language's name in `lang`; a name the table does not know stays as the service sent it. */
export function languageName(english: string, lang: Lang): string {
  if (lang === 'en') return english;
  const code = CODES[english.trim().toLowerCase()];
  const name = code ? namer(lang).of(code) : undefined;
  // Russian names languages in lower case ("английский"); as items of a list they start with a capital.
  return name ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : english;
}

/** Every name of a list in `lang`. */
export function languageNames(english: readonly string[], lang: Lang): string[] {
  return english.map((name) => languageName(name, lang));
}
