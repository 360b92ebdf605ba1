// Where the server listens, and the rule that keeps tokens off the network in clear text: loopback by default;
// any other address only with TLS (--tls-cert/--tls-key) or an explicit --behind-proxy (TLS ends at the proxy).
import { isIP } from 'node:net';

export interface ListenAddress {
  host: string;
  port: number;
}

export const DEFAULT_LISTEN: ListenAddress = { host: '127.0.0.1', port: 8790 };

/** Reads HOST:PORT, [IPv6]:PORT or :PORT (loopback); throws with the value named. */
export function parseListen(text: string): ListenAddress {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]*)):(\d{1,5})$/.exec(text.trim());
  const port = match ? Number(match[3]) : NaN;
  if (!match || port > 65535) {
    throw new Error(`--listen "${text}" must be HOST:PORT (e.g. 127.0.0.1:8790, [::1]:8790 or 0.0.0.0:8790)`);
  }
  const host = match[1] ?? (match[2] || DEFAULT_LISTEN.host);
  if (match[1] && isIP(match[1]) !== 6) throw new Error(`--listen "${text}": ${match[1]} is not an IPv6 address`);
  return { host, port };
}

export function isLoopback(host: string): boolean {
  const h = host.toLowerCase();
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  return /^::ffff:127\./.test(h);
}

/** A listening address refused because it would expose tokens. */
export class ExposureError extends Error {
  override name = 'ExposureError';
}

/** Refuses a listening address that would carry tokens in clear text over a network. */
export function checkExposure(address: ListenAddress, tls: boolean, behindProxy: boolean): void {
  if (isLoopback(address.host) || tls || behindProxy) return;
  throw new ExposureError(
    `Refusing to listen on ${address.host}:${address.port} without TLS: member tokens would cross the network in ` +
      'clear text. Give --tls-cert FILE --tls-key FILE, or --behind-proxy when a reverse proxy on this machine ' +
      'ends TLS, or listen on 127.0.0.1.',
  );
}
