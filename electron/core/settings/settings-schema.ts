// The user's settings as stored on disk. The API key is never part of them: it lives in the keychain.
import { z } from 'zod';
import { DATA_SOURCES, connectionProfileSchema, limitsSchema } from '#shared/settings';
import { DEFAULT_CONNECTION } from '../client/connection';

export const DEFAULT_LIMITS = { perSecond: 5, concurrency: 4, fetchAllCap: 200 };

export const settingsSchema = z.object({
  version: z.literal(1),
  /** Demo mode is the default on a first start, so the app works without a key. */
  source: z.enum(DATA_SOURCES),
  connection: connectionProfileSchema,
  /** Caps that keep the app under the gateway's limits; fetch-all stops at `fetchAllCap` pages. */
  limits: limitsSchema.default(DEFAULT_LIMITS),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  version: 1,
  source: 'demo',
  connection: DEFAULT_CONNECTION,
  limits: DEFAULT_LIMITS,
};
