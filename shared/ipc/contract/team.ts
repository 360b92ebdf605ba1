// Channels of the team workspace on this laptop: join a team server with an invite, say where membership and sync
// stand, sync (push the outbox, pull by cursor), share a saved search or a watch, list the members, leave.
import { z } from 'zod';
import type { TeamRole } from '../../team/basics';
import type { InviteResponse, MemberListing, TeamMember } from '../../team/members';
import { deviceNameSchema, memberNameSchema, teamRoleSchema } from '../../team/basics';
import { returns } from './returns';
import type { MessageRef } from '../../messages/message-ref';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * The team server's address. The member token travels with every call, so plain http is taken only on this machine
 * (loopback); anywhere else the server must speak https.
 */
export const teamServerUrlSchema = z
  .string()
  .trim()
  .max(2000, 'is longer than 2000 characters')
  .refine((text) => URL.canParse(text), 'is not an address (e.g. https://team.example.ae)')
  .refine((text) => {
    const url = URL.canParse(text) ? new URL(text) : null;
    return url === null || url.protocol === 'https:' || url.protocol === 'http:';
  }, 'must start with https://')
  .refine((text) => {
    const url = URL.canParse(text) ? new URL(text) : null;
    return url === null || url.protocol !== 'http:' || LOOPBACK.test(url.hostname);
  }, 'must use https:// (http:// is taken only for a server on this computer)')
  .refine((text) => {
    const url = URL.canParse(text) ? new URL(text) : null;
    return url === null || (url.username === '' && url.password === '' && url.search === '' && url.hash === '');
  }, 'must not hold a user name, a password, a query or a fragment');

export const teamJoinSchema = z.strictObject({
  server: teamServerUrlSchema,
  /** The invite (aqi.…) an admin gave; left out when AQAR_TEAM_TOKEN already holds this folder's member token. */
  token: z.string().trim().max(200, 'is longer than 200 characters').optional(),
  /** How this laptop is named among the member's devices (the computer's name by default). */
  device: deviceNameSchema.optional(),
});

/** What can be shared from this laptop so far. */
export const TEAM_SHARE_KINDS = ['saved-search', 'watch', 'note', 'compare-board', 'report'] as const;
export const teamShareSchema = z.strictObject({
  kind: z.enum(TEAM_SHARE_KINDS),
  id: z.number().int('must be a whole number').min(1, 'must be a row id'),
});

export interface TeamStatus {
  joined: boolean;
  server: string | null;
  team: string | null;
  member: string | null;
  role: TeamRole | null;
  device: string | null;
  /** The last change pulled (the server's sequence number). */
  cursor: string | null;
  lastSyncAt: string | null;
  /** Why the last sync did not finish, in a sentence in English; null when it did. */
  lastError: string | null;
  /** The same as a message of the catalogue, worded by the window or the CLI in its language (absent: as written). */
  lastErrorSaid?: MessageRef | null;
  /** Local changes waiting to be pushed, and how many of them the server could not take yet. */
  outbox: { waiting: number; failed: number };
  shared: { savedSearches: number; watches: number; notes: number; compareBoards: number; reports: number };
  /** Where the member token comes from. */
  token: 'keychain' | 'environment' | 'session' | null;
  /** Whether the server answered just now; null when not asked. */
  reachable: boolean | null;
}

export interface TeamSyncResult {
  /** The server answered (the outbox was pushed and changes pulled); false when it could not be reached. */
  reachable: boolean;
  /** Why the sync stopped, in a sentence in English; null when it finished. */
  error: string | null;
  /** The same as a message of the catalogue, worded by the edge that shows it in its language. */
  errorSaid?: MessageRef | null;
  /** The server no longer takes this computer's member token (revoked, or unknown to it): join again with an invite. */
  accessRefused?: boolean;
  pushed: number;
  /** Operations the server had already applied (a retry after a lost answer): counted once. */
  duplicates: number;
  /** Local changes the server refused (a viewer's, or an item only its author or an admin may change). */
  refused: {
    item: string;
    message: string;
    /** The item and the server's reason as messages (`item` and `message` are their English wording). */
    itemSaid?: MessageRef;
    said?: MessageRef;
  }[];
  pulled: number;
  /** Snapshots of shared watches pushed from here, and colleagues' pulled (no request of the data service spent). */
  snapshotsPushed: number;
  snapshotsPulled: number;
  cursor: string | null;
  /** Sentences for the broker: whose change replaced whose, what was left aside, in English (as noticesSaid words them). */
  notices: string[];
  /** The same as messages of the catalogue: the app raises them as notices, worded by the window in its language. */
  noticesSaid?: MessageRef[];
  /** Each colleague's snapshot pulled, in a sentence in English (the CLI prints them; the window shows the snapshots). */
  snapshotNotes: string[];
  /** The same as messages of the catalogue, worded by the CLI in its --lang. */
  snapshotNotesSaid?: MessageRef[];
  outbox: { waiting: number; failed: number };
}

/** After every sync (the app's own, every minute and shortly after a local change, or one asked for): the status bar's team state. */
export const teamSyncedSchema = z.object({
  reachable: z.boolean(),
  at: z.string(),
  waiting: z.number().int(),
  error: z.string().nullable(),
  pulled: z.number().int(),
});
export type TeamSynced = z.infer<typeof teamSyncedSchema>;

export const TEAM_EVENTS = {
  'team:synced': teamSyncedSchema,
} as const;

export const TEAM_CHANNELS = {
  'team:status': {
    input: z.strictObject({ check: z.boolean().default(false) }),
    output: returns<TeamStatus>(),
  },
  'team:join': { input: teamJoinSchema, output: returns<TeamStatus>() },
  /** `unsent`: local changes the team never received (they stay in this computer's copy). */
  'team:leave': {
    input: z.strictObject({}),
    output: returns<{ left: boolean; kept: TeamStatus['shared']; unsent: number }>(),
  },
  'team:sync': { input: z.strictObject({}), output: returns<TeamSyncResult>() },
  'team:share': { input: teamShareSchema, output: returns<TeamStatus['outbox']>() },
  /** An admin makes a shared saved search or watch team-wide (the team's, changed only by admins), or not. */
  'team:team-wide': {
    input: z.strictObject({
      kind: z.enum(['saved-search', 'watch']),
      id: z.number().int('must be a whole number').min(1, 'must be a row id'),
      teamWide: z.boolean().default(true),
    }),
    output: returns<TeamStatus['outbox']>(),
  },
  'team:members': { input: z.strictObject({}), output: returns<MemberListing[]>() },
  /** Admins: invite a colleague (the invite is shown once), change a role, revoke a member. */
  'team:invite': {
    input: z.strictObject({ name: memberNameSchema, role: teamRoleSchema }),
    output: returns<InviteResponse>(),
  },
  'team:role': {
    input: z.strictObject({ name: memberNameSchema, role: teamRoleSchema }),
    output: returns<TeamMember>(),
  },
  'team:revoke': { input: z.strictObject({ name: memberNameSchema }), output: returns<TeamMember>() },
} as const;
