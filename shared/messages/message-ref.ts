// What the core says to a person (an answer's warnings, a run's notes) travels as a message of the catalogue with its
// arguments, and the edge that shows it (the window, the CLI, a workbook) words it in its own language: the core
// never picks a language for a sentence. Plain JSON, checked by a schema wherever it is read back from a file, the
// workspace or the team server.
import { z } from 'zod';
import { catalogueOf, type MessageId } from './catalogue';
import type { ArgsParam, MessageArgs } from './format-message';
import type { MessageRef } from './message-arg-types';

export type { MessageRef } from './message-arg-types';

/** A message of the catalogue with its arguments, to be worded where it is shown. */
export function ref<K extends MessageId>(id: K, ...[args]: ArgsParam<K>): MessageRef<K> {
  return { id, args: args ?? ({} as MessageArgs[K]) };
}

/**
 * Text that did not come from the catalogue (the data service's own sentence, a note stored by a version before
 * messages were references), shown as it was written.
 */
export function asWritten(text: string): MessageRef<'said.asWritten'> {
  return ref('said.asWritten', { text });
}

/** Whether this version's catalogue has a message of this id (a measure, a value the data service sends). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(catalogueOf('en'), id);
}

// Every schema here is made when first parsed (z.lazy): the window's first script holds them, its first frame parses
// none (errors.ts's appErrorSchema says why that matters).
const argSchema: z.ZodType<MessageArgs[MessageId][keyof MessageArgs[MessageId]]> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.strictObject({ list: z.array(z.string()).readonly(), style: z.enum(['long', 'narrow', 'unit']).optional() }),
    z.strictObject({ bytes: z.number() }),
    messageRefSchema,
  ]),
) as never;

/** A message reference read back from storage: its id a message of this version, its arguments plain values. */
export const messageRefSchema: z.ZodType<MessageRef> = z.lazy(() =>
  z.strictObject({
    id: z
      .string()
      .refine(isMessageId, { error: (issue) => `"${String(issue.input)}" is not a message of this version` }),
    args: z.record(z.string(), argSchema),
  }),
) as never;

/**
 * A note as stored: a reference; or its text, written by a version before notes were references, kept as written; or
 * a reference to a message this version does not have (a colleague's newer version shared it), shown by its id
 * rather than refusing what holds it.
 */
export const storedNoteSchema: z.ZodType<MessageRef, unknown> = z.lazy(() =>
  z.union([
    z.string().transform(asWritten),
    messageRefSchema,
    z.looseObject({ id: z.string() }).transform((unknown) => asWritten(unknown.id)),
  ]),
) as never;
