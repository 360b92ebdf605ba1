// The printable report's entry, loaded instead of the app shell when the address is the print route: reads the route
// (an error naming what is wrong with it otherwise), sets the document's language, direction and faces, and draws
// the report. Nothing of the shell (top bar, sidebar, notices) is mounted, so nothing but the report prints.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Lang } from '#shared/domain/lang';
import { printRouteFrom } from '#shared/report/print-route';
import { sayIn } from '../../i18n/say';
import { withMessages } from '../../i18n/load-messages';
import { loadFontsFor, showPageIn } from '../../styles/fonts';
import { usePreferences } from '../../state/preferences-store';
import { PrintReport, setPrintReady } from './PrintReport';

/** On screen only (never printed): the way back to the app from a preview. */
function ScreenBar({ lang }: { lang: Lang }) {
  return (
    <nav className="pr-screen-bar">
      <button type="button" className="button" data-testid="print-back" onClick={() => window.history.back()}>
        {sayIn(lang)('shell.back')}
      </button>
    </nav>
  );
}

export function mountPrint(root: HTMLElement): void {
  const parsed = printRouteFrom(window.location.hash);
  const html = document.documentElement;
  html.dataset.print = 'true';
  if (!parsed || !parsed.ok) {
    root.textContent = parsed ? parsed.error : 'This is not a print address.';
    setPrintReady('failed');
    return;
  }
  const { route } = parsed;
  showPageIn(route.lang, html);
  html.dataset.theme = 'light';
  void loadFontsFor(route.lang);
  // The report's messages (its page numbers) are loaded before it is drawn, as the window does before it switches.
  withMessages(route.lang, () =>
    createRoot(root).render(
      <StrictMode>
        <ScreenBar lang={route.lang} />
        <PrintReport route={route} unit={usePreferences.getState().areaUnit} />
      </StrictMode>,
    ),
  );
}
