// The warnings an answer carries, as references to the message catalogue (ids `answer.*`), worded by the edge that
// shows them in its own language (the window's, the CLI's `--lang`, a workbook's): results outside the places asked
// for, records left out, a page whose areas or prices betray the wrong area unit, a saved answer shown instead, an
// answer paid for that the offline cache could not take.
import type { StorageDetail } from '#shared/errors';
import { ref, type MessageRef } from '#shared/messages/message-ref';

/**
 * A figure as the warnings show it: one decimal below ten, whole above ("2.5", "1,200"); the message's number format
 * writes it in the language's digits.
 */
export function shownFigure(n: number): number {
  return n < 10 ? Math.round(n * 10) / 10 : Math.round(n);
}

/** "The data service failed. Showing the answer saved on 24 Nov 2026, 11:02 PM (UAE time)." */
export function savedInstead(code: string, message: string, fetchedAt: number): MessageRef {
  return ref('answer.savedInstead', {
    // ICU selectors are identifiers: the failure code's hyphens are underscores in the catalogue.
    code: code.replaceAll('-', '_'),
    message: message.trimEnd(),
    when: fetchedAt,
  });
}

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
