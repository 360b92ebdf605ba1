// The user's settings as stored on disk. The API key is never part of them: it lives in the keychain.
import { z } from 'zod';
import { connectionSettingsSchema } from '#shared/connection-profile';
import { DATA_SOURCES, limitsSchema } from '#shared/settings';
import { BUILT_IN_PROFILES, NEUTRAL_PROFILE_ID, findProfile, withoutProfileDefaults } from '../profiles/profiles';

export const DEFAULT_LIMITS = { perSecond: 5, concurrency: 4, fetchAllCap: 200 };

export const settingsSchema = z.object({
  version: z.literal(1),
  /** Demo mode is the default on a first start, so the app works without a key. */
  source: z.enum(DATA_SOURCES),
  /** The chosen connection profile and only the fields that differ from it (files without a profile: neutral). */
  // A profile this app does not have is a damaged file like any other (moved aside, said in a notice): kept, it
  // failed every request as "Unknown connection profile" without naming the file.
  connection: connectionSettingsSchema
    .refine((c) => c.profile === undefined || findProfile(c.profile) !== undefined, {
      message: `names no connection profile of this app (${BUILT_IN_PROFILES.map((p) => p.id).join(', ')})`,
      path: ['profile'],
    })
    .transform(withoutProfileDefaults),
  /** Caps that keep the app under the gateway's limits; fetch-all stops at `fetchAllCap` pages. */
  limits: limitsSchema.default(DEFAULT_LIMITS),
  /** The broker chose to work offline: no request is sent, every answer comes from the offline cache. */
  workOffline: z.boolean().default(false),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  version: 1,
  source: 'demo',
  connection: { profile: NEUTRAL_PROFILE_ID },
  limits: DEFAULT_LIMITS,
  workOffline: false,
};
