// Say: a function wording messages of the catalogue in one language, for the views' pure formatters (which take it
// rather than a table of words) and their tests; useMessage() (messages.ts) gives the window's.
import type { Lang } from '#shared/domain/lang';
import { catalogueOf, hasCatalogue } from '#shared/messages/catalogue';
import { formatMessage, type MessageArgs, type MessageId } from '#shared/messages/format-message';

type ArgsOf<K extends MessageId> = keyof MessageArgs[K] extends never ? [] : [args: MessageArgs[K]];

/** A message worded in one language. */
export type Say = <K extends MessageId>(id: K, ...args: ArgsOf<K>) => string;

/** Messages in `lang`; in English while `lang`'s catalogue is not loaded (a file that failed to load). */
export function sayIn(chosen: Lang): Say {
  const lang = hasCatalogue(chosen) ? chosen : 'en';
  return (id, ...args) => formatMessage(lang, id, ...(args as [never]));
}

/**
 * Whether the catalogue has a message of this id: for words chosen by a value the data service sends (a furnishing,
 * a place's kind), which may be one the app has no message for.
 */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(catalogueOf('en'), id);
}
