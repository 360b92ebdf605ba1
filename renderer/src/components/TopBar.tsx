// The window's top bar: brand, interface-language and data-language switches, theme switch.
import { DATA_LANGS, dataLangFor, LANGS, LANGUAGES, type Lang } from '#shared/domain/lang';
import { useMessage } from '../i18n/messages';
import { usePreferences, type DataLangChoice } from '../state/preferences-store';
import { loadAllFonts } from '../styles/fonts';
import { Icon } from './icons';

/** The menu names each language in its own script: their faces are fetched as the pointer or focus reaches it. */
const loadLanguageNameFonts = (): void => void loadAllFonts();

export function TopBar() {
  const say = useMessage();
  const { lang, dataLang, theme, setLang, setDataLang, setTheme } = usePreferences();
  return (
    <header className="top-bar">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          AL
        </span>
        <div>
          <div className="brand-name">{say('shell.appName')}</div>
          <div className="brand-tagline">{say('shell.tagline')}</div>
        </div>
      </div>
      <div className="top-bar-controls">
        <label className="control">
          <span className="control-label">{say('shell.language')}</span>
          <select
            aria-label={say('shell.language')}
            data-testid="language-select"
            value={lang}
            onPointerEnter={loadLanguageNameFonts}
            onFocus={loadLanguageNameFonts}
            onChange={(e) => setLang(e.target.value as Lang)}
          >
            {LANGS.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGES[code].ownName}
              </option>
            ))}
          </select>
        </label>
        <label className="control" title={say('shell.dataLanguageHint')}>
          <span className="control-label">{say('shell.dataLanguage')}</span>
          <select
            aria-label={say('shell.dataLanguage')}
            data-testid="data-language-select"
            value={dataLang}
            onPointerEnter={loadLanguageNameFonts}
            onFocus={loadLanguageNameFonts}
            onChange={(e) => setDataLang(e.target.value as DataLangChoice)}
          >
            <option value="interface">
              {say('shell.dataLanguageAsInterface', { language: LANGUAGES[dataLangFor(lang)].ownName })}
            </option>
            {DATA_LANGS.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGES[code].ownName}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button ghost"
          aria-label={say('shell.theme')}
          data-testid="theme-toggle"
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          <Icon name={theme === 'dark' ? 'light' : 'dark'} />{' '}
          {say('shell.themeSwitch', { to: theme === 'dark' ? 'light' : 'dark' })}
        </button>
      </div>
    </header>
  );
}
