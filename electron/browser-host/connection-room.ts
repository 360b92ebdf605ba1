// Which connection the browser host closes when all of its connections are taken: one that is idle (no request being
// answered) and never carried the session token first, oldest first; then an idle one of the page's own; a busy one
// (an answer or the event stream on its way) never. So a local process holding every connection open without the
// token cannot keep the broker's page from being served.
import type { Socket } from 'node:net';

interface Held {
  /** A request on it carried the session's token. */
  trusted: boolean;
  /** Requests being answered on it. */
  busy: number;
}

export class ConnectionRoom {
  /** In arrival order: a Map iterates in insertion order, so the first idle one met is the oldest. */
  private readonly held = new Map<Socket, Held>();

  constructor(private readonly max: number) {}

  /** Admits a new connection, closing another to make room when the host is full; false when it was refused. */
  admit(socket: Socket): boolean {
    if (this.held.size >= this.max) {
      const victim = this.idle(false) ?? this.idle(true);
      if (!victim) {
        socket.destroy();
        return false;
      }
      this.held.delete(victim);
      victim.destroy();
    }
    this.held.set(socket, { trusted: false, busy: 0 });
    socket.once('close', () => this.held.delete(socket));
    return true;
  }

  /** A request arrived on the socket; `trusted` when it carried the token. Returns what to call once it is answered. */
  begin(socket: Socket, trusted: boolean): () => void {
    const state = this.held.get(socket);
    if (!state) return () => {};
    state.busy += 1;
    if (trusted) state.trusted = true;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      state.busy -= 1;
    };
  }

  private idle(trusted: boolean): Socket | null {
    for (const [socket, state] of this.held) if (state.busy === 0 && state.trusted === trusted) return socket;
    return null;
  }
}
