// What the core said, worded for the terminal: English unless a command's `--lang` asks for another language.
import type { Lang } from '#shared/domain/lang';
import { formatRef, type MessageRef } from '#shared/messages/messages';

export function said(ref: MessageRef, lang: Lang = 'en'): string {
  return formatRef(lang, ref);
}

/** Every one of `refs`, worded. */
export function allSaid(refs: readonly MessageRef[], lang: Lang = 'en'): string[] {
  return refs.map((ref) => said(ref, lang));
}
