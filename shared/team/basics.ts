// The building blocks of the team server's contract: ids, times, cursors, member names and roles, shared by the
// server and the laptops' sync service.
import { z } from 'zod';

/** Item, member, team and operation ids: UUIDs, chosen by whoever creates the thing (the laptop, for items). */
export const uuidSchema = z.uuid('must be a UUID');

/** Instants on the wire: ISO 8601 in UTC, as `Date.prototype.toISOString` writes them. */
export const instantSchema = z.iso.datetime({ message: 'must be an ISO 8601 time in UTC (…Z)' });

/** Server sequence numbers (PostgreSQL bigint) travel as decimal strings: JavaScript numbers stop at 2^53. */
export const seqSchema = z.string().regex(/^(0|[1-9]\d{0,18})$/, 'must be a whole number written in digits');

/** A changes cursor: the sequence number of the last change a laptop holds ('0' before the first pull). */
export const cursorSchema = seqSchema;

/** Letters that reorder what is read (bidirectional overrides and isolates) or are invisible controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

const LINE_BREAKS = /[\r\n\t]/;

/** A name a person types (member, device): one line, no characters that could reorder what others read. */
export function nameSchema(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `is longer than ${max} characters`)
    .refine((v) => !UNSAFE_TEXT.test(v) && !LINE_BREAKS.test(v), 'must be one line without control characters');
}

/** Free text a person types (a note): lines allowed, controls and direction overrides refused. */
export function textSchema(max: number) {
  return z
    .string()
    .max(max, `is longer than ${max} characters`)
    .refine((v) => v.trim().length > 0, 'must not be empty')
    .refine((v) => !UNSAFE_TEXT.test(v), 'must not hold control or text-direction characters');
}

export const memberNameSchema = nameSchema(80);
export const deviceNameSchema = nameSchema(100);

/** Viewers read; members share and edit what they shared; admins manage members and may edit anything. */
export const TEAM_ROLES = ['admin', 'member', 'viewer'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** Who made something: enough for a laptop to show an author without another call. */
export const memberRefSchema = z.strictObject({ id: uuidSchema, name: z.string() });
export type MemberRef = z.infer<typeof memberRefSchema>;

export const teamSchema = z.strictObject({ id: uuidSchema, name: z.string() });
export type TeamInfo = z.infer<typeof teamSchema>;

/** UTF-8 length of a value's JSON, as it travels (TextEncoder is global in Node and browsers alike). */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}
