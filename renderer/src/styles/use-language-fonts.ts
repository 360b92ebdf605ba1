// Keeps the chosen language's fonts in the page (styles/fonts.ts): loaded with the window, and when the broker
// switches language.
import { useEffect } from 'react';
import type { Lang } from '#shared/domain/lang';
import { loadFontsFor } from './fonts';

export function useLanguageFonts(lang: Lang): void {
  useEffect(() => void loadFontsFor(lang), [lang]);
}
