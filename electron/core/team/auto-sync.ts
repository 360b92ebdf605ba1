// The app's own syncing with the team (the CLI syncs when told): every minute while joined, two seconds after a
// shared item changed here (changes close together are one sync), and at once when the server's event stream says
// a newer change waits. Offline, the outbox simply waits for the next one.
import type { TeamClient } from '#shared/team/client';
import { listenForChanges } from './change-listener';
import { ref, type MessageRef } from '#shared/messages/message-ref';
import type { Log } from '../log-line';

export const AUTO_SYNC_MS = 60_000;
export const AFTER_CHANGE_MS = 2_000;

export interface AutoSyncDeps {
  /** Syncs now if this computer is a member and the workspace can be written; a sync under way is joined. */
  sync: () => Promise<unknown>;
  /** Joined, and the workspace writable. */
  ready: () => Promise<boolean>;
  client: () => Promise<TeamClient | null>;
  cursor: () => Promise<string | null>;
  onRevoked: (said: MessageRef) => void;
  log: Log;
}

export class AutoSync {
  private readonly timer: NodeJS.Timeout;
  private soonTimer: NodeJS.Timeout | null = null;
  private readonly stopping = new AbortController();
  private readonly listening: Promise<void>;

  constructor(private readonly deps: AutoSyncDeps) {
    this.timer = setInterval(() => this.now(), AUTO_SYNC_MS);
    this.timer.unref();
    this.listening = listenForChanges(
      {
        client: async () => ((await deps.ready()) ? deps.client() : null),
        cursor: deps.cursor,
        onBehind: () => this.now(),
        onRevoked: deps.onRevoked,
        log: deps.log,
      },
      this.stopping.signal,
    );
    this.now();
  }

  /** A shared item changed here: sync shortly. */
  soon(): void {
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.soonTimer = setTimeout(() => {
      this.soonTimer = null;
      this.now();
    }, AFTER_CHANGE_MS);
    this.soonTimer.unref();
  }

  now(): void {
    if (this.stopping.signal.aborted) return;
    this.deps
      .ready()
      .then((ready) => (ready && !this.stopping.signal.aborted ? this.deps.sync() : undefined))
      .catch((error: unknown) => this.deps.log(ref('log.team.syncFailed'), error));
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.stopping.abort();
    await this.listening;
  }
}
