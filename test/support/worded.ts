// What the core said, worded as the window (in `lang`) or the CLI (English) shows it: tests read warnings as a
// person would.
import type { Lang } from '#shared/domain/lang';
import { formatRef, type MessageRef } from '#shared/messages/messages';

export function worded(refs: readonly MessageRef[], lang: Lang = 'en'): string[] {
  return refs.map((ref) => formatRef(lang, ref));
}
