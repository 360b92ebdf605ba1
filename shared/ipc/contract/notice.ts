// A notice the broker must see, as it crosses a boundary. Its own module, apart from the app's channels: the window's
// first script reads notices, and bundling the channel registry beside them built every app channel's schema at start.
import { z } from 'zod';
import { asWritten, messageRefSchema, type MessageRef } from '../../messages/message-ref';

export const NOTICE_LEVELS = ['info', 'warning', 'error'] as const;

/** What a notice is about, so that the interface can tell it in the broker's language whatever the wording. */
export const NOTICE_CODES = [
  'settings-reset',
  'cache-rebuilt',
  'keychain-unavailable',
  'workspace-read-only',
  'workspace-temporary',
  'workspace-restored',
  'workspace-started',
  'key-removed',
  'unreadable-cache',
  /** The workspace was written by a newer Aqar Lens: open read-only, naming the version. */
  'workspace-newer-version',
  /** The data folder (or a database in it) cannot be written: everything opens read-only. */
  'data-folder-read-only',
  /** Requests could not be written to the workspace: counted in the journal beside it (or in memory). */
  'requests-journaled',
  /** Answers could not be saved to the offline cache: shown, and kept in memory for the session. */
  'answers-not-saved',
  /** The offline cache was made by a newer Aqar Lens: left as it is, read from a copy. */
  'cache-newer-version',
] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

/** Something the broker must know about (cache rebuilt, settings reset, workspace restored, keychain missing). */
export interface Notice {
  id: string;
  level: (typeof NOTICE_LEVELS)[number];
  /** Present for the notices the core knows, so the window can tell them in its own words. */
  code?: NoticeCode;
  /** The English wording of `said`, for logs and for windows of an earlier version. */
  message: string;
  /**
   * What the core said (with paths and causes), worded by the window in its language. Every notice of this core has
   * one, and noticeSchema requires it (giving a notice of an earlier core, which had none, its message as written);
   * optional here only for the notices a window makes itself (renderer/src/notices), which say theirs by code.
   */
  said?: MessageRef;
  /** When the core raised it (ISO 8601). */
  at: string;
}

/** A notice of an earlier core carries no `said`: its English message stands for it, shown as written. */
function withSaid(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'said' in value) return value;
  const { message } = value as { message?: unknown };
  return typeof message === 'string' ? { ...value, said: asWritten(message) } : value;
}

/**
 * A notice as it crosses a boundary: its `said` a message of this version's catalogue with plain arguments (required;
 * one of an earlier core is given its message as written).
 */
// Made when first parsed, as errors.ts's appErrorSchema.
export const noticeSchema = z.lazy(() =>
  z.preprocess(
    withSaid,
    z.object({
      id: z.string(),
      level: z.enum(NOTICE_LEVELS),
      code: z.enum(NOTICE_CODES).optional(),
      message: z.string(),
      said: messageRefSchema,
      at: z.string(),
    }),
  ),
);
