// Interface preferences (data language, theme, area unit, sidebar), kept in the renderer's local storage.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Lang } from '#shared/domain/lang';
import { loadMessages } from '../i18n/load-messages';

export type Theme = 'light' | 'dark';

export type DisplayAreaUnit = 'sqft' | 'sqm';

/** The sidebar: names beside icons, icons only, or chosen by the window's width (icons only when narrow). */
export type SidebarMode = 'auto' | 'full' | 'compact';

interface PreferencesState {
  lang: Lang;
  theme: Theme;
  areaUnit: DisplayAreaUnit;
  sidebar: SidebarMode;
  setLang(lang: Lang): void;
  setSidebar(sidebar: SidebarMode): void;
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
      sidebar: 'auto',
      // The window speaks a language once its messages are loaded: never a view half in the old language.
      setLang: (lang) => void loadMessages(lang).finally(() => set({ lang })),
      setSidebar: (sidebar) => set({ sidebar }),
      setTheme: (theme) => set({ theme }),
      setAreaUnit: (areaUnit) => set({ areaUnit }),
    }),
    {
      name: 'aqar-preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ lang: s.lang, theme: s.theme, areaUnit: s.areaUnit, sidebar: s.sidebar }),
    },
  ),
);
