// What a team shares: saved searches, watched firms and searches, compare boards, CMA reports and notes, each an
// item with a client-chosen id, a JSON body checked loosely per kind, and who made and last changed it.
import { z } from 'zod';
import { instantSchema, jsonBytes, memberRefSchema, nameSchema, seqSchema, textSchema, uuidSchema } from './basics';

export const TEAM_ITEM_KINDS = ['saved-search', 'watch', 'compare-board', 'report', 'note'] as const;
export const teamItemKindSchema = z.enum(TEAM_ITEM_KINDS);
export type TeamItemKind = z.infer<typeof teamItemKindSchema>;

/** The most an item's body may weigh, as JSON in UTF-8. */
export const MAX_ITEM_BODY_BYTES = 256 * 1024;

const externalId = z.string().trim().min(1, 'must not be empty').max(64, 'is longer than 64 characters');
const title = nameSchema(200);

/** What a note is attached to: a listing, a building or a firm (agency or developer), by the data service's id. */
export const NOTE_TARGETS = ['listing', 'building', 'agency', 'developer', 'agent'] as const;

/**
 * Each kind's body: the fields every laptop relies on are checked; the rest passes through untouched (a newer app
 * may add fields, an older one must keep them), so a body is an object with these at least.
 */
export const ITEM_BODY_SCHEMAS = {
  'saved-search': z.looseObject({
    name: title,
    operation: z.string().min(1, 'must name the data-service operation'),
    params: z.record(z.string(), z.unknown()),
  }),
  watch: z.looseObject({
    /** A firm or agent by the data service's id, or a shared saved search by its team item id. */
    target: z.discriminatedUnion('kind', [
      z.looseObject({ kind: z.enum(['agency', 'developer', 'agent']), externalID: externalId }),
      z.looseObject({ kind: z.literal('saved-search'), itemId: uuidSchema }),
    ]),
    name: title,
  }),
  'compare-board': z.looseObject({ name: title, pins: z.array(z.unknown()).max(50, 'holds more than 50 pins') }),
  report: z.looseObject({ title }),
  note: z.looseObject({
    text: textSchema(10_000),
    target: z.looseObject({ kind: z.enum(NOTE_TARGETS), externalID: externalId }),
  }),
} as const satisfies Record<TeamItemKind, z.ZodType>;

/** Any item body: a JSON object of at most 256 KB. */
export const itemBodySchema = z
  .record(z.string(), z.unknown())
  .refine((b) => jsonBytes(b) <= MAX_ITEM_BODY_BYTES, `is larger than ${MAX_ITEM_BODY_BYTES / 1024} KB`);

/** Checks a body against its kind; the error names the field at fault. */
export function parseItemBody(kind: TeamItemKind, body: unknown) {
  const sized = itemBodySchema.safeParse(body);
  if (!sized.success) return sized;
  return ITEM_BODY_SCHEMAS[kind].safeParse(sized.data);
}

/** An item as the server holds it. `version` starts at 1 and grows by one with every change. */
export const teamItemSchema = z.strictObject({
  kind: teamItemKindSchema,
  id: uuidSchema,
  body: z.record(z.string(), z.unknown()),
  /** Made team-wide by an admin: the team's, not its author's (only admins change it). */
  teamWide: z.boolean(),
  createdBy: memberRefSchema,
  createdAt: instantSchema,
  updatedBy: memberRefSchema,
  updatedAt: instantSchema,
  version: z.number().int().min(1),
  /** Deletions are soft: a deleted item keeps its last body, so laptops can keep a copy. */
  deleted: z.boolean(),
  /** The change that last touched it (its position in the changes feed). */
  seq: seqSchema,
});
export type TeamItem = z.infer<typeof teamItemSchema>;
