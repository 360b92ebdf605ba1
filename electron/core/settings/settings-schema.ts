// The user's settings as stored on disk. The API key is never part of them: it lives in the keychain.
import { z } from 'zod';
import { connectionSettingsSchema } from '#shared/connection-profile';
import { DATA_SOURCES, limitsSchema } from '#shared/settings';
import { NEUTRAL_PROFILE_ID, withoutProfileDefaults } from '../profiles/profiles';

export const DEFAULT_LIMITS = { perSecond: 5, concurrency: 4, fetchAllCap: 200 };

export const settingsSchema = z.object({
  version: z.literal(1),
  /** Demo mode is the default on a first start, so the app works without a key. */
  source: z.enum(DATA_SOURCES),
  /** The chosen connection profile and only the fields that differ from it (files without a profile: neutral). */
  connection: connectionSettingsSchema.transform(withoutProfileDefaults),
  /** Caps that keep the app under the gateway's limits; fetch-all stops at `fetchAllCap` pages. */
  limits: limitsSchema.default(DEFAULT_LIMITS),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  version: 1,
  source: 'demo',
  connection: { profile: NEUTRAL_PROFILE_ID },
  limits: DEFAULT_LIMITS,
};
