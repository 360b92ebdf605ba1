// The demo data service over HTTP on loopback, for tests, benchmarks and the `demo-service` command.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleDemoRequest, type DemoServiceOptions } from '../http/handle-request';
import { createMarket, type Market, type MarketOptions } from '../market/market';

export interface DemoServerOptions extends DemoServiceOptions {
  port?: number;
  market?: Market;
  marketOptions?: Partial<MarketOptions>;
}

export interface RunningDemoServer {
  url: string;
  port: number;
  market: Market;
  close(): Promise<void>;
}

export async function startDemoServer(options: DemoServerOptions = {}): Promise<RunningDemoServer> {
  const market = options.market ?? createMarket(options.marketOptions);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const answer = handleDemoRequest(
      market,
      {
        method: req.method ?? 'GET',
        url,
        header: (name) => {
          const value = req.headers[name.toLowerCase()];
          return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
        },
      },
      options,
    );
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    market,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
