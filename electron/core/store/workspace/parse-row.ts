// Rows read back from the workspace are checked before they become domain objects: a row some other version (or a
// hand edit) left in an unexpected shape fails with a sentence naming the table and column, not deep in the app.
import type { z } from 'zod';
import { AppFailure, describeZodError } from '#shared/errors';

export function parseRow<S extends z.ZodType>(schema: S, row: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(row);
  if (parsed.success) return parsed.data;
  throw new AppFailure('internal', `${describeZodError(parsed.error, what).message} (as stored in the workspace).`);
}
