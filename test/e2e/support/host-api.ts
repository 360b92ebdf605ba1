// The host's own contract over HTTP, as the page calls it (POST /api/invoke/<channel> with the session token): for
// tests that compare what the screen shows with what the core answers.
import type { Channel, ChannelInput, ChannelOutput } from '#shared/ipc/contract';
import type { AppHost } from './app-host';

export function hostApi(host: Pick<AppHost, 'url' | 'origin'>) {
  const token = new URL(host.url).searchParams.get('token') ?? '';
  return async function invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
    const response = await fetch(`${host.origin}/api/invoke/${channel}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-aqar-token': token },
      body: JSON.stringify(input),
    });
    const result = (await response.json()) as { ok: true; value: ChannelOutput<C> } | { ok: false; error: unknown };
    if (!result.ok) throw new Error(`${channel}: ${JSON.stringify(result.error)}`);
    return result.value;
  };
}
