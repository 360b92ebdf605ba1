// Channels and events about the app itself: what is running, and notices the broker must see.
import { z } from 'zod';
import { noticeSchema, type Notice } from './notice';
import { returns } from './returns';

export * from './notice';

export type DataSourceKind = 'demo' | 'live';
export type HostKind = 'electron' | 'browser' | 'cli' | 'test';

export interface AppInfo {
  name: string;
  version: string;
  host: HostKind;
  source: DataSourceKind;
}

export const APP_CHANNELS = {
  'app:info': { input: z.strictObject({}), output: returns<AppInfo>() },
  /** Notices raised before the window was listening (start-up), so that none is missed. */
  'app:notices': { input: z.strictObject({}), output: returns<Notice[]>() },
  'app:dismiss-notice': {
    input: z.strictObject({ id: z.string().min(1).max(64) }),
    output: returns<{ dismissed: boolean }>(),
  },
} as const;

export const APP_EVENTS = {
  'app:notice': noticeSchema,
} as const;
