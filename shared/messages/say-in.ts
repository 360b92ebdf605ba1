// Say: messages of the catalogue worded in one language, for code that words many of them in the language it was
// asked for (the core's compare notes, the portfolio tables); it knows its language, for what else it formats.
import type { Lang } from '../domain/lang';
import { formatMessage, type ArgsParam, type MessageId } from './format-message';

export interface Say {
  <K extends MessageId>(id: K, ...args: ArgsParam<K>): string;
  readonly lang: Lang;
}

/** Messages in `lang` (its catalogue registered: the core and the CLI register every language at start). */
export function sayIn(lang: Lang): Say {
  const say = <K extends MessageId>(id: K, ...args: ArgsParam<K>): string => formatMessage(lang, id, ...args);
  return Object.assign(say, { lang });
}
