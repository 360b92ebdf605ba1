// How a lookup the broker did not ask for (a place's name in another language) may reach the data service: freely
// on the demo service; on a live connection only from answers already saved, since each would cost a request.
import type { CachePolicy } from '#shared/ipc/contract';
import { api } from '../api/api';

let source: Promise<'demo' | 'live'> | null = null;

export async function lookupPolicy(): Promise<CachePolicy | undefined> {
  // Not knowing the source is treated as live: a lookup then costs nothing, at worst it finds no name.
  source ??= api.invoke('app:info', {}).then(
    (r) => (r.ok ? r.value.source : 'live'),
    () => 'live' as const,
  );
  return (await source) === 'live' ? 'offline' : undefined;
}
