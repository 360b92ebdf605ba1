// The warnings an answer carries about its own records: those left out (and why) and an implausible price per
// square foot that betrays areas read in the wrong unit.
import type { AreaUnit } from '../client/connection';
import { isRecord } from './lenient';
import { unitSanityWarning } from './unit-sanity';

/** How many reasons a warning lists before "and N more". */
const LISTED = 3;

/** "N records … could not be read and are left out: why" (e.g. listings without a price), or null. */
export function rejectionWarning(result: unknown): string | null {
  if (!isRecord(result) || typeof result.rejected !== 'number' || result.rejected === 0) return null;
  const reasons = Array.isArray(result.rejectedReasons) ? result.rejectedReasons.map(String) : [];
  const listed = reasons.slice(0, LISTED).join('; ');
  const more = reasons.length > LISTED ? `; and ${reasons.length - LISTED} more` : '';
  const one = result.rejected === 1;
  const counted = `${result.rejected} ${one ? 'record' : 'records'} in this answer could not be read and ${one ? 'is' : 'are'}`;
  return `${counted} left out${listed ? `: ${listed}${more}` : ''}.`;
}

/** Every warning about the records of a normalized answer, in the order a broker should read them. */
export function answerNotes(result: unknown, areaUnit: AreaUnit): string[] {
  const items = isRecord(result) && Array.isArray(result.items) ? result.items : isRecord(result) ? [result] : [];
  return [rejectionWarning(result), unitSanityWarning(items, areaUnit)].filter((w): w is string => w !== null);
}
