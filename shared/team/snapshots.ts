// Snapshots of team-watched firms and searches, stored once by content: listing states are addressed by the
// sha-256 of their canonical JSON (uploaded once however many members saw them), and a run maps each listing of
// the watch to a state. A run can be sent whole or as the change from the latest complete run of its watch.
import { z } from 'zod';
import { HASH_PATTERN } from './canonical-json';
import { instantSchema, jsonBytes, memberRefSchema, seqSchema, uuidSchema } from './basics';

export const MAX_STATE_BYTES = 16 * 1024;
export const MAX_STATES_PER_UPLOAD = 2_000;
export const MAX_HASHES_PER_CALL = 10_000;
export const MAX_RUN_LISTINGS = 100_000;

export const stateHashSchema = z.string().regex(HASH_PATTERN, 'must be a sha-256 in 64 lowercase hex digits');
const externalId = z.string().min(1, 'must not be empty').max(64, 'is longer than 64 characters');

/** A listing state: any JSON object of at most 16 KB; its hash is hex sha-256 of canonicalJson(body). */
export const stateBodySchema = z
  .record(z.string(), z.unknown())
  .refine((b) => jsonBytes(b) <= MAX_STATE_BYTES, `is larger than ${MAX_STATE_BYTES / 1024} KB`);

export const listingStateSchema = z.strictObject({ hash: stateHashSchema, body: stateBodySchema });
export type TeamListingState = z.infer<typeof listingStateSchema>;

const hashList = (max: number) =>
  z.array(stateHashSchema).max(max, `holds more than ${max.toLocaleString('en')} hashes`);

/** POST /v1/snapshots/missing: which of these states the server lacks (send those, and only those). */
export const statesMissingRequestSchema = z.strictObject({ hashes: hashList(MAX_HASHES_PER_CALL) });
export const statesMissingResponseSchema = z.strictObject({ missing: z.array(stateHashSchema) });

/** POST /v1/snapshots/states: upload states; the server recomputes each hash and refuses a mismatch. */
export const statesPutRequestSchema = z.strictObject({
  states: z
    .array(listingStateSchema)
    .min(1, 'must hold at least one state')
    .max(MAX_STATES_PER_UPLOAD, `holds more than ${MAX_STATES_PER_UPLOAD} states`),
});
export const statesPutResponseSchema = z.strictObject({
  stored: z.number().int(),
  /** States the server already had (another member uploaded them first). */
  alreadyHad: z.number().int(),
});

/** POST /v1/snapshots/states/get: the bodies of these states. */
export const statesGetRequestSchema = z.strictObject({ hashes: hashList(MAX_STATES_PER_UPLOAD).min(1) });
export const statesGetResponseSchema = z.strictObject({
  states: z.array(listingStateSchema),
  missing: z.array(stateHashSchema),
});

export const runListingSchema = z.strictObject({ externalID: externalId, hash: stateHashSchema });
export type RunListing = z.infer<typeof runListingSchema>;

const runCommon = {
  /** The team item (kind `watch`) this run is a snapshot of. */
  watchId: uuidSchema,
  takenAt: instantSchema,
  /** Requests the member's laptop spent on it (what the rest of the team did not have to spend). */
  requestsSpent: z.number().int().min(0),
};

/** POST /v1/snapshots: a run, whole (`listings`) or as the change from the watch's latest complete run. */
export const runCreateRequestSchema = z.union([
  z.strictObject({
    ...runCommon,
    /** False for a run stopped before every page came (kept, but never the base of the next run). */
    complete: z.boolean(),
    listings: z.array(runListingSchema).max(MAX_RUN_LISTINGS, `holds more than ${MAX_RUN_LISTINGS} listings`),
  }),
  z.strictObject({
    ...runCommon,
    complete: z.literal(true),
    /** Must be the watch's latest complete run, or the server answers 409 and the laptop sends the run whole. */
    baseRunId: seqSchema,
    changed: z.array(runListingSchema).max(MAX_RUN_LISTINGS),
    removed: z.array(externalId).max(MAX_RUN_LISTINGS),
  }),
]);
export type RunCreateRequest = z.input<typeof runCreateRequestSchema>;

export const runSummarySchema = z.strictObject({
  id: seqSchema,
  watchId: uuidSchema,
  takenAt: instantSchema,
  complete: z.boolean(),
  listingCount: z.number().int(),
  requestsSpent: z.number().int(),
  createdBy: memberRefSchema,
  createdAt: instantSchema,
});
export type RunSummary = z.infer<typeof runSummarySchema>;

export const runCreateResponseSchema = z.strictObject({ run: runSummarySchema });

/** GET /v1/snapshots?watchId=…&after=RUN&limit=N: a watch's runs in the order they were stored. */
export const runsListQuerySchema = z.strictObject({
  watchId: uuidSchema,
  after: seqSchema.default('0'),
  limit: z.coerce.number<unknown>().int().min(1).max(1000).default(200),
});
export const runsListResponseSchema = z.strictObject({ runs: z.array(runSummarySchema), more: z.boolean() });

/** GET /v1/snapshots/:id[?base=RUN]: every listing of a run, or (with base) what changed since that run. */
export const runGetQuerySchema = z.strictObject({ id: seqSchema, base: seqSchema.optional() });
export const runGetResponseSchema = z.union([
  z.strictObject({ run: runSummarySchema, listings: z.array(runListingSchema) }),
  z.strictObject({
    run: runSummarySchema,
    baseRunId: seqSchema,
    changed: z.array(runListingSchema),
    removed: z.array(externalId),
  }),
]);
export type RunGetResponse = z.infer<typeof runGetResponseSchema>;
