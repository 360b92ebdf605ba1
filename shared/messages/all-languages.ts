// Every language's catalogue, registered at once: for the core and the command line, which word messages in
// whichever language a caller asks. Assigning the files to one record is the check that each has every message.
import type { Lang } from '../domain/lang';
import ar from './catalogue/ar.json';
import en from './catalogue/en.json';
import hi from './catalogue/hi.json';
import ru from './catalogue/ru.json';
import zh from './catalogue/zh.json';
import { wordErrorsWith } from '../errors';
import { registerCatalogue, type Catalogue, type MessageId } from './catalogue';
import { formatRef } from './format-message';

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = { en, ar, ru, zh, hi };

/** The English catalogue with its descriptions, for the checks and the translators. */
export const SOURCE: Readonly<Record<MessageId, { readonly message: string; readonly description: string }>> = en;

for (const [lang, catalogue] of Object.entries(CATALOGUES)) registerCatalogue(lang as Lang, catalogue);
// Errors raised from here on carry their English wording for the log (shared/errors.ts).
wordErrorsWith((said) => formatRef('en', said));
