// Runs a server in a child process (its own core), for throughput benchmarks that must not share the load
// generator's thread. The child prints its URL on the first line and stops when its parent goes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const TSX = join(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs');

export async function startChildServer(script: string, args: string[] = []): Promise<{ url: string; stop(): void }> {
  const child = spawn(process.execPath, [TSX, script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
  });
  process.once('exit', () => child.kill());
  return { url, stop: () => child.kill() };
}
