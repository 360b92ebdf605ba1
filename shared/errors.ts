// Typed errors that cross every boundary (IPC, browser bridge, CLI) as data, never as throws.
import { z } from 'zod';
import { asWritten, messageRefSchema, ref, type MessageRef } from './messages/message-ref';

export const ERROR_CODES = [
  'validation',
  'unknown-channel',
  'bad-key',
  'not-subscribed',
  'rate-limited',
  'quota-exhausted',
  'not-found',
  'upstream',
  'offline',
  'timeout',
  'malformed-response',
  'cancelled',
  /** The workspace is open read-only from a backup: nothing the broker makes can be saved until it is restored. */
  'workspace-read-only',
  /** Another run (this process or another) is taking a snapshot of the same item right now; nothing was spent. */
  'busy',
  /**
   * A local write failed (a full disk, a read-only file or folder, a database locked by another process, a workspace
   * of a newer version): nothing is wrong with the request; `storage` says what failed and where.
   */
  'storage',
  'internal',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Why a local write failed. */
export const STORAGE_REASONS = ['disk-full', 'read-only', 'locked', 'newer-version'] as const;
export type StorageReason = (typeof STORAGE_REASONS)[number];

export const storageDetailSchema = z.lazy(() =>
  z.object({
    reason: z.enum(STORAGE_REASONS),
    /** The file or folder that could not be written (the full disk's folder, the locked database). */
    path: z.string(),
    /** Bytes free on the disk holding `path`, when the disk is full; null when the system would not say. */
    freeBytes: z.number().nullable().optional(),
    /** Which of the app's databases, when one is to blame. */
    database: z.enum(['workspace', 'cache']).optional(),
    /** For a workspace of a newer version: the Aqar Lens version that wrote it, when it recorded one. */
    writtenBy: z.string().optional(),
  }),
);
export type StorageDetail = z.infer<typeof storageDetailSchema>;

/**
 * Made when first parsed (z.lazy), like the other schemas the window's first script holds but its first frame never
 * parses: built as the script ran, they delayed the first form (ARCHITECTURE.md, "Schemas made on first use").
 */
export const appErrorSchema = z.lazy(() =>
  z.object({
    code: errorCodeSchema,
    /** The English wording of `said`, for logs and for peers that predate `said` (derived in one place: appError). */
    message: z.string(),
    /**
     * What went wrong as a message of the catalogue with its arguments, worded by the edge that shows it (the window,
     * the command line) in its own language. Absent from an error of an earlier version (a team server not yet
     * updated): saidOf() then shows its message as written.
     */
    said: messageRefSchema.optional(),
    /** The offending field or parameter, when one is to blame. */
    field: z.string().optional(),
    /** Seconds the caller should wait before retrying, when the service said so. */
    retryAfterSeconds: z.number().optional(),
    /** What local write failed and where, for the code 'storage'. */
    storage: storageDetailSchema.optional(),
    /**
     * The contract refused the call's input before anything ran. From the app's own window that is a fault of the app,
     * never of the broker: the window says so in its own words, and the message (in the contract's terms) goes to the log.
     */
    inputRefused: z.boolean().optional(),
    /**
     * For the code 'offline': the broker chose to work offline (the switch, or the CLI's --offline) and this is not in
     * the offline cache; nothing was sent. The window then names the switch to turn off, not the internet connection.
     */
    workingOffline: z.boolean().optional(),
  }),
);
export type AppError = z.infer<typeof appErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/**
 * What an error or a notice is made from: always a message of the catalogue, so no sentence is written in code in
 * one language (text that is not ours, a data service's own words, goes in as `asWritten(text)` or an argument).
 */
export type Said = MessageRef;

type Extra = Omit<AppError, 'code' | 'message' | 'said'>;

let english: ((said: MessageRef) => string) | null = null;

/**
 * Gives errors their English wording: set where every catalogue is registered (all-languages.ts: the core, the
 * worker, the CLI), so that a preload or a window does not load the formatter for the sake of a log line.
 */
export function wordErrorsWith(word: (said: MessageRef) => string): void {
  english = word;
}

/** The English wording of a reference, for logs; elsewhere the reference named by its id and arguments. */
export function englishOf(said: MessageRef): string {
  return english ? english(said) : `${said.id} ${JSON.stringify(said.args)}`;
}

/** An AppError: `said` kept for the edge that words it, its English wording as the message. */
export function appError(code: ErrorCode, said: Said, extra: Extra = {}): AppError {
  return { code, message: englishOf(said), said, ...extra };
}

/** What an error says, as a reference: its own, or (an error of an earlier version) its message as written. */
export function saidOf(error: Pick<AppError, 'message' | 'said'>): MessageRef {
  return error.said ?? asWritten(error.message);
}

export function fail(code: ErrorCode, said: Said, extra: Extra = {}): Result<never> {
  return { ok: false, error: appError(code, said, extra) };
}

/** An exception that carries an AppError; the core throws it and the dispatcher turns it into a Result. */
/** Marks every AppFailure, whichever copy of this module made it. */
const APP_FAILURE = Symbol.for('aqar-lens.AppFailure');

export class AppFailure extends Error {
  readonly appError: AppError;
  readonly [APP_FAILURE] = true;
  constructor(code: ErrorCode, said: Said, extra: Extra = {}) {
    const error = appError(code, said, extra);
    super(error.message);
    this.name = 'AppFailure';
    this.appError = error;
  }

  /** A failure that carries `error` as it is (its sentence and details), to be thrown again by this process. */
  static of(error: AppError): AppFailure {
    const { code, message: _message, said: _said, ...extra } = error;
    return new AppFailure(code, saidOf(error), extra);
  }

  /**
   * `instanceof AppFailure` holds for a failure made by another copy of this module too (the compiled CLI's bundle,
   * a worker's, the sources a test imports), so a failure is never taken for an internal error by the copy that
   * catches it. Subclasses keep the ordinary check.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (this !== AppFailure) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && (value as { [APP_FAILURE]?: unknown })[APP_FAILURE] === true;
  }
}

/**
 * Turns a zod failure into one sentence naming the offending field(s): `subject` names what was read (an
 * `error.subject.*` message), and zod's own text, which cannot be translated, is the sentence's detail.
 */
export function describeZodError(error: z.ZodError, subject: MessageRef): AppError {
  const issue = error.issues[0];
  const field = issue ? issue.path.map(String).join('.') : '';
  return appError('validation', ref('error.invalid', { subject, detail: zodDetail(error) }), field ? { field } : {});
}

/**
 * Zod's own words for its first issues, each after its field's path: the technical detail of a sentence (it cannot be
 * translated). An issue of the whole value (no path) is named by the subject its sentence already names.
 */
export function zodDetail(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}
