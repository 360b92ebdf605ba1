// The message catalogues: one file per interface language (catalogue/<lang>.json), each message a whole sentence in
// ICU MessageFormat. English is the source: it gives every message a description for the translator and, through
// `npm run messages`, the type of its arguments. A language's catalogue is registered before its messages are
// formatted: the core and the CLI register all of them at once (all-languages.ts), the window the one it shows
// (renderer/src/i18n/messages.ts), so a language it does not show is never downloaded or parsed.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Lang } from '../domain/lang';
import type en from './catalogue/en.json';

export type MessageId = keyof typeof en;

interface Entry {
  readonly message: string;
  /** The message parsed ahead of time by the build (scripts/messages.mjs); parsed at first use where absent. */
  readonly ast?: MessageFormatElement[];
}

/** Every message of one language; the English catalogue's ids are the ones each language must have. */
export type Catalogue = Readonly<Record<MessageId, Entry>>;

const registered = new Map<Lang, Catalogue>();

export function registerCatalogue(lang: Lang, catalogue: Catalogue): void {
  registered.set(lang, catalogue);
}

export function hasCatalogue(lang: Lang): boolean {
  return registered.has(lang);
}

/** A registered language's catalogue; formatting in a language not yet loaded is a mistake of the caller, said. */
export function catalogueOf(lang: Lang): Catalogue {
  const catalogue = registered.get(lang);
  if (!catalogue) throw new Error(`the messages of "${lang}" are not loaded (register its catalogue first)`);
  return catalogue;
}
