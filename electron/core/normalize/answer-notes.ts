// The warnings an answer carries about its own records: those left out (and why) and an implausible price per
// square foot that betrays areas read in the wrong unit.
import type { AreaUnit } from '../client/connection';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import { isRecord } from './lenient';
import { unitSanityWarning } from './unit-sanity';

/** How many reasons a warning lists before "and N more". */
const LISTED = 3;

/** "N records … could not be read and are left out: why" (e.g. listings without a price), or null. */
export function rejectionWarning(result: unknown): MessageRef | null {
  if (!isRecord(result) || typeof result.rejected !== 'number' || result.rejected === 0) return null;
  const reasons = Array.isArray(result.rejectedReasons) ? result.rejectedReasons.map(String) : [];
  if (reasons.length === 0) return ref('answer.rejected', { count: result.rejected });
  return ref('answer.rejectedBecause', {
    count: result.rejected,
    reasons: { list: reasons.slice(0, LISTED), style: 'unit' },
    more: Math.max(0, reasons.length - LISTED),
  });
}

/** Every warning about the records of a normalized answer, in the order a broker should read them. */
export function answerNotes(result: unknown, areaUnit: AreaUnit): MessageRef[] {
  const items = isRecord(result) && Array.isArray(result.items) ? result.items : isRecord(result) ? [result] : [];
  return [rejectionWarning(result), unitSanityWarning(items, areaUnit)].filter((w): w is MessageRef => w !== null);
}
