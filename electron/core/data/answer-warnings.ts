// The warnings an answer carries, as references to the message catalogue (ids `answer.*`), worded by the edge that
// shows them in its own language (the window's, the CLI's `--lang`, a workbook's): results outside the places asked
// for, records left out, a page whose areas or prices betray the wrong area unit, a saved answer shown instead.
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
