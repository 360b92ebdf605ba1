// The open server-sent event streams: each member device's streams are told of every new change (`change` with
// the newest cursor), kept alive by heartbeat comments, and closed at once when the member is revoked.
import type { ServerResponse } from 'node:http';
import { HEARTBEAT_SECONDS, type TeamEvent } from '#shared/team/events';
import { englishOf } from '#shared/errors';
import type { MessageRef } from '#shared/messages/message-ref';

interface Stream {
  res: ServerResponse;
  memberId: string;
  deviceId: string;
  /** The newest cursor this stream was told: a change's notice arriving after the stream opened on it is not repeated. */
  told: bigint;
}

/** Streams one device may hold open (a laptop needs one; a few allow for reconnects racing the old stream). */
export const STREAMS_PER_DEVICE = 4;
export const MAX_STREAMS = 5_000;

export class EventsHub {
  private readonly streams = new Set<Stream>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly onHeartbeat: (deviceIds: string[]) => void = () => {}) {}

  get size(): number {
    return this.streams.size;
  }

  deviceIds(): string[] {
    return [...new Set([...this.streams].map((s) => s.deviceId))];
  }

  countFor(deviceId: string): number {
    let n = 0;
    for (const s of this.streams) if (s.deviceId === deviceId) n++;
    return n;
  }

  /** Starts a stream on `res` (headers, the retry pause, the current cursor) and keeps it until it closes. */
  open(res: ServerResponse, who: { memberId: string; deviceId: string }, cursor: string): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);
    res.socket?.setTimeout(0);
    const stream: Stream = { res, ...who, told: BigInt(cursor) };
    this.streams.add(stream);
    res.on('close', () => this.streams.delete(stream));
    res.write(`retry: 3000\n\n`);
    this.write(stream, { event: 'change', data: { cursor } });
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_SECONDS * 1000);
      this.heartbeat.unref();
    }
  }

  private write(stream: Stream, event: TeamEvent): void {
    if (stream.res.writableEnded || stream.res.destroyed) return;
    stream.res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }

  /**
   * A new change: every stream learns the newest cursor, once. A stream opened on the current cursor read from the
   * database can receive the notice of a push committed just before it afterwards: it already knows that cursor.
   */
  change(cursor: string): void {
    const at = BigInt(cursor);
    for (const s of this.streams) {
      if (at <= s.told) continue;
      s.told = at;
      this.write(s, { event: 'change', data: { cursor } });
    }
  }

  /** Ends the streams of a member (or of some devices), telling them why first. */
  close(match: { memberId?: string; deviceIds?: string[] }, said: MessageRef): void {
    const message = englishOf(said);
    for (const s of [...this.streams]) {
      if (s.memberId === match.memberId || match.deviceIds?.includes(s.deviceId)) {
        this.write(s, { event: 'revoked', data: { message, said } });
        s.res.end();
        this.streams.delete(s);
      }
    }
  }

  private beat(): void {
    for (const s of this.streams) if (!s.res.writableEnded) s.res.write(': heartbeat\n\n');
    const devices = this.deviceIds();
    if (devices.length > 0) this.onHeartbeat(devices);
  }

  closeAll(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const s of this.streams) s.res.end();
    this.streams.clear();
  }
}
