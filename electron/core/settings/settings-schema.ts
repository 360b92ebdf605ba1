// The user's settings as stored on disk. The API key is never part of them: it lives in the keychain.
import { z } from 'zod';
import { connectionProfileSchema, DEFAULT_CONNECTION } from '../client/connection';

export const DEFAULT_LIMITS = { perSecond: 5, concurrency: 4, fetchAllCap: 200 };

export const settingsSchema = z.object({
  version: z.literal(1),
  /** Demo mode is the default on a first start, so the app works without a key. */
  source: z.enum(['demo', 'live']),
  connection: connectionProfileSchema,
  /** Caps that keep the app under the gateway's limits; fetch-all stops at `fetchAllCap` pages. */
  limits: z
    .strictObject({
      perSecond: z.number().min(0.1).max(100),
      concurrency: z.number().int().min(1).max(16),
      fetchAllCap: z.number().int().min(1).max(10_000),
    })
    .default(DEFAULT_LIMITS),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  version: 1,
  source: 'demo',
  connection: DEFAULT_CONNECTION,
  limits: DEFAULT_LIMITS,
};
