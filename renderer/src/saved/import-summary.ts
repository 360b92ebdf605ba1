// What an import of a saved-searches file says: how many came in, and how many were skipped as already saved here.
import type { Lang } from '#shared/domain/lang';
import { pluralText } from '#shared/words/plural';
import { SAVED_STRINGS } from './saved-strings';

export function importSummary(counts: { imported: number; alreadySaved: number }, lang: Lang): string {
  const t = SAVED_STRINGS[lang];
  const { imported, alreadySaved } = counts;
  if (alreadySaved === 0) return pluralText(t.imported, imported, lang);
  if (imported === 0) return pluralText(t.importNothingNew, alreadySaved, lang);
  return `${pluralText(t.imported, imported, lang)} ${pluralText(t.importAlreadySaved, alreadySaved, lang)}`;
}
