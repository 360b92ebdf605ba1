// Joining a team and managing its members: an invite is exchanged once for a member token (one per device);
// admins invite, revoke and change roles.
import { z } from 'zod';
import {
  cursorSchema,
  deviceNameSchema,
  instantSchema,
  memberNameSchema,
  teamRoleSchema,
  teamSchema,
  uuidSchema,
} from './basics';
import { inviteTokenSchema } from './tokens';

/** Invites expire a week after they were made. */
export const INVITE_DAYS = 7;

export const memberSchema = z.strictObject({ id: uuidSchema, name: z.string(), role: teamRoleSchema });
export type TeamMember = z.infer<typeof memberSchema>;

export const joinRequestSchema = z.strictObject({ inviteToken: inviteTokenSchema, deviceName: deviceNameSchema });
export const joinResponseSchema = z.strictObject({
  /** Keep it in the OS keychain: the server holds only its sha-256 and cannot show it again. */
  memberToken: z.string(),
  member: memberSchema,
  team: teamSchema,
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

export const meResponseSchema = z.strictObject({
  member: memberSchema,
  team: teamSchema,
  device: z.string(),
  /** The newest change on the server: a laptop whose cursor is behind it has something to pull. */
  cursor: cursorSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** A member as listed: everyone sees names and roles; admins also see the rest. */
export const memberListingSchema = z.strictObject({
  ...memberSchema.shape,
  createdAt: instantSchema.optional(),
  revokedAt: instantSchema.nullable().optional(),
  /** Devices that joined with an invite and are not revoked. */
  devices: z.number().int().optional(),
  lastSeenAt: instantSchema.nullable().optional(),
  /** An invite not yet used and not expired is waiting. */
  invitePending: z.boolean().optional(),
});
export type MemberListing = z.infer<typeof memberListingSchema>;

export const membersResponseSchema = z.strictObject({ members: z.array(memberListingSchema) });

export const inviteRequestSchema = z.strictObject({ name: memberNameSchema, role: teamRoleSchema });
export const inviteResponseSchema = z.strictObject({
  /** Shown once: give it to the colleague, who joins with it within the week. */
  inviteToken: z.string(),
  expiresAt: instantSchema,
  member: memberSchema,
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

export const revokeRequestSchema = z.strictObject({ name: memberNameSchema });
export const roleRequestSchema = z.strictObject({ name: memberNameSchema, role: teamRoleSchema });
export const memberResponseSchema = z.strictObject({ member: memberSchema });
