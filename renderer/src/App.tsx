// The application shell: top bar, the research area and the status bar; language direction and theme applied here.
import { useEffect } from 'react';
import { isRtl } from '#shared/domain/lang';
import { LocationCard } from './components/LocationCard';
import { LocationSearch } from './components/LocationSearch';
import { StatusBar } from './components/StatusBar';
import { TopBar } from './components/TopBar';
import { useStrings } from './i18n/use-strings';
import { usePreferences } from './state/preferences-store';

export function App() {
  const t = useStrings();
  const { lang, theme } = usePreferences();
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
    document.documentElement.dataset.theme = theme;
  }, [lang, theme]);
  return (
    <div className="app">
      <TopBar />
      <main className="workspace">
        <section className="hero">
          <h1>{t.findPlace}</h1>
          <p className="muted">{t.findPlaceHint}</p>
          <LocationSearch />
        </section>
        <LocationCard />
      </main>
      <StatusBar />
    </div>
  );
}
