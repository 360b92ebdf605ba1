// The message catalogues: one file per interface language (catalogue/<lang>.json), each message a whole sentence in
// ICU MessageFormat. English is the source: it gives every message a description for the translator and, through
// `npm run messages`, the type of its arguments. A catalogue missing a message fails `npm run typecheck` here.
import type { Lang } from '../domain/lang';
import ar from './catalogue/ar.json';
import en from './catalogue/en.json';
import ru from './catalogue/ru.json';
import zh from './catalogue/zh.json';

export type MessageId = keyof typeof en;

interface Entry {
  readonly message: string;
}

/** Every message of one language; the English catalogue's ids are the ones each language must have. */
export type Catalogue = Readonly<Record<MessageId, Entry>>;

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, ar, ru, zh };

/** The English catalogue with its descriptions, for the checks and the translators. */
export const SOURCE: Readonly<Record<MessageId, Entry & { readonly description: string }>> = en;
