// The team lease: one laptop at a time snapshots a team-watched item for the whole team. A lease expires by time
// (its heartbeat renews it), never by whether a process lives: the rule of the laptop's local snapshot lease, with
// the same fields (holder, acquiredAt, heartbeatAt, expiresAt).
import { z } from 'zod';
import { instantSchema, memberRefSchema, uuidSchema } from './basics';

export const MIN_LEASE_SECONDS = 5;
export const MAX_LEASE_SECONDS = 3600;

const ttlSeconds = z
  .number()
  .int('must be a whole number of seconds')
  .min(MIN_LEASE_SECONDS, `must be at least ${MIN_LEASE_SECONDS} seconds`)
  .max(MAX_LEASE_SECONDS, `must be at most ${MAX_LEASE_SECONDS} seconds`);

export const leaseRequestSchema = z.strictObject({ watchId: uuidSchema, ttlSeconds });
export const leaseReleaseRequestSchema = z.strictObject({ watchId: uuidSchema });

export const teamLeaseSchema = z.strictObject({
  watchId: uuidSchema,
  /** The member, and which of its devices (a member token is one device): two laptops of one member are two. */
  holder: z.strictObject({ member: memberRefSchema, device: z.string() }),
  acquiredAt: instantSchema,
  heartbeatAt: instantSchema,
  expiresAt: instantSchema,
});
export type TeamLease = z.infer<typeof teamLeaseSchema>;

/** `granted`: the lease is the caller's (`lease` is it); otherwise `lease` is the live one another holds. */
export const leaseResponseSchema = z.strictObject({ granted: z.boolean(), lease: teamLeaseSchema.nullable() });
export type LeaseResponse = z.infer<typeof leaseResponseSchema>;

export const leaseReleaseResponseSchema = z.strictObject({ released: z.boolean() });
