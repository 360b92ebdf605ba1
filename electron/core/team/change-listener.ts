// Hears of the team's changes as they happen: the server's event stream (GET /v1/events, fed by LISTEN/NOTIFY) says
// the newest change's number, and a laptop whose cursor is behind it syncs at once instead of at the next minute.
// A stream that cannot open or ends is opened again after a pause that grows to a minute; the app's minute sync
// covers the time between.
import { setTimeout as sleep } from 'node:timers/promises';
import type { TeamClient } from '#shared/team/client';
import { saidOf } from '#shared/errors';
import { asWritten, ref, type MessageRef } from '#shared/messages/message-ref';
import type { Log } from '../log-line';

export interface ChangeListenerDeps {
  /** A client for the joined server, or null while this computer is not a member (or has no token). */
  client: () => Promise<TeamClient | null>;
  /** The cursor of the last change pulled here. */
  cursor: () => Promise<string | null>;
  /** A change newer than the cursor was announced. */
  onBehind: () => void;
  /** The server said this member's access was revoked. */
  onRevoked: (said: MessageRef) => void;
  log: Log;
}

const FIRST_PAUSE_MS = 2_000;
const LONGEST_PAUSE_MS = 60_000;

/** Listens until `signal` aborts. */
export async function listenForChanges(deps: ChangeListenerDeps, signal: AbortSignal): Promise<void> {
  let pause = FIRST_PAUSE_MS;
  while (!signal.aborted) {
    try {
      const client = await deps.client();
      if (client) {
        const opened = await client.events(signal);
        if (opened.ok) {
          for await (const event of opened.value) {
            pause = FIRST_PAUSE_MS;
            if (event.event === 'revoked') deps.onRevoked(event.data.said ?? asWritten(event.data.message));
            else if (BigInt(event.data.cursor) > BigInt((await deps.cursor()) ?? '0')) deps.onBehind();
          }
        } else if (opened.error.code === 'revoked') {
          deps.onRevoked(saidOf(opened.error));
        }
      }
    } catch (error) {
      if (!signal.aborted) deps.log(ref('log.team.eventStreamFailed'), error);
    }
    await sleep(pause, undefined, { signal }).catch(() => undefined);
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  }
}
