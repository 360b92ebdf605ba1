// Every route of the team server's JSON API: method, versioned path, who may call it, how large a body it takes,
// and the zod schemas of its input (the JSON body of a POST; the query and path parameters of a GET) and its
// answer. The server's handler map is typed against this table and the laptop's client is derived from it.
import { z } from 'zod';
import { changesQuerySchema, changesResponseSchema } from './changes';
import {
  leaseReleaseRequestSchema,
  leaseReleaseResponseSchema,
  leaseRequestSchema,
  leaseResponseSchema,
} from './leases';
import {
  inviteRequestSchema,
  inviteResponseSchema,
  joinRequestSchema,
  joinResponseSchema,
  memberResponseSchema,
  membersResponseSchema,
  meResponseSchema,
  revokeRequestSchema,
  roleRequestSchema,
} from './members';
import { MAX_PUSH_OPS, pushRequestSchema, pushResponseSchema } from './push';
import {
  MAX_STATES_PER_UPLOAD,
  MAX_STATE_BYTES,
  runCreateRequestSchema,
  runCreateResponseSchema,
  runGetQuerySchema,
  runGetResponseSchema,
  runsListQuerySchema,
  runsListResponseSchema,
  statesGetRequestSchema,
  statesGetResponseSchema,
  statesMissingRequestSchema,
  statesMissingResponseSchema,
  statesPutRequestSchema,
  statesPutResponseSchema,
} from './snapshots';

/**
 * `none`: no token (health; join carries its invite in the body). `read`: any member, viewers included. `write`:
 * members and admins (what they may change is then decided per item). `admin`: admins only.
 */
export type TeamAccess = 'none' | 'read' | 'write' | 'admin';

export interface TeamRouteSpec {
  method: 'GET' | 'POST';
  /** Versioned; `:id` marks a path parameter, passed to the input schema under that name. */
  path: `/v1/${string}`;
  access: TeamAccess;
  /** The largest body accepted (413 past it); 0 for a GET. */
  maxBodyBytes: number;
  input: z.ZodType;
  output: z.ZodType;
}

const KB = 1024;
const MB = 1024 * KB;
const SMALL = 16 * KB;

export const healthResponseSchema = z.strictObject({
  ok: z.boolean(),
  database: z.enum(['up', 'down']),
  /** The LISTEN connection that feeds server-sent events. */
  listener: z.enum(['up', 'down']),
  version: z.string(),
});

export const TEAM_ROUTES = {
  health: {
    method: 'GET',
    path: '/v1/health',
    access: 'none',
    maxBodyBytes: 0,
    input: z.strictObject({}),
    output: healthResponseSchema,
  },
  join: {
    method: 'POST',
    path: '/v1/join',
    access: 'none',
    maxBodyBytes: SMALL,
    input: joinRequestSchema,
    output: joinResponseSchema,
  },
  me: {
    method: 'GET',
    path: '/v1/me',
    access: 'read',
    maxBodyBytes: 0,
    input: z.strictObject({}),
    output: meResponseSchema,
  },
  members: {
    method: 'GET',
    path: '/v1/members',
    access: 'read',
    maxBodyBytes: 0,
    input: z.strictObject({}),
    output: membersResponseSchema,
  },
  invite: {
    method: 'POST',
    path: '/v1/members/invite',
    access: 'admin',
    maxBodyBytes: SMALL,
    input: inviteRequestSchema,
    output: inviteResponseSchema,
  },
  revoke: {
    method: 'POST',
    path: '/v1/members/revoke',
    access: 'admin',
    maxBodyBytes: SMALL,
    input: revokeRequestSchema,
    output: memberResponseSchema,
  },
  role: {
    method: 'POST',
    path: '/v1/members/role',
    access: 'admin',
    maxBodyBytes: SMALL,
    input: roleRequestSchema,
    output: memberResponseSchema,
  },
  push: {
    method: 'POST',
    path: '/v1/push',
    // Open to viewers too: rights are decided per operation, and a viewer's are answered `forbidden` one by one.
    access: 'read',
    // A full batch of large bodies: 500 operations averaging 16 KB (one item may reach 256 KB).
    maxBodyBytes: MAX_PUSH_OPS * 16 * KB,
    input: pushRequestSchema,
    output: pushResponseSchema,
  },
  changes: {
    method: 'GET',
    path: '/v1/changes',
    access: 'read',
    maxBodyBytes: 0,
    input: changesQuerySchema,
    output: changesResponseSchema,
  },
  statesMissing: {
    method: 'POST',
    path: '/v1/snapshots/missing',
    access: 'write',
    maxBodyBytes: 1 * MB,
    input: statesMissingRequestSchema,
    output: statesMissingResponseSchema,
  },
  statesPut: {
    method: 'POST',
    path: '/v1/snapshots/states',
    access: 'write',
    maxBodyBytes: MAX_STATES_PER_UPLOAD * (MAX_STATE_BYTES / 4) + 256 * KB,
    input: statesPutRequestSchema,
    output: statesPutResponseSchema,
  },
  statesGet: {
    method: 'POST',
    path: '/v1/snapshots/states/get',
    access: 'read',
    maxBodyBytes: 256 * KB,
    input: statesGetRequestSchema,
    output: statesGetResponseSchema,
  },
  runCreate: {
    method: 'POST',
    path: '/v1/snapshots',
    access: 'write',
    maxBodyBytes: 16 * MB,
    input: runCreateRequestSchema,
    output: runCreateResponseSchema,
  },
  runsList: {
    method: 'GET',
    path: '/v1/snapshots',
    access: 'read',
    maxBodyBytes: 0,
    input: runsListQuerySchema,
    output: runsListResponseSchema,
  },
  runGet: {
    method: 'GET',
    path: '/v1/snapshots/:id',
    access: 'read',
    maxBodyBytes: 0,
    input: runGetQuerySchema,
    output: runGetResponseSchema,
  },
  leaseAcquire: {
    method: 'POST',
    path: '/v1/leases/acquire',
    access: 'write',
    maxBodyBytes: SMALL,
    input: leaseRequestSchema,
    output: leaseResponseSchema,
  },
  leaseRenew: {
    method: 'POST',
    path: '/v1/leases/renew',
    access: 'write',
    maxBodyBytes: SMALL,
    input: leaseRequestSchema,
    output: leaseResponseSchema,
  },
  leaseRelease: {
    method: 'POST',
    path: '/v1/leases/release',
    access: 'write',
    maxBodyBytes: SMALL,
    input: leaseReleaseRequestSchema,
    output: leaseReleaseResponseSchema,
  },
} as const satisfies Record<string, TeamRouteSpec>;

export type TeamRouteName = keyof typeof TEAM_ROUTES;
export type TeamRouteInput<R extends TeamRouteName> = z.input<(typeof TEAM_ROUTES)[R]['input']>;
export type TeamRouteParsedInput<R extends TeamRouteName> = z.output<(typeof TEAM_ROUTES)[R]['input']>;
export type TeamRouteOutput<R extends TeamRouteName> = z.output<(typeof TEAM_ROUTES)[R]['output']>;

/** Server-sent events (see events.ts): any member's token. */
export const TEAM_EVENTS_PATH = '/v1/events';

/** The path of a route with its parameters filled in (each percent-encoded). */
export function routePath(path: string, params: Record<string, string>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`route ${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
