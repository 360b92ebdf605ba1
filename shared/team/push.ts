// Pushing a laptop's outbox: a batch of operations, applied in one transaction, idempotent by operation id; each
// operation answers on its own (applied, a duplicate of one seen before, forbidden or invalid).
import { z } from 'zod';
import { instantSchema, memberRefSchema, uuidSchema } from './basics';
import { teamItemKindSchema } from './items';
import { messageRefSchema } from '../messages/message-ref';

/**
 * The request header a laptop sends when it reads a push result's `said`: a server sends `said` only to such a laptop,
 * as a laptop of an earlier version read each result strictly and refused a batch's whole answer over a field it did
 * not know.
 */
export const SAID_HEADER = 'x-aqar-reads-said';

export const MAX_PUSH_OPS = 500;

const opBase = {
  /** Chosen by the laptop when it queues the change; a retried batch carries the same ids. */
  opId: uuidSchema,
  kind: teamItemKindSchema,
  id: uuidSchema,
  /** The version the laptop's change was made on (0 or absent: it believed the item new). */
  baseVersion: z.number().int().min(0).optional(),
};

/** One operation as the laptop must send it (the server checks each one with this and answers `invalid`). */
export const pushOpSchema = z.discriminatedUnion('action', [
  z.strictObject({
    ...opBase,
    action: z.literal('upsert'),
    body: z.record(z.string(), z.unknown()),
    /** Only admins may set it; left out, an update keeps the item's current setting. */
    teamWide: z.boolean().optional(),
  }),
  z.strictObject({ ...opBase, action: z.literal('delete') }),
]);
export type PushOp = z.infer<typeof pushOpSchema>;

/**
 * The batch envelope. Each op needs only its opId here, so that one bad operation is answered `invalid` on its
 * own rather than refusing the colleagues' changes batched with it.
 */
export const pushRequestSchema = z.strictObject({
  batchId: uuidSchema,
  ops: z
    .array(z.looseObject({ opId: uuidSchema }))
    .min(1, 'must hold at least one operation')
    .max(MAX_PUSH_OPS, `holds more than ${MAX_PUSH_OPS} operations`),
});
export type PushRequest = z.input<typeof pushRequestSchema>;

export const PUSH_STATUSES = ['applied', 'duplicate', 'forbidden', 'invalid'] as const;

/**
 * Read leniently (a field a later server adds is left aside, a `said` naming a message this laptop does not have is
 * dropped and `message` stands for it), as a laptop and its server are updated at different times.
 */
export const pushResultSchema = z.object({
  opId: uuidSchema,
  status: z.enum(PUSH_STATUSES),
  /** For `duplicate`: what the operation got the first time (the rest of the answer is that first answer). */
  firstStatus: z.enum(['applied', 'forbidden', 'invalid']).optional(),
  /** The item's version after the operation (applied), or as stored (forbidden); null when there is none. */
  version: z.number().int().nullable(),
  /**
   * Set when the laptop's base version was older than the stored one: its write replaced a change it had not
   * seen, made by `by` at `at` (the later write wins; the laptop tells its broker whose change was replaced).
   */
  overwrote: z.strictObject({ by: memberRefSchema, at: instantSchema, version: z.number().int() }).optional(),
  /** Why an operation was forbidden or invalid, in a sentence in English. */
  message: z.string().optional(),
  /**
   * The same as a message of the catalogue, worded by the laptop in its broker's language; sent only to a laptop that
   * asked for it (SAID_HEADER), absent from a server of an earlier version.
   */
  said: messageRefSchema.optional().catch(undefined),
});
export type PushResult = z.infer<typeof pushResultSchema>;

export const pushResponseSchema = z.strictObject({
  batchId: uuidSchema,
  results: z.array(pushResultSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;
