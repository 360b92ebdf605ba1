// Channels of settings, the API key and the connection test. The key goes in and never comes back out.
import { z } from 'zod';
import type { AppError } from '../../errors';
import { settingsPatchSchema, type SettingsView } from '../../settings';
import type { DataSourceKind } from './app';
import { returns } from './returns';

/**
 * How the connection test went. `message` is the core's English sentence (for the CLI and the details); the window
 * words its own from `source` and `latencyMs`, or from `error` by its code, in the interface language.
 */
export type ConnectionTestResult =
  | { ok: true; source: DataSourceKind; message: string; latencyMs: number }
  | { ok: false; source: DataSourceKind; message: string; latencyMs: number; error: AppError };

export const apiKeySchema = z
  .string()
  .trim()
  .min(8, 'looks too short for an API key')
  .max(512, 'is longer than 512 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces');

export const SETTINGS_CHANNELS = {
  'settings:get': { input: z.strictObject({}), output: returns<SettingsView>() },
  'settings:update': { input: settingsPatchSchema, output: returns<SettingsView>() },
  'key:set': { input: z.strictObject({ key: apiKeySchema }), output: returns<SettingsView>() },
  'key:clear': { input: z.strictObject({}), output: returns<SettingsView>() },
  'connection:test': { input: z.strictObject({}), output: returns<ConnectionTestResult>() },
} as const;
