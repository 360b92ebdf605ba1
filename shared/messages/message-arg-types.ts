// What a message's arguments may be, by the kind its English text gives them (see scripts/messages.mjs).
import type { MessageId } from './catalogue';
import type { MessageArgs } from './message-args';

/**
 * A plain `{name}` argument: text (a name, a place), a number shown as it is, a list shown as the language lists, or
 * a size in bytes, or another message worded in the same language (the setting an advice names).
 */
export type TextArg = string | number | ListArg | BytesArg | MessageRef;

/** A size in bytes, shown in the language's units ("1.2 GB", "1,2 ГБ"). */
export interface BytesArg {
  readonly bytes: number;
}

/** Items the language lists ("JVC, Al Barsha and Dubai Marina"); `unit` lists without a conjunction ("a, b, c"). */
export interface ListArg {
  readonly list: readonly string[];
  readonly style?: 'long' | 'narrow' | 'unit';
}

/** A `{name, date, …}` or `{name, time, …}` argument: an instant. */
export type DateArg = Date | number;

/**
 * A message and its arguments, as the core hands it to the edge that words it (window, CLI, workbook): plain JSON, so
 * it crosses IPC, the worker, the workspace database and the team server as it is. Instants are epoch milliseconds.
 */
export interface MessageRef<K extends MessageId = MessageId> {
  readonly id: K;
  readonly args: MessageArgs[K];
}
