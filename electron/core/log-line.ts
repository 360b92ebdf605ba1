// What the core and its hosts write to their log: a failure in the background that nobody is waiting on (a scheduled
// snapshot, the team's sync, a worker thread that died). Each is a message of the catalogue (`log.*`) with its
// arguments, never a sentence: the CLI words it in its --lang on stderr, the app's log (for developers) in English.
// The error's own detail travels beside it as it was thrown, never translated.
import { formatRef, type MessageId, type MessageRef } from '#shared/messages/format-message';

export type LogMessageId = Extract<MessageId, `log.${string}`>;

/** One line of the log: a `log.*` message with its own arguments (the union keeps each id with its arguments). */
export type LogLine = { [K in LogMessageId]: MessageRef<K> }[LogMessageId];

export type Log = (line: LogLine, error?: unknown) => void;

/** The log of a host with no person to word it for (the app, browser mode): the console, in English. */
export const logToConsole: Log = (line, error) => console.error(formatRef('en', line), error ?? '');
