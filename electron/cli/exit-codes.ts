// Exit codes scripts can rely on, one per kind of failure.
import type { ErrorCode } from '#shared/errors';

export const EXIT = {
  ok: 0,
  internal: 1,
  usage: 2,
  auth: 3,
  limit: 4,
  unavailable: 5,
  notFound: 6,
  /** Another run is taking a snapshot of the same item (an overlapping cron job): this one spent nothing on it. */
  busy: 7,
  /**
   * A local write failed: a full disk, a read-only file or folder, a database locked by another process, a workspace
   * of a newer version. Requests already sent were counted.
   */
  storage: 8,
  cancelled: 130,
} as const;

export function exitCodeFor(code: ErrorCode): number {
  switch (code) {
    case 'validation':
    case 'unknown-channel':
      return EXIT.usage;
    case 'bad-key':
    case 'not-subscribed':
      return EXIT.auth;
    case 'rate-limited':
    case 'quota-exhausted':
      return EXIT.limit;
    case 'offline':
    case 'timeout':
    case 'upstream':
    case 'malformed-response':
      return EXIT.unavailable;
    case 'not-found':
      return EXIT.notFound;
    case 'busy':
      return EXIT.busy;
    case 'storage':
      return EXIT.storage;
    case 'cancelled':
      return EXIT.cancelled;
    default:
      return EXIT.internal;
  }
}
