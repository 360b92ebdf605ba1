// Renderer entry: mounts the React app, or, at the print address, the printable client report alone (no shell),
// loaded in its own chunk so the window's first script stays small.
import './zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { beginFirstRender, windowShown } from './api/start-gate';
import { isPrintAddress } from './report';
import { loadFontsFor } from './styles/fonts';
import { loadMessages } from './i18n/load-messages';
import { usePreferences } from './state/preferences-store';
import './styles/app.css';
import './styles/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

const printing = isPrintAddress(window.location.hash);
// Moving between the app and the print address (the report's Preview, and Back from it) loads the page afresh: the
// two never share a document, so the shell never prints and the report never runs under the shell.
// Heard first (the shell's route sync listens later, and would put its own address back over one it does not know).
// A printed report is drawn once for its address: another report's address loads afresh too.
const shownAddress = window.location.hash;
const followAddress = (): void => {
  const hash = window.location.hash;
  if (printing ? hash !== shownAddress : isPrintAddress(hash)) window.location.reload();
};
window.addEventListener('popstate', followAddress);
window.addEventListener('hashchange', followAddress);

// The pseudo-locale (development and tests: `?pseudo=1`, kept by the print address's reload) is loaded in its own
// chunk, only when asked for, before anything is worded.
const pseudo = new URLSearchParams(window.location.search).get('pseudo') === '1';
const pseudoReady = pseudo ? import('./i18n/pseudo-mode').then((m) => m.turnPseudoOn()) : Promise.resolve();

if (printing) {
  // The printable report has no shell to wait for: its requests go out at once.
  windowShown();
  void pseudoReady.then(() => import('./report/print/print-entry')).then((m) => m.mountPrint(root));
} else {
  // The chosen language's faces are asked for at once, beside the first render; the others when the language menu
  // is reached for (TopBar).
  const lang = usePreferences.getState().lang;
  void loadFontsFor(lang);
  // The messages of a language other than English are fetched first (a small file beside the first script).
  void pseudoReady
    .then(() => loadMessages(lang))
    .finally(() => {
      beginFirstRender();
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
}
