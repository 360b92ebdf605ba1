// Interface preferences (interface and data languages, theme, area unit, sidebar), kept in the renderer's local storage.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { z } from 'zod';
import { DATA_LANGS, dataLangFor, langSchema, type DataLang, type Lang } from '#shared/domain/lang';
import { withMessages } from '../i18n/load-messages';

export type Theme = 'light' | 'dark';

export type DisplayAreaUnit = 'sqft' | 'sqm';

/** The sidebar: names beside icons, icons only, or chosen by the window's width (icons only when narrow). */
export type SidebarMode = 'auto' | 'full' | 'compact';

/** The data language: the interface language's own where the data service has it (else English), or one chosen. */
export type DataLangChoice = DataLang | 'interface';

interface PreferencesState {
  /** The interface language: what the window says. */
  lang: Lang;
  /** What the data service is asked for its texts in (titles, places, descriptions). */
  dataLang: DataLangChoice;
  theme: Theme;
  areaUnit: DisplayAreaUnit;
  sidebar: SidebarMode;
  setLang(lang: Lang): void;
  setDataLang(dataLang: DataLangChoice): void;
  setSidebar(sidebar: SidebarMode): void;
  setTheme(theme: Theme): void;
  setAreaUnit(unit: DisplayAreaUnit): void;
}

/**
 * What local storage may hold, each field read on its own: a value another version wrote that this one does not know
 * (a language since removed, a theme misspelt) falls back to its default rather than breaking the window.
 */
const storedSchema = z.object({
  lang: langSchema.catch('en'),
  // One enum rather than a union of the data languages' and a literal: read before the first frame, and a union and
  // a literal were the only schemas of their kinds made before it (zod builds each kind's methods at its first use).
  dataLang: z.enum([...DATA_LANGS, 'interface']).catch('interface'),
  theme: z.enum(['light', 'dark']).optional().catch(undefined),
  areaUnit: z.enum(['sqft', 'sqm']).catch('sqft'),
  sidebar: z.enum(['auto', 'full', 'compact']).catch('auto'),
});

/** What of a stored value this version can use: each field read on its own, anything else left to its default. */
export function storedPreferences(stored: unknown): Partial<z.infer<typeof storedSchema>> {
  const parsed = storedSchema.safeParse(stored ?? {});
  if (!parsed.success) return {};
  const { theme, ...rest } = parsed.data;
  return { ...rest, ...(theme ? { theme } : {}) };
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      lang: 'en',
      dataLang: 'interface',
      theme: systemTheme(),
      areaUnit: 'sqft',
      sidebar: 'auto',
      // The window speaks a language once its messages are loaded: never a view half in the old language.
      setLang: (lang) => withMessages(lang, () => set({ lang })),
      setDataLang: (dataLang) => set({ dataLang }),
      setSidebar: (sidebar) => set({ sidebar }),
      setTheme: (theme) => set({ theme }),
      setAreaUnit: (areaUnit) => set({ areaUnit }),
    }),
    {
      name: 'aqar-preferences',
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        lang: s.lang,
        dataLang: s.dataLang,
        theme: s.theme,
        areaUnit: s.areaUnit,
        sidebar: s.sidebar,
      }),
      merge: (stored, current) => ({ ...current, ...storedPreferences(stored) }),
    },
  ),
);

/** The data language the preferences resolve to: the one chosen, or the interface language's own (else English). */
export function dataLangIn(preferences: Pick<PreferencesState, 'lang' | 'dataLang'>): DataLang {
  return preferences.dataLang === 'interface' ? dataLangFor(preferences.lang) : preferences.dataLang;
}

/** The data language now, for actions outside React. */
export const currentDataLang = (): DataLang => dataLangIn(usePreferences.getState());
