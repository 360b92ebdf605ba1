// The LISTEN connection that feeds server-sent events: a client of its own (not from the pool) listening for new
// changes and revoked members. When PostgreSQL restarts or the connection drops, it reconnects with a growing
// pause and then says so (`onResync`), since notifications sent meanwhile were lost.
import pg from 'pg';
import { CHANGES_CHANNEL } from './changes-repo';
import { MEMBERS_CHANNEL } from '../services/members-service';

export interface ListenerEvents {
  onChange(seq: string): void;
  onMemberRevoked(memberId: string): void;
  /** Connected again after a loss: whatever was notified meanwhile must be looked up. */
  onResync(): void;
  onStatus(status: 'up' | 'down', error?: Error): void;
}

const FIRST_PAUSE_MS = 200;
const LONGEST_PAUSE_MS = 5_000;

export class ChangeListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private pause = FIRST_PAUSE_MS;
  private timer: NodeJS.Timeout | null = null;
  private everConnected = false;
  status: 'up' | 'down' = 'down';

  constructor(
    private readonly connectionString: string,
    private readonly events: ListenerEvents,
  ) {}

  /** Connects (retrying in the background when the database is down); resolves after the first attempt. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      application_name: 'aqar-team-server listener',
      connectionTimeoutMillis: 5_000,
    });
    let lost = false;
    const onLost = (error?: Error): void => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      if (this.client === client) this.client = null;
      this.setStatus('down', error);
      this.schedule();
    };
    client.on('error', (error) => onLost(error));
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) this.events.onChange(message.payload);
      else if (message.channel === MEMBERS_CHANNEL && message.payload) this.events.onMemberRevoked(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${MEMBERS_CHANNEL}`);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.pause = FIRST_PAUSE_MS;
    this.setStatus('up');
    if (this.everConnected) this.events.onResync();
    this.everConnected = true;
  }

  private schedule(): void {
    if (this.stopped || this.timer) return;
    const pause = this.pause;
    this.pause = Math.min(LONGEST_PAUSE_MS, this.pause * 2);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, pause);
    this.timer.unref();
  }

  private setStatus(status: 'up' | 'down', error?: Error): void {
    if (this.status === status) return;
    this.status = status;
    this.events.onStatus(status, error);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
