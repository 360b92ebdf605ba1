// The four languages the data service localizes into, and the localized-text shape.
import { z } from 'zod';

export const LANGS = ['en', 'ar', 'ru', 'zh', 'hi'] as const;
export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

/** Text keyed by language code; the service may return any subset of the requested languages. */
export type Localized = Partial<Record<Lang, string>>;

export const RTL_LANGS: ReadonlySet<Lang> = new Set<Lang>(['ar']);

export function isRtl(lang: Lang): boolean {
  return RTL_LANGS.has(lang);
}

/** Picks the text for `lang`, falling back to English, then to any language present. */
export function pickText(text: Localized | undefined, lang: Lang): string {
  if (!text) return '';
  return text[lang] ?? text.en ?? Object.values(text).find((v) => v !== undefined) ?? '';
}
