// A node:http server on 127.0.0.1 that records every request it receives and answers through a given function:
// a gateway stand-in (redirecting, echoing the key) or a listener that must never be reached.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

export interface RecordingServer {
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: RecordedRequest[];
  /** Every socket ever opened to this server, even one that never sent a full request. */
  connections: () => number;
  close(): Promise<void>;
}

export type Answer = (req: IncomingMessage, res: ServerResponse) => void;

export const answerJson =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

export async function startRecordingServer(answer: Answer = answerJson(404, { message: 'nothing here' })) {
  const requests: RecordedRequest[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    answer(req, res);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const running: RecordingServer = {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return running;
}
