// Written by `npm run messages` from each catalogue's `language.*` messages: do not edit. What the code knows of
// each interface language without loading its catalogue.
export const LANGUAGE_FACTS = {
  ar: { ownName: 'العربية', locale: 'ar-AE', direction: 'rtl', fonts: ['Noto Sans Arabic', 'Noto Sans'] },
  en: { ownName: 'English', locale: 'en-AE', direction: 'ltr', fonts: [] },
  hi: { ownName: 'हिन्दी', locale: 'hi-IN', direction: 'ltr', fonts: ['Noto Sans', 'Noto Sans Devanagari'] },
  ru: { ownName: 'Русский', locale: 'ru-RU', direction: 'ltr', fonts: [] },
  zh: { ownName: '中文', locale: 'zh-CN', direction: 'ltr', fonts: ['Noto Sans SC', 'Noto Sans CJK SC', 'Noto Sans'] },
} as const;
