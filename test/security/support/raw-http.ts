// Raw HTTP over node:net, for requests no HTTP client would send: malformed request lines, headers and encodings,
// bodies sent slowly, and several requests on one socket.
import { connect, type Socket } from 'node:net';

export interface RawReply {
  /** The status of the first response on the socket, or null when the host answered nothing. */
  status: number | null;
  /** Everything received, as latin1 text. */
  text: string;
  /** Whether the host closed the socket before `waitMs` ran out. */
  closed: boolean;
  /** Milliseconds from the first byte sent to the close (or to giving up). */
  elapsedMs: number;
}

export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Collects what the host sends on `socket` until it closes the socket or `waitMs` passes. */
export function collect(socket: Socket, waitMs: number): Promise<RawReply> {
  const started = performance.now();
  return new Promise((resolve) => {
    let text = '';
    const finish = (closed: boolean): void => {
      clearTimeout(timer);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: status ? Number(status[1]) : null, text, closed, elapsedMs: performance.now() - started });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish(false);
    }, waitMs);
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    // A reset after the host answered and closed is still a close.
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
  });
}

/** Sends `bytes` on a fresh socket and collects the answer. */
export async function rawExchange(port: number, bytes: string | Buffer, waitMs = 3_000): Promise<RawReply> {
  const socket = await openSocket(port);
  const reply = collect(socket, waitMs);
  socket.write(bytes);
  return reply;
}

/** Every status line in a stream of responses, in order. */
export function statuses(text: string): number[] {
  return [...text.matchAll(/HTTP\/1\.[01] (\d{3})/g)].map((m) => Number(m[1]));
}

/** The head (status line and headers) of the first response, lowercased for header checks. */
export function firstHead(text: string): string {
  return text.split('\r\n\r\n')[0]!.toLowerCase();
}
