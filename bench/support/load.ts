// A closed-loop HTTP load generator on loopback: N concurrent keep-alive clients for a fixed duration.
import { Agent, request } from 'node:http';

export async function measureThroughput(url: string, paths: readonly string[], seconds: number, concurrency = 32) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  let next = 0;
  const one = (path: string) =>
    new Promise<void>((resolve) => {
      const req = request(`${url}${path}`, { agent }, (res) => {
        if ((res.statusCode ?? 0) >= 400) errors++;
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        await one(paths[next++ % paths.length]!);
        done++;
      }
    }),
  );
  agent.destroy();
  return { requestsPerSecond: done / ((Date.now() - started) / 1000), errors };
}
