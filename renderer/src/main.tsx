// Renderer entry: mounts the React app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFontsFor } from './styles/fonts';
import { usePreferences } from './state/preferences-store';
import './styles/app.css';
import './styles/shell.css';

// The chosen language's faces are asked for at once, beside the first render; the others when the language menu is
// reached for (TopBar).
void loadFontsFor(usePreferences.getState().lang);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
