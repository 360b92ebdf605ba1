// The window's top bar: brand, data-language switch and theme switch.
import { LANGS, type Lang } from '#shared/domain/lang';
import { LANGUAGE_NAMES } from '../i18n/strings';
import { useStrings } from '../i18n/use-strings';
import { usePreferences } from '../state/preferences-store';
import { loadAllFonts } from '../styles/fonts';

/** The menu names each language in its own script: their faces are fetched as the pointer or focus reaches it. */
const loadLanguageNameFonts = (): void => void loadAllFonts();

export function TopBar() {
  const t = useStrings();
  const { lang, theme, setLang, setTheme } = usePreferences();
  return (
    <header className="top-bar">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          AL
        </span>
        <div>
          <div className="brand-name">{t.appName}</div>
          <div className="brand-tagline">{t.tagline}</div>
        </div>
      </div>
      <div className="top-bar-controls">
        <label className="control">
          <span className="control-label">{t.language}</span>
          <select
            aria-label={t.language}
            data-testid="language-select"
            value={lang}
            onPointerEnter={loadLanguageNameFonts}
            onFocus={loadLanguageNameFonts}
            onChange={(e) => setLang(e.target.value as Lang)}
          >
            {LANGS.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button ghost"
          aria-label={t.theme}
          data-testid="theme-toggle"
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          {theme === 'dark' ? `☀ ${t.themeLight}` : `☾ ${t.themeDark}`}
        </button>
      </div>
    </header>
  );
}
