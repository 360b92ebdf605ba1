// How many notes each listing of a grid has (the broker's and the team's shared ones), for the grid's Notes column:
// asked of the core once the rows settle, in chunks the channel takes, and again after a team sync brought changes
// or a note was written on a listing's page.
import { useEffect, useState } from 'react';
import type { ListingSummary } from '#shared/domain/listing';
import { api } from '../api/api';
import { useTeam } from '../team';
import { useNotesChanged } from '../notes';

const CHUNK = 5000;
const NONE: ReadonlyMap<string, number> = new Map();

export function useListingNotes(
  rows: readonly unknown[],
  isListings: boolean,
  settled: boolean,
): ReadonlyMap<string, number> | null {
  const [counts, setCounts] = useState<ReadonlyMap<string, number>>(NONE);
  const pulled = useTeam((s) => s.pulledGeneration);
  const written = useNotesChanged((s) => s.generation);
  useEffect(() => {
    if (!isListings || !settled) return;
    let alive = true;
    const ids = [...new Set((rows as readonly ListingSummary[]).map((r) => r.externalID))];
    void (async () => {
      const out = new Map<string, number>();
      for (let i = 0; i < ids.length; i += CHUNK) {
        const r = await api.invoke('notes:counts', { kind: 'listing', ids: ids.slice(i, i + CHUNK) });
        if (!r.ok) return;
        for (const [id, n] of Object.entries(r.value)) out.set(id, n);
      }
      if (alive) setCounts(out);
    })();
    return () => {
      alive = false;
    };
  }, [rows, isListings, settled, pulled, written]);
  return isListings ? counts : null;
}
