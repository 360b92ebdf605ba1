// What an import of a saved-searches file says: how many came in, and how many were skipped as already saved here.
import type { Lang } from '#shared/domain/lang';
import { formatMessage } from '#shared/messages/format-message';

export function importSummary(counts: { imported: number; alreadySaved: number }, lang: Lang): string {
  const { imported, alreadySaved } = counts;
  if (alreadySaved === 0) return formatMessage(lang, 'saved.imported', { count: imported });
  if (imported === 0) return formatMessage(lang, 'saved.importNothingNew', { count: alreadySaved });
  // Two sentences, each whole: how many came in, then how many were skipped.
  return `${formatMessage(lang, 'saved.imported', { count: imported })} ${formatMessage(lang, 'saved.importAlreadySaved', { count: alreadySaved })}`;
}
