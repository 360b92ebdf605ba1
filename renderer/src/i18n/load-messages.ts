// The window's messages: English registered with the first script (the language most windows open in, and the one a
// missing load would otherwise break), every other language's catalogue fetched when it is chosen, before the
// window switches to it (preferences-store.ts), as its fonts are (styles/fonts.ts). The catalogues are found by
// glob, each its own chunk: a new language's file is loaded without being listed here.
import type { Lang } from '#shared/domain/lang';
import { hasCatalogue, registerCatalogue, type Catalogue } from '#shared/messages/catalogue';
import en from '#catalogue/en';

registerCatalogue('en', en);

const FILES = import.meta.glob<{ default: Catalogue }>(['../../../shared/messages/catalogue/*.json', '!**/en.json']);

/** A language's catalogue file, loaded; a language without one (LANGS and the files disagree) is said so. */
function loadFile(lang: Lang): Promise<{ default: Catalogue }> {
  const load = FILES[`../../../shared/messages/catalogue/${lang}.json`];
  return load ? load() : Promise.reject(new Error(`no message catalogue for "${lang}"`));
}

const loading = new Map<Lang, Promise<void>>();

/** Loads a language's messages (once); resolves when they can be formatted. */
export function loadMessages(lang: Lang): Promise<void> {
  if (lang === 'en' || hasCatalogue(lang)) return Promise.resolve();
  let done = loading.get(lang);
  if (!done) {
    done = loadFile(lang).then((module) => registerCatalogue(lang, module.default));
    loading.set(lang, done);
  }
  return done;
}

/** Runs `then` once `lang`'s messages are loaded: at once when they are (no turn of the event loop in between). */
export function withMessages(lang: Lang, then: () => void): void {
  if (lang === 'en' || hasCatalogue(lang)) then();
  // A language whose file failed to load is still switched to: its words then fall back to English (messages.ts).
  else void loadMessages(lang).finally(then);
}
