// Runs the team server in a child process for the team benchmark (its own thread, as a brokerage runs it), loaded
// through tsx in that very process so that stopping it stops the server itself.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export async function startTeamServerChild(args: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'team-server/main.ts'), 'serve', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      const match = /"msg":"team server listening","url":"([^"]+)"/.exec(out);
      if (match?.[1]) {
        // From now on its request log (one line per request) is read and dropped.
        out = '';
        resolve(match[1]);
      } else if (out.length > 100_000) out = out.slice(-10_000);
    };
    child.stdout.on('data', onData);
    void exited.then(() => reject(new Error(`the team server exited early: ${out}`)));
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
