// A typed event bus from the core to whichever transports are listening (IPC, server-sent events).
import type { AppEvent, EventPayload } from '#shared/ipc/contract';

export type AnyEventListener = (event: AppEvent, payload: unknown) => void;

export class EventBus {
  private readonly listeners = new Set<AnyEventListener>();

  emit<E extends AppEvent>(event: E, payload: EventPayload<E>): void {
    for (const listener of this.listeners) listener(event, payload);
  }

  /** Subscribes to every event; returns the unsubscribe function. */
  subscribe(listener: AnyEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
