// Connection profiles: everything that differs between gateways selling the data service (header names, area unit,
// enumeration spellings, timeouts, retries, health check). Profiles ship as data files; settings pick one by id and
// may override any of its fields.
import { z } from 'zod';
import { OPERATION_NAMES } from './data-service/operations';
import { GATEWAY_CATEGORY_VALUES, SORT_ORDERS, TRANSACTION_SORTS } from './data-service/params';

import { AREA_UNITS } from './domain/area';

export { AREA_UNITS, type AreaUnit } from './domain/area';

/** Whether a URL carries a user name or password (also an empty one, as in `http://@host`). */
function hasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.username !== '' || parsed.password !== '') return true;
  } catch {
    // Not a URL at all: the URL check reports that.
  }
  return /^[a-z][a-z0-9+.-]*:[/\\]*[^/\\?#]*@/i.test(url);
}

/**
 * Whether a URL carries a query (`?x=1`, also a bare `?`) or a fragment (`#top`). The client appends each
 * operation's path and parameters to the base URL; a query or fragment in it would swallow them (`GET /?x=1` instead
 * of `/search-property?…`), and the service would answer a request nobody meant.
 */
function hasQueryOrFragment(url: string): boolean {
  return /[?#]/.test(url);
}

/** The basic connection: where the service lives and how requests authenticate (never the key itself). */
export const connectionProfileSchema = z.strictObject({
  // A user name or password in the URL would travel with every request (and fetch refuses such URLs outright);
  // the key has its own field and header.
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine(
      (url) => !hasCredentials(url),
      'must not contain a user name or password (user:password@): give the API key in its own setting',
    )
    .refine(
      (url) => !hasQueryOrFragment(url),
      'must not contain a query (?…) or a fragment (#…): give the address the operation paths follow, such as https://host/v1',
    ),
  // Sent as a header's value: a host name (letters, digits, dots, dashes, underscores, a port). A line break or a control character
  // made every request fail as an internal error; a non-ASCII letter cannot be sent at all.
  gatewayHost: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(253)
    .regex(/^[A-Za-z0-9._-]+(:\d{1,5})?$/, 'must be a host name such as api.example.com'),
  hostHeader: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name'),
  keyHeader: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name'),
  /** The unit the service reports listing areas in; the spec says square feet, one gateway sends square metres. */
  areaUnit: z.enum(AREA_UNITS),
  /** Timeout of operations the profile gives no timeout of their own. */
  timeoutMs: z.number().int().min(1000).max(120_000),
});
export type ConnectionProfile = z.infer<typeof connectionProfileSchema>;

export const profileIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a profile id (lower-case letters, digits and dashes)');

/** A value as a gateway spells it on the wire. */
const wireValue = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,60}$/, 'must be a plain query value');

const operationName = z.enum(OPERATION_NAMES as [string, ...string[]]);

/** How the app's (the spec's) enumeration values are spelled by this gateway; a missing entry means "as the spec". */
export const enumerationsSchema = z.strictObject({
  /** sort_order of /search-property and /search-new-projects, e.g. broker_first → trubroker_first. */
  sortOrder: z.partialRecord(z.enum(SORT_ORDERS), wireValue),
  /** The name of the transactions sort parameter: the spec says sort_by, public examples use sort. */
  transactionSortParam: z.string().regex(/^[a-z_]{1,30}$/, 'must be a parameter name'),
  transactionSort: z.partialRecord(z.enum(TRANSACTION_SORTS), wireValue),
  /** category_ids values beyond the spec this gateway takes as they are (e.g. 3 for villas and townhouses). */
  transactionCategoryExtras: z.array(z.enum(GATEWAY_CATEGORY_VALUES)),
});
export type Enumerations = z.infer<typeof enumerationsSchema>;

export const retryPolicySchema = z.strictObject({
  /** Attempts in all, the first included. */
  attempts: z.number().int().min(1).max(6),
  baseMs: z.number().int().min(0).max(10_000),
  maxMs: z.number().int().min(0).max(60_000),
  /** A timed-out request may have been billed: it is sent again at most this often (0 or 1). */
  timeoutRetries: z.number().int().min(0).max(1),
});
export type ProfileRetryPolicy = z.infer<typeof retryPolicySchema>;

export const healthCheckSchema = z.discriminatedUnion('kind', [
  /** A dedicated path answering `{"success": true}`, such as /health. */
  z.strictObject({ kind: z.literal('path'), path: z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'must be a path') }),
  /** The cheapest operation of the spec, for services without a health path. */
  z.strictObject({
    kind: z.literal('operation'),
    operation: operationName,
    params: z.record(z.string(), z.string()),
  }),
]);
export type HealthCheck = z.infer<typeof healthCheckSchema>;

const timeoutMs = connectionProfileSchema.shape.timeoutMs;

// Every field of a profile file is required (no defaults): an override is then a plain partial that never fills
// in defaults over the profile's own values.

/** Fields beyond the basic connection (which the Settings form edits one by one). */
export const profileRulesSchema = z.strictObject({
  /** Per-operation timeouts; operations not named use `timeoutMs`. */
  operationTimeoutsMs: z.partialRecord(operationName, timeoutMs),
  retry: retryPolicySchema,
  enumerations: enumerationsSchema,
  healthCheck: healthCheckSchema,
  /**
   * How an image the gateway names only by its id (a floor plan's `image2D: {"id": …}`) becomes a link: an https URL
   * with `{id}` in it; null when the gateway links every image itself.
   */
  imageUrlTemplate: z
    .string()
    .regex(/^https:\/\/[^\s{}]+\{id\}[^\s{}]*$/, 'must be an https URL with {id} where the image id goes')
    .nullable(),
});
export type ProfileRules = z.infer<typeof profileRulesSchema>;

/** A profile data file. */
export const profileDefinitionSchema = z.strictObject({
  id: profileIdSchema,
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(500),
  ...connectionProfileSchema.shape,
  ...profileRulesSchema.shape,
});
export type ProfileDefinition = z.infer<typeof profileDefinitionSchema>;

/** The connection in force: a profile with the settings' overrides applied. */
export type ResolvedConnection = Omit<ProfileDefinition, 'id' | 'name' | 'description'> & { profileId: string };

/**
 * The connection as settings store it: the chosen profile and only the fields that differ from it. Settings files
 * written before profiles existed hold the six basic fields and no profile; they read as the neutral profile.
 */
export const connectionSettingsSchema = z.strictObject({
  profile: profileIdSchema.default('neutral'),
  ...connectionProfileSchema.partial().shape,
  operationTimeoutsMs: profileRulesSchema.shape.operationTimeoutsMs.optional(),
  retry: retryPolicySchema.partial().optional(),
  enumerations: enumerationsSchema.partial().optional(),
  healthCheck: healthCheckSchema.optional(),
});
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;

/** A change to the connection settings: any subset (no defaults, so that a patch never resets the profile). */
export const connectionSettingsPatchSchema = connectionSettingsSchema.extend({ profile: profileIdSchema.optional() });
export type ConnectionSettingsPatch = z.infer<typeof connectionSettingsPatchSchema>;

/** What the Settings view lists of each profile. */
export interface ProfileSummary {
  id: string;
  name: string;
  description: string;
}
