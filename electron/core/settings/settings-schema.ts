// The user's settings as stored on disk. The API key is never part of them: it lives in the keychain.
import { z } from 'zod';
import { connectionProfileSchema, DEFAULT_CONNECTION } from '../client/connection';

export const settingsSchema = z.object({
  version: z.literal(1),
  /** Demo mode is the default on a first start, so the app works without a key. */
  source: z.enum(['demo', 'live']),
  connection: connectionProfileSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { version: 1, source: 'demo', connection: DEFAULT_CONNECTION };
