// How the team server refuses: an HTTP status and a body naming what went wrong in a sentence, with a code a
// laptop can act on (ask again later, ask the broker to rejoin, show the message).
import { z } from 'zod';
import { messageRefSchema } from '../messages/message-ref';

export const TEAM_ERROR_CODES = {
  /** The request or a field of it is malformed (the field is named). */
  invalid: 400,
  /** No token, or one this server does not know. */
  unauthorized: 401,
  /** The member's access was revoked by an admin: ask the broker to get a new invite. */
  revoked: 401,
  /** The token was made by another team server: the laptop is pointed at the wrong server. */
  'foreign-token': 401,
  /** The invite was already used, has expired, or was never made. */
  'invite-unusable': 401,
  /** The member's role does not allow this. */
  forbidden: 403,
  'not-found': 404,
  /** The request conflicts with what is stored (a stale base run, the last admin). */
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  internal: 500,
  /** The team database cannot be reached right now: try again (Retry-After says when). */
  unavailable: 503,
} as const;
export type TeamErrorCode = keyof typeof TEAM_ERROR_CODES;
export const teamErrorCodeSchema = z.enum(Object.keys(TEAM_ERROR_CODES) as [TeamErrorCode, ...TeamErrorCode[]]);

/**
 * An error answer of the team server. Read leniently, as a laptop and its server are updated at different times: a
 * field a later server adds is left aside rather than refusing the answer (a laptop that read it strictly showed
 * "answered without saying why" for every error of a server that had started to send `said`), and a `said` naming a
 * message this laptop does not have yet is dropped, the server's English message standing for it.
 */
export const teamErrorBodySchema = z.object({
  error: z.object({
    code: teamErrorCodeSchema,
    message: z.string(),
    /**
     * The sentence as a message of the catalogue, worded by the laptop in its broker's language; absent from a server
     * of an earlier version, whose message is then shown as written.
     */
    said: messageRefSchema.optional().catch(undefined),
    field: z.string().optional(),
    retryAfterSeconds: z.number().optional(),
  }),
});
export type TeamErrorBody = z.infer<typeof teamErrorBodySchema>;
export type TeamError = TeamErrorBody['error'];
