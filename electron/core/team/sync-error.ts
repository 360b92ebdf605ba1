// Why the last team sync stopped, as the workspace keeps it: the message with its arguments as JSON, so the status
// words it in the language of the edge that shows it (window or CLI). A reason kept by a version before it was a
// message is plain English text, shown as written.
import { asWritten, storedNoteSchema, type MessageRef } from '#shared/messages/message-ref';

/** The text the workspace's `sync_error` keeps for `said`. */
export function storedSyncError(said: MessageRef): string {
  return JSON.stringify(said);
}

/** The message a kept `sync_error` holds: a message of this version, else its text (or unknown id) as written. */
export function readSyncError(text: string): MessageRef {
  if (!text.startsWith('{')) return asWritten(text);
  try {
    const parsed = storedNoteSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : asWritten(text);
  } catch {
    return asWritten(text);
  }
}
