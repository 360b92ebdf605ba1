// Answers what Node's HTTP parser refuses (malformed request lines and headers, oversized headers, timeouts) with
// a status line written straight to the socket, then closes it. There is no request object to answer through.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Log } from '#core/log-line';
import { ref } from '#shared/messages/message-ref';

const STATUS_BY_CODE: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

/** The answer written for a parser error: a bare status line, closing the connection. */
export function rawRefusal(code: string | undefined): string {
  const status = (code && STATUS_BY_CODE[code]) ?? '400 Bad Request';
  return `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
}

/**
 * Builds the server's 'clientError' listener. `inFlight` tells whether a response is already under way on the
 * socket: once its headers are out, writing a status line would corrupt the stream, so the socket is only closed.
 */
export function createClientErrorHandler(
  inFlight: (socket: Socket) => ServerResponse | undefined,
  log: Log,
): (error: Error & { code?: string }, socket: Socket) => void {
  return (error, socket) => {
    const code = error.code;
    if (code !== 'ECONNRESET' && code !== 'EPIPE')
      log(ref('log.browserHost.malformedRequest', { code: code ?? error.message }));
    const response = inFlight(socket);
    if (socket.writable && !response?.headersSent && code !== 'ECONNRESET') {
      socket.end(rawRefusal(code));
    }
    socket.destroySoon();
  };
}
