// The settings a broker can change, as schemas shared by the core (which stores them) and the renderer (which
// edits them). The API key is never part of them.
import { z } from 'zod';

export const AREA_UNITS = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const connectionProfileSchema = z.strictObject({
  baseUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  gatewayHost: z.string().trim().min(1, 'must not be empty').max(253),
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
  timeoutMs: z.number().int().min(1000).max(120_000),
});
export type ConnectionProfile = z.infer<typeof connectionProfileSchema>;

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
  connection: connectionProfileSchema.partial().optional(),
  limits: limitsSchema.partial().optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export interface SettingsView {
  source: (typeof DATA_SOURCES)[number];
  connection: ConnectionProfile;
  limits: Limits;
  /** Whether an API key is stored; the key itself never leaves the core. */
  keyStored: boolean;
  keyStorage: 'keychain' | 'memory';
  keyStorageWarning: string | null;
}
