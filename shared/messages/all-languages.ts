// Every language's catalogue, registered at once: for the core and the command line, which word messages in
// whichever language a caller asks. Assigning the files to one record is the check that each has every message.
import type { Lang } from '../domain/lang';
import { CATALOGUE_FILES } from './catalogues';
import { wordErrorsWith } from '../errors';
import { registerCatalogue, type Catalogue, type MessageId } from './catalogue';
import { formatRef } from './format-message';

export const CATALOGUES: Readonly<Record<Lang, Catalogue>> = CATALOGUE_FILES;

/**
 * The English catalogue as its file holds it, descriptions included: for the checks and the translators, which read the
 * files (a build ships the catalogue compacted, without texts of parsed messages or descriptions).
 */
export const SOURCE: Readonly<Record<MessageId, { readonly message: string; readonly description: string }>> =
  CATALOGUE_FILES.en;

for (const [lang, catalogue] of Object.entries(CATALOGUES)) registerCatalogue(lang as Lang, catalogue);
// Errors raised from here on carry their English wording for the log (shared/errors.ts).
wordErrorsWith((said) => formatRef('en', said));
