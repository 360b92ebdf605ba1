// Location search for pickers: /autocomplete through the client, normalized into Location objects.
import { AppFailure } from '#shared/errors';
import type { Lang } from '#shared/domain/lang';
import type { DataSourceKind, LocationSearchResult } from '#shared/ipc/contract';
import type { DataServiceClient } from '../client/data-service-client';
import { normalizeAutocomplete } from '../normalize/location';

export async function searchLocations(
  client: DataServiceClient,
  source: DataSourceKind,
  query: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<LocationSearchResult> {
  const answer = await client.call('autocomplete', { query, langs: [lang] }, signal);
  const list = normalizeAutocomplete(answer.data);
  if (!list)
    throw new AppFailure('malformed-response', 'The data service sent location suggestions in an unexpected shape.');
  return {
    query,
    locations: list.items,
    total: list.total,
    provenance: { source, fetchedAt: answer.fetchedAt.toISOString(), fromCache: false },
  };
}
