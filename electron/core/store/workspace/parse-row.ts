// Rows read back from the workspace are checked before they become domain objects: a row some other version (or a
// hand edit) left in an unexpected shape fails with a sentence naming the table and column, not deep in the app.
import type { z } from 'zod';
import { AppFailure, zodDetail } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { MessageArgs } from '#shared/messages/message-args';

/** The tables whose rows are checked when read back, as the sentence that refuses one names them. */
export type StoredRow = MessageArgs['error.stored.row']['row'];

export function parseRow<S extends z.ZodType>(schema: S, row: unknown, what: StoredRow): z.output<S> {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  throw new AppFailure('internal', ref('error.stored.row', { row: what, detail: zodDetail(parsed.error) }));
}
