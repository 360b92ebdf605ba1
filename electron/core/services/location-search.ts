// Location search for pickers: /autocomplete through the gateway (cached for weeks), as Location objects.
import type { Lang } from '#shared/domain/lang';
import type { LocationSearchResult } from '#shared/ipc/contract';
import type { DataGateway } from '../data/data-gateway';

export async function searchLocations(
  gateway: DataGateway,
  query: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<LocationSearchResult> {
  // A fresh saved answer serves; an offline run reads the cache only (the gateway refuses to send then).
  const answer = await gateway.fetch(
    'autocomplete',
    { query, langs: [lang] },
    { policy: 'fresh-or-fetch', ...(signal ? { signal } : {}) },
  );
  return { query, locations: answer.result.items, total: answer.result.total, provenance: answer.provenance };
}
