// window.api for browser mode: the same contract over HTTP (invoke) and server-sent events (events). It uses the
// contract's types only: its schemas (every channel's, built when the module loads) are the host's to check, and
// loading them here cost the window's start a few hundred milliseconds before the first form.
import { appErrorSchema, fail, type Result } from '#shared/errors';
import { ref } from '#shared/messages/message-ref';
import type { AppEvent, AqarApi, Channel } from '#shared/ipc/contract';

export function readSessionToken(doc: Document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="aqar-token"]')?.content ?? null;
}

export function createBrowserBridge(token: string, baseUrl = ''): AqarApi {
  type Listener = (payload: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  let source: EventSource | null = null;

  /** Each event's listeners are attached to the stream when the first of them subscribes. */
  const attached = new Set<string>();

  function ensureEventSource(): EventSource | null {
    if (!source && typeof EventSource === 'function') {
      source = new EventSource(`${baseUrl}/api/events?token=${encodeURIComponent(token)}`);
    }
    return source;
  }

  function attach(name: AppEvent): void {
    const stream = ensureEventSource();
    if (!stream || attached.has(name)) return;
    attached.add(name);
    stream.addEventListener(name, (message) => {
      let payload: unknown;
      try {
        payload = JSON.parse((message as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const listener of listeners.get(name) ?? []) listener(payload);
    });
  }

  // Connect the event stream at once, so that events of the first task are not missed while it connects.
  ensureEventSource();

  // The host answers with the contract's Result; the contract types it per channel (and per operation).
  const invoke = async (channel: Channel, input: unknown): Promise<Result<unknown>> => {
    try {
      const response = await fetch(`${baseUrl}/api/invoke/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-aqar-token': token },
        body: JSON.stringify(input ?? {}),
      });
      const result = (await response.json()) as Result<unknown>;
      // A failure is checked as it arrives (its said reference a message of this version): the window words it.
      if (result.ok === false && !appErrorSchema.safeParse(result.error).success) {
        return fail('internal', ref('error.window.hostUnreadable'));
      }
      return result;
    } catch {
      return fail('internal', ref('error.window.hostGone'));
    }
  };

  return {
    invoke: invoke as AqarApi['invoke'],
    on: (event, listener) => {
      attach(event);
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener as Listener);
      listeners.set(event, set);
      return () => set.delete(listener as Listener);
    },
  };
}
