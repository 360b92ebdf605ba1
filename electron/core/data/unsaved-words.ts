// The warning an answer carries when it was paid for but could not be saved to the offline cache (a full disk, a
// read-only cache, a cache locked by another program): it is shown all the same and kept until the app closes.
// Worded where it is shown (messages `answer.notSaved.*`).
import type { StorageDetail } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';

/** The warning for an answer the cache could not take; `detail` null when the failure was not a storage one. */
export function notSavedWarning(detail: StorageDetail | null, message: string): MessageRef {
  if (!detail) return ref('answer.notSaved.other', { message });
  const { path } = detail;
  switch (detail.reason) {
    case 'disk-full':
      return ref('answer.notSaved.diskFull', {
        path,
        free: detail.freeBytes === null || detail.freeBytes === undefined ? '?' : { bytes: detail.freeBytes },
      });
    case 'read-only':
      return ref('answer.notSaved.readOnly', { path });
    case 'locked':
      return ref('answer.notSaved.locked', { path });
    case 'newer-version':
      return ref('answer.notSaved.newerVersion');
  }
}
