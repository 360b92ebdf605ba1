// Written by `npm run messages` from each catalogue's `language.ownName`: do not edit. Each language's own name.
export const OWN_NAMES = {
  ar: 'العربية',
  en: 'English',
  hi: 'हिन्दी',
  ru: 'Русский',
  zh: '中文',
} as const;
