// The application shell: top bar, sidebar, the current view and the status bar; language direction and theme.
import { Suspense, useEffect } from 'react';
import { openAfterNextFrame } from './api/start-gate';
import { TopBar } from './components/TopBar';
import { NoticeTray } from './notices';
import { ReadOnlyBanner } from './notices';
import { CurrentView } from './shell';
import { Sidebar } from './shell';
import { StatusBar } from './shell';
import { ViewPending } from './shell';
import { useCurrentProvenance } from './shell';
import { useRouteSync } from './shell';
import { useSessionRestore } from './shell';
import { useScrollReset } from './shell';
import { useViewFocus } from './shell';
import { usePreferences } from './state/preferences-store';
import { showPageIn } from './styles/fonts';
import { useLanguageFonts } from './styles/use-language-fonts';

export function App() {
  const { lang, theme } = usePreferences();
  const provenance = useCurrentProvenance();
  useRouteSync();
  useSessionRestore();
  useScrollReset();
  useViewFocus();
  useLanguageFonts(lang);
  // The first effect after the shell's first commit: the requests asked for meanwhile go out after the next frame.
  useEffect(openAfterNextFrame, []);
  useEffect(() => {
    showPageIn(lang);
    document.documentElement.dataset.theme = theme;
  }, [lang, theme]);
  return (
    <div className="app">
      <TopBar />
      <div className="app-notices">
        <ReadOnlyBanner />
        <NoticeTray />
      </div>
      <div className="body">
        <Sidebar />
        <main className="main" id="main">
          <Suspense fallback={<ViewPending />}>
            <CurrentView />
          </Suspense>
        </main>
      </div>
      <StatusBar provenance={provenance} />
    </div>
  );
}
