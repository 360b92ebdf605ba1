// The settings a broker can change, as schemas shared by the core (which stores them) and the renderer (which
// edits them). The API key is never part of them.
import { z } from 'zod';
import type { MessageRef } from './messages/message-ref';
import { connectionSettingsPatchSchema, type ConnectionProfile, type ProfileSummary } from './connection-profile';

// The basic connection and its schema live with the connection profiles; re-exported where callers expect them.
export { AREA_UNITS, connectionProfileSchema, type AreaUnit, type ConnectionProfile } from './connection-profile';

export const limitsSchema = z.strictObject({
  perSecond: z.number().min(0.1).max(100),
  concurrency: z.number().int().min(1).max(16),
  fetchAllCap: z.number().int().min(1).max(10_000),
});
export type Limits = z.infer<typeof limitsSchema>;

export const DATA_SOURCES = ['demo', 'live'] as const;

/** A change to the settings: any subset, each part validated. */
export const settingsPatchSchema = z.strictObject({
  source: z.enum(DATA_SOURCES).optional(),
  /** The profile (`profile`) and any of its fields to override. */
  connection: connectionSettingsPatchSchema.optional(),
  limits: limitsSchema.partial().optional(),
  /** Work offline: no request is sent; answers come from the offline cache (remembered). */
  workOffline: z.boolean().optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export interface SettingsView {
  source: (typeof DATA_SOURCES)[number];
  /** The basic connection in force (the profile with the overrides applied). */
  connection: ConnectionProfile;
  /** The chosen connection profile, the profiles to choose from, and which fields differ from the profile. */
  profileId: string;
  profiles: ProfileSummary[];
  overridden: string[];
  limits: Limits;
  /** The broker chose to work offline (Settings and the status bar): no request is sent. */
  workOffline: boolean;
  /** Whether an API key is stored; the key itself never leaves the core. */
  keyStored: boolean;
  keyStorage: 'keychain' | 'memory';
  /** Why no keychain is in use, in English (for hosts that show it as written); null when the keychain works. */
  keyStorageWarning: string | null;
  /** The same, as a message of the catalogue for the window to word in its language (absent: as written above). */
  keyStorageSaid?: MessageRef;
}
