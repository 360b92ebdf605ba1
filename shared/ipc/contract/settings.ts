// Channels of settings, the API key and the connection test. The key goes in and never comes back out.
import { z } from 'zod';
import { settingsPatchSchema, type SettingsView } from '../../settings';
import { returns } from './returns';

export interface ConnectionTestResult {
  ok: boolean;
  message: string;
  latencyMs: number;
}

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
