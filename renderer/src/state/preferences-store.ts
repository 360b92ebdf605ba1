// Interface preferences (data language, theme), kept in the renderer's local storage.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Lang } from '#shared/domain/lang';

export type Theme = 'light' | 'dark';

export type DisplayAreaUnit = 'sqft' | 'sqm';

interface PreferencesState {
  lang: Lang;
  theme: Theme;
  areaUnit: DisplayAreaUnit;
  setLang(lang: Lang): void;
  setTheme(theme: Theme): void;
  setAreaUnit(unit: DisplayAreaUnit): void;
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      lang: 'en',
      theme: systemTheme(),
      areaUnit: 'sqft',
      setLang: (lang) => set({ lang }),
      setTheme: (theme) => set({ theme }),
      setAreaUnit: (areaUnit) => set({ areaUnit }),
    }),
    {
      name: 'aqar-preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ lang: s.lang, theme: s.theme, areaUnit: s.areaUnit }),
    },
  ),
);
