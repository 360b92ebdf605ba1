// The other adverts of each listing's unit among the rows of a listings grid. Counted once the rows settle (not
// after every page fetch-all appends), after they are painted: over 50,000 rows it takes tens of milliseconds.
import { useEffect, useState } from 'react';
import type { ListingSummary } from '#shared/domain/listing';
import { repeatAdverts, type RepeatCount } from '#shared/market/repeat-adverts';

const NONE_YET: ReadonlyMap<string, RepeatCount> = new Map();

/** The counts for a listings grid (none yet while its rows are arriving), null for any other grid. */
export function useRepeatAdverts(
  rows: readonly unknown[],
  isListings: boolean,
  settled: boolean,
): ReadonlyMap<string, RepeatCount> | null {
  const [counted, setCounted] = useState<ReadonlyMap<string, RepeatCount>>(NONE_YET);
  useEffect(() => {
    if (!isListings || !settled) return;
    const timer = setTimeout(() => setCounted(repeatAdverts(rows as readonly ListingSummary[])), 0);
    return () => clearTimeout(timer);
  }, [rows, isListings, settled]);
  return isListings ? counted : null;
}
